// The Tip screen's amounts: the tip, the total and each share of the core's last accepted answer,
// who pays the extra cent, and whether they are out of date (busy) while a newer answer is asked.
import { el } from '../../shell/dom.js';
import { valueRow } from '../../shell/form.js';
import { percent } from './format.js';

/** Who pays the extra cent (the core's `extraCents`: the first that many people), in words; null when none does. */
function extraCentSentence({ extraCents: high }) {
  if (high === 0) return null;
  return high === 1
    ? 'The first person pays 1 cent more so the shares add up to the total.'
    : `The first ${high} people pay 1 cent more each so the shares add up to the total.`;
}

function shareRows(result, money) {
  const { shares, extraCents: high } = result;
  const n = shares.length;
  if (n === 1) return [valueRow('Your share', money(shares[0]))];
  if (high === 0) return [valueRow(`Each of ${n} pays`, money(shares[0]))];
  const low = n - high;
  const each = (count, amount) => (count === 1 ? money(amount) : `${money(amount)} each`);
  return [
    valueRow(high === 1 ? 'First person' : `First ${high} people`, each(high, shares[0])),
    valueRow(low === 1 ? (n === 2 ? 'Second person' : 'Last person') : `Other ${low} people`, each(low, shares[n - 1])),
  ];
}

/** The Amounts group (`element`) and the status line below it (`status`), written with `money`. */
export class Amounts {
  constructor(money) {
    this.money = money;
    this.shown = null;
    this.results = el('div', { class: 'cells' });
    this.sentence = el('p', { class: 'group-footer tip-extra-cent' });
    this.element = el('section', { class: 'group tip-results', 'aria-live': 'polite', 'aria-atomic': 'true' }, [
      el('h2', { class: 'group-header', text: 'Amounts' }), this.results, this.sentence,
    ]);
    this.status = el('p', { class: 'group-footer tip-status', role: 'status' });
  }

  /** Another currency picked: the amounts shown are written again in it. */
  setMoney(money) {
    this.money = money;
    if (this.shown) this.render(this.shown);
  }

  render(result) {
    this.shown = result;
    const total = valueRow('Total', this.money(result.total));
    total.classList.add('tip-total');
    this.results.replaceChildren(
      valueRow(`Tip (${percent(result.tipPercent)})`, this.money(result.tip)),
      total,
      ...shareRows(result, this.money),
    );
    const extra = extraCentSentence(result);
    this.sentence.textContent = extra ?? '';
    this.sentence.hidden = !extra;
  }

  /** Before the first answer: dashes. */
  pending() {
    this.results.replaceChildren(...['Tip', 'Total', 'Your share'].map((label) => valueRow(label, '—')));
    this.sentence.hidden = true;
  }

  /** The amounts shown answer older inputs (a question is on its way or about to be asked). */
  busy(on) {
    if (on) this.element.setAttribute('aria-busy', 'true');
    else this.element.removeAttribute('aria-busy');
  }
}
