// Drawing the Graph on its canvas: the grid at the core's 1, 2, 5 × 10ⁿ ticks, the axes (pinned to an edge
// when the origin is off screen), each polyline the core sampled on its own (so no line joins
// across a pole or a jump), and the tick labels over everything.
import { formatNumber } from '../../shell/format.js';
import { colorOf, drawPoints } from './points.js';
import { pixelsOf } from './viewport.js';

export const TICK_FONT_PX = 12;

/** The canvas's colours from its CSS custom properties (light or dark). */
export function readColors(canvas) {
  const style = getComputedStyle(canvas);
  const get = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: get('--graph-background', '#fff'),
    grid: get('--graph-grid', '#ddd'),
    axis: get('--graph-axis', '#666'),
    label: get('--graph-label', '#333'),
    curves: ['#007aff', '#ff3b30', '#34c759', '#af52de', '#ff9500', '#30b0c7', '#ff2d55', '#a2845e']
      .map((fallback, i) => get(`--graph-curve-${i + 1}`, fallback)),
    point: get('--graph-point', '#8e8e93'),
    font: `${TICK_FONT_PX}px ${style.fontFamily}`,
  };
}

/** The grid, and the axes where they are on screen. */
function drawLines(g, { w, h, px, py, colors, t }) {
  g.lineWidth = 1;
  g.strokeStyle = colors.grid;
  g.beginPath();
  for (const { value } of t.x) { const x = Math.round(px(value)) + 0.5; g.moveTo(x, 0); g.lineTo(x, h); }
  for (const { value } of t.y) { const y = Math.round(py(value)) + 0.5; g.moveTo(0, y); g.lineTo(w, y); }
  g.stroke();

  g.strokeStyle = colors.axis;
  g.lineWidth = 1.5;
  g.beginPath();
  if (py(0) >= 0 && py(0) <= h) { g.moveTo(0, py(0)); g.lineTo(w, py(0)); }
  if (px(0) >= 0 && px(0) <= w) { g.moveTo(px(0), 0); g.lineTo(px(0), h); }
  g.stroke();
}

/** A curve in its colour: each polyline on its own; y clamped to a band a few screens tall. */
function drawCurve(g, { h, px, py, colors }, { colour, segments }) {
  g.strokeStyle = colorOf(colors, colour);
  g.lineWidth = 2.5;
  g.lineJoin = 'round';
  g.lineCap = 'round';
  const top = -2 * h;
  const bottom = 3 * h;
  for (const points of segments) {
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

/**
 * Tick labels over everything, with a halo of the background so a curve never hides them, along
 * the axes or, when the origin is off screen, along the edge nearest it so the labels stay in sight.
 */
function drawLabels(g, { w, h, px, py, colors, t }, variable) {
  const axisY = Math.min(h - 22, Math.max(0, py(0)));
  const axisX = Math.min(w - 4, Math.max(0, px(0)));
  g.lineWidth = 4;
  g.lineJoin = 'round';
  g.strokeStyle = colors.background;
  g.fillStyle = colors.label;
  const label = (text, x, y) => { g.strokeText(text, x, y); g.fillText(text, x, y); };
  g.textAlign = 'center';
  const labelY = axisY + 12;
  for (const { value, label: text } of t.x) {
    if (value === 0) continue;
    const x = px(value);
    if (x < 12 || x > w - 12) continue;
    label(formatNumber(text), x, labelY);
  }
  const leftSide = axisX > w - 60;
  g.textAlign = leftSide ? 'right' : 'left';
  const labelX = leftSide ? axisX - 5 : axisX + 5;
  for (const { value, label: text } of t.y) {
    if (value === 0) continue;
    const y = py(value);
    if (y < 28 || y > h - 8 || Math.abs(y - labelY) < 10) continue; // clear of the axis's name at the top
    label(formatNumber(text), labelX, y);
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
}

/**
 * Draws one frame on `g`: `size` {w, h, dpr}, `view` {cx, cy, scale}, `ticks` {x, y} (the core's
 * [{value, label}], axes.js), `curves` [{colour, segments}] (polylines as flat x, y arrays) or null, `points` the
 * core's points of interest and `chosen` the one tapped (points.js), `trace` the trace (trace.js),
 * `variable` the horizontal axis's name.
 */
export function drawGraph(g, { size, view, ticks, colors, curves, points, chosen, trace, variable }) {
  const { w, h, dpr } = size;
  g.setTransform(dpr, 0, 0, dpr, 0, 0);
  g.fillStyle = colors.background;
  g.fillRect(0, 0, w, h);
  g.font = colors.font;
  g.textBaseline = 'middle';
  const frame = { w, h, colors, ...pixelsOf(view, size), t: ticks };
  drawLines(g, frame);
  for (const curve of curves ?? []) drawCurve(g, frame, curve);
  drawLabels(g, frame, variable);
  if (curves && points) drawPoints(g, frame, points, chosen);
  if (curves) trace?.draw(g, frame);
}
