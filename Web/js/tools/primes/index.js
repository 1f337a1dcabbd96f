// Primes in a range (seed 000, tab 3): From / To → "Solve!" → the count and every prime in a list
// that stays smooth for millions. Big counts run as jobs on every core, with progress and Cancel.
//
// Bounds and primes go up to 2^64 − 1, past what a double holds exactly: they stay decimal strings
// (BigInt for arithmetic) and are never turned into Numbers except for estimates. Row indexes are
// Numbers (exact up to 2^53; π(2^42) is only 1.6e11).
import { inputScreen } from './input.js';
import { listScreen } from './screen.js';

const ICON = 'M8 20V4h5a4.5 4.5 0 0 1 0 9H8M11 4v9';

export default {
  id: 'primes',
  title: 'Primes',
  icon: ICON,
  root: inputScreen,
  screens: { list: listScreen },
};
