// Equation, the Solution: the roots, discriminant, vertex and y-intercept in words and numbers,
// beside the graph.
import { el } from '../../shell/dom.js';
import { group, resultRegion, valueRow } from '../../shell/form.js';
import { formatDigits, formatNumber, readingDigits } from '../../shell/format.js';
import { solve } from '../../shell/api.js';
import { localized, PAIR } from '../../shell/locale.js';
import { plotView } from './plot.js';

const HEADLINES = {
  'two-real': 'Two real roots',
  double: 'One double root',
  complex: 'Two complex roots',
  linear: 'Linear: one root',
  none: 'No solution',
  'all-x': 'Every x is a solution',
};

function explanation(result, format) {
  const d = format(result.discriminant ?? 0);
  switch (result.kind) {
    case 'two-real': return `The discriminant b² − 4ac = ${d} is positive, so the parabola crosses the x-axis twice.`;
    case 'double': return 'The discriminant is 0, so the parabola touches the x-axis at its vertex.';
    case 'complex': return `The discriminant b² − 4ac = ${d} is negative: the parabola never meets the x-axis, so there is no real root. The two roots are complex conjugates, x = p ± qi with i² = −1.`;
    case 'linear': return 'With a = 0 the equation is bx + c = 0, a straight line with one root.';
    case 'none': return `With a = 0 and b = 0 the equation says ${localized(result.equation)}, which no x makes true.`;
    default: return 'With a, b and c all 0 the equation says 0 = 0, true for every x.';
  }
}

/** A root in `format` (a number → text): re, or re ± im·i. */
function rootText(root, format = formatNumber) {
  if (root.im === 0) return format(root.re);
  const sign = String(root.im).startsWith('-') ? '−' : '+';
  const im = format(root.im).replace(/^−/, '');
  return `${format(root.re)} ${sign} ${im}i`;
}

/**
 * Numbers for reading: 10 significant digits, or more where 10 would show two different roots
 * as one, up to all 17 (the full value is a tap away). 0.1100000000000001 reads 0.11.
 */
function readable(result) {
  const roots = result.roots.map((root) => rootText(root, String));
  const clear = (digits) => roots.length < 2 || roots[0] === roots[1]
    || rootText(result.roots[0], (v) => formatDigits(v, digits)) !== rootText(result.roots[1], (v) => formatDigits(v, digits));
  const digits = readingDigits(clear);
  return (value) => formatDigits(value, digits);
}

export function solutionScreen(ctx, params, carried) {
  const region = resultRegion('content wide equation-solution');
  let graph = null;
  const show = (result) => {
    graph = plotView(result, params);
    region.replaceChildren(...solutionView(result, graph.element));
  };
  if (carried) show(carried);
  else {
    region.append(el('p', { class: 'note', text: 'Solving…' }));
    solve('quadratic', params).then(show, async (error) => {
      await ctx.problem(error);
      ctx.back();
    });
  }
  return { title: 'Solution', body: region, dispose: () => graph?.dispose() };
}

function solutionView(result, graph) {
  const rounded = readable(result);
  const number = (label, format) => valueRow(label, format(rounded), { full: format(formatNumber) });
  const rows = [valueRow('Equation', localized(result.equation))];
  rows.push(valueRow('Exact', localized(result.exact ?? '—')));
  result.roots.forEach((root, index) => {
    rows.push(number(result.roots.length > 1 ? `x${'₁₂'[index]}` : 'x', (format) => rootText(root, format)));
  });
  if (result.discriminant !== null) rows.push(number('Discriminant', (format) => format(result.discriminant)));
  if (result.vertex) rows.push(number('Vertex', (format) => `(${format(result.vertex.x)}${PAIR}${format(result.vertex.y)})`));
  rows.push(number('y-intercept', (format) => format(result.yIntercept)));
  return [
    el('p', { class: 'equation-headline', text: HEADLINES[result.kind] }),
    el('div', { class: 'equation-layout' }, [
      group({ footer: explanation(result, rounded) }, rows),
      group({ header: 'Graph', className: 'equation-graph' }, [graph]),
    ]),
  ];
}
