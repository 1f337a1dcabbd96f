// The Graph's view (centre and scale, CSS pixels per unit on both axes), kept within what doubles
// can draw and remembered in localStorage, shared by every graph on the page.
import { readStored, store } from '../../shell/storage.js';

const VIEW_KEY = 'reckon.graph.view';
export const DEFAULT_VIEW = Object.freeze({ cx: 0, cy: 0, scale: 40 });
const MIN_SCALE = 1e-9;
const MAX_SCALE = 1e10;
const MAX_CENTER = 1e12;

export function loadView() {
  const saved = readStored(VIEW_KEY, null);
  if (saved && [saved.cx, saved.cy, saved.scale].every(Number.isFinite)) return clampView(saved);
  return { ...DEFAULT_VIEW }; // nothing kept, or a damaged setting
}

/** Storage off or full: the view still works, for this visit. */
export function saveView(view) {
  store(VIEW_KEY, view);
}

export function clampView({ cx, cy, scale }) {
  cx = Math.max(-MAX_CENTER, Math.min(MAX_CENTER, cx));
  cy = Math.max(-MAX_CENTER, Math.min(MAX_CENTER, cy));
  // Far from the origin, a pixel must still be many doubles wide, or the ticks would repeat.
  const most = MAX_SCALE / Math.max(1, Math.abs(cx), Math.abs(cy));
  scale = Math.max(MIN_SCALE, Math.min(most, scale));
  return { cx, cy, scale };
}

/** The visible ranges of `view` on a canvas of `size` {w, h}. */
export function visibleRange(view, { w, h }) {
  return {
    xmin: view.cx - w / 2 / view.scale, xmax: view.cx + w / 2 / view.scale,
    ymin: view.cy - h / 2 / view.scale, ymax: view.cy + h / 2 / view.scale,
  };
}

/** The CSS pixel of a graph point: {px(x), py(y)} for `view` on a canvas of `size` {w, h}. */
export function pixelsOf(view, { w, h }) {
  return {
    px: (x) => w / 2 + (x - view.cx) * view.scale,
    py: (y) => h / 2 - (y - view.cy) * view.scale,
  };
}

/**
 * `view` on a canvas of `size` scaled by `factor` (within the limits), the graph point that was
 * under `from` (CSS pixels) now under `to`: a zoom about a point, or a pinch that also moves.
 */
export function zoomedView(view, { w, h }, factor, from, to = from) {
  const gx = view.cx + (from.x - w / 2) / view.scale;
  const gy = view.cy - (from.y - h / 2) / view.scale;
  const scale = clampView({ ...view, scale: view.scale * factor }).scale;
  return { cx: gx - (to.x - w / 2) / scale, cy: gy + (to.y - h / 2) / scale, scale };
}

/** Pinch: the graph point under the old midpoint ends up under the new one, scaled by the spread; null for fingers together. */
export function pinchedView(view, size, before, after, other) {
  const oldMid = { x: (before.x + other.x) / 2, y: (before.y + other.y) / 2 };
  const newMid = { x: (after.x + other.x) / 2, y: (after.y + other.y) / 2 };
  const oldSpread = Math.hypot(before.x - other.x, before.y - other.y);
  const newSpread = Math.hypot(after.x - other.x, after.y - other.y);
  if (oldSpread < 1 || newSpread < 1) return null;
  return zoomedView(view, size, newSpread / oldSpread, oldMid, newMid);
}

/** `view` with the origin moved to the CSS pixel (x, y), at the same scale. */
export function originAt(view, { w, h }, x, y) {
  return { cx: -(x - w / 2) / view.scale, cy: (y - h / 2) / view.scale, scale: view.scale };
}
