// The Graph's samples, all from the core: what a row is (`plot/variable`: its variable, x or M for
// the Calculator's program, whether it is an equation in x and y, and the other names it needs
// sliders for); the functions' polylines (`plot`, already broken at poles and jumps, for three
// times the visible width so panning shows no gaps) with the points that matter on them; and each
// equation's curves (`plot/implicit`, over the view and half a view around it, a cell about every
// 3 pixels). A newer request aborts the one before (last wins); the core still finishes that one,
// so while a slider is dragged the view asks again only once the last has come (`busy`).
import { solve } from '../../shell/api.js';
import { coreLimits } from '../../shell/limits.js';
import { minus } from '../../shell/format.js';
import { mergePoints } from './points.js';

/** A cell of an equation's grid, in CSS pixels. */
const CELL_PX = 3;

/** {variable, kind, parameters} of `text`; rejects with the core's InputProblem for a wrong one. */
export function describeFunction(text, options) {
  return solve('plot/variable', { expression: text }, options);
}

/** How a row reads: as typed when it is an equation (`x^2 + y^2 = 25`, `y = 2x`), else `y = …`. */
export function curveName(row) {
  return minus(row.text.includes('=') ? row.text : `y = ${row.text}`);
}

/** Polylines from the core's flat coordinates, with no non-finite values and at least one step. */
const polylines = (segments) => segments.map((s) => Float64Array.from(s, Number))
  .map((s) => s.filter(Number.isFinite)).filter((s) => s.length >= 2);

/**
 * Whether `entry` covers the view's range `r` at `scale` (pixels a unit): its xs (and for
 * equations its ys) span it, at about the sample and cell sizes it was asked for (zoomed in no
 * more than twice, out no more than five times).
 */
export function covers(entry, r, scale) {
  return entry.from <= r.xmin && r.xmax <= entry.to && entry.bottom <= r.ymin && r.ymax <= entry.top
    && scale <= 2 * entry.scale && scale >= entry.scale / 5;
}

/** Of the sliders' `values`, those `rows` name: each request gets only its own. */
function valuesOf(rows, values) {
  return Object.fromEntries(rows.flatMap((row) => row.parameters ?? []).map((name) => [name, values[name]]));
}

/** Each equation's request: its rectangle and cells, as many as the core's limits allow. */
function equationGrid(r, size, limits) {
  const [w, h] = [r.xmax - r.xmin, r.ymax - r.ymin];
  let columns = Math.ceil((2 * size.w) / CELL_PX);
  let rows = Math.ceil((2 * size.h) / CELL_PX);
  const shrink = Math.sqrt(Math.max(1, (columns * rows) / limits.maximumCells));
  const side = (n) => Math.max(2, Math.min(limits.maximumSide, Math.floor(n / shrink)));
  [columns, rows] = [side(columns), side(rows)];
  return { from: r.xmin - w / 2, to: r.xmax + w / 2, bottom: r.ymin - h / 2, top: r.ymax + h / 2, columns, rows };
}

export function sampler() {
  let request = null; // {controller, seq}
  let seq = 0;

  /**
   * Samples of `rows` [{index, text, colour, kind, parameters}] with the sliders' `values` over
   * `r` (the visible range) on a canvas of `size` {w, h} at `scale`; resolves to the cache entry
   * {key, scale, from, to, bottom, top, curves: [{index, colour, kind, segments}], points} (the
   * points' functions the rows' indices, their colour their first's), or rejects (an AbortError
   * when superseded). `quick`: the curves alone (a slider being dragged), the entry `partial`.
   */
  async function fetch(rows, values, key, r, size, scale, { quick = false } = {}) {
    request?.controller.abort();
    const controller = new AbortController();
    const mine = ++seq;
    request = { controller, seq: mine };
    const options = { signal: controller.signal };
    const functions = rows.filter((row) => row.kind !== 'equation');
    const equations = rows.filter((row) => row.kind === 'equation');
    const span = r.xmax - r.xmin;
    const entry = { key, scale, from: -Infinity, to: Infinity, bottom: -Infinity, top: Infinity, curves: [], points: [], partial: quick };
    try {
      const limits = await coreLimits();
      if (functions.length) {
        const [from, to] = [r.xmin - span, r.xmax + span];
        const points = Math.max(2, Math.min(limits.plot.maximumPoints, Math.ceil(3 * size.w)));
        const answer = await solve('plot', {
          expressions: functions.map((f) => f.text), parameters: valuesOf(functions, values), from, to, points,
          pointsOfInterest: !quick,
        }, options);
        Object.assign(entry, { from, to });
        answer.curves.forEach((curve, i) => entry.curves.push({ ...functions[i], segments: polylines(curve.segments) }));
        const rowsOf = (point) => ({ ...point, functions: point.functions.map((i) => functions[i].index) });
        const colourOf = (index) => functions.find((f) => f.index === index)?.colour ?? 0;
        entry.points = mergePoints(answer.points.map(rowsOf)).map((p) => ({ ...p, colour: colourOf(p.functions[0]) }));
      }
      const grid = equationGrid(r, size, limits.implicit);
      for (const equation of equations) {
        const parameters = valuesOf([equation], values);
        const answer = await solve('plot/implicit', { equation: equation.text, parameters, ...grid }, options);
        entry.curves.push({ ...equation, segments: polylines(answer.segments) });
      }
      if (equations.length) {
        Object.assign(entry, { from: Math.max(entry.from, grid.from), to: Math.min(entry.to, grid.to), bottom: grid.bottom, top: grid.top });
      }
      if (mine !== seq) throw new DOMException('superseded', 'AbortError');
      entry.curves.sort((a, b) => a.index - b.index);
      return entry;
    } finally {
      if (request?.seq === mine) request = null;
    }
  }

  return {
    fetch,
    abort() { request?.controller.abort(); },
    /** Whether a request is on its way. */
    get busy() { return request !== null; },
  };
}
