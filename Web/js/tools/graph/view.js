// The Graph (CS193p): up to 8 functions on a <canvas>, each in its colour, with pinch, pan and
// double-tap: the Calculator's program (f of M) and any typed in the list (list.js, kept on the
// device by functions.js). The view holds no function of its own: it asks the core which variable
// each is in and for their samples and points (samples.js), and draws each polyline separately
// (draw.js) on the canvas among its controls (controls.js); the list's edits are editing.js's.
//
// Smoothness: gestures (gestures.js) only move the view and ask for a frame (requestAnimationFrame),
// drawn from the cached samples and ticks (axes.js); new samples are fetched once the view has been
// still for 100 ms (or every 300 ms during a long gesture), and at once for a slider (sliders.js).
// The view is kept in localStorage (viewport.js). `window.graphFrames` counts drawn frames (the
// browser tests read it), and each frame's drawing time is a `graph-draw` measure (scripts/bench).
import { formatShort, minus } from '../../shell/format.js';
import { graphControls } from './controls.js';
import { ListEditing } from './editing.js';
import { FunctionList } from './functions.js';
import { GraphAxes } from './axes.js';
import { drawGraph, readColors } from './draw.js';
import { attachGestures } from './gestures.js';
import { describePoint, pointAt } from './points.js';
import { GraphTrace } from './trace.js';
import { covers, curveName, sampler } from './samples.js';
import { GraphSliders } from './sliders.js';
import {
  DEFAULT_VIEW, clampView, loadView, originAt, pinchedView, pixelsOf, saveView, visibleRange, zoomedView,
} from './viewport.js';

const SETTLE_MS = 100;
const MAX_WAIT_MS = 300;

const DARK = matchMedia('(prefers-color-scheme: dark)');

/**
 * A graph: the list of functions, the canvas and the zoom buttons. `context` is the screen's shell
 * context (for alerts). Shows `element`; `editing` (editing.js) takes the Calculator's program and
 * shared links; `shown()`, `dispose()`.
 */
export class GraphView {
  constructor(context, { emptyHint = 'Type an expression in x, such as sin(x) or x^2 − 1, and press Plot.' } = {}) {
    this.context = context;
    this.emptyHint = emptyHint;
    this.list = FunctionList.load();
    const on = { zoomBy: (factor) => this.zoomBy(factor), reset: () => this.reset() };
    const controls = graphControls({ emptyHint, list: () => this.list, on });
    this.element = controls.element;
    this.rows = controls.rows;
    this.sliders = new GraphSliders(this, controls.sliders);
    this.editing = new ListEditing(this);
    Object.assign(on, this.editing.on);
    this.canvas = controls.canvas;
    this.box = controls.box;
    this.status = controls.status;
    this.g = this.canvas.getContext('2d');
    this.samples = sampler();
    this.axes = new GraphAxes(() => this.requestFrame(), (text) => {
      this.g.font = this.labelFont;
      return this.g.measureText(text).width;
    });
    this.view = loadView();
    this.size = { w: 0, h: 0, dpr: 1 };
    this.plotted = []; // the rows drawn: [{index, text, colour, variable, parameters}]
    this.values = {}; // the sliders' values of their parameters
    this.dragging = false; // a slider is: the curves alone are asked for, the points once it is let go
    this.again = false; // a slider moved while samples were on their way: ask again once they come
    this.cache = null; // {key, from, to, spacing, curves: [{index, colour, segments: Float64Array[]}], points}
    this.chosen = null; // the point tapped
    this.trace = new GraphTrace(this);
    this.colors = null;
    this.labelFont = null; // the tick labels' CSS font, read with the colours
    this.frame = 0;
    this.timer = null;
    this.settleSince = 0;
    this.disposed = false;

    attachGestures(this.canvas, {
      panBy: (dx, dy) => this.panBy(dx, dy),
      pinch: (before, after, other) => this.setView(pinchedView(this.view, this.size, before, after, other) ?? this.view),
      zoomAbout: (factor, x, y) => this.setView(zoomedView(this.view, this.size, factor, { x, y })),
      zoomBy: (factor) => this.zoomBy(factor),
      tap: (x, y) => this.choose(x, y),
      trace: this.trace,
      originTo: (x, y) => this.setView(originAt(this.view, this.size, x, y)),
      reset: () => this.reset(),
      height: () => this.size.h,
    });
    this.observer = new ResizeObserver(() => {
      if (this.resize()) this.viewChanged();
    });
    this.observer.observe(this.box);
    this.schemeChanged = () => { this.colors = null; this.requestFrame(); };
    DARK.addEventListener('change', this.schemeChanged);
    this.editing.apply();
  }

  /** What is drawn (the rows, the sliders' values) as one key: the samples' cache is for one. */
  get key() { return JSON.stringify([this.plotted.map((f) => [f.index, f.text, f.colour]), this.values]); }

  /** The samples and points of what is plotted, or null while they are asked for. */
  get plottedEntry() { return this.plotted.length && this.cache?.key === this.key ? this.cache : null; }

  /** The horizontal axis's name: M when every function drawn is the Calculator's program's kind. */
  get variable() { return this.plotted.length && this.plotted.every((f) => f.variable === 'M') ? 'M' : 'x'; }

  // ---- drawing ------------------------------------------------------------------------------

  range() {
    return visibleRange(this.view, this.size);
  }

  requestFrame() {
    if (!this.frame && !this.disposed) this.frame = requestAnimationFrame(() => this.draw());
  }

  /** The canvas takes its box's size at the screen's pixel density; true when that changed. */
  resize() {
    const rect = this.box.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const w = Math.floor(rect.width);
    const h = Math.floor(rect.height);
    const { size, canvas } = this;
    if (w === size.w && h === size.h && dpr === size.dpr) return false;
    this.size = { w, h, dpr };
    canvas.width = Math.max(1, Math.round(w * dpr));
    canvas.height = Math.max(1, Math.round(h * dpr));
    return true;
  }

  draw() {
    this.frame = 0;
    if (this.disposed) return;
    const start = performance.now();
    this.resize();
    const { size, view, canvas } = this;
    if (size.w < 2 || size.h < 2) return;
    this.colors ??= readColors(canvas);
    this.labelFont = this.colors.font;
    const r = this.range();
    const current = this.plotted.length ? this.cache : null; // the last samples, till new ones come
    const ticks = {
      x: this.axes.ticks('x', r.xmin, r.xmax, view.scale),
      y: this.axes.ticks('y', r.ymin, r.ymax, view.scale),
    };
    drawGraph(this.g, {
      size, view, ticks, colors: this.colors, curves: current?.curves, points: current?.points, chosen: this.chosen,
      trace: this.trace, variable: this.variable,
    });
    window.graphFrames = (window.graphFrames ?? 0) + 1;
    // User Timing for DevTools and scripts/bench (a PerformanceObserver); the last one only is kept.
    performance.clearMeasures('graph-draw');
    performance.measure('graph-draw', { start });
    Object.assign(canvas.dataset, { xmin: String(r.xmin), xmax: String(r.xmax), ymin: String(r.ymin), ymax: String(r.ymax) });
  }

  // ---- samples ------------------------------------------------------------------------------

  /** Cached samples cover the visible range at about one per pixel (partial ones only while a slider is dragged). */
  covered() {
    const { cache } = this;
    if (!this.plotted.length) return true;
    if (!cache || cache.key !== this.key || cache.partial && !this.dragging) return false;
    return covers(cache, this.range(), this.view.scale);
  }

  accept(entry) {
    if (entry.key !== this.key && !this.dragging) return; // rows or values changed back meanwhile
    if (entry.key !== this.cache?.key) { this.chosen = null; this.trace.end(); }
    this.cache = entry;
    const segments = entry.curves.reduce((n, c) => n + c.segments.length, 0);
    Object.assign(this.canvas.dataset, { segments, curves: entry.curves.length, points: entry.points.length });
    this.describe();
    this.requestFrame();
  }

  describe() {
    const r = this.range();
    this.canvas.setAttribute('aria-label', !this.plotted.length ? 'Graph, empty'
      : minus(`Graph of ${this.named(false)} for ${this.variable} from ${formatShort(r.xmin)} to ${formatShort(r.xmax)}`));
  }

  /** The view has been still for a moment: remember it, and fetch samples if the cache falls short. */
  settle() {
    this.timer = null;
    this.settleSince = 0;
    saveView(this.view);
    if (!this.size.w || this.covered()) { this.samples.abort(); this.describe(); return; }
    if (this.dragging && this.samples.busy) { this.again = true; return; } // one at a time: the core does each
    const { plotted, values, key, size, view } = this;
    this.samples.fetch(plotted, values, key, this.range(), size, view.scale, { quick: this.dragging }).then((entry) => this.accept(entry), (error) => {
      if (error?.name === 'AbortError') return;
      // The range itself can be refused (zoomed beyond a double's precision): keep what is drawn.
      this.status.textContent = minus(`Cannot plot here: ${error.rule ?? error.message}`);
    }).finally(() => {
      if (this.again) { this.again = false; this.settle(); } // the slider moved on meanwhile: its latest value
    });
  }

  viewChanged() {
    this.requestFrame();
    const now = performance.now();
    if (!this.settleSince) this.settleSince = now;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.settle(), Math.max(0, Math.min(SETTLE_MS, this.settleSince + MAX_WAIT_MS - now)));
  }

  // ---- moving the view ----------------------------------------------------------------------

  setView(next) {
    this.view = clampView(next);
    this.viewChanged();
  }

  reset() {
    this.setView({ ...DEFAULT_VIEW });
  }

  zoomBy(factor) {
    const centre = { x: this.size.w / 2, y: this.size.h / 2 };
    this.setView(zoomedView(this.view, this.size, factor, centre));
  }

  panBy(dx, dy) {
    const { view } = this;
    this.setView({ cx: view.cx - dx / view.scale, cy: view.cy + dy / view.scale, scale: view.scale });
  }

  /** A tap on a dot chooses its point and says it; a tap elsewhere lets it go. */
  choose(x, y) {
    const points = this.plottedEntry?.points ?? [];
    this.trace.end();
    this.chosen = pointAt(points, pixelsOf(this.view, this.size), x, y);
    if (this.chosen) this.status.textContent = describePoint(this.chosen, 17, this.namesOf());
    else this.named();
    this.requestFrame();
  }

  // ---- what is plotted ----------------------------------------------------------------------

  /**
   * Draws `plotted` (the rows checked by editing.js, each with its variable and parameters) with
   * the sliders' `values`: samples now when the graph is laid out, else once it is.
   */
  show(plotted, values) {
    this.plotted = plotted;
    this.values = values;
    if (!plotted.length) { this.clear(); return; }
    // Until their samples come, the canvas's counts (which tests wait on) are of nothing drawn.
    if (this.cache?.key !== this.key) Object.assign(this.canvas.dataset, { segments: '0', points: '0', curves: '0' });
    this.named();
    if (!this.size.w) this.resize();
    clearTimeout(this.timer);
    this.settleSince = 0;
    this.settle(); // drawn when the samples come: the frame till then would be the last one again
  }

  /** For a point's words: row index → "y = sin(x)", when more than one curve is drawn. */
  namesOf() {
    if (this.plotted.length < 2) return null;
    return (index) => curveName(this.plotted.find((f) => f.index === index) ?? { text: '' });
  }

  /** The status line names what is plotted (after a point or a trace said theirs); the words too. */
  named(say = true) {
    const words = this.plotted.map(curveName).join('; ');
    if (say && this.plotted.length) this.status.textContent = words;
    return words;
  }

  /** Nothing plotted: the empty graph with its hint. */
  clear() {
    this.plotted = [];
    this.cache = null;
    this.samples.abort();
    Object.assign(this.canvas.dataset, { segments: '0', points: '0', curves: '0' });
    this.status.textContent = this.emptyHint;
    this.describe();
    this.requestFrame();
  }

  // ---- life cycle ---------------------------------------------------------------------------

  /** The screen came back into view: take up the view another graph may have moved meanwhile. */
  shown() {
    this.view = loadView();
    this.editing.reload();
    this.colors = null;
    this.resize();
    this.requestFrame();
    clearTimeout(this.timer);
    this.settleSince = 0;
    this.settle(); // samples at once for what was handed over while hidden
  }

  dispose() {
    this.disposed = true;
    this.observer.disconnect();
    DARK.removeEventListener('change', this.schemeChanged);
    clearTimeout(this.timer);
    this.samples.abort();
    if (this.frame) cancelAnimationFrame(this.frame);
  }
}
