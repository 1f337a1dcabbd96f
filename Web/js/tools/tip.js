// Tip calculator (seed 004): one live screen, no Solve button. The bill field, − / + steppers for
// the tip (0–40 % by 5) and the party (1–10), and labels for the tip, the total and each share.
// The money is worked out by the core's `tip` (POST /api/tip's answer) in whole cents, which also
// decides who pays the extra cent; this screen only formats it in the browser's locale and
// currency.
//
// Every change asks the API again (debounced); only the answer to the inputs as they are now is
// shown: a change makes every answer still on its way out of date (an answer for party 1 arriving
// after + made it 2 is dropped), and the amounts are marked busy until the new one. While the user
// types, a bill the API refuses is only marked; when they are done (Enter, or leaving the field)
// it gets an alert and the field goes back to the last bill that was accepted. What was accepted
// (bill as typed, tip, party) and a currency the user picked are kept in localStorage
// ("reckon.tip"); the URL stays /tip, which the shell owns.
import { el, icon, svg, uid } from '../shell/dom.js';
import { field, group, valueRow } from '../shell/form.js';
import { solve } from '../shell/api.js';
import { coreLimits } from '../shell/limits.js';
import { readStored, store } from '../shell/storage.js';
import { LOCALE, localized } from '../shell/locale.js';

const STORAGE_KEY = 'reckon.tip';
const DEBOUNCE_MS = 150;

// ---- locale and currency --------------------------------------------------------------------

/** The currency most people in a region pay with; anything not listed falls back to USD. */
const EURO = 'AT BE BG CY DE EE ES FI FR GR HR IE IT LT LU LV MC MT NL PT SI SK SM VA AD ME XK';
const CURRENCY_BY_REGION = {
  ...Object.fromEntries(EURO.split(' ').map((region) => [region, 'EUR'])),
  US: 'USD', PR: 'USD', EC: 'USD', SV: 'USD', PA: 'USD', GB: 'GBP', IE: 'EUR', CA: 'CAD', AU: 'AUD',
  NZ: 'NZD', JP: 'JPY', CN: 'CNY', HK: 'HKD', TW: 'TWD', KR: 'KRW', IN: 'INR', SG: 'SGD', MY: 'MYR',
  TH: 'THB', ID: 'IDR', PH: 'PHP', VN: 'VND', CH: 'CHF', LI: 'CHF', SE: 'SEK', NO: 'NOK', DK: 'DKK',
  IS: 'ISK', PL: 'PLN', CZ: 'CZK', HU: 'HUF', RO: 'RON', UA: 'UAH', TR: 'TRY', IL: 'ILS', AE: 'AED',
  SA: 'SAR', EG: 'EGP', ZA: 'ZAR', NG: 'NGN', KE: 'KES', MX: 'MXN', BR: 'BRL', AR: 'ARS', CL: 'CLP',
  CO: 'COP', PE: 'PEN', UY: 'UYU',
};

/** The region of the browser's language ("de" → DE via likely subtags), its currency, else USD. */
function localeCurrency() {
  try {
    const region = new Intl.Locale(LOCALE).maximize().region;
    return CURRENCY_BY_REGION[region] ?? 'USD';
  } catch {
    return 'USD';
  }
}

function currencyName(code) {
  try {
    return new Intl.DisplayNames([LOCALE], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Money from the API is a decimal string in hundredths ("49.08"). Every currency is shown with
 * two decimals so the cent the API hands out is visible (and the shares add up) even where the
 * currency is usually written without them. Intl formats the string as an exact decimal.
 */
function moneyFormatter(currency) {
  const format = new Intl.NumberFormat(LOCALE, {
    style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2,
  });
  return (amount) => format.format(amount);
}

const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });
const percent = (tip) => percentFormat.format(tip / 100);
const people = (n) => `${n} ${n === 1 ? 'person' : 'people'}`;

// ---- remembered state -----------------------------------------------------------------------

function inRange(value, { min, max, step }) {
  return Number.isInteger(value) && value >= min && value <= max && (value - min) % step === 0;
}

/** The steppers' bounds and first values: the core's (`limits`). */
function stepperLimits({ tip }) {
  return {
    tip: { min: tip.minimumPercent, max: tip.maximumPercent, step: tip.percentStep, initial: tip.defaultPercent },
    party: { min: tip.minimumParty, max: tip.maximumParty, step: 1, initial: tip.defaultParty },
  };
}

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

/** Storage full or disabled: the screen still works. */
function saveState(state) {
  store(STORAGE_KEY, state);
}

// ---- pieces ---------------------------------------------------------------------------------

/**
 * A UIStepper row: the label, the value, and − / + (44 px). At a bound the button is marked
 * aria-disabled rather than disabled, so keyboard focus stays on it.
 */
function stepper({ label, noun, format, onChange }) {
  let limits = { min: 0, max: 0, step: 0 }; // until the core's are read: both buttons at a bound
  const valueId = uid('stepper-value');
  const output = el('output', { class: 'cell-value tip-stepper-value', id: valueId, 'aria-live': 'polite' });
  const button = (sign, by, name) => el('button', {
    type: 'button', class: 'step-button tip-step', 'aria-label': `${name} ${noun}`, 'aria-describedby': valueId,
    onclick: () => {
      if (!limits.step) return;
      const next = current + by * limits.step;
      if (next < limits.min || next > limits.max) return;
      set(next);
      onChange(next);
    },
  }, [svg('svg', { class: 'icon', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' },
    [svg('path', { d: sign })])]);
  const minus = button('M6 12h12', -1, 'Decrease');
  const plus = button('M6 12h12M12 6v12', 1, 'Increase');
  let current;
  const set = (value) => {
    current = value;
    output.textContent = format(value);
    minus.setAttribute('aria-disabled', String(value <= limits.min));
    plus.setAttribute('aria-disabled', String(value >= limits.max));
  };
  const row = el('div', { class: 'cell tip-stepper-row', role: 'group', 'aria-label': label }, [
    el('span', { class: 'cell-label', text: label, 'aria-hidden': 'true' }),
    output,
    el('div', { class: 'tip-stepper' }, [minus, plus]),
  ]);
  return {
    row,
    set,
    get value() { return current; },
    /** Takes the core's bounds and a first value: `wanted` if within them, else their initial one. */
    limit(bounds, wanted) {
      limits = bounds;
      set(inRange(wanted, bounds) ? wanted : bounds.initial);
    },
  };
}

/**
 * A `select` drawn as iOS's pop-up button: the choice in grey at the row's end, then the up and
 * down chevrons; the same in every engine (WebKit drew a grey native button), light and dark.
 */
function menu(select) {
  select.classList.add('menu-select');
  return el('span', { class: 'menu' }, [select, icon('M8 9.5l4-4 4 4M8 14.5l4 4 4-4', 'icon menu-chevrons')]);
}

/** Who pays the extra cent, in words; null when every share is the same. */
function extraCentSentence(shares) {
  const high = shares.filter((share) => share === shares[0]).length;
  if (high === shares.length) return null;
  return high === 1
    ? 'The first person pays 1 cent more so the shares add up to the total.'
    : `The first ${high} people pay 1 cent more each so the shares add up to the total.`;
}

function shareRows(result, money) {
  const { shares } = result;
  const n = shares.length;
  if (n === 1) return [valueRow('Your share', money(shares[0]))];
  const high = shares.filter((share) => share === shares[0]).length;
  if (high === n) return [valueRow(`Each of ${n} pays`, money(shares[0]))];
  const low = n - high;
  const each = (count, amount) => (count === 1 ? money(amount) : `${money(amount)} each`);
  return [
    valueRow(high === 1 ? 'First person' : `First ${high} people`, each(high, shares[0])),
    valueRow(low === 1 ? (n === 2 ? 'Second person' : 'Last person') : `Other ${low} people`, each(low, shares[n - 1])),
  ];
}

// ---- the screen -----------------------------------------------------------------------------

function tipScreen(ctx) {
  const saved = loadState();
  /** What the API last accepted: these inputs and its answer are what the labels show. */
  let accepted = { bill: saved.bill, tip: saved.tip, party: saved.party };
  let shown = null;
  let currency = saved.currency ?? localeCurrency();
  let money = moneyFormatter(currency);

  const bill = field({
    label: 'Bill', name: 'bill', value: saved.bill, placeholder: '0.00', inputmode: 'decimal',
    hint: localized('Like 78.52, at most 2 decimals; empty is 0.00.'),
  });
  bill.input.setAttribute('enterkeyhint', 'done');
  bill.input.setAttribute('maxlength', '40');
  const billFields = { bill: { input: bill.input, label: 'Bill' } };

  // A step asks the core at once (it answers in the browser): no pause to wait for.
  const tip = stepper({ label: 'Tip', noun: 'tip', format: percent, onChange: () => { sequence += 1; busy(true); ask(); } });
  const party = stepper({ label: 'Party', noun: 'party size', format: people, onChange: () => { sequence += 1; busy(true); ask(); } });

  const currencySelect = el('select', { id: uid('currency'), name: 'currency' });
  const codes = [...new Set([currency, localeCurrency(), ...Object.values(CURRENCY_BY_REGION)])]
    .map((code) => [code, currencyName(code)])
    .sort((a, b) => a[1].localeCompare(b[1], LOCALE));
  currencySelect.append(...codes.map(([code, name]) => el('option', { value: code, text: `${name} (${code})` })));
  currencySelect.value = currency;
  currencySelect.addEventListener('change', () => {
    currency = currencySelect.value;
    money = moneyFormatter(currency);
    saveState({ ...accepted, currency: currency === localeCurrency() ? null : currency });
    if (shown) render(shown);
  });

  const results = el('div', { class: 'cells' });
  const sentence = el('p', { class: 'group-footer tip-extra-cent' });
  const resultGroup = el('section', { class: 'group tip-results', 'aria-live': 'polite', 'aria-atomic': 'true' }, [
    el('h2', { class: 'group-header', text: 'Amounts' }), results, sentence,
  ]);
  const status = el('p', { class: 'group-footer tip-status', role: 'status' });

  function render(result) {
    shown = result;
    const total = valueRow('Total', money(result.total));
    total.classList.add('tip-total');
    results.replaceChildren(
      valueRow(`Tip (${percent(result.tipPercent)})`, money(result.tip)),
      total,
      ...shareRows(result, money),
    );
    const extra = extraCentSentence(result.shares);
    sentence.textContent = extra ?? '';
    sentence.hidden = !extra;
  }

  function renderPending() {
    results.replaceChildren(...['Tip', 'Total', 'Your share'].map((label) => valueRow(label, '—')));
    sentence.hidden = true;
  }

  // ---- talking to the API ---------------------------------------------------------------------

  // Moves on with every change and every question: an answer is shown only if it has not since.
  let sequence = 0;
  let timer = null;

  /** The amounts shown answer older inputs (a question is on its way or about to be asked). */
  function busy(on) {
    if (on) resultGroup.setAttribute('aria-busy', 'true');
    else resultGroup.removeAttribute('aria-busy');
  }

  /**
   * Asks the API about the field's text and the steppers' values. The answer is shown only if
   * nothing changed and no newer question was asked meanwhile; accepted answers are remembered. Resolves to
   * {text, result} or {text, error}.
   */
  async function ask() {
    clearTimeout(timer);
    timer = null;
    const mine = ++sequence;
    const text = bill.input.value;
    const input = { bill: text.trim() === '' ? '0' : bill.value(), tip: tip.value, party: party.value };
    try {
      const result = await solve('tip', input);
      if (mine === sequence) {
        accepted = { bill: text, tip: input.tip, party: input.party };
        saveState({ ...accepted, currency: currency === localeCurrency() ? null : currency });
        markBill(true);
        status.textContent = '';
        render(result);
        busy(false);
      }
      return { text, result };
    } catch (error) {
      if (mine === sequence) {
        // The amounts stay those of the last accepted inputs; the field says what is wrong.
        busy(false);
        if (error.field === 'bill') markBill(false);
        else if (error.field === 'core') status.textContent = 'The calculator core stopped working; the amounts above are the last ones it gave. Reload to try again.';
      }
      return { text, error };
    }
  }

  function markBill(valid) {
    if (valid) bill.input.removeAttribute('aria-invalid');
    else bill.input.setAttribute('aria-invalid', 'true');
  }

  /** Something changed: what is on its way answers the old inputs; ask again once the user pauses. */
  function changed() {
    sequence += 1;
    busy(true);
    clearTimeout(timer);
    timer = setTimeout(ask, DEBOUNCE_MS);
  }

  let checking = null; // the bill text being checked or alerted about, so blur + Enter alert once

  /**
   * The user is done with the bill (Enter or leaving the field): accept it or say why not.
   * Resolves to true when the bill was accepted.
   */
  async function commit() {
    const text = bill.input.value;
    if (checking === text) return false;
    checking = text;
    try {
      const { error } = await ask();
      if (!error) return true;
      if (bill.input.value !== text) return false;
      if (error.field === 'bill') {
        await ctx.problem(error, billFields);
        // The invalid bill is not accepted: back to the last one that was, whose amounts show.
        bill.input.value = accepted.bill;
        markBill(true);
        if (document.activeElement === bill.input) bill.input.select();
        ask();
      } else {
        await ctx.problem(error, billFields);
      }
      return false;
    } finally {
      checking = null;
    }
  }

  bill.input.addEventListener('input', changed);
  bill.input.addEventListener('change', commit);
  bill.input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    commit().then((taken) => {
      // As the seed's Return key does: a phone's keyboard goes away once the bill is accepted.
      if (taken && document.activeElement === bill.input && matchMedia('(pointer: coarse)').matches) bill.input.blur();
    });
  });

  const currencyRow = el('div', { class: 'cell field' }, [
    el('label', { for: currencySelect.id, class: 'cell-label', text: 'Currency' }), menu(currencySelect),
  ]);

  const billGroup = group({ header: 'What is the bill?' }, [bill.row]);
  billGroup.append(bill.hint);

  const body = el('div', { class: 'content tip' }, [
    el('div', { class: 'split-layout' }, [
      el('div', { class: 'tip-inputs' }, [
        billGroup,
        group({ header: 'Tip and party' }, [tip.row, party.row]),
      ]),
      el('div', { class: 'tip-outputs' }, [resultGroup, status, group({}, [currencyRow])]),
    ]),
  ]);

  renderPending();
  busy(true);
  coreLimits().then((limits) => {
    const bounds = stepperLimits(limits);
    tip.limit(bounds.tip, saved.tip);
    party.limit(bounds.party, saved.party);
    accepted = { ...accepted, tip: tip.value, party: party.value };
    return ask();
  }).then(({ error }) => {
    // A remembered bill the API no longer takes (an edited setting): start from an empty bill.
    if (error?.field === 'bill' && bill.input.value === saved.bill) {
      bill.input.value = '';
      accepted.bill = '';
      markBill(true);
      ask();
    }
  }, (error) => ctx.problem(error));

  return { title: 'Tip', body };
}

export default {
  root: tipScreen,
};
