// Dice, the Sweep screen: a pool's chance of reaching a target with each modifier of a range
// added (1d20+0 … 1d20+10 against 15), or an opposed pool's chances of winning, tying and losing
// with each added to its first side, as a small bar chart over a table. Every chance is the
// core's answer (`dice` with `sweep`).
import { el } from '../../shell/dom.js';
import { group, resultRegion, valueRow } from '../../shell/form.js';
import { solve } from '../../shell/api.js';
import { grouped } from '../../shell/locale.js';
import { chance } from './numbers.js';

/** The sweep of `input` (`{pool, sweep, target?}`), as the core answers it (rejects with the input's problem). */
export function sweepOf(input, signal) {
  return solve('dice', input, { signal });
}

/** `carried.answer`: the sweep the input screen asked for (and checked) before pushing this one. */
export function sweepScreen(ctx, params, carried) {
  const input = { pool: params.pool ?? '', sweep: params.sweep ?? '' };
  if (params.target) input.target = params.target;
  const region = resultRegion('dice-sweep');
  const controller = new AbortController();
  const show = (answer) => region.replaceChildren(...sweepView(answer));
  if (carried?.answer) show(carried.answer);
  else {
    // A reload or a shared link: ask again; a bad link alerts and goes back.
    sweepOf(input, controller.signal).then(show, async (error) => {
      if (error?.name === 'AbortError') return;
      await ctx.problem(error);
      ctx.back();
    });
  }
  return { title: 'Sweep', body: el('div', { class: 'content dice-sweep-screen' }, [region]), dispose: () => controller.abort() };
}

/** +3, −2: a modifier as written after a pool. */
function signed(modifier) {
  return modifier < 0 ? `\u2212${grouped(-modifier)}` : `+${grouped(modifier)}`;
}

/** A chance as a share of the chart's height: one below the double range is 0 there. */
function height(value) {
  return typeof value === 'string' ? 0 : Number(value);
}

function sweepView(answer) {
  const rows = answer.sweep;
  const win = answer.target === null;
  const of = (row) => (win ? row.win : row.chance);
  const question = win ? 'Chance the first side wins' : `Chance of ${grouped(answer.target)} or more`;
  const first = rows[0], last = rows.at(-1);
  const chart = el('div', {
    class: 'dice-sweep-chart', role: 'img',
    'aria-label': `${question}: ${chance(of(first))} with ${signed(first.modifier)}, ${chance(of(last))} with ${signed(last.modifier)}`,
  }, rows.map((row) => {
    const bar = el('span', { class: 'dice-sweep-bar', title: `${signed(row.modifier)}: ${chance(of(row))}` });
    bar.style.setProperty('--share', String(height(of(row))));
    return bar;
  }));
  const axis = el('div', { class: 'dice-sweep-axis', 'aria-hidden': 'true' }, [
    el('span', { text: signed(first.modifier) }), el('span', { text: signed(last.modifier) }),
  ]);
  const columns = win ? ['Modifier', 'Win', 'Tie', 'Loss'] : ['Modifier', 'Chance'];
  const table = el('table', { class: 'dice-sweep-table' }, [
    el('thead', {}, [el('tr', {}, columns.map((name) => el('th', { scope: 'col', text: name })))]),
    el('tbody', {}, rows.map((row) => el('tr', {}, [
      el('th', { scope: 'row', text: signed(row.modifier) }),
      ...(win ? [row.win, row.tie, row.loss] : [row.chance]).map((value) => el('td', { text: chance(value) })),
    ]))),
  ]);
  return [
    group({}, [valueRow('Pool', answer.pool), valueRow(win ? 'Goal' : 'Target', win ? 'Win: a margin above 0' : `${grouped(answer.target)} or more`)]),
    el('section', { class: 'group' }, [
      el('h2', { class: 'group-header', text: question }),
      el('div', { class: 'cells' }, [el('div', { class: 'cell dice-sweep-chart-cell' }, [chart, axis])]),
      el('p', { class: 'group-footer', text: win ? 'Each modifier is added to the first side.' : 'Each modifier is added to the total.' }),
    ]),
    el('section', { class: 'group' }, [el('div', { class: 'cells dice-table-scroll' }, [table])]),
  ];
}
