// Triangle, the Solution: all eight values, the given ones marked, beside the drawing.
import { el } from '../../shell/dom.js';
import { group, numberValue, resultRegion } from '../../shell/form.js';
import { formatDigits, formatNumber, readingDigits } from '../../shell/format.js';
import { solve } from '../../shell/api.js';
import { QUANTITIES, listed, nameOf, withUnit } from './quantities.js';
import { explain } from './input.js';
import { drawingView } from './drawing.js';

export function solutionScreen(ctx, params, carried) {
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
