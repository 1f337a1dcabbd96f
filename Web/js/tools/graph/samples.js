// The Graph's samples, all from the core: the variable an expression is plotted in
// (`plot/variable`: x, or M for the Calculator's program) and the polylines (`plot`, already
// broken at poles and jumps) with the points that matter on it, for three times the visible width so panning shows no gaps. One
// request is in flight at a time; a newer one aborts it (last wins).
import { solve } from '../../shell/api.js';
import { coreLimits } from '../../shell/limits.js';
import { mergePoints } from './points.js';

/** The variable the core plots `text` in; rejects with the core's InputProblem for a bad one. */
export async function variableOf(text, options) {
  return (await solve('plot/variable', { expression: text }, options)).variable;
}

export function sampler() {
  let request = null; // {controller, seq}
  let seq = 0;

  /**
   * Samples of `text` in `name` over `r` (the visible range) and a width on each side, about
   * one per pixel of `width`; resolves to the cache entry {expression, variable, from, to,
   * spacing, segments, points}, or rejects (an AbortError when superseded).
   */
  async function fetch(text, name, r, width) {
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
      const answer = await solve('plot', { expression: text, variable: name, from, to, points }, { signal: controller.signal });
      if (mine !== seq) throw new DOMException('superseded', 'AbortError');
      const segments = answer.segments.map((s) => Float64Array.from(s, Number))
        .map((s) => s.filter(Number.isFinite)).filter((s) => s.length >= 2);
      return { expression: text, variable: name, from, to, spacing: (to - from) / (points - 1), segments, points: mergePoints(answer.points) };
    } finally {
      if (request?.seq === mine) request = null;
    }
  }

  return {
    fetch,
    abort() { request?.controller.abort(); },
  };
}
