// What the Primes screens share: the names of the tuplets and of the range's fields, the core's
// "start a job" refusal, progress with the time left, asking directly or else as a job, and the
// count atop the list and tuplets screens.
import { el } from '../../shell/dom.js';
import { progressPanel } from '../../shell/form.js';
import { InputProblem, runJob, solve } from '../../shell/api.js';
import { localized } from '../../shell/locale.js';
import { duration, timeLeftEstimator } from './time-left.js';

/** Each size's name, as the Find menu and the screen's title give it. */
export const TUPLETS = {
  2: 'Twin Primes', 3: 'Prime Triplets', 4: 'Prime Quadruplets', 5: 'Prime Quintuplets', 6: 'Prime Sextuplets',
};

/** The range's fields as the input screen labels them, for the core's messages about them. */
const LABELS = { lo: 'From', hi: 'To', tuplets: 'Find' };
/** The same as an alert on a result screen takes them: no field there to focus. */
const LABELLED = Object.fromEntries(Object.entries(LABELS).map(([name, label]) => [name, { label }]));

/** The API's message with the fields as the screen labels them ("must be at most To (10)"). */
export function relabel(error) {
  if (!(error instanceof InputProblem) || !LABELS[error.field]) return error;
  return new InputProblem(error.field, error.rule.replace(/\b(lo|hi)\b/g, (name) => LABELS[name]), error.code);
}

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

/** The Count row atop the list and tuplets screens: the count, "Counting…", "Cancelled" or "Failed". */
export function countRow(text) {
  return el('div', { class: 'cell value-row' }, [
    el('span', { class: 'cell-label', text: 'Count' }),
    el('output', { class: 'cell-value primes-count', text }),
  ]);
}

/**
 * The list and tuplets screens' count of `input` (their range, with `count: true`) when none was
 * carried from the input screen: asked directly (a reload, a shared link), or as a job with
 * progress and Cancel in `screen.summary` when the core finds it long or `asJob` says so already
 * (the input screen found it long, Retry). `onJob` starts what the screen does beside a job,
 * `onCount` gets the answer. A cancelled or failed job leaves Retry, and in `screen.message` why
 * and what the list (`listing`) goes on doing without the count; a range the core refuses (a
 * shared link's) is alerted, then the screen goes back to the inputs to mend it; a screen left
 * (`screen.signal`) shows nothing more.
 */
export async function countRange(screen, options) {
  const { ctx, signal, summary, message } = screen;
  const { input, asJob, label, listing, onJob, onCount } = options;
  const controller = child(signal);
  let panel = null;
  const startJob = () => {
    panel = progressPanel(label, () => controller.abort());
    panel.element.classList.add('primes-progress');
    summary.replaceChildren(panel.element);
    onJob?.();
    return { signal: controller.signal, onProgress: progressTracker(panel, label) };
  };
  const stopped = (word, explanation) => {
    const retry = () => {
      message.textContent = '';
      countRange(screen, { ...options, asJob: true });
    };
    const row = countRow(word);
    row.append(el('button', { type: 'button', class: 'text-button divided primes-retry', text: 'Retry', onclick: retry }));
    summary.replaceChildren(row);
    message.textContent = explanation;
  };
  summary.replaceChildren(countRow('Counting…'));
  try {
    onCount(await (asJob ? runJob('primes', input, startJob())
      : solveOrJob('primes', input, { signal: controller.signal, onJob: startJob })));
  } catch (error) {
    if (signal.aborted) return;
    if (error?.name === 'AbortError') stopped('Cancelled', `The count was cancelled and its work has stopped. The list still ${listing}.`);
    else if (panel) stopped('Failed', `The count failed: ${error.rule ?? error.message}`);
    else {
      await ctx.problem(relabel(error), LABELLED);
      ctx.back();
    }
  }
}
