// The Graph (CS193p): y = f(x) on a <canvas>, with pinch, pan and double-tap, for the Calculator's
// program (f of M) or any expression typed in its field. The view holds no function of its own:
// it is handed an expression, asks the core's `plot` for samples (POST /api/plot's answer,
// polylines already broken at poles and jumps) and draws each polyline separately, so no line
// joins across a discontinuity.
//
// Smoothness: gestures only move the view and ask for a frame (requestAnimationFrame), drawn from
// the cached samples; new samples are fetched once the view has been still for 100 ms (or every
// 300 ms during a long gesture), for three times the visible width so panning shows no gaps. One
// request is in flight at a time; a newer one aborts it (last wins). Origin and scale are kept in
// localStorage. `window.graphFrames` counts drawn frames (the browser tests read it).
import { el, icon, uid } from '../shell/dom.js';
import { solve } from '../shell/api.js';
import { formatNumber, formatShort, minus } from '../shell/format.js';

const VIEW_KEY = 'reckon.graph.view';
const DEFAULT_VIEW = Object.freeze({ cx: 0, cy: 0, scale: 40 }); // scale: CSS pixels per unit, both axes
const MIN_SCALE = 1e-9;
const MAX_SCALE = 1e10;
const MAX_CENTER = 1e12;
const MAX_POINTS = 4000; // the API's limit
const SETTLE_MS = 100;
const MAX_WAIT_MS = 300;
const TICK_FONT_PX = 12;
const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_PX = 24;
const DRAG_SLOP_PX = 6;

const ICONS = {
  zoomIn: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M8 11h6M11 8v6',
  zoomOut: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M8 11h6',
  reset: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4',
};

const DARK = matchMedia('(prefers-color-scheme: dark)');

/** The variable an expression is written in: M (the Calculator's memory) when it names M and not x. */
export function variableOf(expression) {
  const names = (name) => new RegExp(`(^|[^A-Za-z0-9_])${name}(?![A-Za-z0-9_])`).test(expression);
  return names('M') && !names('x') ? 'M' : 'x';
}

function loadView() {
  try {
    const saved = JSON.parse(localStorage.getItem(VIEW_KEY) ?? 'null');
    if (saved && [saved.cx, saved.cy, saved.scale].every(Number.isFinite)) return clampView(saved);
  } catch { /* a damaged setting: the default view */ }
  return { ...DEFAULT_VIEW };
}

function clampView({ cx, cy, scale }) {
  cx = Math.max(-MAX_CENTER, Math.min(MAX_CENTER, cx));
  cy = Math.max(-MAX_CENTER, Math.min(MAX_CENTER, cy));
  // Far from the origin, a pixel must still be many doubles wide, or the ticks would repeat.
  const most = MAX_SCALE / Math.max(1, Math.abs(cx), Math.abs(cy));
  scale = Math.max(MIN_SCALE, Math.min(most, scale));
  return { cx, cy, scale };
}

/** A tick step of 1, 2 or 5 × 10^k, at least `raw`; returns [step, k]. */
function niceStep(raw) {
  let k = Math.floor(Math.log10(raw));
  for (;;) {
    for (const m of [1, 2, 5]) {
      const step = m * 10 ** k;
      if (step >= raw * (1 - 1e-12)) return [step, k];
    }
    k += 1;
  }
}

/** The label of tick i·step (step = m × 10^k) with only the digits the step needs: no 0.30000000000000004. */
export function tickLabel(i, step, k) {
  if (i === 0) return '0';
  const value = i * step;
  const magnitude = Math.abs(value);
  if (k >= -4 && magnitude < 1e7) return minus(value.toFixed(Math.max(0, -k)));
  const digits = Math.max(0, Math.min(15, Math.floor(Math.log10(magnitude) + 1e-9) - k));
  const [mantissa, exponent] = value.toExponential(digits).split('e');
  const trimmed = mantissa.includes('.') ? mantissa.replace(/\.?0+$/, '') : mantissa;
  return formatNumber(`${trimmed}e${Number(exponent)}`);
}

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
    el('button', { type: 'submit', class: 'graph-plot-button', text: 'Plot' }),
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
  let view = loadView();
  let size = { w: 0, h: 0, dpr: 1 };
  let expression = null; // what is plotted
  let variable = 'x';
  let cache = null; // {expression, variable, from, to, spacing, segments: Float64Array[]}
  let colors = null;
  let frame = 0;
  let timer = null;
  let settleSince = 0;
  let request = null; // {controller, seq}
  let seq = 0;
  let disposed = false;

  // ---- drawing ------------------------------------------------------------------------------

  function readColors() {
    const style = getComputedStyle(canvas);
    const get = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
    colors = {
      background: get('--graph-background', '#fff'),
      grid: get('--graph-grid', '#ddd'),
      axis: get('--graph-axis', '#666'),
      label: get('--graph-label', '#333'),
      curve: get('--graph-curve', '#007aff'),
      font: `${TICK_FONT_PX}px ${style.fontFamily}`,
    };
  }

  function requestFrame() {
    if (!frame && !disposed) frame = requestAnimationFrame(draw);
  }

  function range() {
    const { w, h } = size;
    return {
      xmin: view.cx - w / 2 / view.scale, xmax: view.cx + w / 2 / view.scale,
      ymin: view.cy - h / 2 / view.scale, ymax: view.cy + h / 2 / view.scale,
    };
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
    const { w, h, dpr } = size;
    if (w < 2 || h < 2) return;
    if (!colors) readColors();
    g.setTransform(dpr, 0, 0, dpr, 0, 0);
    g.fillStyle = colors.background;
    g.fillRect(0, 0, w, h);
    const r = range();
    const px = (x) => w / 2 + (x - view.cx) * view.scale;
    const py = (y) => h / 2 - (y - view.cy) * view.scale;
    g.font = colors.font;
    g.textBaseline = 'middle';

    // Ticks: 1, 2 or 5 × 10^k apart, at least a label's width (x) or 36 px (y) apart on screen.
    let [xs, xk] = niceStep(64 / view.scale);
    for (let tries = 0; tries < 6; tries += 1) {
      const widest = Math.max(...[Math.ceil(r.xmin / xs), Math.floor(r.xmax / xs)]
        .map((i) => g.measureText(tickLabel(i, xs, xk)).width));
      if (widest + 16 <= xs * view.scale) break;
      [xs, xk] = niceStep(xs * 1.01);
    }
    const [ys, yk] = niceStep(36 / view.scale);
    const xTicks = [];
    for (let i = Math.ceil(r.xmin / xs); i <= Math.floor(r.xmax / xs); i += 1) xTicks.push(i);
    const yTicks = [];
    for (let i = Math.ceil(r.ymin / ys); i <= Math.floor(r.ymax / ys); i += 1) yTicks.push(i);

    g.lineWidth = 1;
    g.strokeStyle = colors.grid;
    g.beginPath();
    for (const i of xTicks) { const x = Math.round(px(i * xs)) + 0.5; g.moveTo(x, 0); g.lineTo(x, h); }
    for (const i of yTicks) { const y = Math.round(py(i * ys)) + 0.5; g.moveTo(0, y); g.lineTo(w, y); }
    g.stroke();

    // Axes, pinned to an edge when the origin is off screen so the labels stay in sight.
    const axisY = Math.min(h - 22, Math.max(0, py(0)));
    const axisX = Math.min(w - 4, Math.max(0, px(0)));
    g.strokeStyle = colors.axis;
    g.lineWidth = 1.5;
    g.beginPath();
    if (py(0) >= 0 && py(0) <= h) { g.moveTo(0, py(0)); g.lineTo(w, py(0)); }
    if (px(0) >= 0 && px(0) <= w) { g.moveTo(px(0), 0); g.lineTo(px(0), h); }
    g.stroke();

    // The curve: each polyline on its own; y clamped to a band a few screens tall.
    if (cache && cache.expression === expression) {
      g.strokeStyle = colors.curve;
      g.lineWidth = 2.5;
      g.lineJoin = 'round';
      g.lineCap = 'round';
      const top = -2 * h;
      const bottom = 3 * h;
      for (const points of cache.segments) {
        g.beginPath();
        for (let j = 0; j < points.length; j += 2) {
          const x = px(points[j]);
          const y = Math.max(top, Math.min(bottom, py(points[j + 1])));
          if (j === 0) g.moveTo(x, y);
          else g.lineTo(x, y);
        }
        if (points.length === 2) g.arc(px(points[0]), Math.max(top, Math.min(bottom, py(points[1]))), 1.5, 0, 2 * Math.PI);
        g.stroke();
      }
    }

    // Tick labels over everything, with a halo of the background so a curve never hides them.
    g.lineWidth = 4;
    g.lineJoin = 'round';
    g.strokeStyle = colors.background;
    g.fillStyle = colors.label;
    const label = (text, x, y) => { g.strokeText(text, x, y); g.fillText(text, x, y); };
    g.textAlign = 'center';
    const labelY = axisY + 12;
    for (const i of xTicks) {
      if (i === 0) continue;
      const x = px(i * xs);
      if (x < 12 || x > w - 12) continue;
      label(tickLabel(i, xs, xk), x, labelY);
    }
    const leftSide = axisX > w - 60;
    g.textAlign = leftSide ? 'right' : 'left';
    const labelX = leftSide ? axisX - 5 : axisX + 5;
    for (const i of yTicks) {
      if (i === 0) continue;
      const y = py(i * ys);
      if (y < 28 || y > h - 8 || Math.abs(y - labelY) < 10) continue; // clear of the axis's name at the top
      label(tickLabel(i, ys, yk), labelX, y);
    }
    if (px(0) >= 0 && px(0) <= w && py(0) >= 0 && py(0) <= h) {
      g.textAlign = 'right';
      label('0', px(0) - 5, py(0) + 12);
    }
    // Axis names at the ends.
    g.textAlign = 'right';
    g.font = `600 ${colors.font}`;
    label(variable, w - 6, Math.max(10, axisY - 12));
    g.textAlign = leftSide ? 'right' : 'left';
    label('y', leftSide ? axisX - 6 : axisX + 6, 10);

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

  /** Asks for samples of `text` over three visible widths; resolves to the cache entry or throws. */
  async function fetchSamples(text, name) {
    request?.controller.abort();
    const controller = new AbortController();
    const mine = ++seq;
    request = { controller, seq: mine };
    const r = range();
    const width = r.xmax - r.xmin;
    const from = r.xmin - width;
    const to = r.xmax + width;
    const points = Math.max(2, Math.min(MAX_POINTS, Math.ceil(3 * size.w)));
    try {
      const answer = await solve('plot', { expression: text, variable: name, from, to, points }, { signal: controller.signal });
      if (mine !== seq) throw new DOMException('superseded', 'AbortError');
      const segments = answer.segments.map((s) => Float64Array.from(s, Number))
        .map((s) => s.filter(Number.isFinite)).filter((s) => s.length >= 2);
      return { expression: text, variable: name, from, to, spacing: (to - from) / (points - 1), segments };
    } finally {
      if (request?.seq === mine) request = null;
    }
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
    try { localStorage.setItem(VIEW_KEY, JSON.stringify(view)); } catch { /* storage off: the view still works */ }
    if (!size.w || covered()) { describe(); return; }
    fetchSamples(expression, variable).then(accept, (error) => {
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

  /** Double-tap: the origin moves to the point tapped. */
  function originTo(x, y) {
    setView({ cx: -(x - size.w / 2) / view.scale, cy: (y - size.h / 2) / view.scale, scale: view.scale });
  }

  // ---- gestures -----------------------------------------------------------------------------

  const pointers = new Map();
  let drag = null; // {x, y, moved} of the first pointer down
  let lastTap = null;

  const local = (event) => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  canvas.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    canvas.setPointerCapture?.(event.pointerId);
    const p = local(event);
    pointers.set(event.pointerId, p);
    if (pointers.size === 1) drag = { ...p, moved: false };
    else if (drag) drag.moved = true; // a pinch is never a tap
    event.preventDefault();
  });

  canvas.addEventListener('pointermove', (event) => {
    const before = pointers.get(event.pointerId);
    if (!before) return;
    const p = local(event);
    if (pointers.size === 1) {
      if (drag && Math.hypot(p.x - drag.x, p.y - drag.y) > DRAG_SLOP_PX) drag.moved = true;
      pointers.set(event.pointerId, p);
      panBy(p.x - before.x, p.y - before.y);
      return;
    }
    const [a, b] = [...pointers.entries()].slice(0, 2);
    const other = a[0] === event.pointerId ? b[1] : a[1];
    pointers.set(event.pointerId, p);
    if (a[0] !== event.pointerId && b[0] !== event.pointerId) return;
    // Pinch: the graph point under the old midpoint ends up under the new one, scaled by the spread.
    const oldMid = { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 };
    const newMid = { x: (p.x + other.x) / 2, y: (p.y + other.y) / 2 };
    const oldSpread = Math.hypot(before.x - other.x, before.y - other.y);
    const newSpread = Math.hypot(p.x - other.x, p.y - other.y);
    if (oldSpread < 1 || newSpread < 1) return;
    const { w, h } = size;
    const gx = view.cx + (oldMid.x - w / 2) / view.scale;
    const gy = view.cy - (oldMid.y - h / 2) / view.scale;
    const scale = clampView({ ...view, scale: view.scale * (newSpread / oldSpread) }).scale;
    setView({ cx: gx - (newMid.x - w / 2) / scale, cy: gy + (newMid.y - h / 2) / scale, scale });
  }, { passive: true });


  const release = (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.delete(event.pointerId);
    if (pointers.size > 0 || event.type === 'pointercancel') {
      if (pointers.size === 0) drag = null;
      return;
    }
    const p = local(event);
    const tapped = drag && !drag.moved;
    drag = null;
    if (!tapped) { lastTap = null; return; }
    const now = performance.now();
    if (lastTap && now - lastTap.t < DOUBLE_TAP_MS && Math.hypot(p.x - lastTap.x, p.y - lastTap.y) < DOUBLE_TAP_PX) {
      lastTap = null;
      originTo(p.x, p.y);
    } else {
      lastTap = { ...p, t: now };
    }
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
  canvas.addEventListener('dblclick', (event) => event.preventDefault());

  // Ctrl + wheel (a trackpad's pinch) zooms about the pointer; a plain wheel moves the view.
  canvas.addEventListener('wheel', (event) => {
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? size.h : 1;
    const p = local(event);
    if (event.ctrlKey || event.metaKey) zoomAbout(Math.exp(-event.deltaY * unit * 0.01), p.x, p.y);
    else panBy(-event.deltaX * unit, -event.deltaY * unit);
  }, { passive: false });

  canvas.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = 40;
    const actions = {
      ArrowLeft: () => panBy(step, 0), ArrowRight: () => panBy(-step, 0),
      ArrowUp: () => panBy(0, step), ArrowDown: () => panBy(0, -step),
      '+': () => zoomBy(2), '=': () => zoomBy(2), '-': () => zoomBy(0.5), '0': () => setView({ ...DEFAULT_VIEW }),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  });

  // ---- plotting an expression ---------------------------------------------------------------

  /**
   * Plots `text`. `typed`: the user typed it, so a refusal opens an alert on the field; otherwise
   * (the Calculator's program) it is only said in the status line. Resolves to true when plotted.
   */
  async function plot(text, { typed = false } = {}) {
    const trimmed = String(text ?? '').trim();
    input.value = trimmed;
    if (!trimmed) {
      expression = null;
      cache = null;
      canvas.dataset.segments = '0';
      status.textContent = emptyHint;
      describe();
      requestFrame();
      return false;
    }
    const name = variableOf(trimmed);
    if (!size.w) resize();
    if (!size.w) {
      // Not laid out yet (a hidden panel): plot once it is.
      expression = trimmed;
      variable = name;
      cache = null;
      status.textContent = minus(`y = ${trimmed}`);
      return true;
    }
    try {
      const entry = await fetchSamples(trimmed, name);
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
    if (!input.value.trim()) {
      await context.alert({ title: 'Check Expression', message: 'Expression: must not be empty', focus: input });
      return;
    }
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
      request?.controller.abort();
      if (frame) cancelAnimationFrame(frame);
    },
  };
}
