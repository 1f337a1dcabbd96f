// The Graph (CS193p): y = f(x) on a <canvas>, with pinch, pan and double-tap, for the Calculator's
// program (f of M) or any expression typed in its field. The view holds no function of its own:
// it is handed an expression, asks the core which variable it is in and for samples (samples.js),
// and draws each polyline separately (draw.js) on the canvas among its controls (controls.js).
//
// Smoothness: gestures (gestures.js) only move the view and ask for a frame
// (requestAnimationFrame), drawn from the cached samples and ticks (axes.js); new samples are fetched once the view
// has been still for 100 ms (or every 300 ms during a long gesture). Origin and scale are kept in
// localStorage (viewport.js). `window.graphFrames` counts drawn frames (the browser tests read it).
import { formatShort, minus } from '../../shell/format.js';
import { graphControls } from './controls.js';
import { GraphAxes } from './axes.js';
import { drawGraph, readColors } from './draw.js';
import { attachGestures } from './gestures.js';
import { describePoint, pointAt } from './points.js';
import { GraphTrace } from './trace.js';
import { sampler, variableOf } from './samples.js';
import { DEFAULT_VIEW, clampView, loadView, pixelsOf, saveView, visibleRange, zoomedView } from './viewport.js';

const SETTLE_MS = 100;
const MAX_WAIT_MS = 300;

const DARK = matchMedia('(prefers-color-scheme: dark)');

/**
 * A graph: the expression field, the canvas and the zoom buttons. `context` is the screen's shell
 * context (for alerts). Shows `element`; `plot(expression)`, `expression`, `shown()`, `dispose()`.
 */
export class GraphView {
  constructor(context, { emptyHint = 'Type an expression in x, such as sin(x) or x^2 − 1, and press Plot.' } = {}) {
    this.context = context;
    this.emptyHint = emptyHint;
    const controls = graphControls({ emptyHint, zoomBy: (factor) => this.zoomBy(factor), reset: () => this.reset() });
    this.element = controls.element;
    this.input = controls.input;
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
    this.plotted = null; // the expression plotted
    this.variable = 'x';
    this.cache = null; // {expression, variable, from, to, spacing, segments: Float64Array[], points}
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
      pinch: (before, after, other) => this.pinch(before, after, other),
      zoomAbout: (factor, x, y) => this.setView(zoomedView(this.view, this.size, factor, { x, y })),
      zoomBy: (factor) => this.zoomBy(factor),
      tap: (x, y) => this.choose(x, y),
      trace: this.trace,
      originTo: (x, y) => this.originTo(x, y),
      reset: () => this.reset(),
      height: () => this.size.h,
    });
    controls.form.addEventListener('submit', async (event) => {
      event.preventDefault();
      await this.plot(this.input.value, { typed: true });
    });
    this.observer = new ResizeObserver(() => {
      if (this.resize()) this.viewChanged();
    });
    this.observer.observe(this.box);
    this.schemeChanged = () => { this.colors = null; this.requestFrame(); };
    DARK.addEventListener('change', this.schemeChanged);
  }

  /** What is plotted, or null. */
  get expression() { return this.plotted; }

  /** The samples and points of what is plotted, or null while they are asked for. */
  get plottedEntry() { return this.cache?.expression === this.plotted ? this.cache : null; }

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
    this.resize();
    const { size, view, canvas } = this;
    if (size.w < 2 || size.h < 2) return;
    this.colors ??= readColors(canvas);
    this.labelFont = this.colors.font;
    const r = this.range();
    const current = this.plottedEntry;
    const ticks = {
      x: this.axes.ticks('x', r.xmin, r.xmax, view.scale),
      y: this.axes.ticks('y', r.ymin, r.ymax, view.scale),
    };
    drawGraph(this.g, {
      size, view, ticks, colors: this.colors, segments: current?.segments, points: current?.points, chosen: this.chosen,
      trace: this.trace, variable: this.variable,
    });
    window.graphFrames = (window.graphFrames ?? 0) + 1;
    Object.assign(canvas.dataset, { xmin: String(r.xmin), xmax: String(r.xmax), ymin: String(r.ymin), ymax: String(r.ymax) });
  }

  // ---- samples ------------------------------------------------------------------------------

  /** Cached samples cover the visible range at about one per pixel. */
  covered() {
    const { cache } = this;
    if (!this.plotted) return true;
    if (!cache || cache.expression !== this.plotted || cache.variable !== this.variable) return false;
    const r = this.range();
    const perPixel = cache.spacing * this.view.scale;
    return cache.from <= r.xmin && r.xmax <= cache.to && perPixel <= 2 && perPixel >= 0.2;
  }

  accept(entry) {
    if (entry.expression !== this.cache?.expression) { this.chosen = null; this.trace.end(); }
    this.cache = entry;
    this.canvas.dataset.segments = String(entry.segments.length);
    this.canvas.dataset.points = String(entry.points.length);
    this.describe();
    this.requestFrame();
  }

  describe() {
    const r = this.range();
    this.canvas.setAttribute('aria-label', !this.plotted ? 'Graph, empty'
      : minus(`Graph of y = ${this.plotted} for ${this.variable} from ${formatShort(r.xmin)} to ${formatShort(r.xmax)}`));
  }

  /** The view has been still for a moment: remember it, and fetch samples if the cache falls short. */
  settle() {
    this.timer = null;
    this.settleSince = 0;
    saveView(this.view);
    if (!this.size.w || this.covered()) { this.describe(); return; }
    this.samples.fetch(this.plotted, this.variable, this.range(), this.size.w).then((entry) => this.accept(entry), (error) => {
      if (error?.name === 'AbortError') return;
      // The range itself can be refused (zoomed beyond a double's precision): keep what is drawn.
      this.status.textContent = minus(`Cannot plot here: ${error.rule ?? error.message}`);
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

  /** Pinch: the graph point under the old midpoint ends up under the new one, scaled by the spread. */
  pinch(before, after, other) {
    const oldMid = { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 };
    const newMid = { x: (after.x + other.x) / 2, y: (after.y + other.y) / 2 };
    const oldSpread = Math.hypot(before.x - other.x, before.y - other.y);
    const newSpread = Math.hypot(after.x - other.x, after.y - other.y);
    if (oldSpread < 1 || newSpread < 1) return;
    this.setView(zoomedView(this.view, this.size, newSpread / oldSpread, oldMid, newMid));
  }

  /** A tap on a dot chooses its point and says it; a tap elsewhere lets it go. */
  choose(x, y) {
    const points = this.plottedEntry?.points ?? [];
    this.trace.end();
    this.chosen = pointAt(points, pixelsOf(this.view, this.size), x, y);
    if (this.chosen) this.status.textContent = describePoint(this.chosen, 17);
    else this.named();
    this.requestFrame();
  }

  /** Double-tap: the origin moves to the point tapped. */
  originTo(x, y) {
    const { view, size } = this;
    this.setView({ cx: -(x - size.w / 2) / view.scale, cy: (y - size.h / 2) / view.scale, scale: view.scale });
  }

  // ---- plotting an expression ---------------------------------------------------------------

  /**
   * Plots `text`. `typed`: the user typed it, so a refusal opens an alert on the field; otherwise
   * (the Calculator's program) it is only said in the status line. Resolves to true when plotted.
   */
  async plot(text, { typed = false } = {}) {
    const trimmed = String(text ?? '').trim();
    this.input.value = trimmed;
    // Nothing handed over clears the graph; nothing typed is the core's to refuse.
    if (!trimmed && !typed) {
      this.clear();
      return false;
    }
    try {
      const name = await variableOf(trimmed);
      if (!this.size.w) this.resize();
      // Not laid out yet (a hidden panel): plotted once it is.
      const entry = this.size.w ? await this.samples.fetch(trimmed, name, this.range(), this.size.w) : null;
      this.plotted = trimmed;
      this.variable = name;
      this.named();
      if (entry) this.accept(entry);
      else this.cache = null;
      return true;
    } catch (error) {
      if (error?.name === 'AbortError') return false;
      if (typed) await this.context.problem(error, { expression: { input: this.input, label: 'Expression' } });
      else this.status.textContent = minus(`Cannot plot ${trimmed}: ${error.rule ?? error.message}`);
      return false;
    }
  }

  /** The status line names what is plotted (after a point or a trace said theirs). */
  named() {
    if (this.plotted) this.status.textContent = minus(`y = ${this.plotted}`);
  }

  /** Nothing plotted: the empty graph with its hint. */
  clear() {
    this.plotted = null;
    this.cache = null;
    this.canvas.dataset.segments = '0';
    this.status.textContent = this.emptyHint;
    this.describe();
    this.requestFrame();
  }

  // ---- life cycle ---------------------------------------------------------------------------

  /** The screen came back into view: take up the view another graph may have moved meanwhile. */
  shown() {
    this.view = loadView();
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
