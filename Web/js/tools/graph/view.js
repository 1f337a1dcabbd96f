// The Graph (CS193p): y = f(x) on a <canvas>, with pinch, pan and double-tap, for the Calculator's
// program (f of M) or any expression typed in its field. The view holds no function of its own:
// it is handed an expression, asks the core which variable it is in and for samples (samples.js),
// and draws each polyline separately (draw.js).
//
// Smoothness: gestures (gestures.js) only move the view and ask for a frame
// (requestAnimationFrame), drawn from the cached samples; new samples are fetched once the view
// has been still for 100 ms (or every 300 ms during a long gesture). Origin and scale are kept in
// localStorage (viewport.js). `window.graphFrames` counts drawn frames (the browser tests read it).
import { el, icon, uid } from '../../shell/dom.js';
import { formatShort, minus } from '../../shell/format.js';
import { drawGraph, readColors } from './draw.js';
import { attachGestures } from './gestures.js';
import { sampler, variableOf } from './samples.js';
import { DEFAULT_VIEW, clampView, loadView, saveView, visibleRange } from './viewport.js';

const SETTLE_MS = 100;
const MAX_WAIT_MS = 300;

const ICONS = {
  zoomIn: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M8 11h6M11 8v6',
  zoomOut: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M8 11h6',
  reset: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4',
};

const DARK = matchMedia('(prefers-color-scheme: dark)');

/**
 * A graph: the expression field, the canvas and the zoom buttons. `context` is the screen's shell
 * context (for alerts). Returns {element, plot(expression), expression, shown(), dispose()}.
 */
export function graphView(context, { emptyHint = 'Type an expression in x, such as sin(x) or x^2 − 1, and press Plot.' } = {}) {
  const inputId = uid('graph-expression');
  const hintId = uid('graph-hint');
  const input = el('input', {
    id: inputId, name: 'expression', type: 'text', class: 'graph-input', autocomplete: 'off',
    autocapitalize: 'off', spellcheck: 'false', enterkeyhint: 'go', placeholder: 'sin(x)',
    'aria-describedby': hintId,
  });
  const form = el('form', { class: 'graph-form', novalidate: true }, [
    el('label', { for: inputId, class: 'graph-label', text: 'y =' }),
    input,
    el('button', { type: 'submit', class: 'text-button divided graph-plot-button', text: 'Plot' }),
  ]);
  const canvas = el('canvas', {
    class: 'graph-canvas', tabindex: '0', role: 'img', 'aria-label': 'Graph, empty',
    'aria-describedby': hintId, dataset: { segments: '0' },
  });
  const box = el('div', { class: 'graph-box' }, [canvas]);
  const status = el('p', { class: 'graph-status', role: 'status', text: emptyHint });
  const button = (label, path, onclick, text) => el('button', {
    type: 'button', class: 'graph-tool', 'aria-label': label, title: label, onclick,
  }, [icon(path), text ? el('span', { text }) : null]);
  const toolbar = el('div', { class: 'graph-toolbar' }, [
    button('Zoom out', ICONS.zoomOut, () => zoomBy(0.5)),
    button('Zoom in', ICONS.zoomIn, () => zoomBy(2)),
    button('Reset view', ICONS.reset, () => setView({ ...DEFAULT_VIEW }), 'Reset'),
  ]);
  const hint = el('p', { id: hintId, class: 'graph-hint', text:
    'Drag (or scroll) to move; pinch, Ctrl + scroll or the buttons to zoom; double-tap or double-click to put the origin there. Arrow keys, + and − work when the graph has focus.' });
  const element = el('div', { class: 'graph' }, [form, box, toolbar, status, hint]);

  const g = canvas.getContext('2d');
  const samples = sampler();
  let view = loadView();
  let size = { w: 0, h: 0, dpr: 1 };
  let expression = null; // what is plotted
  let variable = 'x';
  let cache = null; // {expression, variable, from, to, spacing, segments: Float64Array[]}
  let colors = null;
  let frame = 0;
  let timer = null;
  let settleSince = 0;
  let disposed = false;

  // ---- drawing ------------------------------------------------------------------------------

  const range = () => visibleRange(view, size);

  function requestFrame() {
    if (!frame && !disposed) frame = requestAnimationFrame(draw);
  }

  function resize() {
    const rect = box.getBoundingClientRect();
    const dpr = window.devicePixelRatio || 1;
    const w = Math.floor(rect.width);
    const h = Math.floor(rect.height);
    if (w === size.w && h === size.h && dpr === size.dpr) return false;
    size = { w, h, dpr };
    canvas.width = Math.max(1, Math.round(w * dpr));
    canvas.height = Math.max(1, Math.round(h * dpr));
    return true;
  }

  function draw() {
    frame = 0;
    if (disposed) return;
    resize();
    if (size.w < 2 || size.h < 2) return;
    colors ??= readColors(canvas);
    const r = range();
    const segments = cache && cache.expression === expression ? cache.segments : null;
    drawGraph(g, { size, view, r, colors, segments, variable });
    window.graphFrames = (window.graphFrames ?? 0) + 1;
    canvas.dataset.xmin = String(r.xmin);
    canvas.dataset.xmax = String(r.xmax);
    canvas.dataset.ymin = String(r.ymin);
    canvas.dataset.ymax = String(r.ymax);
  }

  // ---- samples ------------------------------------------------------------------------------

  /** Cached samples cover the visible range at about one per pixel. */
  function covered() {
    if (!expression) return true;
    if (!cache || cache.expression !== expression || cache.variable !== variable) return false;
    const r = range();
    const perPixel = cache.spacing * view.scale;
    return cache.from <= r.xmin && r.xmax <= cache.to && perPixel <= 2 && perPixel >= 0.2;
  }

  function accept(entry) {
    cache = entry;
    canvas.dataset.segments = String(entry.segments.length);
    describe();
    requestFrame();
  }

  function describe() {
    if (!expression) {
      canvas.setAttribute('aria-label', 'Graph, empty');
      return;
    }
    const r = range();
    canvas.setAttribute('aria-label', minus(`Graph of y = ${expression} for ${variable} from ${formatShort(r.xmin)} to ${formatShort(r.xmax)}`));
  }

  /** The view has been still for a moment: remember it, and fetch samples if the cache falls short. */
  function settle() {
    timer = null;
    settleSince = 0;
    saveView(view);
    if (!size.w || covered()) { describe(); return; }
    samples.fetch(expression, variable, range(), size.w).then(accept, (error) => {
      if (error?.name === 'AbortError') return;
      // The range itself can be refused (zoomed beyond a double's precision): keep what is drawn.
      status.textContent = minus(`Cannot plot here: ${error.rule ?? error.message}`);
    });
  }

  function viewChanged() {
    requestFrame();
    const now = performance.now();
    if (!settleSince) settleSince = now;
    clearTimeout(timer);
    timer = setTimeout(settle, Math.max(0, Math.min(SETTLE_MS, settleSince + MAX_WAIT_MS - now)));
  }

  // ---- moving the view ----------------------------------------------------------------------

  function setView(next) {
    view = clampView(next);
    viewChanged();
  }

  function zoomAbout(factor, x, y) {
    const { w, h } = size;
    const gx = view.cx + (x - w / 2) / view.scale;
    const gy = view.cy - (y - h / 2) / view.scale;
    const scale = clampView({ ...view, scale: view.scale * factor }).scale;
    setView({ cx: gx - (x - w / 2) / scale, cy: gy + (y - h / 2) / scale, scale });
  }

  function zoomBy(factor) {
    zoomAbout(factor, size.w / 2, size.h / 2);
  }

  function panBy(dx, dy) {
    setView({ cx: view.cx - dx / view.scale, cy: view.cy + dy / view.scale, scale: view.scale });
  }

  /** Pinch: the graph point under the old midpoint ends up under the new one, scaled by the spread. */
  function pinch(before, after, other) {
    const oldMid = { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 };
    const newMid = { x: (after.x + other.x) / 2, y: (after.y + other.y) / 2 };
    const oldSpread = Math.hypot(before.x - other.x, before.y - other.y);
    const newSpread = Math.hypot(after.x - other.x, after.y - other.y);
    if (oldSpread < 1 || newSpread < 1) return;
    const { w, h } = size;
    const gx = view.cx + (oldMid.x - w / 2) / view.scale;
    const gy = view.cy - (oldMid.y - h / 2) / view.scale;
    const scale = clampView({ ...view, scale: view.scale * (newSpread / oldSpread) }).scale;
    setView({ cx: gx - (newMid.x - w / 2) / scale, cy: gy + (newMid.y - h / 2) / scale, scale });
  }

  /** Double-tap: the origin moves to the point tapped. */
  function originTo(x, y) {
    setView({ cx: -(x - size.w / 2) / view.scale, cy: (y - size.h / 2) / view.scale, scale: view.scale });
  }

  attachGestures(canvas, {
    panBy, pinch, zoomAbout, zoomBy, originTo,
    reset: () => setView({ ...DEFAULT_VIEW }),
    height: () => size.h,
  });

  // ---- plotting an expression ---------------------------------------------------------------

  /**
   * Plots `text`. `typed`: the user typed it, so a refusal opens an alert on the field; otherwise
   * (the Calculator's program) it is only said in the status line. Resolves to true when plotted.
   */
  async function plot(text, { typed = false } = {}) {
    const trimmed = String(text ?? '').trim();
    input.value = trimmed;
    // Nothing handed over clears the graph; nothing typed is the core's to refuse.
    if (!trimmed && !typed) {
      expression = null;
      cache = null;
      canvas.dataset.segments = '0';
      status.textContent = emptyHint;
      describe();
      requestFrame();
      return false;
    }
    try {
      const name = await variableOf(trimmed);
      if (!size.w) resize();
      if (!size.w) {
        // Not laid out yet (a hidden panel): plot once it is.
        expression = trimmed;
        variable = name;
        cache = null;
        status.textContent = minus(`y = ${trimmed}`);
        return true;
      }
      const entry = await samples.fetch(trimmed, name, range(), size.w);
      expression = trimmed;
      variable = name;
      status.textContent = minus(`y = ${trimmed}`);
      accept(entry);
      return true;
    } catch (error) {
      if (error?.name === 'AbortError') return false;
      if (typed) await context.problem(error, fields());
      else status.textContent = minus(`Cannot plot ${trimmed}: ${error.rule ?? error.message}`);
      return false;
    }
  }

  function fields() {
    return { expression: { input, label: 'Expression' } };
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    await plot(input.value, { typed: true });
  });

  // ---- life cycle ---------------------------------------------------------------------------

  const observer = new ResizeObserver(() => {
    if (resize()) viewChanged();
  });
  observer.observe(box);
  const schemeChanged = () => { colors = null; requestFrame(); };
  DARK.addEventListener('change', schemeChanged);

  return {
    element,
    input,
    canvas,
    plot,
    get expression() { return expression; },
    /** The screen came back into view: take up the view another graph may have moved meanwhile. */
    shown() {
      view = loadView();
      colors = null;
      resize();
      requestFrame();
      clearTimeout(timer);
      settleSince = 0;
      settle(); // samples at once for what was handed over while hidden
    },
    dispose() {
      disposed = true;
      observer.disconnect();
      DARK.removeEventListener('change', schemeChanged);
      clearTimeout(timer);
      samples.abort();
      if (frame) cancelAnimationFrame(frame);
    },
  };
}
