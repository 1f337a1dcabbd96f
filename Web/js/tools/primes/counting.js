// Primes, where a number lies in the list: the core's estimate of the number below which a given
// share of the range's primes lie, and a number's exact index counted from the nearer of two
// "anchors" (v, i): i primes of the range lie below v (PrimeSource keeps them).
import { runJob, solve } from '../../shell/api.js';
import { needsJob } from './common.js';

/** The number x (low.v < x < high.v) below which about `aim` primes of the range lie: the core's estimate. */
export async function estimate(low, high, aim, signal) {
  const fraction = (aim - low.i) / (high.i - low.i);
  const { at } = await solve('primes/locate', { lo: String(low.v), hi: String(high.v), fraction }, { signal });
  return BigInt(at);
}

/**
 * The exact index of the first prime ≥ x, counted from the nearer anchor, else the farther one,
 * else as a job (whose progress `onStatus` hears after `label`).
 */
export async function countTo(x, low, high, { label, signal, onStatus }) {
  const fromBelow = () => solve('primes', { lo: String(low.v), hi: String(x - 1n), count: true }, { signal })
    .then((r) => low.i + Number(r.count));
  const fromAbove = () => solve('primes', { lo: String(x), hi: String(high.v - 1n), count: true }, { signal })
    .then((r) => high.i - Number(r.count));
  const nearBelow = x - low.v <= high.v - x;
  const [first, second] = nearBelow ? [fromBelow, fromAbove] : [fromAbove, fromBelow];
  try {
    return await first();
  } catch (error) {
    if (!needsJob(error)) throw error;
  }
  try {
    return await second();
  } catch (error) {
    if (!needsJob(error)) throw error;
  }
  const [lo, hi] = nearBelow ? [low.v, x - 1n] : [x, high.v - 1n];
  onStatus(label);
  const result = await runJob('primes', { lo: String(lo), hi: String(hi), count: true }, {
    signal, onProgress: (f) => onStatus(`${label} ${Math.floor(f * 100)} %`),
  });
  return nearBelow ? low.i + Number(result.count) : high.i - Number(result.count);
}
