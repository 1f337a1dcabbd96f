// Right triangles (seed 000, tab 2): any two of the eight values → "Solve" → all eight values
// and the triangle drawn to scale, with its sides, angles, the right-angle mark and the height h.
// A triangle too thin to show its right angle (1 × 1000) gets an enlarged view of that corner.
import { el, svg, uid } from '../shell/dom.js';
import { field, group, numberValue, resultRegion, solveButton, solveForm } from '../shell/form.js';
import { formatDigits, formatNumber, formatShort, readingDigits } from '../shell/format.js';
import { InputProblem, solve } from '../shell/api.js';

/** The eight values in the API's order: its key, the field's label, the name alerts use. */
const QUANTITIES = [
  { key: 'a', label: 'Leg a', name: 'Leg a', symbol: 'a' },
  { key: 'b', label: 'Leg b', name: 'Leg b', symbol: 'b' },
  { key: 'c', label: 'Hypotenuse c', name: 'Hypotenuse c', symbol: 'c' },
  { key: 'alpha', label: 'Angle α (°)', name: 'Angle α', symbol: 'α', degrees: true, placeholder: '0 to 90' },
  { key: 'beta', label: 'Angle β (°)', name: 'Angle β', symbol: 'β', degrees: true, placeholder: '0 to 90' },
  { key: 'area', label: 'Area', name: 'Area' },
  { key: 'perimeter', label: 'Perimeter', name: 'Perimeter' },
  { key: 'h', label: 'Height h', name: 'Height h', symbol: 'h' },
];
const BY_KEY = Object.fromEntries(QUANTITIES.map((q) => [q.key, q]));
const nameOf = (key) => BY_KEY[key]?.name ?? key;

function listed(names) {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// ---- the input screen -------------------------------------------------------------------------

function inputScreen(ctx) {
  const fields = Object.fromEntries(QUANTITIES.map((q) => [q.key, field({
    label: q.label, name: q.key, placeholder: q.placeholder ?? '',
  })]));
  const form = solveForm([
    group({ className: 'triangle-key' }, [diagram()]),
    group({
      header: 'Right triangle',
      className: 'triangle-fields',
      footer: 'Fill in any two. Every pair works except the two angles, which fix the shape but not the size. ' +
        'Height h is the altitude from the right angle to the hypotenuse.',
    }, QUANTITIES.map((q) => fields[q.key].row)),
  ], async () => {
    const input = {};
    for (const q of QUANTITIES) {
      const value = fields[q.key].value();
      if (value) input[q.key] = value;
    }
    try {
      const result = await solve('triangle', input);
      ctx.push('solution', input, result);
    } catch (error) {
      await explain(ctx, error, input, fields);
    }
  });
  form.classList.add('triangle-form');
  return {
    title: 'Triangle',
    actions: [solveButton(form)],
    body: form,
    fill(params) {
      for (const q of QUANTITIES) fields[q.key].set(params[q.key] ?? '');
    },
  };
}

/**
 * Turns the API's refusal into an alert in the field's own words. How many values were filled in
 * is said with the labels the user sees; any other rule goes through the shell's standard alert.
 */
function explain(ctx, error, input, fields) {
  if (!(error instanceof InputProblem)) return ctx.problem(error);
  const given = Object.keys(input);
  const inputOf = (key) => fields?.[key]?.input;
  const firstEmpty = QUANTITIES.map((q) => inputOf(q.key)).find((box) => box && !box.value.trim());
  if (error.field === 'triangle') {
    return ctx.alert({
      title: 'Fill in two values',
      message: 'Nothing is filled in. Fill in any two of the eight values, for example Leg a and Leg b.',
      focus: firstEmpty,
    });
  }
  if (error.rule.startsWith('give one more value')) {
    return ctx.alert({
      title: 'Fill in one more value',
      message: `Only ${nameOf(error.field)} is filled in. Fill in one more of the eight values.`,
      focus: firstEmpty,
    });
  }
  if (error.rule.startsWith('give exactly two values')) {
    return ctx.alert({
      title: 'Fill in only two values',
      message: `${given.length} values are filled in (${listed(given.map(nameOf))}). Clear all but two of them.`,
      focus: inputOf(error.field),
    });
  }
  const rule = error.rule.replace(/\balpha\b/g, 'α').replace(/\bbeta\b/g, 'β');
  const labels = Object.fromEntries(QUANTITIES.map((q) => [q.key, { input: inputOf(q.key), label: q.name }]));
  return ctx.problem(new InputProblem(error.field, rule), labels);
}

/** The key to the names: a fixed right triangle with a, b, c, α, β, h and the right angle marked. */
function diagram() {
  // C = (50, 120) the right angle, B = (50, 20), A = (230, 120); F, the foot of h, on AB.
  const part = (tag, cls, attrs) => svg(tag, { class: cls, ...attrs });
  const text = (x, y, value, anchor = 'middle') => part('text', 'triangle-key-name', { x, y, 'text-anchor': anchor, text: value });
  return svg('svg', {
    class: 'triangle-key-figure', viewBox: '0 0 260 146', role: 'img',
    'aria-label': 'Legs a and b meet at the right angle, c is the hypotenuse, angle α is opposite a and angle β opposite b, ' +
      'and the height h runs from the right angle to the hypotenuse.',
  }, [
    part('path', 'triangle-shape', { d: 'M50 120H230L50 20Z' }),
    part('path', 'triangle-mark', { d: 'M50 109H61V120' }),
    part('path', 'triangle-arc', { d: arcPath({ x: 230, y: 120 }, 24, Math.PI, Math.PI + Math.atan2(100, 180)) }),
    part('path', 'triangle-arc', { d: arcPath({ x: 50, y: 20 }, 20, Math.PI / 2, Math.atan2(100, 180)) }),
    part('line', 'triangle-height', { x1: 50, y1: 120, x2: 92.45, y2: 43.6 }),
    text(38, 76, 'a', 'end'),
    text(140, 140, 'b'),
    text(148, 60, 'c'),
    text(194, 114, 'α'),
    text(61, 52, 'β'),
    text(82, 96, 'h'),
  ]);
}

// ---- the result screen ------------------------------------------------------------------------

function solutionScreen(ctx, params, carried) {
  const region = resultRegion('content wide triangle-solution');
  let figure = null;
  const show = (result) => {
    figure = drawingView(result);
    region.replaceChildren(...solutionView(result, figure.element));
  };
  if (carried) show(carried);
  else {
    region.append(el('p', { class: 'note', text: 'Solving…' }));
    solve('triangle', params).then(show, async (error) => {
      await explain(ctx, error, params);
      ctx.back();
    });
  }
  return { title: 'Solution', body: region, dispose: () => figure?.dispose() };
}

/** A degree sign after "× 10⁻⁵" would read as one more superscript: a thin space keeps it apart. */
function withUnit(q, text) {
  if (!q.degrees) return text;
  return text.includes('×') ? `${text}\u202f°` : `${text}°`;
}

/**
 * The table's values to 10 significant digits, or more where 10 would show a falsehood (the
 * hypotenuse as long as a leg, h as long as a leg, an angle of 0° or 90°), up to all 17.
 */
function tableTexts(result) {
  const related = { a: ['c', 'h'], b: ['c', 'h'], c: ['a', 'b'], h: ['a', 'b'] };
  const texts = {};
  for (const q of QUANTITIES) {
    const value = result[q.key];
    const others = (related[q.key] ?? []).map((key) => result[key]).filter((other) => Number(other) !== Number(value));
    const clear = (digits) => {
      const text = formatDigits(value, digits);
      return !(q.degrees && ['0', '90'].includes(text)) && !others.some((other) => formatDigits(other, digits) === text);
    };
    const digits = readingDigits(clear);
    texts[q.key] = withUnit(q, formatDigits(value, digits));
  }
  return texts;
}

function solutionView(result, figure) {
  const given = new Set(result.given);
  const texts = tableTexts(result);
  const rows = QUANTITIES.map((q) => {
    const value = texts[q.key];
    const full = withUnit(q, formatNumber(result[q.key]));
    return el('div', { class: 'cell value-row' }, [
      el('span', { class: 'cell-label' }, [
        q.degrees ? q.name : q.label,
        given.has(q.key) ? [' ', el('span', { class: 'triangle-given', text: 'given' })] : null,
      ]),
      // Rounded to 10 digits, the full value a tap away. Long values (more digits, × 10ⁿ) go
      // down to 15 px to stay on one line.
      numberValue(value, full, { className: value.length > 14 ? 'cell-value triangle-long' : 'cell-value' }),
    ]);
  });
  const mirror = result.mirrorImageFits
    ? `${listed(result.given.map(nameOf))} do not say which leg is a: this is the triangle with a ≤ b, ` +
      'and its mirror image, with a and b (and α and β) swapped, fits them just as well.'
    : null;
  return [
    el('div', { class: 'triangle-layout' }, [
      group({ header: 'All eight values', footer: mirror, className: 'triangle-values' }, rows),
      group({ header: 'Drawn to scale', footer: 'The dashed line is the height h.', className: 'triangle-drawing' }, [figure]),
    ]),
  ];
}

// ---- the drawing ------------------------------------------------------------------------------

const LABEL_SIZE = 14;
const CAPTION_SIZE = 12;
const THIN = 28; // px: a short leg below this (drawn at full width) gets the enlarged corner
const CORNER = 56; // px: the short leg in the enlarged corner
const GAPS = [5, 9, 14, 26, 40, 56, 76, 100, 130]; // px from the anchor; from 14 on with a leader line

const point = (x, y) => ({ x, y });
const along = (p, q, t) => point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t);
const unit = (d) => {
  const length = Math.hypot(d.x, d.y) || 1;
  return point(d.x / length, d.y / length);
};
const clamp = (value, lo, hi) => Math.min(hi, Math.max(lo, value));
const round = (value) => Math.round(value * 100) / 100;

/** The turn from angle `from` to angle `to` the short way, in (−π, π]. */
function turn(from, to) {
  let angle = to - from;
  while (angle > Math.PI) angle -= 2 * Math.PI;
  while (angle <= -Math.PI) angle += 2 * Math.PI;
  return angle;
}

/** SVG path data for a circular arc around `c` from angle `from` to `to` (radians, y down), the short way. */
function arcPath(c, r, from, to) {
  const start = point(c.x + r * Math.cos(from), c.y + r * Math.sin(from));
  const end = point(c.x + r * Math.cos(to), c.y + r * Math.sin(to));
  return `M${round(start.x)} ${round(start.y)}A${round(r)} ${round(r)} 0 0 ${turn(from, to) > 0 ? 1 : 0} ${round(end.x)} ${round(end.y)}`;
}

/** Points along the same arc, for keeping labels off it. */
function arcPoints(c, r, from, to, count = 8) {
  const angle = turn(from, to);
  return Array.from({ length: count + 1 }, (_, i) => {
    const at = from + (angle * i) / count;
    return point(c.x + r * Math.cos(at), c.y + r * Math.sin(at));
  });
}

/** Half the extent of a w × h box along the unit direction d. */
const support = (w, h, d) => (Math.abs(d.x) * w) / 2 + (Math.abs(d.y) * h) / 2;

function boxesMeet(p, q, gap) {
  return p.x < q.x + q.w + gap && q.x < p.x + p.w + gap && p.y < q.y + q.h + gap && q.y < p.y + p.h + gap;
}

/** Whether segment s crosses box b (Liang–Barsky clipping). */
function segmentMeetsBox(s, b) {
  let t0 = 0, t1 = 1;
  const dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
  const clip = (p, q) => {
    if (p === 0) return q >= 0;
    const r = q / p;
    if (p < 0) { if (r > t1) return false; if (r > t0) t0 = r; } else { if (r < t0) return false; if (r < t1) t1 = r; }
    return true;
  };
  return clip(-dx, s.a.x - b.x) && clip(dx, b.x + b.w - s.a.x) && clip(-dy, s.a.y - b.y) && clip(dy, b.y + b.h - s.a.y) && t0 <= t1;
}

const corners = (b) => [point(b.x, b.y), point(b.x + b.w, b.y), point(b.x, b.y + b.h), point(b.x + b.w, b.y + b.h)];

/** Whether p lies inside the triangle [p0, p1, p2] (either winding). */
function within(p, [p0, p1, p2]) {
  const side = (a, b) => (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  const s0 = side(p0, p1), s1 = side(p1, p2), s2 = side(p2, p0);
  return (s0 >= 0 && s1 >= 0 && s2 >= 0) || (s0 <= 0 && s1 <= 0 && s2 <= 0);
}

let measurer = null;
function textWidth(text, size) {
  measurer ??= el('canvas').getContext('2d');
  measurer.font = `600 ${size}px ${getComputedStyle(document.body).fontFamily}`;
  return measurer.measureText(text).width;
}

/**
 * A drawing in screen pixels: the lines (also obstacles for labels) and labels placed where
 * they neither overlap one another nor cross a line, with a leader line when pushed away.
 * `budget` is the width the whole drawing should keep within.
 */
class Scene {
  constructor(budget) {
    this.budget = budget;
    this.parts = [];
    this.segments = [];
    this.boxes = [];
    this.points = [];
    this.thin = false;
    this.crowded = 0; // labels that found no free place
  }

  shape(cls, points, { obstacle = true, closed = true } = {}) {
    const d = points.map((p, i) => `${i ? 'L' : 'M'}${round(p.x)} ${round(p.y)}`).join('') + (closed ? 'Z' : '');
    this.parts.push(svg('path', { class: cls, d }));
    this.points.push(...points);
    if (obstacle) {
      for (let i = 0; i + 1 < points.length + (closed ? 1 : 0); i++) this.segments.push({ a: points[i], b: points[(i + 1) % points.length] });
    }
  }

  line(cls, a, b) {
    this.parts.push(svg('line', { class: cls, x1: round(a.x), y1: round(a.y), x2: round(b.x), y2: round(b.y) }));
    this.points.push(a, b);
    this.segments.push({ a, b });
  }

  arc(c, r, from, to) {
    this.parts.push(svg('path', { class: 'triangle-arc', d: arcPath(c, r, from, to) }));
    const points = arcPoints(c, r, from, to);
    this.points.push(...points);
    for (let i = 0; i + 1 < points.length; i++) this.segments.push({ a: points[i], b: points[i + 1] });
  }

  /** An element that takes room (a marker): kept clear of labels. */
  block(element, box) {
    this.parts.push(element);
    this.boxes.push(box);
  }

  fits(box, tail, frame) {
    if (frame && (box.x < frame.x || box.y < frame.y || box.x + box.w > frame.x + frame.w || box.y + box.h > frame.y + frame.h)) return false;
    if (this.boxes.some((other) => boxesMeet(box, other, 2))) return false;
    if (this.segments.some((s) => segmentMeetsBox(s, box))) return false;
    return !tail || !this.boxes.some((other) => segmentMeetsBox(tail, other));
  }

  /**
   * Places `text` at the best spot that fits. Each candidate `{anchor, dir}` puts the label's box
   * `gap` px from its anchor along `dir`; the cost prefers near spots, earlier candidates, and
   * above all spots that keep the drawing within its budget of width.
   */
  label(text, candidates, { size = LABEL_SIZE, cls = 'triangle-label', frame, gaps = GAPS } = {}) {
    const w = textWidth(text, size) + 6;
    const h = Math.round(size * 1.3);
    const now = this.bounds();
    let chosen = null;
    gaps.forEach((gap) => candidates.forEach(({ anchor, dir, align = 0, inside }, index) => {
      const d = unit(dir);
      const reach = gap + support(w, h, d);
      // align −1 / 1: the box slid sideways to end / start near the anchor.
      const box = { x: anchor.x + d.x * reach - w / 2 + align * (w / 2 - 12), y: anchor.y + d.y * reach - h / 2, w, h };
      if (inside && !corners(box).every((p) => within(p, inside))) return;
      const end = point(clamp(anchor.x, box.x, box.x + w), clamp(anchor.y, box.y, box.y + h));
      const tail = gap >= 14 ? { a: point(anchor.x + d.x * 2, anchor.y + d.y * 2), b: end } : null;
      const wide = Math.max(now.x + now.w, box.x + w) - Math.min(now.x, box.x);
      const high = Math.max(now.y + now.h, box.y + h) - Math.min(now.y, box.y);
      const cost = gap + 3 * index + 4 * Math.max(0, wide - this.budget) + 0.3 * (high - now.h);
      if ((!chosen || cost < chosen.cost) && this.fits(box, tail, frame)) chosen = { box, tail, cost };
    }));
    if (!chosen) {
      this.crowded += 1;
      const { anchor, dir } = candidates[0];
      const d = unit(dir);
      const reach = gaps[0] + support(w, h, d);
      chosen = { box: { x: anchor.x + d.x * reach - w / 2, y: anchor.y + d.y * reach - h / 2, w, h }, tail: null };
    }
    const { box, tail } = chosen;
    if (tail) {
      this.parts.push(svg('line', { class: 'triangle-leader', x1: round(tail.a.x), y1: round(tail.a.y), x2: round(tail.b.x), y2: round(tail.b.y) }));
      this.segments.push(tail);
    }
    this.parts.push(svg('text', {
      class: cls, x: round(box.x + w / 2), y: round(box.y + h / 2), 'text-anchor': 'middle', 'dominant-baseline': 'central', text,
    }));
    this.boxes.push(box);
    return box;
  }

  bounds() {
    const xs = [...this.points.map((p) => p.x), ...this.boxes.flatMap((b) => [b.x, b.x + b.w])];
    const ys = [...this.points.map((p) => p.y), ...this.boxes.flatMap((b) => [b.y, b.y + b.h])];
    if (!xs.length) return { x: 0, y: 0, w: 0, h: 0 };
    const x = Math.min(...xs), y = Math.min(...ys);
    return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
  }
}

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

/**
 * The scene with the long leg `long` px, for a box `width` px wide; `thin`: the short leg is too
 * short to show the right angle, which is then shown enlarged; `tucked`: the bottom right angle's
 * label goes below its vertex rather than beside it.
 */
function scene(result, shape, long, width, thin, tucked) {
  const text = labelsOf(result);
  const s = new Scene(width - 8);
  const short = long * shape.ratio;
  const sigma = shape.ratio;
  const C = point(0, 0), E = point(long, 0), T = point(0, -short); // right angle, bottom right, top
  const outward = unit(point(short, -long)); // the hypotenuse's outer normal
  s.shape('triangle-shape', [C, E, T]);
  const sideCandidates = (p, q, dir, ts = [0.5, 0.35, 0.65]) => ts.map((t) => ({ anchor: along(p, q, t), dir }));
  // Beside the vertex, or (`tucked`, to leave the width to the triangle) below it.
  const beside = [{ anchor: E, dir: point(1, 0) }, { anchor: E, dir: point(1, 1) }, { anchor: E, dir: point(1, -1) }];
  const below = [{ anchor: E, dir: point(0, 1), align: -1 }, { anchor: E, dir: point(0, 1) }];
  const endAngle = tucked ? [...below, ...beside] : [...beside, ...below];

  if (!thin) {
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
    return s;
  }

  // Too thin to show the right angle: mark the corner and draw it enlarged below.
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
  return s;
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
function drawingView(result) {
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

export default {
  root: inputScreen,
  screens: { solution: solutionScreen },
};
