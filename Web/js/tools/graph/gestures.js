// The Graph's gestures on its canvas: drag (or wheel) to pan, pinch (or Ctrl + wheel) to zoom about
// the fingers, tap to choose a point, press on the curve and drag to trace it, double-tap to move
// the origin there, and arrow keys, + and − with focus. They only
// call the view's moves; the view redraws from its cached samples.

const DOUBLE_TAP_MS = 350;
const DOUBLE_TAP_PX = 24;
const DRAG_SLOP_PX = 6;
const KEY_STEP_PX = 40;

/** Where `event` happened, in the canvas's CSS pixels. */
function local(canvas, event) {
  const rect = canvas.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
}

/**
 * `moves`: {panBy(dx, dy), pinch(before, after, other), zoomAbout(factor, x, y), zoomBy(factor),
 * tap(x, y), originTo(x, y), reset(), height()} in the canvas's CSS pixels, and `trace`:
 * {start(x, y) → whether a trace began, to(x), step(pixels), end(), point}.
 */
export function attachGestures(canvas, moves) {
  attachPointers(canvas, moves);

  // Ctrl + wheel (a trackpad's pinch) zooms about the pointer; a plain wheel moves the view.
  canvas.addEventListener('wheel', (event) => {
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? moves.height() : 1;
    const p = local(canvas, event);
    if (event.ctrlKey || event.metaKey) moves.zoomAbout(Math.exp(-event.deltaY * unit * 0.01), p.x, p.y);
    else moves.panBy(-event.deltaX * unit, -event.deltaY * unit);
  }, { passive: false });

  canvas.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (moves.trace.point && traceKey(event, moves.trace)) return;
    const step = KEY_STEP_PX;
    const actions = {
      ArrowLeft: () => moves.panBy(step, 0), ArrowRight: () => moves.panBy(-step, 0),
      ArrowUp: () => moves.panBy(0, step), ArrowDown: () => moves.panBy(0, -step),
      '+': () => moves.zoomBy(2), '=': () => moves.zoomBy(2), '-': () => moves.zoomBy(0.5), '0': () => moves.reset(),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    action();
  });
}

/** While tracing, ← and → move the trace (Shift: ten pixels) and Escape ends it; true if handled. */
function traceKey(event, trace) {
  const pixels = { ArrowLeft: -1, ArrowRight: 1 }[event.key];
  if (pixels === undefined && event.key !== 'Escape') return false;
  event.preventDefault();
  event.stopPropagation();
  if (pixels === undefined) trace.end();
  else trace.step(event.shiftKey ? 10 * pixels : pixels);
  return true;
}

/**
 * Fingers and the mouse: one drags (or traces, pressed on the curve), two pinch, a tap chooses,
 * a double tap moves the origin.
 */
function attachPointers(canvas, moves) {
  const pointers = new Map();
  let drag = null; // {x, y, moved} of the first pointer down
  let lastTap = null;

  canvas.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    canvas.setPointerCapture?.(event.pointerId);
    const p = local(canvas, event);
    pointers.set(event.pointerId, p);
    if (pointers.size === 1) drag = { ...p, moved: false, tracing: moves.trace.start(p.x, p.y) };
    else if (drag) { drag.moved = true; drag.tracing = false; } // a pinch is never a tap
    event.preventDefault();
  });

  canvas.addEventListener('pointermove', (event) => {
    const before = pointers.get(event.pointerId);
    if (!before) return;
    const p = local(canvas, event);
    if (pointers.size === 1) {
      if (drag && Math.hypot(p.x - drag.x, p.y - drag.y) > DRAG_SLOP_PX) drag.moved = true;
      pointers.set(event.pointerId, p);
      if (drag?.tracing) moves.trace.to(p.x);
      else moves.panBy(p.x - before.x, p.y - before.y);
      return;
    }
    const [a, b] = [...pointers.entries()].slice(0, 2);
    const other = a[0] === event.pointerId ? b[1] : a[1];
    pointers.set(event.pointerId, p);
    if (a[0] !== event.pointerId && b[0] !== event.pointerId) return;
    moves.pinch(before, p, other);
  }, { passive: true });

  const release = (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.delete(event.pointerId);
    if (pointers.size > 0 || event.type === 'pointercancel') {
      if (pointers.size === 0) drag = null;
      return;
    }
    const p = local(canvas, event);
    const tapped = drag && !drag.moved && !drag.tracing;
    drag = null;
    if (!tapped) { lastTap = null; return; }
    const now = performance.now();
    if (lastTap && now - lastTap.t < DOUBLE_TAP_MS && Math.hypot(p.x - lastTap.x, p.y - lastTap.y) < DOUBLE_TAP_PX) {
      lastTap = null;
      moves.originTo(p.x, p.y);
    } else {
      lastTap = { ...p, t: now };
      moves.tap(p.x, p.y);
    }
  };
  canvas.addEventListener('pointerup', release);
  canvas.addEventListener('pointercancel', release);
  canvas.addEventListener('dblclick', (event) => event.preventDefault());
}
