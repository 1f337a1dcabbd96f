// What the Primes screens share: the names of the tuplets, the core's "start a job" refusal,
// progress with the time left, and asking directly or else as a job.
import { InputProblem, runJob, solve } from '../../shell/api.js';
import { localized } from '../../shell/locale.js';
import { duration, timeLeftEstimator } from './time-left.js';

/** Each size's name, as the Find menu and the screen's title give it. */
export const TUPLETS = {
  2: 'Twin Primes', 3: 'Prime Triplets', 4: 'Prime Quadruplets', 5: 'Prime Quintuplets', 6: 'Prime Sextuplets',
};

/** The 422 a direct request gets when the work is too big: the same request runs fine as a job. */
export function needsJob(error) {
  return error instanceof InputProblem && error.code === 'needs-job';
}

/**
 * Moves a progressPanel with a finer percentage below 10 % (a count of hours moves slowly) and,
 * once the rate is known, the time left in its label (`timeLeftEstimator`).
 */
export function progressTracker(panel, label) {
  const started = performance.now();
  const percent = panel.element.querySelector('.progress-percent');
  const text = panel.element.querySelector('.progress-label');
  const timeLeft = timeLeftEstimator();
  return (fraction) => {
    panel.update(fraction);
    if (percent && fraction < 0.1) percent.textContent = `${localized((Math.floor(fraction * 1000) / 10).toFixed(1))} %`;
    const left = timeLeft((performance.now() - started) / 1000, fraction);
    if (text && left !== null && fraction < 1) text.textContent = `${label} about ${duration(left)} left`;
  };
}

export function child(signal) {
  const controller = new AbortController();
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
  return controller;
}

/**
 * The answer to `input`: asked directly, or, when the core says the work is too long for that
 * (`needsJob`), run as a job. Only then is `onJob()` called: it shows the job's progress (a panel
 * with Cancel) and returns the job's `{ signal, onProgress }`, so a direct answer never flashes a
 * panel and the panel's Cancel stops the job alone.
 */
export async function solveOrJob(tool, input, { signal, onJob }) {
  try {
    return await solve(tool, input, { signal });
  } catch (error) {
    if (!needsJob(error)) throw error;
    return runJob(tool, input, onJob());
  }
}
