// The time left of long work, as the Primes screens show it beside their progress bars.

/** "about 3 min" for a number of seconds. */
export function duration(seconds) {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/** No estimate before this many seconds: the rate is not known yet. */
const SETTLING = 2;

/**
 * An estimator of the time left: called with the seconds elapsed and the fraction done, it
 * answers the seconds left to show, or null while there is no estimate yet.
 *
 * The rate so far, elapsed × (1 − fraction) / fraction, is exact when the fraction grows evenly
 * with the time, which the core's progress is weighed to do (`LeafCost`). What remains uneven is
 * a few points of drift, and the wobble of a machine busy with other things (another tab, a
 * second job). So what is shown never rises: a lower estimate is taken at once, a higher one
 * holds the value shown (it stops counting down) until the estimates come down to it. A report
 * without a new rate (no fraction yet, or too small to divide by) counts the value down with
 * the clock. Every answer is at most the one before it.
 */
export function timeLeftEstimator() {
  let shown = null; // { seconds, at }: the value answered last, and when
  return (elapsed, fraction) => {
    const rated = elapsed >= SETTLING && fraction > 0.001 && fraction < 1;
    if (!rated && !shown) return null;
    const seconds = rated
      ? Math.min(shown ? shown.seconds : Infinity, (elapsed * (1 - fraction)) / fraction)
      : Math.max(0, shown.seconds - (elapsed - shown.at));
    shown = { seconds, at: elapsed };
    return seconds;
  };
}
