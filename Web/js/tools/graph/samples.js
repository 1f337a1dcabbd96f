// The Graph's samples, all from the core: what a function is (`plot/variable`: its variable, x or
// M for the Calculator's program, and the other names it needs sliders for) and the polylines of
// every function drawn (`plot`, already broken at poles and jumps) with the points that matter
// on them, for three times the visible width so panning shows no gaps. One request is in flight
// at a time; a newer one aborts it (last wins).
import { solve } from '../../shell/api.js';
import { coreLimits } from '../../shell/limits.js';
import { mergePoints } from './points.js';

/** {variable, parameters} of `text`; rejects with the core's InputProblem for a wrong one. */
export function describeFunction(text, options) {
  return solve('plot/variable', { expression: text }, options);
}

export function sampler() {
  let request = null; // {controller, seq}
  let seq = 0;

  /**
   * Samples of `functions` [{index, text, colour}] with the sliders' `values` over `r` (the
   * visible range) and a width on each side, about one per pixel of `width`; resolves to the
   * cache entry {key, from, to, spacing, curves: [{index, colour, segments}], points} (the
   * points' functions the rows' indices, their colour their first's), or rejects (an AbortError when superseded).
   * `quick`: the curves alone (a slider being dragged), the entry `partial`.
   */
  async function fetch(functions, values, key, r, width, { quick = false } = {}) {
    request?.controller.abort();
    const controller = new AbortController();
    const mine = ++seq;
    request = { controller, seq: mine };
    const span = r.xmax - r.xmin;
    const from = r.xmin - span;
    const to = r.xmax + span;
    try {
      const { plot } = await coreLimits();
      const points = Math.max(2, Math.min(plot.maximumPoints, Math.ceil(3 * width)));
      const answer = await solve('plot', {
        expressions: functions.map((f) => f.text), parameters: values, from, to, points, pointsOfInterest: !quick,
      }, { signal: controller.signal });
      if (mine !== seq) throw new DOMException('superseded', 'AbortError');
      const curves = answer.curves.map((curve, i) => ({
        index: functions[i].index,
        colour: functions[i].colour,
        segments: curve.segments.map((s) => Float64Array.from(s, Number))
          .map((s) => s.filter(Number.isFinite)).filter((s) => s.length >= 2),
      }));
      const rowsOf = (point) => ({ ...point, functions: point.functions.map((i) => functions[i].index) });
      const colourOf = (index) => functions.find((f) => f.index === index)?.colour ?? 0;
      const merged = mergePoints(answer.points.map(rowsOf)).map((p) => ({ ...p, colour: colourOf(p.functions[0]) }));
      return { key, from, to, spacing: (to - from) / (points - 1), curves, points: merged, partial: quick };
    } finally {
      if (request?.seq === mine) request = null;
    }
  }

  return {
    fetch,
    abort() { request?.controller.abort(); },
  };
}
