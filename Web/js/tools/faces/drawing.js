// CS193p's FaceView in SVG: the face a gesture, key or button changes, the thumbnails in the list
// and the preview of a new emotion.
//
// The drawing follows the lecture's geometry in a viewBox centred on the skull, so the face is
// crisp at any size and scales with its element: skull radius 100 × scale; eyes offset radius/3
// up and sideways, eye radius radius/10; the mouth a cubic Bézier radius/1 wide and radius/3 high,
// radius/3 below the centre, its control points moved by curvature × height (−1 frown … 1 smile).
// Lines keep one width at every size and scale (non-scaling strokes), as FaceView.lineWidth does.
import { svg } from '../../shell/dom.js';

export const EYES = ['open', 'closed', 'squinting'];
/** The model's mouths, saddest first, with the curvature the API gives each. */
export const MOUTHS = ['frown', 'smirk', 'neutral', 'grin', 'smile'];
const CURVATURE = { frown: -1, smirk: -0.5, neutral: 0, grin: 0.5, smile: 1 };

export const MIN_SCALE = 0.3;
export const MAX_SCALE = 1.5;
export const DEFAULT_SCALE = 0.9; // CS193p's FaceView.scale

const RADIUS = 100; // the skull at scale 1, in viewBox units
const MARGIN = 4; // room for the line around a skull at scale 1 (lines are drawn non-scaling)

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
