// The core's limits (`limits`: rooms, dice, primes, the calculator's keys, plot points, tip
// steps…), read once from the core for every screen that shows or stops at one, so no screen
// keeps a copy of a number the core decides.
import { read } from './api.js';

let limits = null;

/** Resolves to the core's `limits` answer (asked once; a failed read is asked again next time). */
export function coreLimits() {
  limits ??= read('limits').catch((error) => {
    limits = null;
    throw error;
  });
  return limits;
}
