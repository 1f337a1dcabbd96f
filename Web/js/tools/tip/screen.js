// The Tip screen and its talk with the core. Every change asks the API again (debounced); only
// the answer to the inputs as they are now is shown: a change makes every answer still on its way
// out of date (an answer for party 1 arriving after + made it 2 is dropped), and the amounts are
// marked busy until the new one. While the user types, a bill the API refuses is only marked;
// when they are done (Enter, or leaving the field) it gets an alert and the field goes back to the
// last bill that was accepted. What was accepted (bill as typed, tip, party) and a currency the
// user picked are kept in localStorage ("reckon.tip"); the URL stays /tip, which the shell owns.
import { el } from '../../shell/dom.js';
import { field, group, menuRow } from '../../shell/form.js';
import { solve } from '../../shell/api.js';
import { coreLimits } from '../../shell/limits.js';
import { readStored, store } from '../../shell/storage.js';
import { localized } from '../../shell/locale.js';
import { Amounts } from './amounts.js';
import { currencyChoices, localeCurrency, moneyFormatter, people, percent } from './format.js';
import { stepper, stepperLimits } from './stepper.js';

const STORAGE_KEY = 'reckon.tip';
const DEBOUNCE_MS = 150;

function loadState() {
  // tip and party are checked against the core's limits once they are read.
  const state = { bill: '', tip: null, party: null, currency: null };
  const saved = readStored(STORAGE_KEY, null); // a damaged setting: start afresh
  if (saved && typeof saved === 'object') {
    if (typeof saved.bill === 'string' && saved.bill.length <= 40) state.bill = saved.bill;
    if (Number.isInteger(saved.tip)) state.tip = saved.tip;
    if (Number.isInteger(saved.party)) state.party = saved.party;
    if (typeof saved.currency === 'string' && /^[A-Z]{3}$/.test(saved.currency)) state.currency = saved.currency;
  }
  return state;
}

/** The Currency row, `currency` chosen; `onPick` gets the code of another one picked. */
function currencyRow(currency, onPick) {
  const choices = currencyChoices(currency).map(([code, name]) => [code, `${name} (${code})`]);
  return menuRow({ label: 'Currency', name: 'currency', choices, value: currency, onPick }).row;
}

export function tipScreen(ctx) {
  return { title: 'Tip', body: new TipScreen(ctx).body };
}

/** The screen's inputs, what the API last accepted, and the questions on their way. */
class TipScreen {
  constructor(ctx) {
    this.ctx = ctx;
    this.saved = loadState();
    /** What the API last accepted: these inputs and its answer are what the labels show. */
    this.accepted = { bill: this.saved.bill, tip: this.saved.tip, party: this.saved.party };
    this.currency = this.saved.currency ?? localeCurrency();
    // Moves on with every change and every question: an answer is shown only if it has not since.
    this.sequence = 0;
    this.timer = null;
    this.checking = null; // the bill text being checked or alerted about, so blur + Enter alert once

    this.bill = field({
      label: 'Bill', name: 'bill', value: this.saved.bill, placeholder: '0.00', inputmode: 'decimal',
      hint: localized('Like 78.52, at most 2 decimals; empty is 0.00.'),
    });
    this.bill.input.setAttribute('enterkeyhint', 'done');
    this.bill.input.setAttribute('maxlength', '40');
    this.billFields = { bill: { input: this.bill.input, label: 'Bill' } };
    // A step asks the core at once (it answers in the browser): no pause to wait for.
    const stepped = () => { this.sequence += 1; this.amounts.busy(true); this.ask(); };
    this.tip = stepper({ label: 'Tip', noun: 'tip', format: percent, onChange: stepped });
    this.party = stepper({ label: 'Party', noun: 'party size', format: people, onChange: stepped });
    const currency = currencyRow(this.currency, (code) => {
      this.currency = code;
      this.save();
      this.amounts.setMoney(moneyFormatter(code));
    });
    this.amounts = new Amounts(moneyFormatter(this.currency));
    this.listen();
    this.body = this.layout(currency);
    this.amounts.pending();
    this.amounts.busy(true);
    this.start();
  }

  layout(currency) {
    const billGroup = group({ header: 'What is the bill?' }, [this.bill.row]);
    billGroup.append(this.bill.hint);
    return el('div', { class: 'content tip' }, [
      el('div', { class: 'split-layout' }, [
        el('div', { class: 'tip-inputs' }, [
          billGroup,
          group({ header: 'Tip and party' }, [this.tip.row, this.party.row]),
        ]),
        el('div', { class: 'tip-outputs' }, [this.amounts.element, this.amounts.status, group({}, [currency])]),
      ]),
    ]);
  }

  /** Storage full or disabled: the screen still works. */
  save() {
    store(STORAGE_KEY, { ...this.accepted, currency: this.currency === localeCurrency() ? null : this.currency });
  }

  /** The core's bounds for the steppers, then the first answer. */
  start() {
    const { saved } = this;
    coreLimits().then((limits) => {
      const bounds = stepperLimits(limits);
      this.tip.limit(bounds.tip, saved.tip);
      this.party.limit(bounds.party, saved.party);
      this.accepted = { ...this.accepted, tip: this.tip.value, party: this.party.value };
      return this.ask();
    }).then(({ error }) => {
      // A remembered bill the API no longer takes (an edited setting): start from an empty bill.
      if (error?.field === 'bill' && this.bill.input.value === saved.bill) {
        this.bill.input.value = '';
        this.accepted.bill = '';
        this.markBill(true);
        this.ask();
      }
    }, (error) => this.ctx.problem(error));
  }

  listen() {
    const { input } = this.bill;
    input.addEventListener('input', () => this.changed());
    input.addEventListener('change', () => this.commit());
    input.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' || event.isComposing) return;
      event.preventDefault();
      this.commit().then((taken) => {
        // As the seed's Return key does: a phone's keyboard goes away once the bill is accepted.
        if (taken && document.activeElement === input && matchMedia('(pointer: coarse)').matches) input.blur();
      });
    });
  }

  /**
   * Asks the API about the field's text and the steppers' values. The answer is shown only if
   * nothing changed and no newer question was asked meanwhile; accepted answers are remembered.
   * Resolves to {text, result} or {text, error}.
   */
  async ask() {
    clearTimeout(this.timer);
    this.timer = null;
    const mine = ++this.sequence;
    const text = this.bill.input.value;
    const input = { bill: text.trim() === '' ? '0' : this.bill.value(), tip: this.tip.value, party: this.party.value };
    try {
      const result = await solve('tip', input);
      if (mine === this.sequence) {
        this.accepted = { bill: text, tip: input.tip, party: input.party };
        this.save();
        this.markBill(true);
        this.amounts.status.textContent = '';
        this.amounts.render(result);
        this.amounts.busy(false);
      }
      return { text, result };
    } catch (error) {
      if (mine === this.sequence) {
        // The amounts stay those of the last accepted inputs; the field says what is wrong.
        this.amounts.busy(false);
        if (error.field === 'bill') this.markBill(false);
        else if (error.field === 'core') this.amounts.status.textContent = 'The calculator core stopped working; the amounts above are the last ones it gave. Reload to try again.';
      }
      return { text, error };
    }
  }

  markBill(valid) {
    if (valid) this.bill.input.removeAttribute('aria-invalid');
    else this.bill.input.setAttribute('aria-invalid', 'true');
  }

  /** Something changed: what is on its way answers the old inputs; ask again once the user pauses. */
  changed() {
    this.sequence += 1;
    this.amounts.busy(true);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.ask(), DEBOUNCE_MS);
  }

  /**
   * The user is done with the bill (Enter or leaving the field): accept it or say why not.
   * Resolves to true when the bill was accepted.
   */
  async commit() {
    const { input } = this.bill;
    const text = input.value;
    if (this.checking === text) return false;
    this.checking = text;
    try {
      const { error } = await this.ask();
      if (!error) return true;
      if (input.value !== text) return false;
      await this.ctx.problem(error, this.billFields);
      if (error.field === 'bill') {
        // The invalid bill is not accepted: back to the last one that was, whose amounts show.
        input.value = this.accepted.bill;
        this.markBill(true);
        if (document.activeElement === input) input.select();
        this.ask();
      }
      return false;
    } finally {
      this.checking = null;
    }
  }
}
