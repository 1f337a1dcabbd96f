// CS193p's FaceView in SVG, and its gesture recognizers as Pointer Events.
//
// The drawing follows the lecture's geometry in a viewBox centred on the skull, so the face is
// crisp at any size and scales with its element: skull radius 100 × scale; eyes offset radius/3
// up and sideways, eye radius radius/10; the mouth a cubic Bézier radius/1 wide and radius/3 high,
// radius/3 below the centre, its control points moved by curvature × height (−1 frown … 1 smile).
// Lines keep one width at every size and scale (non-scaling strokes), as FaceView.lineWidth does.
//
// Gestures (as UIPinch/UITap/UISwipeGestureRecognizer): two pointers pinch (ctrl + wheel too),
// one tap toggles the eyes, a double tap squints, a swipe up is happier and down sadder. A single
// tap waits DOUBLE_TAP_MS for a second one, so a double tap is never also two single taps.
import { svg } from '../shell/dom.js';

export const EYES = ['open', 'closed', 'squinting'];
/** The model's mouths, saddest first, with the curvature the API gives each. */
export const MOUTHS = ['frown', 'smirk', 'neutral', 'grin', 'smile'];
const CURVATURE = { frown: -1, smirk: -0.5, neutral: 0, grin: 0.5, smile: 1 };

export const MIN_SCALE = 0.3;
export const MAX_SCALE = 1.5;
export const DEFAULT_SCALE = 0.9; // CS193p's FaceView.scale

const RADIUS = 100; // the skull at scale 1, in viewBox units
const MARGIN = 4; // room for the line around a skull at scale 1 (lines are drawn non-scaling)
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

const EYE_WORDS = { open: 'Eyes open', closed: 'Eyes closed', squinting: 'Eyes squinting' };
const MOUTH_WORDS = { frown: 'frowning', smirk: 'smirking', neutral: 'straight-faced', grin: 'grinning', smile: 'smiling' };

export function curvatureOf(mouth) {
  return CURVATURE[mouth] ?? 0;
}

/** "Eyes open, smiling". */
export function describe({ eyes, mouth }) {
  return `${EYE_WORDS[eyes] ?? eyes}, ${MOUTH_WORDS[mouth] ?? mouth}`;
}

export function clampScale(scale) {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round(scale * 100) / 100));
}

const n = (value) => Number(value.toFixed(2));

function eyePath(eyes, side, radius) {
  const offset = radius / 3;
  const r = radius / 10;
  const cx = side * offset;
  const cy = -offset;
  if (eyes === 'open') return `M${n(cx + r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 1 ${n(cx - r)} ${n(cy)}A${n(r)} ${n(r)} 0 1 1 ${n(cx + r)} ${n(cy)}Z`;
  if (eyes === 'closed') return `M${n(cx - r)} ${n(cy)}H${n(cx + r)}`;
  // Squinting: a lid across the eye and the lower half of it, a narrowed eye.
  const w = r * 1.2;
  return `M${n(cx - w)} ${n(cy - r * 0.15)}L${n(cx + w)} ${n(cy - r * 0.15)}M${n(cx - r * 0.8)} ${n(cy)}A${n(r * 0.8)} ${n(r * 0.55)} 0 0 0 ${n(cx + r * 0.8)} ${n(cy)}`;
}

function mouthPath(curvature, radius) {
  const width = radius / 1;
  const height = radius / 3;
  const top = radius / 3;
  const y = top + height / 2;
  const start = -width / 2;
  const end = width / 2;
  const smile = Math.max(-1, Math.min(1, curvature)) * height;
  return `M${n(start)} ${n(y)}C${n(start + width / 3)} ${n(y + smile)} ${n(end - width / 3)} ${n(y + smile)} ${n(end)} ${n(y)}`;
}

/**
 * An SVG face. `update({eyes, mouth, curvature?, scale?})` redraws it; data-eyes, data-mouth and
 * data-scale on the element say what it shows.
 */
export function faceDrawing({ className = 'face', label } = {}) {
  const skull = svg('circle', { class: 'face-skull', cx: 0, cy: 0 });
  const left = svg('path', { class: 'face-eye' });
  const right = svg('path', { class: 'face-eye' });
  const mouth = svg('path', { class: 'face-mouth' });
  const element = svg('svg', {
    class: className, viewBox: `${-RADIUS - MARGIN} ${-RADIUS - MARGIN} ${2 * (RADIUS + MARGIN)} ${2 * (RADIUS + MARGIN)}`,
    preserveAspectRatio: 'xMidYMid meet', focusable: 'false',
    role: label ? 'img' : null, 'aria-label': label ?? null, 'aria-hidden': label ? null : 'true',
  }, [skull, left, right, mouth]);
  const state = { eyes: 'open', mouth: 'neutral', curvature: 0, scale: DEFAULT_SCALE };
  function update(change) {
    Object.assign(state, change);
    if (change.mouth !== undefined && change.curvature === undefined) state.curvature = curvatureOf(state.mouth);
    const radius = RADIUS * state.scale;
    skull.setAttribute('r', n(radius));
    left.setAttribute('d', eyePath(state.eyes, -1, radius));
    right.setAttribute('d', eyePath(state.eyes, 1, radius));
    mouth.setAttribute('d', mouthPath(state.curvature, radius));
    element.dataset.eyes = state.eyes;
    element.dataset.mouth = state.mouth;
    element.dataset.scale = String(state.scale);
    element.dataset.curvature = String(state.curvature);
  }
  update({});
  return { element, update, state };
}

/**
 * Recognizes the face's gestures on `target` and reports them: `onAction('toggle-eyes' |
 * 'squint' | 'happier' | 'sadder')`, `onPinch(factor, ended)` with the spread's ratio to where
 * the pinch began (or the wheel's step), and a one-finger vertical pan as it goes, `onPan(dy)`,
 * and when it ends, `onPanEnd(dy)` (null when it was cancelled).
 */
export function recognizeGestures(target, { onAction, onPinchStart, onPinch, onPan, onPanEnd }) {
  const pointers = new Map();
  let single = null; // the one-finger gesture under way: {x, y, id}
  let pinch = null; // {spread}
  let pinched = false; // until every pointer is up after a pinch, nothing else is recognized
  let pendingTap = null; // {timer, x, y}

  const spread = () => {
    const [a, b] = [...pointers.values()];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };

  target.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    target.setPointerCapture?.(event.pointerId);
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 1 && !pinched) {
      single = { x: event.clientX, y: event.clientY, id: event.pointerId };
    } else if (pointers.size === 2) {
      single = null;
      pinched = true;
      pinch = { spread: spread() };
      onPinchStart?.();
    }
    event.preventDefault();
  });

  target.addEventListener('pointermove', (event) => {
    const p = pointers.get(event.pointerId);
    if (!p) return;
    p.x = event.clientX;
    p.y = event.clientY;
    if (pinch && pointers.size === 2 && pinch.spread >= 1) {
      const now = spread();
      if (now >= 1) onPinch(now / pinch.spread);
    }
    if (single?.id === event.pointerId) {
      const dx = p.x - single.x;
      const dy = p.y - single.y;
      if (!single.panning && Math.abs(dy) > TAP_SLOP_PX && Math.abs(dy) > 1.5 * Math.abs(dx)) single.panning = true;
      if (single.panning) onPan?.(dy);
    }
  });

  function release(event) {
    if (!pointers.has(event.pointerId)) return;
    pointers.delete(event.pointerId);
    if (pointers.size < 2) pinch = null;
    if (pointers.size === 0 && pinched) {
      pinched = false;
      single = null;
      return;
    }
    if (event.type === 'pointercancel' || !single || single.id !== event.pointerId) {
      if (single?.panning) onPanEnd?.(null);
      single = null;
      return;
    }
    const dx = event.clientX - single.x;
    const dy = event.clientY - single.y;
    const { x, y, panning } = single;
    single = null;
    if (panning || (Math.abs(dy) >= SWIPE_MIN_PX && Math.abs(dy) > 1.5 * Math.abs(dx))) {
      cancelTap();
      onPanEnd?.(dy);
      return;
    }
    if (Math.hypot(dx, dy) > TAP_SLOP_PX) return;
    if (pendingTap && Math.hypot(x - pendingTap.x, y - pendingTap.y) < 40) {
      cancelTap();
      onAction('squint');
      return;
    }
    cancelTap();
    pendingTap = { x, y, timer: setTimeout(() => { pendingTap = null; onAction('toggle-eyes'); }, DOUBLE_TAP_MS) };
  }

  function cancelTap() {
    if (pendingTap) clearTimeout(pendingTap.timer);
    pendingTap = null;
  }

  target.addEventListener('pointerup', release);
  target.addEventListener('pointercancel', release);
  target.addEventListener('lostpointercapture', (event) => {
    if (pointers.has(event.pointerId)) release(new PointerEvent('pointercancel', { pointerId: event.pointerId }));
  });
  target.addEventListener('dblclick', (event) => event.preventDefault());
  target.addEventListener('contextmenu', (event) => { if (pointers.size) event.preventDefault(); });

  // Ctrl + wheel: a trackpad's pinch (and ctrl + the mouse wheel).
  target.addEventListener('wheel', (event) => {
    if (!event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
    onPinchStart?.();
    onPinch(Math.exp(-event.deltaY * unit * 0.005));
  }, { passive: false });

  return { cancel: cancelTap };
}
