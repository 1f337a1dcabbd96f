// The face's gesture recognizers as Pointer Events (as UIPinch/UITap/UISwipeGestureRecognizer):
// two pointers pinch (ctrl + wheel too), one tap toggles the eyes, a double tap squints, a swipe
// up is happier and down sadder. A single tap waits DOUBLE_TAP_MS for a second one, so a double
// tap is never also two single taps.

const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 12;
const SWIPE_MIN_PX = 30;
/** How far a vertical pan goes for one step of the mouth (0.5 of curvature): CS193p's FaceIt
 * moved its happiness a point every 4 px, half the range (a step here) every 100 px. */
const PAN_PX_PER_STEP = 100;

/**
 * Where a vertical pan of `dy` px (down positive) takes the mouth from `curvature`, continuously
 * (−1 … 1), and the whole steps it makes once the finger lifts: the nearest, and at least one for
 * a swipe (a flick shorter than a step).
 */
export function panned(curvature, dy) {
  const steps = -dy / PAN_PX_PER_STEP;
  const whole = Math.sign(steps) * Math.max(Math.round(Math.abs(steps)), Math.abs(dy) >= SWIPE_MIN_PX ? 1 : 0);
  return { curvature: Math.max(-1, Math.min(1, curvature + steps / 2)), steps: whole };
}

/** The gestures under way on one target: the pointers down, and what each event makes of them. */
class Recognizer {
  constructor(target, handlers) {
    this.target = target;
    this.handlers = handlers;
    this.pointers = new Map();
    this.single = null; // the one-finger gesture under way: {x, y, id}
    this.pinch = null; // {spread}
    this.pinched = false; // until every pointer is up after a pinch, nothing else is recognized
    this.pendingTap = null; // {timer, x, y}
  }

  spread() {
    const [a, b] = [...this.pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  }

  down(event) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    this.target.setPointerCapture?.(event.pointerId);
    this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (this.pointers.size === 1 && !this.pinched) {
      this.single = { x: event.clientX, y: event.clientY, id: event.pointerId };
    } else if (this.pointers.size === 2) {
      this.single = null;
      this.pinched = true;
      this.pinch = { spread: this.spread() };
      this.handlers.onPinchStart?.();
    }
    event.preventDefault();
  }

  move(event) {
    const p = this.pointers.get(event.pointerId);
    if (!p) return;
    p.x = event.clientX;
    p.y = event.clientY;
    if (this.pinch && this.pointers.size === 2 && this.pinch.spread >= 1) {
      const now = this.spread();
      if (now >= 1) this.handlers.onPinch(now / this.pinch.spread);
    }
    const single = this.single;
    if (single?.id === event.pointerId) {
      const dx = p.x - single.x;
      const dy = p.y - single.y;
      if (!single.panning && Math.abs(dy) > TAP_SLOP_PX && Math.abs(dy) > 1.5 * Math.abs(dx)) single.panning = true;
      if (single.panning) this.handlers.onPan?.(dy);
    }
  }

  /** A pointer up or cancelled: the end of a pinch, a pan (or swipe), or a tap. */
  release(event) {
    if (!this.pointers.has(event.pointerId)) return;
    this.pointers.delete(event.pointerId);
    if (this.pointers.size < 2) this.pinch = null;
    if (this.pointers.size === 0 && this.pinched) {
      this.pinched = false;
      this.single = null;
      return;
    }
    const single = this.single;
    this.single = null;
    if (event.type === 'pointercancel' || !single || single.id !== event.pointerId) {
      if (single?.panning) this.handlers.onPanEnd?.(null);
      return;
    }
    const dx = event.clientX - single.x;
    const dy = event.clientY - single.y;
    if (single.panning || (Math.abs(dy) >= SWIPE_MIN_PX && Math.abs(dy) > 1.5 * Math.abs(dx))) {
      this.cancelTap();
      this.handlers.onPanEnd?.(dy);
    } else if (Math.hypot(dx, dy) <= TAP_SLOP_PX) this.tap(single);
  }

  /** A tap at {x, y}: the second of a double tap squints; a first one waits to toggle the eyes. */
  tap({ x, y }) {
    const double = this.pendingTap && Math.hypot(x - this.pendingTap.x, y - this.pendingTap.y) < 40;
    this.cancelTap();
    if (double) {
      this.handlers.onAction('squint');
      return;
    }
    this.pendingTap = {
      x, y, timer: setTimeout(() => { this.pendingTap = null; this.handlers.onAction('toggle-eyes'); }, DOUBLE_TAP_MS),
    };
  }

  cancelTap() {
    if (this.pendingTap) clearTimeout(this.pendingTap.timer);
    this.pendingTap = null;
  }

  /** Ctrl + wheel: a trackpad's pinch (and ctrl + the mouse wheel). */
  wheel(event) {
    if (!event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
    this.handlers.onPinchStart?.();
    this.handlers.onPinch(Math.exp(-event.deltaY * unit * 0.005));
  }
}

/**
 * Recognizes the face's gestures on `target` and reports them: `onAction('toggle-eyes' |
 * 'squint' | 'happier' | 'sadder')`, `onPinch(factor, ended)` with the spread's ratio to where
 * the pinch began (or the wheel's step), and a one-finger vertical pan as it goes, `onPan(dy)`,
 * and when it ends, `onPanEnd(dy)` (null when it was cancelled).
 */
export function recognizeGestures(target, handlers) {
  const gestures = new Recognizer(target, handlers);
  const release = (event) => gestures.release(event);
  target.addEventListener('pointerdown', (event) => gestures.down(event));
  target.addEventListener('pointermove', (event) => gestures.move(event));
  target.addEventListener('pointerup', release);
  target.addEventListener('pointercancel', release);
  target.addEventListener('lostpointercapture', (event) => {
    if (gestures.pointers.has(event.pointerId)) release(new PointerEvent('pointercancel', { pointerId: event.pointerId }));
  });
  target.addEventListener('dblclick', (event) => event.preventDefault());
  target.addEventListener('contextmenu', (event) => { if (gestures.pointers.size) event.preventDefault(); });
  target.addEventListener('wheel', (event) => gestures.wheel(event), { passive: false });
  return { cancel: () => gestures.cancelTap() };
}
