// Running a simulation: answered directly when small, as a job on every core otherwise (progress
// and Cancel). How many dice it rolls is the core's answer (`dice/parse` with trials), not a
// count made here.
import { InputProblem, runJob, solve } from '../../shell/api.js';
import { coreLimits } from '../../shell/limits.js';

/** Simulations rolling more dice than this (trials × dice) run as jobs, to show progress and Cancel. */
const JOB_DICE = 1e7;

/**
 * A simulation run as a job on the core's workers, shared from the input screen (which waits for
 * the core to accept it) to the result screen (which shows its progress): `started` settles on the
 * first progress (or the input's rejection), `done` with the result. `trials`: their number as
 * the core read it, for the progress label.
 */
export function startRun(input, signal, trials) {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const listeners = new Set();
  let fraction = 0;
  let accepted;
  const acceptedPromise = new Promise((resolve) => { accepted = resolve; });
  const done = runJob('dice', input, {
    signal: controller.signal,
    onProgress(value) {
      fraction = value;
      accepted();
      for (const listener of listeners) listener(value);
    },
  });
  return {
    controller,
    done,
    trials,
    started: Promise.race([acceptedPromise, done]),
    listen(listener) { listeners.add(listener); listener(fraction); },
  };
}

/**
 * Starts a simulation: `{result}` when answered directly, `{run}` once the core has accepted it
 * as a job (big ones, or any the core says needs one); rejects with the input's problem.
 */
export async function simulate(input, signal) {
  let size = null;
  try {
    size = await solve('dice/parse', { pool: input.pool, trials: input.trials }, { signal });
  } catch (error) {
    if (error?.name === 'AbortError') throw error;
    // A pool or trials the core refuses: the simulation below says so, in the same words.
  }
  if (!size || size.rolls <= JOB_DICE) {
    try {
      return { result: await solve('dice', input, { signal }) };
    } catch (error) {
      const needsJob = error instanceof InputProblem && error.code === 'needs-job';
      if (!needsJob) throw error;
    }
  }
  const run = startRun(input, signal, size?.trials);
  await run.started;
  return { run };
}

/**
 * The exact distribution, as `{result, explosions}` (the core's cap on a die's extra rolls) or
 * `{error}` (too big a pool): never rejects.
 */
export function exactOf(pool, signal) {
  return Promise.all([solve('dice', { pool, exact: true }, { signal }), coreLimits()]).then(
    ([result, limits]) => ({ result, explosions: limits.dice.maximumExplosions }),
    (error) => ({ error }));
}
