// Second-degree equations (seed 000, tab 1): a, b, c → "Solve" → roots, discriminant, vertex
// and the parabola drawn with its roots and vertex marked. The input screen is here, the Solution
// in solution.js and its graph in plot.js: Equation is the tool a first visit opens, and each
// module more costs that visit some 700 bytes of response headers.
import { field, group, solveButton, solveForm } from '../../shell/form.js';
import { solve } from '../../shell/api.js';
import { localized } from '../../shell/locale.js';
import { solutionScreen } from './solution.js';

function inputScreen(ctx) {
  const fields = {
    a: field({ label: 'a', name: 'a', placeholder: 'e.g. 1', signed: true }),
    b: field({ label: 'b', name: 'b', placeholder: 'e.g. −3', signed: true }),
    c: field({ label: 'c', name: 'c', placeholder: 'e.g. 2', signed: true }),
  };
  const form = solveForm([
    group({ header: 'ax² + bx + c = 0', footer: localized('Decimals like 0.5 or 2.5e-3; ± changes the sign; a may be 0 (then the equation is linear).') },
      Object.values(fields).map((f) => f.row)),
  ], async () => {
    const input = Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.value()]));
    try {
      const result = await solve('quadratic', input);
      ctx.push('solution', input, result);
    } catch (error) {
      await ctx.problem(error, labelled(fields));
    }
  });
  return {
    title: 'Equation',
    actions: [solveButton(form)],
    body: form,
    fill(params) {
      for (const [name, f] of Object.entries(fields)) if (params[name] !== undefined) f.set(params[name]);
    },
  };
}

function labelled(fields) {
  return Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, { input: f.input, label: name }]));
}

export default {
  root: inputScreen,
  screens: { solution: solutionScreen },
};
