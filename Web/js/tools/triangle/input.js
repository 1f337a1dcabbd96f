// Triangle, the input screen: any two of the eight values beside a key to their names → "Solve".
import { svg } from '../../shell/dom.js';
import { field, group, solveButton, solveForm } from '../../shell/form.js';
import { InputProblem, solve } from '../../shell/api.js';
import { QUANTITIES, listed, nameOf } from './quantities.js';
import { arcPath } from './geometry.js';

export function inputScreen(ctx) {
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
export function explain(ctx, error, input, fields) {
  if (!(error instanceof InputProblem)) return ctx.problem(error);
  const given = Object.keys(input);
  const inputOf = (key) => fields?.[key]?.input;
  const firstEmpty = QUANTITIES.map((q) => inputOf(q.key)).find((box) => box && !box.value.trim());
  if (error.code === 'too-few-values' && error.field === 'triangle') {
    return ctx.alert({
      title: 'Fill in two values',
      message: 'Nothing is filled in. Fill in any two of the eight values, for example Leg a and Leg b.',
      focus: firstEmpty,
    });
  }
  if (error.code === 'too-few-values') {
    return ctx.alert({
      title: 'Fill in one more value',
      message: `Only ${nameOf(error.field)} is filled in. Fill in one more of the eight values.`,
      focus: firstEmpty,
    });
  }
  if (error.code === 'too-many-values') {
    return ctx.alert({
      title: 'Fill in only two values',
      message: `${given.length} values are filled in (${listed(given.map(nameOf))}). Clear all but two of them.`,
      focus: inputOf(error.field),
    });
  }
  const rule = error.rule.replace(/\balpha\b/g, 'α').replace(/\bbeta\b/g, 'β');
  const labels = Object.fromEntries(QUANTITIES.map((q) => [q.key, { input: inputOf(q.key), label: q.name }]));
  return ctx.problem(new InputProblem(error.field, rule, error.code), labels);
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
