// The time left of long work, as the Primes screens show it beside their progress bars.

/** "about 3 min" for a number of seconds. */
export function duration(seconds) {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/** No estimate before this many seconds: the rate is not known yet. */
const SETTLING = 2;
/** A new estimate this much above the one shown, and 5 s more, is a change of plan: shown. */
const CHANGE_OF_PLAN = 1.5;
const CHANGE_SECONDS = 5;

/**
 * An estimator of the time left: called with the seconds elapsed and the fraction done, it
 * answers the seconds left to show, or null while there is no estimate yet.
 *
 * The rate so far, elapsed × (1 − fraction) / fraction, is exact when the fraction grows evenly
 * with the time, which the core's progress is weighed to do (`LeafCost`). What remains uneven is
 * a few points of drift, and the wobble of a machine busy with other things. So what is shown only
 * falls: a lower estimate is taken at once, a higher one holds the value shown until the estimates
 * come down to it — unless it is half as much again and 5 s more, a change of plan, not a wobble.
 * Between reports (no fraction yet, or none new) the value shown counts down with the clock.
 */
export function timeLeftEstimator() {
  let shown = null; // { seconds, at }: the value shown last, and when
  return (elapsed, fraction) => {
    const countdown = shown ? Math.max(0, shown.seconds - (elapsed - shown.at)) : null;
    if (elapsed < SETTLING || !(fraction > 0.001) || fraction >= 1) return countdown;
    const estimate = (elapsed * (1 - fraction)) / fraction;
    const last = shown ? shown.seconds : Infinity;
    const seconds = estimate <= last || estimate > CHANGE_OF_PLAN * last + CHANGE_SECONDS ? estimate : last;
    shown = { seconds, at: elapsed };
    return seconds;
  };
}
