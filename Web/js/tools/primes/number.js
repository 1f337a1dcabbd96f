// Primes, one number: its factors and whether it is prime ("Factor", or Enter), the next prime
// above it and the previous below (their buttons), for numbers up to 2^128 − 1, kept as decimal
// strings. Factors the core's direct answer cannot reach in its curves run as a job with
// progress and Cancel, as the n-th prime does.
import { el } from '../../shell/dom.js';
import { field, group, progressPanel, resultRegion, solveForm, valueRow } from '../../shell/form.js';
import { solve } from '../../shell/api.js';
import { grouped } from '../../shell/locale.js';
import { progressTracker, solveOrJob } from './common.js';

const SUPERSCRIPT = { 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

/** "2³ × 3 × 5²": the factors, lowest first and repeated, as powers. */
export function powers(factors) {
  const terms = [];
  for (const prime of factors) {
    const last = terms[terms.length - 1];
    if (last?.prime === prime) last.exponent += 1;
    else terms.push({ prime, exponent: 1 });
  }
  return terms.map(({ prime, exponent }) =>
    grouped(prime) + (exponent > 1 ? [...String(exponent)].map((digit) => SUPERSCRIPT[digit]).join('') : '')).join(' × ');
}

/**
 * A value row for a long grouped number (up to 39 digits): it wraps only after a group's comma
 * (`wbr`), never inside a group, as the row's width allows.
 */
function numberRow(label, text, id) {
  const row = valueRow(label, '', { id });
  const groups = String(text).split(/(?<=,)/);
  row.querySelector('.cell-value').replaceChildren(...groups.flatMap((group, i) => (i ? [el('wbr'), group] : [group])));
  return row;
}

/** What the answer says of the number: prime, neither (0 and 1), or its factors. */
function factorRows(answer) {
  const { number, factors } = answer;
  if (factors.length === 0) return [valueRow('Factors', 'None', { id: 'primes-number-factors' }), valueRow('Prime', 'No')];
  const prime = factors.length === 1;
  return [numberRow('Factors', prime ? grouped(number) : powers(factors), 'primes-number-factors'),
    valueRow('Prime', prime ? 'Yes' : 'No', { id: 'primes-number-prime' })];
}

export function numberForm(ctx) {
  const n = field({ label: 'Number', name: 'n', placeholder: 'e.g. 1001', inputmode: 'numeric' });
  n.row.append(el('button', { type: 'submit', class: 'text-button divided primes-find', text: 'Factor' }));
  n.row.classList.add('primes-nth-row');
  const result = resultRegion('primes-number-result');
  const fields = ['n', 'next', 'prev'].reduce((all, name) => ({ ...all, [name]: { input: n.input, label: 'Number' } }), {});
  let controller = null;
  // The number in a row of its own, not the header: 39 digits grouped wrap there.
  const show = (number, rows) => {
    result.replaceChildren(group({}, [numberRow('Number', number, 'primes-number-asked'), ...rows]));
    result.scrollIntoView({ block: 'nearest' });
  };

  /** Runs one question about the number, the last asked winning over any still under way. */
  async function ask(question) {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    try {
      await question(current.signal);
    } catch (error) {
      if (error?.name === 'AbortError') {
        if (controller === current) show(n.value(), [valueRow('Factors', 'Cancelled', { id: 'primes-number-factors' })]);
        return;
      }
      result.replaceChildren();
      await ctx.problem(error, fields);
    }
  }

  const factor = () => ask(async (signal) => {
    const answer = await solveOrJob('factor', { n: n.value() }, {
      signal,
      onJob: () => {
        const panel = progressPanel('Factoring…', () => controller?.abort());
        result.replaceChildren(panel.element);
        return { signal, onProgress: progressTracker(panel, 'Factoring…') };
      },
    });
    show(grouped(answer.number), factorRows(answer));
  });

  const neighbour = (key, label) => () => ask(async (signal) => {
    const answer = await solve('primes', { [key]: n.value() }, { signal });
    const none = key === 'next' ? 'None below 2¹²⁸' : 'None';
    show(grouped(answer[key]), [numberRow(label, answer.prime === null ? none : grouped(answer.prime), 'primes-neighbour')]);
  });
  const buttons = el('div', { class: 'cell primes-neighbours' }, [
    el('button', { type: 'button', class: 'text-button', text: 'Previous Prime', onclick: neighbour('prev', 'Previous prime') }),
    el('button', { type: 'button', class: 'text-button', text: 'Next Prime', onclick: neighbour('next', 'Next prime') }),
  ]);
  const number = group({
    header: 'A Number',
    footer: 'A whole number from 0 to 2¹²⁸ − 1: its prime factors, or the primes on either side of it.',
  }, [n.row, buttons]);
  return solveForm([number, result], factor);
}
