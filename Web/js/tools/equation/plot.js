// Equation, the graph: the parabola the core samples over a window that shows its roots and
// vertex (`quadratic/curve`), with round ticks, the roots and the vertex marked and labelled.
import { solve } from '../../shell/api.js';
import { el, svg } from '../../shell/dom.js';
import { formatNumber, formatShort, minus } from '../../shell/format.js';
import { PAIR } from '../../shell/locale.js';

/** The core's round ticks [{value, label}] over min…max, about `count` of them. */
async function ticks(min, max, count) {
  return (await solve('plot/ticks', { from: min, to: max, spacing: (max - min) / count })).ticks;
}

/**
 * The graph, drawn once the core has sampled the curve, at its box's own pixel width (so its
 * labels keep their CSS size, 12 px and more, on a phone as on a desktop) and redrawn when that
 * width changes.
 */
export function plotView(result, input) {
  const element = el('div', { class: 'plot-box', 'aria-live': 'off' });
  let curve = null;
  let drawn = 0;
  const fail = (error) => element.replaceChildren(el('p', { class: 'note', text: `The graph could not be drawn: ${error.rule ?? error.message}` }));
  const draw = async (width) => {
    drawn = width;
    if (!curve) return;
    const drawing = await plot(result, curve, input, width);
    if (drawn === width) element.replaceChildren(drawing); // not overtaken by a newer width
  };
  const observer = new ResizeObserver(() => {
    const width = Math.floor(element.clientWidth);
    if (width >= 160 && width !== drawn) draw(width).catch(fail);
  });
  solve('quadratic/curve', { a: input.a, b: input.b, c: input.c }).then((answer) => {
    curve = answer;
    observer.observe(element);
    return draw(Math.floor(element.clientWidth) >= 160 ? Math.floor(element.clientWidth) : 600);
  }).catch(fail);
  return { element, dispose: () => observer.disconnect() };
}

const TICK_SIZE = 12; // px, as .plot .tick says

async function plot(result, curve, input, W) {
  const [a, b, c] = ['a', 'b', 'c'].map((k) => Number(input[k].replace('−', '-')));
  const numbers = [a, b, c, result.discriminant, result.vertex?.x, result.vertex?.y, result.yIntercept,
    ...result.roots.flatMap((r) => [r.re, r.im])].filter((v) => v !== null && v !== undefined);
  if (curve.from === null || !numbers.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    return el('p', { class: 'note', text: 'These values are beyond what can be drawn on a graph.' });
  }
  const { from: x0, to: x1, points } = curve;
  const ys = points.map(([, y]) => y);
  let y0 = Math.min(0, ...ys);
  let y1 = Math.max(0, ...ys);
  if (y1 - y0 < 1e-300) { y0 -= 1; y1 += 1; }
  const H = Math.round(Math.min(380, Math.max(240, W * 0.62)));
  const R = 16, T = 16, B = 32;
  // A margin above and below the curve; on the side of the vertex's label (below the lowest
  // point of a parabola that opens up) room for that label, clear of the x-axis labels.
  const labelled = result.vertex && a !== 0 && result.kind !== 'double';
  const room = Math.min(0.3, 30 / (H - T - B));
  const low = labelled && a > 0 ? room : 0.075, high = labelled && a < 0 ? room : 0.075;
  const range = (y1 - y0) / (1 - low - high);
  y0 -= low * range; y1 += high * range;
  if (!ys.length || ![x0, x1, y0, y1].every(Number.isFinite) || x1 - x0 <= 0) {
    return el('p', { class: 'note', text: 'These values are beyond what can be drawn on a graph.' });
  }
  // Room at the left for the longest y label (about 0.6 em a character).
  const yTicks = await ticks(y0, y1, Math.max(3, Math.min(6, Math.floor((H - T - B) / 48))));
  const yLabels = yTicks.map((t) => formatNumber(t.label));
  const L = Math.max(28, ...yLabels.map((label) => label.length * TICK_SIZE * 0.62 + 10));
  const sx = (x) => L + ((x - x0) / (x1 - x0)) * (W - L - R);
  const sy = (y) => T + ((y1 - y) / (y1 - y0)) * (H - T - B);
  const parts = [];
  for (const { value, label } of await ticks(x0, x1, Math.max(2, Math.min(6, Math.floor((W - L - R) / 64))))) {
    parts.push(svg('line', { class: 'grid', x1: sx(value), x2: sx(value), y1: T, y2: H - B }));
    parts.push(svg('text', { class: 'tick', x: sx(value), y: H - B + 18, 'text-anchor': 'middle', text: formatNumber(label) }));
  }
  yTicks.forEach(({ value }, i) => {
    parts.push(svg('line', { class: 'grid', x1: L, x2: W - R, y1: sy(value), y2: sy(value) }));
    parts.push(svg('text', { class: 'tick', x: L - 6, y: sy(value) + 4, 'text-anchor': 'end', text: yLabels[i] }));
  });
  parts.push(svg('line', { class: 'axis', x1: L, x2: W - R, y1: sy(0), y2: sy(0) }));
  if (x0 <= 0 && 0 <= x1) parts.push(svg('line', { class: 'axis', x1: sx(0), x2: sx(0), y1: T, y2: H - B }));
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${sx(x).toFixed(2)} ${sy(Math.max(y0 - (y1 - y0), Math.min(y1 + (y1 - y0), y))).toFixed(2)}`).join('');
  parts.push(svg('path', { class: 'curve', d }));
  const marks = [];
  result.roots.filter((r) => r.im === 0).forEach((r, i, real) => {
    const x = Number(r.re);
    marks.push([x, 0, real.length > 1 ? `x${'₁₂'[i]} = ${formatShort(x)}` : `x = ${formatShort(x)}`, 'root']);
  });
  if (result.vertex && a !== 0 && result.kind !== 'double') {
    marks.push([Number(result.vertex.x), Number(result.vertex.y), `vertex (${formatShort(Number(result.vertex.x))}${PAIR}${formatShort(Number(result.vertex.y))})`, 'vertex']);
  } else if (result.kind === 'double') {
    marks[0][2] = `x = ${formatShort(Number(result.roots[0].re))} (vertex)`;
  }
  marks.forEach(([x, y, label, kind], i) => {
    const px = sx(x), py = sy(y);
    const above = kind === 'vertex' ? a < 0 : (i % 2 === 0) === (a >= 0);
    const anchor = px < W * 0.25 ? 'start' : px > W * 0.75 ? 'end' : 'middle';
    const ly = above ? py - 12 : py + 22;
    parts.push(svg('circle', { class: `mark ${kind}`, cx: px, cy: py, r: 5 }));
    parts.push(svg('text', { class: `mark-label ${kind}`, x: px, y: ly, 'text-anchor': anchor, text: label }));
  });
  const equation = result.equation.replace(/ = 0$/, '');
  const description = `Graph of y = ${equation} for x from ${formatShort(x0)} to ${formatShort(x1)}` +
    (marks.length ? `, marking ${marks.map((m) => m[2]).join(', ')}` : '');
  return svg('svg', { class: 'plot', viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img', 'aria-label': minus(description) }, parts);
}
