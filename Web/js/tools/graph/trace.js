// Trace: a finger (or the mouse) pressed on a curve and dragged along it shows the point
// (x, f(x)) under it, on the curve nearest the press, f(x) computed by the core (`eval`, correctly
// rounded, with the sliders' values) rather than read off the drawn samples; the status line,
// which screen readers read, gives both in full. Near one of that curve's dots the trace takes
// the dot's exact point. With focus, ← and → move it a pixel (with Shift ten)
// and Escape ends it; a tap away from the curve ends it too.
import { solve } from '../../shell/api.js';
import { formatShort, minus } from '../../shell/format.js';
import { callout, colorOf, pointAt } from './points.js';
import { curveName } from './samples.js';
import { pixelsOf } from './viewport.js';

/** How near the curve a press must start to trace rather than pan, in CSS pixels. */
export const TRACE_HIT_PX = 24;
/** How near a dot the trace takes the dot's point, in CSS pixels. */
const SNAP_PX = 8;

/** The distance from (x, y) to the segment a–b, all in pixels. */
function distanceToSegment(x, y, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(ax + t * dx - x, ay + t * dy - y);
}

/** The distance in pixels from (x, y) to the drawn polylines `segments` (flat x, y arrays). */
function distanceToCurve(segments, { px, py }, x, y) {
  let best = Infinity;
  for (const points of segments) {
    for (let j = 0; j < points.length; j += 2) {
      const k = Math.min(j + 2, points.length - 2);
      best = Math.min(best, distanceToSegment(x, y, px(points[j]), py(points[j + 1]), px(points[k]), py(points[k + 1])));
    }
  }
  return best;
}

/** Of `curves` [{segments}], the one nearest (x, y) within TRACE_HIT_PX, or null. */
export function nearestCurve(curves, pixels, x, y) {
  let nearest = null;
  let distance = TRACE_HIT_PX;
  for (const curve of curves ?? []) {
    const d = distanceToCurve(curve.segments, pixels, x, y);
    if (d <= distance) { nearest = curve; distance = d; }
  }
  return nearest;
}

/** The words a traced point reads as, x and y to `digits` significant digits; `name` the curve's, when several are drawn. */
export function describeTrace({ x, y }, variable, digits = 4, name = null) {
  const value = y === null ? 'no value' : formatShort(y, digits);
  return minus(`${name ? `${name}: ` : ''}${variable} = ${formatShort(x, digits)}, y = ${value}`);
}

/**
 * The trace of a GraphView (`graph`: its cache, the functions plotted and the sliders' values,
 * its variable, view, size, status and requestFrame). `point` is {x, y} while tracing (y null
 * where f has no value), else null; `curve` the row traced.
 */
export class GraphTrace {
  constructor(graph) {
    this.graph = graph;
    this.point = null;
    this.curve = null; // {index, colour, segments} of the cache
    this.seq = 0;
  }

  /** A press at (x, y): traces the nearest curve when it is on one and not on a dot (a dot is chosen by a tap). */
  start(x, y) {
    const current = this.graph.plottedEntry;
    if (!current) return false;
    const pixels = pixelsOf(this.graph.view, this.graph.size);
    const functions = current.curves.filter((c) => c.kind !== 'equation'); // an equation's y is not one value of x
    const curve = pointAt(current.points, pixels, x, y) ? null : nearestCurve(functions, pixels, x, y);
    if (!curve) return false;
    this.curve = curve;
    this.to(x);
    return true;
  }

  /** The trace to the screen's x (CSS pixels). */
  to(pixelX) {
    const { view, size } = this.graph;
    this.at(view.cx + (pixelX - size.w / 2) / view.scale);
  }

  /** ← or →: `pixels` pixels along. */
  step(pixels) {
    if (!this.point) return;
    this.at(this.point.x + pixels / this.graph.view.scale);
  }

  /** The function traced: {text, variable, parameters} of its row, or null once it is gone. */
  get function() {
    return this.curve && this.graph.plottedEntry ? this.graph.plotted.find((f) => f.index === this.curve.index) : null;
  }

  /** The trace at x: a dot's point of this curve within SNAP_PX, else f(x) from the core (the last asked wins). */
  async at(x) {
    const current = this.graph.plottedEntry;
    const f = this.function;
    if (!current || !f) return;
    const mine = ++this.seq;
    const { scale } = this.graph.view;
    const dot = current.points.find((p) => p.functions.includes(f.index) && Math.abs(p.x - x) * scale <= SNAP_PX);
    if (dot) { this.show({ x: dot.x, y: dot.y }); return; }
    const set = [`${f.variable}=${x}`, ...f.parameters.map((name) => `${name}=${this.graph.values[name]}`)];
    const expression = f.text.replace(/^\s*y\s*=/, ''); // y = f is f
    let y = null;
    try {
      ({ value: y } = await solve('eval', { expression, set }));
    } catch (error) {
      if (error?.code !== 'no-value') return;
    }
    if (mine === this.seq) this.show({ x, y });
  }

  show(point) {
    this.point = point;
    const name = this.graph.plotted.length > 1 ? curveName(this.function ?? { text: '' }) : null;
    this.graph.status.textContent = describeTrace(point, this.graph.variable, 17, name);
    this.graph.requestFrame();
  }

  end() {
    this.seq += 1;
    if (!this.point) return;
    this.point = null;
    this.curve = null;
    this.graph.named();
    this.graph.requestFrame();
  }

  /** The traced point's ring and its label. */
  draw(g, frame) {
    const { point } = this;
    if (!point || point.y === null) return;
    const x = frame.px(point.x);
    const y = frame.py(point.y);
    g.lineWidth = 2.5;
    g.strokeStyle = colorOf(frame.colors, this.curve?.colour ?? 0);
    g.fillStyle = frame.colors.background;
    g.beginPath();
    g.arc(x, y, 6, 0, 2 * Math.PI);
    g.fill();
    g.stroke();
    callout(g, frame, x, y, describeTrace(point, this.graph.variable));
  }
}
