// The points that matter on the curve, as the core found them (plot's "points": roots, minima,
// maxima, the y-intercept): grey dots, and the one tapped ringed with its coordinates. The
// coordinates are the core's to the last bit; the label rounds them for the eye.
import { formatShort, minus } from '../../shell/format.js';

/** A curve's colour: the `colour`th of the palette (the canvas's --graph-curve-1 … -8). */
export const colorOf = (colors, colour) => colors.curves[colour] ?? colors.curves[0];

/** How near a tap must fall to a dot to choose it, in CSS pixels (a fingertip). */
export const POINT_HIT_PX = 22;

const KIND_NAMES = {
  root: 'Root', minimum: 'Minimum', maximum: 'Maximum', 'y-intercept': 'y-intercept', intersection: 'Intersection',
};

/**
 * The core's points with those at the same place made one, {kinds, x, y, functions}: a minimum
 * on the y axis is one dot, read as both; `functions` the rows it lies on, once each.
 */
export function mergePoints(points) {
  const merged = [];
  for (const { kind, x, y, functions = [] } of points) {
    const same = merged.find((p) => p.x === x && p.y === y);
    if (same) {
      same.kinds.push(kind);
      for (const f of functions) if (!same.functions.includes(f)) same.functions.push(f);
    } else {
      merged.push({ kinds: [kind], x, y, functions: [...functions] });
    }
  }
  return merged;
}

/**
 * The words a point reads as: "Minimum and y-intercept (0, −4)"; with `nameOf` (row → "y = …",
 * when several curves are drawn) the curves it lies on too: "Intersection of y = x and y = 1 − x (0.5, 0.5)".
 */
export function describePoint(point, digits = 4, nameOf = null) {
  const kinds = point.kinds.map((kind) => KIND_NAMES[kind] ?? kind);
  const named = [kinds[0], ...kinds.slice(1).map((k) => (k === 'y-intercept' ? k : k.toLowerCase()))].join(' and ');
  const of = nameOf && point.functions.length ? ` of ${point.functions.map(nameOf).join(' and ')}` : '';
  return minus(`${named}${of} (${formatShort(point.x, digits)}, ${formatShort(point.y, digits)})`);
}

/** The point nearest (x, y) in the frame's pixels, within POINT_HIT_PX, or null. */
export function pointAt(points, { px, py }, x, y) {
  let best = null;
  let bestDistance = POINT_HIT_PX;
  for (const point of points) {
    const distance = Math.hypot(px(point.x) - x, py(point.y) - y);
    if (distance <= bestDistance) { best = point; bestDistance = distance; }
  }
  return best;
}

/** The dots of every point on screen, and the chosen one's ring and label above it. */
export function drawPoints(g, { w, h, px, py, colors }, points, chosen) {
  g.fillStyle = colors.point;
  for (const point of points) {
    const x = px(point.x);
    const y = py(point.y);
    if (x < -8 || x > w + 8 || y < -8 || y > h + 8) continue;
    g.beginPath();
    g.arc(x, y, 4.5, 0, 2 * Math.PI);
    g.fill();
  }
  if (!chosen) return;
  const x = px(chosen.x);
  const y = py(chosen.y);
  g.lineWidth = 2.5;
  g.strokeStyle = colorOf(colors, chosen.colour ?? 0);
  g.beginPath();
  g.arc(x, y, 7, 0, 2 * Math.PI);
  g.stroke();
  callout(g, { w, colors }, x, y, describePoint(chosen));
}

/** `text` over a halo of the background, centred above the pixel (x, y) or below it near the top. */
export function callout(g, { w, colors }, x, y, text) {
  const width = g.measureText(text).width;
  const left = Math.max(4, Math.min(w - width - 4, x - width / 2));
  const top = y - 22 < 12 ? y + 24 : y - 22;
  g.textAlign = 'left';
  g.lineWidth = 4;
  g.strokeStyle = colors.background;
  g.fillStyle = colors.label;
  g.strokeText(text, left, top);
  g.fillText(text, left, top);
}
