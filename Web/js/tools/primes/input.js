// Primes, the input screen: From / To and what to find (primes, or twins up to sextuplets) →
// "Solve" (in the bar), which counts directly or hands a long count to the next screen as a job; n → "Find" (at the end of n's row) for the n-th
// prime, found directly or as a job with progress and Cancel; and a number's factors and the
// primes around it (number.js). The bounds' limits are the core's.
import { el } from '../../shell/dom.js';
import { field, group, menuRow, progressPanel, resultRegion, solveButton, solveForm, valueRow } from '../../shell/form.js';
import { solve } from '../../shell/api.js';
import { coreLimits } from '../../shell/limits.js';
import { TUPLETS, needsJob, progressTracker, relabel, solveOrJob } from './common.js';
import { grouped } from '../../shell/locale.js';
import { numberForm } from './number.js';

const FINDS = [['1', 'Primes'], ...Object.entries(TUPLETS)];

export function inputScreen(ctx) {
  const from = field({ label: 'From', name: 'lo', placeholder: 'e.g. 1', inputmode: 'numeric' });
  const to = field({ label: 'To', name: 'hi', placeholder: 'e.g. 100', inputmode: 'numeric' });
  const fields = { lo: { input: from.input, label: 'From' }, hi: { input: to.input, label: 'To' } };
  const status = el('p', { class: 'note primes-busy', role: 'status' });
  const find = menuRow({ label: 'Find', name: 'tuplets', choices: FINDS, value: '1' });
  const range = group({ header: 'Range', footer: ' ' }, [from.row, to.row, find.row]);
  coreLimits().then(({ primes }) => {
    range.querySelector('.group-footer').textContent =
      `Whole numbers from 0 to ${grouped(primes.maximum)} (2⁶⁴ − 1), both included; 1e9 or 1_000_000 work too. ` +
      'Twins are primes 2 apart; triplets to sextuplets the closest groups of 3 to 6. ' +
      'Long counts run in the background with progress and Cancel.';
  }, (error) => ctx.problem(error));
  const form = solveForm([
    range,
    status,
  ], async () => {
    const k = find.select.value;
    const input = { lo: from.value(), hi: to.value(), ...(k === '1' ? {} : { tuplets: Number(k) }) };
    const screen = k === '1' ? 'list' : 'tuplets';
    const params = (lo, hi) => (k === '1' ? { lo, hi } : { lo, hi, k });
    const slow = setTimeout(() => { status.textContent = 'Counting…'; }, 400);
    try {
      const result = await solve('primes', { ...input, count: true });
      ctx.push(screen, params(result.lo, result.hi), { count: result.count });
    } catch (error) {
      // Too long to answer directly means the input is valid: the next screen counts it as a job.
      if (needsJob(error)) ctx.push(screen, params(input.lo, input.hi), { job: true });
      else await ctx.problem(relabel(error), fields);
    } finally {
      clearTimeout(slow);
      status.textContent = '';
    }
  });
  return {
    title: 'Primes',
    actions: [solveButton(form)],
    body: el('div', { class: 'primes-input' }, [form, nthForm(ctx), numberForm(ctx)]),
    fill(params) {
      if (params.lo !== undefined) from.set(params.lo);
      if (params.hi !== undefined) to.set(params.hi);
      if (TUPLETS[params.k]) find.select.value = String(params.k);
    },
  };
}

/** "Find" the n-th prime: a result row, or a job's progress with Cancel while it is found. */
function nthForm(ctx) {
  const n = field({ label: 'n', name: 'nth', placeholder: 'e.g. 1000', inputmode: 'numeric' });
  // Find beside n, as the list's Go beside its field: in view with the field it acts on.
  n.row.append(el('button', { type: 'submit', class: 'text-button divided primes-find', text: 'Find' }));
  n.row.classList.add('primes-nth-row');
  const result = resultRegion('primes-nth-result');
  const ordinal = group({
    header: 'The n-th Prime',
    footer: `n from 1 to ${grouped('425656284035217743')}, every prime below 2⁶⁴; the first prime is 2. ` +
      'Large n run in the background with progress and Cancel.',
  }, [n.row]);
  let controller = null;
  // n in the header and the prime alone in its row, kept on one line (up to 26 characters).
  const show = (header, value) => {
    result.replaceChildren(group({ header }, [valueRow('Prime', value, { id: 'primes-nth-value' })]));
    result.scrollIntoView({ block: 'nearest' });
  };
  return solveForm([ordinal, result], async () => {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const input = { nth: n.value() };
    try {
      const answer = await solveOrJob('primes', input, {
        signal: current.signal,
        onJob: () => {
          const panel = progressPanel('Finding the prime…', () => current.abort());
          result.replaceChildren(panel.element);
          result.scrollIntoView({ block: 'nearest' });
          return { signal: current.signal, onProgress: progressTracker(panel, 'Finding the prime…') };
        },
      });
      show(`Prime number ${grouped(answer.nth)}`, grouped(answer.prime));
    } catch (error) {
      if (error?.name === 'AbortError') {
        if (controller === current) show(`Prime number ${input.nth}`, 'Cancelled');
        return;
      }
      result.replaceChildren();
      await ctx.problem(error, { nth: { input: n.input, label: 'n' } });
    }
  });
}
