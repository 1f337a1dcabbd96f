// Primes in a range (seed 000, tab 3): From / To → "Solve!" → the count and every prime in a list
// that stays smooth for millions, or the range's twin primes (up to sextuplets) and their count. Big counts run as jobs on every core, with progress and Cancel.
//
// Bounds and primes go up to 2^64 − 1, past what a double holds exactly: they stay decimal strings
// (BigInt for arithmetic) and are never turned into Numbers except for estimates. Row indexes are
// Numbers, exact up to 2^53: for ranges of fewer than 9·10^15 primes (from 0, up to about 3·10^17).
import { inputScreen } from './input.js';
import { listScreen } from './screen.js';
import { tupletScreen } from './tuplets.js';

export default {
  root: inputScreen,
  screens: { list: listScreen, tuplets: tupletScreen },
};
