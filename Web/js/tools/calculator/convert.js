// Convert (iOS 18's switch in the mode key's menu): the calculator's value in one unit and in
// another, following what is typed. The row the keys type into shows the display; the other row
// shows the value converted, and a tap on it makes it the one typed into: the display takes its
// value (entered whole, as a pasted number is) and the first row now shows the conversion back.
//
// The conversion is the core's: its `eval` of "VALUE FROM to TO" (temperatures with their
// offsets, fuel economy's inverse: docs/units.md), written as the display writes a number by the
// core's calculator (`calc` with `num:`, nine significant digits). Nothing is computed here.
// Whether Convert is on, the category, the units and the row typed into are kept in this browser
// ("reckon.calculator.convert").
import { solve } from '../../shell/api.js';
import { minus } from '../../shell/format.js';
import { localized } from '../../shell/locale.js';
import { readStored, store } from '../../shell/storage.js';
import { converterView } from './convert-view.js';
import { categoryOf, hasUnit, spellingOf } from './units.js';

const STORAGE_KEY = 'reckon.calculator.convert';
const NUMERAL = /^-?\d+(\.\d*)?(e[+-]?\d+)?$/i;
const NO_VALUE = '—';

/**
 * The settings kept (each part checked: a damaged one is the category's own pair, the top row
 * typed into) and the changes the pickers make to them.
 */
function settings() {
  const saved = readStored(STORAGE_KEY, null);
  const kind = categoryOf(saved?.category);
  const units = saved?.units;
  const fits = Array.isArray(units) && units.length === 2 && units[0] !== units[1] && units.every((u) => hasUnit(kind, u));
  return {
    on: saved?.on === true,
    kind,
    units: fits ? [...units] : [...kind.pair],
    input: saved?.input === 1 ? 1 : 0,
    // Storage off or full: the settings hold for this visit.
    save() { store(STORAGE_KEY, { on: this.on, category: this.kind.id, units: this.units, input: this.input }); },
    category(id) {
      this.kind = categoryOf(id);
      this.units = [...this.kind.pair];
    },
    /** The other row's unit chosen for `row`: the two change places, as the iPhone's pickers do. */
    unit(row, symbol) {
      if (this.units[1 - row] === symbol) this.units.reverse();
      else this.units[row] = symbol;
    },
  };
}

/** `value` (a numeral) in `from` as `to`: the core's value, and the core's display of it. */
async function conversion(value, from, to) {
  const exact = String((await solve('eval', { expression: `${value} ${from} to ${to}` })).value);
  const written = await solve('calc', { keys: `num:${exact}` });
  return { exact, shown: localized(minus(written.display)) };
}

/**
 * The number the calculator's `answer` shows, as a numeral the core wrote, in full where the
 * answer has it (a result's value; a number typed or entered whole), else the display's digits
 * (a value on its way, as "5 × 3 ×" shows 15); null for Error.
 */
export function valueOf(answer) {
  if (answer.error) return null;
  if (answer.completed?.value) return answer.completed.value;
  if (typeof answer.graph === 'string' && NUMERAL.test(answer.graph)) return answer.graph;
  const digits = answer.display.replaceAll(',', '');
  return NUMERAL.test(digits) ? digits : null;
}

/**
 * Convert, driven by the screen: `press(token)` sends a key (a tap on the other row enters its
 * value), `say(text)` shows a problem under the display, `onToggle()` after Convert is turned on
 * or off (the keys make room for the rows).
 */
export function calculatorConverter({ press, say, onToggle }) {
  const state = settings();
  let answer = null; // the calculator's latest answer
  let converted = null; // the other row's value as the core's numeral, once it has answered
  const values = ['0', '0'];
  let problem = null; // why the other row has no value (the core's words), or null
  let ticket = 0; // the latest conversion asked for: earlier answers are dropped
  const changed = (change) => (...args) => {
    change(...args);
    state.save();
    convert();
  };
  const view = converterView({
    onCategory: changed((id) => state.category(id)),
    onUnit: changed((row, symbol) => state.unit(row, symbol)),
    onSwap: changed(() => state.units.reverse()),
    onRow: (row) => use(row),
  });
  view.element.hidden = !state.on;
  const render = () => view.show({ kind: state.kind, units: state.units, values, input: state.input, problem });

  async function convert() {
    if (!state.on || !answer) return;
    const mine = ++ticket;
    const input = state.input;
    const other = 1 - input;
    const value = valueOf(answer);
    values[input] = localized(minus(answer.display));
    converted = null;
    problem = null;
    if (value === null) values[other] = NO_VALUE;
    render();
    if (value === null) return;
    let result = { exact: null, shown: NO_VALUE };
    try {
      result = await conversion(value, spellingOf(state.kind, state.units[input]), spellingOf(state.kind, state.units[other]));
    } catch (error) {
      if (mine !== ticket) return;
      problem = `Convert: ${error.rule ?? error.message}`;
      say(problem); // under the display upright; on its side, on the row (the display's place)
    }
    if (mine !== ticket) return;
    converted = result.exact;
    values[other] = result.shown;
    render();
  }

  /** The keys type into `row` from now on, which starts from the value it shows. */
  function use(row) {
    if (row === state.input) return;
    state.input = row;
    state.save();
    if (converted !== null) press(`num:${converted}`);
    else convert();
  }

  return {
    element: view.element,
    get on() { return state.on; },
    toggle() {
      state.on = !state.on;
      view.element.hidden = !state.on;
      state.save();
      onToggle();
      convert();
    },
    /** The calculator's answer: the row typed into shows it, the other its conversion. */
    update(latest) {
      answer = latest;
      convert();
    },
  };
}
