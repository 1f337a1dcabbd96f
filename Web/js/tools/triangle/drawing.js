// Triangle, the drawing: the triangle to scale with its labels around it, laid out for its box's
// width, and the enlarged corner of a triangle too thin to show its right angle.
import { el, svg, uid } from '../../shell/dom.js';
import { formatShort } from '../../shell/format.js';
import { BY_KEY, withUnit } from './quantities.js';
import { along, clamp, point, round, unit } from './geometry.js';
import { LABEL_SIZE, Scene, textWidth } from './scene.js';

const CAPTION_SIZE = 12;
const THIN = 28; // px: a short leg below this (drawn at full width) gets the enlarged corner
const CORNER = 56; // px: the short leg in the enlarged corner

/**
 * Which way round to draw: the longer leg along the bottom, the shorter one up the left side,
 * the right angle at the bottom left. `ratio` is short ÷ long, in (0, 1] (0 if it underflows).
 */
function orientation(result) {
  const a = Number(result.a), b = Number(result.b);
  const flip = a > b;
  const ratio = flip ? b / a : a / b;
  return {
    ratio: ratio > 0 ? ratio : 0,
    bottom: flip ? 'a' : 'b', // the leg along the bottom
    side: flip ? 'b' : 'a', // the leg up the left side
    atEnd: flip ? 'beta' : 'alpha', // the angle at the bottom right, opposite the side leg
    atTop: flip ? 'alpha' : 'beta', // the angle at the top
  };
}

/**
 * The drawing's labels, to 4 significant digits, or up to 8 where 4 would show a falsehood: a leg
 * as long as the hypotenuse (1 × 1000: b = 1000, c = 1000.0005), h as long as a leg, an angle of
 * 0° or 90°. Where 8 are not enough either, a rounded value says so with ≈.
 */
function labelsOf(result) {
  const short = (value, others = [], impossible = []) => {
    const distinct = others.filter((other) => Number(other) !== Number(value));
    const clear = (digits) => {
      const text = formatShort(value, digits);
      return !impossible.includes(text) && !distinct.some((other) => formatShort(other, digits) === text);
    };
    const digits = [4, 5, 6, 7, 8].find(clear);
    if (digits) return `= ${formatShort(value, digits)}`;
    const exact = typeof value === 'number' && Number(value.toPrecision(4)) === value;
    return `${exact ? '=' : '≈'} ${formatShort(value, 4)}`;
  };
  const { a, b, c, h, alpha, beta } = result;
  return {
    a: `a ${short(a, [c, h])}`,
    b: `b ${short(b, [c, h])}`,
    c: `c ${short(c, [a, b])}`,
    h: `h ${short(h, [a, b])}`,
    alpha: `α ${withUnit(BY_KEY.alpha, short(alpha, [], ['0', '90']))}`,
    beta: `β ${withUnit(BY_KEY.beta, short(beta, [], ['0', '90']))}`,
  };
}

/** Label candidates at fractions `ts` along the side p → q, pushed out along `dir`. */
const sideCandidates = (p, q, dir, ts = [0.5, 0.35, 0.65]) => ts.map((t) => ({ anchor: along(p, q, t), dir }));

/**
 * The scene with the long leg `long` px, for a box `width` px wide; `thin`: the short leg is too
 * short to show the right angle, which is then shown enlarged; `tucked`: the bottom right angle's
 * label goes below its vertex rather than beside it.
 */
function scene(result, shape, long, width, thin, tucked) {
  const s = new Scene(width - 8);
  const short = long * shape.ratio;
  const C = point(0, 0), E = point(long, 0), T = point(0, -short); // right angle, bottom right, top
  s.shape('triangle-shape', [C, E, T]);
  // Beside the vertex, or (`tucked`, to leave the width to the triangle) below it.
  const beside = [{ anchor: E, dir: point(1, 0) }, { anchor: E, dir: point(1, 1) }, { anchor: E, dir: point(1, -1) }];
  const below = [{ anchor: E, dir: point(0, 1), align: -1 }, { anchor: E, dir: point(0, 1) }];
  const layout = {
    text: labelsOf(result), shape, long, short, width, C, E, T,
    outward: unit(point(short, -long)), // the hypotenuse's outer normal
    endAngle: tucked ? [...below, ...beside] : [...beside, ...below],
  };
  if (thin) drawThin(s, layout);
  else drawWhole(s, layout);
  return s;
}

/** A triangle that shows its right angle: the mark, the height, the arcs and the six labels. */
function drawWhole(s, { text, shape, long, short, C, E, T, outward, endAngle }) {
  const sigma = shape.ratio;
  const m = clamp(short * 0.14, 6, 16);
  s.shape('triangle-mark', [point(0, -m), point(m, -m), point(m, 0)], { closed: false });
  const F = point(long * sigma * sigma / (1 + sigma * sigma), -long * sigma / (1 + sigma * sigma));
  s.line('triangle-height', C, F);
  const toEnd = Math.atan2(short, long); // from the top towards the bottom right, y down
  s.arc(T, clamp(short * 0.3, 10, 26), Math.PI / 2, toEnd);
  s.arc(E, clamp(long * 0.2, 12, 40), Math.PI, Math.PI + toEnd);
  // The hypotenuse's label before the top angle's: beside c is the only place for it, while
  // the angle's label can move round its vertex.
  s.label(text[shape.atEnd], endAngle);
  s.label(text[shape.side], sideCandidates(C, T, point(-1, 0), [0.5, 0.3, 0.7]));
  s.label(text[shape.bottom], sideCandidates(C, E, point(0, 1), [0.5, 0.35, 0.65, 0.2, 0.8]));
  s.label(text.c, sideCandidates(E, T, outward, [0.5, 0.4, 0.6, 0.3, 0.7]));
  s.label(text[shape.atTop], [
    { anchor: T, dir: point(0, -1) }, { anchor: T, dir: point(0, -1), align: -1 },
    { anchor: T, dir: point(-1, -1) }, { anchor: T, dir: point(-1, 0) }, { anchor: T, dir: point(1, -1) },
  ]);
  // h inside the triangle beside its dashed line if there is room, else beyond the hypotenuse in
  // line with it, or below or left of the triangle with a leader.
  const triangle = [C, E, T];
  const onH = [0.5, 0.35, 0.65, 0.2, 0.8].map((t) => along(C, F, t));
  s.label(text.h, [
    ...onH.map((anchor) => ({ anchor, dir: point(1, 0), inside: triangle })),
    ...onH.map((anchor) => ({ anchor, dir: point(1, sigma), inside: triangle })),
    ...onH.map((anchor) => ({ anchor, dir: point(-1, -sigma), inside: triangle })),
    { anchor: F, dir: outward }, // beyond the hypotenuse, in line with h
    ...[onH[0], onH[3]].flatMap((anchor) => [point(0.4, 1), point(0, 1), point(-0.4, 1), point(-1, 1), point(-1, 0.4), point(-1, 0)]
      .map((dir) => ({ anchor, dir }))),
  ]);
}

/** Too thin to show the right angle: the corner marked, and drawn enlarged below. */
function drawThin(s, { text, shape, short, width, C, E, T, outward, endAngle }) {
  const sigma = shape.ratio;
  s.thin = true;
  s.block(svg('circle', { class: 'triangle-focus', cx: 0, cy: round(-short / 2), r: 8 }), { x: -8, y: -short / 2 - 8, w: 16, h: 16 });
  s.label(text[shape.bottom], sideCandidates(C, E, point(0, 1), [0.5, 0.6, 0.4, 0.7]));
  s.label(text.c, sideCandidates(E, T, outward, [0.5, 0.6, 0.4, 0.7]));
  s.label(text[shape.atEnd], endAngle);

  const top = s.bounds().y + s.bounds().h + 14;
  const sideWidth = textWidth(text[shape.side], LABEL_SIZE) + 6;
  const topWidth = textWidth(text[shape.atTop], LABEL_SIZE) + 6;
  const frame = { x: -12, y: top, w: Math.min(400, width - 8), h: 33 + CORNER + 26 };
  const c0 = point(frame.x + Math.max(sideWidth + 20, topWidth / 2 + 12, 44), frame.y + 33 + CORNER);
  const t0 = point(c0.x, c0.y - CORNER);
  const k = sigma > 0 ? 1 / sigma : Infinity; // long ÷ short
  const right = Math.min(frame.x + frame.w, c0.x + k * CORNER);
  const hypotenuseEnd = point(right, t0.y + (right - c0.x) / k);
  s.line('triangle-leader', point(0, -short / 2 + 8), point(0, frame.y));
  s.points.push(point(frame.x, frame.y), point(frame.x + frame.w, frame.y + frame.h));
  // Cut off at the frame's edge: filled, but only the triangle's own sides are stroked, and all
  // of it clipped to the frame, whose border is drawn over it.
  const first = s.parts.length;
  s.shape('triangle-fill', [c0, point(right, c0.y), hypotenuseEnd, t0], { obstacle: false });
  s.shape('triangle-side', [point(right, c0.y), c0, t0, hypotenuseEnd], { closed: false });
  s.shape('triangle-mark', [point(c0.x, c0.y - 12), point(c0.x + 12, c0.y - 12), point(c0.x + 12, c0.y)], { closed: false });
  const foot = point(c0.x + CORNER / (k + 1 / k), c0.y - CORNER / (1 + 1 / (k * k)));
  s.line('triangle-height', c0, foot);
  s.arc(t0, 18, Math.PI / 2, Math.atan2(1 / k, 1));
  const box = { x: round(frame.x), y: round(frame.y), width: round(frame.w), height: round(frame.h), rx: 10 };
  const clip = uid('triangle-corner');
  const enlarged = s.parts.splice(first);
  s.parts.push(
    svg('clipPath', { id: clip }, [svg('rect', box)]),
    svg('g', { class: 'triangle-enlarged', 'clip-path': `url(#${clip})` }, enlarged),
    svg('rect', { class: 'triangle-inset', ...box }),
  );
  const inner = { x: frame.x + 2, y: frame.y + 2, w: frame.w - 4, h: frame.h - 4 };
  s.label(text[shape.side], sideCandidates(c0, t0, point(-1, 0), [0.5, 0.3, 0.7]), { frame: inner });
  s.label(text[shape.atTop], [{ anchor: t0, dir: point(0, -1) }, { anchor: t0, dir: point(1, -1) }], { frame: inner, gaps: [5, 10] });
  s.label(text.h, [0.5, 0.35, 0.65].map((t) => ({ anchor: along(c0, foot, t), dir: point(1, 1 / k) })), { frame: inner });
  const zoom = CORNER / short;
  const caption = Number.isFinite(zoom) ? `corner enlarged ×${formatShort(zoom, 2)}` : 'corner enlarged';
  const captionWidth = textWidth(caption, CAPTION_SIZE) + 6;
  s.label(caption, [
    { anchor: point(frame.x + frame.w - 8 - captionWidth / 2, c0.y), dir: point(0, 1) },
    { anchor: point(frame.x + frame.w - 8 - captionWidth / 2, frame.y + 2), dir: point(0, 1) },
  ], { size: CAPTION_SIZE, cls: 'triangle-caption', frame: inner, gaps: [3, 6] });
}

function describe(result, thin) {
  const text = labelsOf(result);
  return `Right triangle drawn to scale: legs ${text.a} and ${text.b}, hypotenuse ${text.c}, angles ${text.alpha} and ${text.beta}, ` +
    `height ${text.h} dashed from the right angle to the hypotenuse, the right angle marked` +
    (thin ? ', its corner also shown enlarged.' : '.');
}

/** Lays the drawing out for `width` px: the triangle as large as fits with its labels around it. */
function render(result, width) {
  const shape = orientation(result);
  const maxHeight = clamp(innerHeight * 0.45, 120, 320);
  const most = Math.min(width - 8, 600, shape.ratio > 0 ? maxHeight / shape.ratio : Infinity);
  const thin = shape.ratio * most < THIN;
  // The longest long leg whose drawing, labels and all, fits the width (labels keep their size);
  // if none does, the one that overflows least (the drawing then scales down a little).
  const largest = (tucked) => {
    const fitting = (long) => {
      const s = scene(result, shape, long, width, thin, tucked);
      // A label without a free place counts as overflowing by far.
      return { s, long, over: s.bounds().w + 8 - width + (s.crowded ? 1e6 : 0) };
    };
    let best = fitting(most);
    if (best.over <= 0.5) return best;
    let lo = Math.min(most, 60), hi = most, fit = null;
    for (let step = 0; step < 10; step++) {
      const attempt = fitting((lo + hi) / 2);
      if (attempt.over <= 0.5) { fit = attempt; lo = attempt.long; } else hi = attempt.long;
      if (attempt.over < best.over) best = attempt;
    }
    return fit ?? best;
  };
  const beside = largest(false);
  let best = beside;
  if (beside.over > 0.5 || beside.long < most) {
    const tucked = largest(true);
    if (tucked.over < beside.over - 0.5 || (tucked.over <= 0.5 && tucked.long > beside.long * 1.1)) best = tucked;
  }
  const s = best.s;
  const b = s.bounds();
  const w = Math.max(b.w + 8, width);
  const box = [b.x - (w - b.w) / 2, b.y - 4, w, b.h + 8].map(round);
  return svg('svg', {
    class: 'triangle-figure', viewBox: box.join(' '), width: box[2], height: box[3],
    role: 'img', 'aria-label': describe(result, s.thin),
  }, s.parts);
}

/** The drawing, redrawn whenever its box changes width (rotation, split view, resize). */
export function drawingView(result) {
  // Redrawing for a new width is not news: the live region around it stays quiet about it.
  const element = el('div', { class: 'triangle-figure-box', 'aria-live': 'off' });
  let drawn = 0;
  const observer = new ResizeObserver(() => {
    const width = Math.floor(element.clientWidth);
    if (width < 60 || width === drawn) return;
    drawn = width;
    element.replaceChildren(render(result, width));
  });
  observer.observe(element);
  return { element, dispose: () => observer.disconnect() };
}
