// Convert's controls, as iOS 18 draws them under the calculator's display: the category, the
// swap button (⇅) and two rows, each a unit and a value; the row the keys type into is lit.
// Upright the rows stack under the category and ⇅; on its side they take the display's place in
// one line. The pickers are the system's own lists (native selects), under a pill that
// shows the choice short ("ft") where the list shows it whole ("Feet (ft)").
import { el, icon } from '../../shell/dom.js';
import { CATEGORIES } from './units.js';

const CHEVRON = 'M7 10l5 5 5-5';
const SWAP = 'M8 20V4M4 8l4-4 4 4M16 4v16M12 16l4 4 4-4';
const ROW_NAMES = ['First', 'Second'];

/** A pill showing the choice over a native select named `label`; `onChange(value)`. */
function picker(label, className, onChange) {
  const select = el('select', { class: 'calc-convert-select', 'aria-label': label, onchange: () => onChange(select.value) });
  const face = el('span', { class: 'calc-convert-face', 'aria-hidden': 'true' });
  const element = el('span', { class: `calc-convert-picker ${className}` }, [face, icon(CHEVRON, 'icon calc-convert-chevron'), select]);
  return {
    element,
    select,
    /** Offers `options` [{value, text}] with `value` chosen, shown on the pill as `shown`. */
    set(options, value, shown) {
      const now = [...select.options].map((option) => `${option.value}\n${option.text}`).join('\n');
      if (now !== options.map((option) => `${option.value}\n${option.text}`).join('\n')) {
        select.replaceChildren(...options.map((option) => el('option', { value: option.value, text: option.text })));
      }
      select.value = value;
      face.textContent = shown;
    },
  };
}

/**
 * The controls: `onCategory(id)`, `onUnit(row, symbol)`, `onSwap()`, `onRow(row)` (a tap on the
 * row the keys do not type into: it becomes the one they do).
 */
export function converterView({ onCategory, onUnit, onSwap, onRow }) {
  const category = picker('Category', 'calc-convert-category', onCategory);
  category.set(CATEGORIES.map((c) => ({ value: c.id, text: c.name })), CATEGORIES[0].id, CATEGORIES[0].name);
  const swap = el('button', {
    type: 'button', class: 'calc-convert-swap', 'aria-label': 'Swap Units', title: 'Swap Units', onclick: () => onSwap(),
  }, [icon(SWAP)]);
  const rows = ROW_NAMES.map((name, row) => {
    const unit = picker(`${name} unit`, `calc-convert-unit calc-convert-unit-${row}`, (symbol) => onUnit(row, symbol));
    const text = el('span', { class: 'calc-convert-text', text: '0' });
    const value = el('button', {
      type: 'button', class: `calc-convert-value calc-convert-value-${row}`, 'aria-pressed': 'false',
      onclick: () => onRow(row),
    }, [text]);
    return { unit, value, text, name };
  });
  const status = el('p', { class: 'visually-hidden', role: 'status' });
  const element = el('div', { class: 'calc-convert', role: 'group', 'aria-label': 'Convert', hidden: true }, [
    category.element, swap, ...rows.flatMap(({ unit, value }) => [unit.element, value]), status]);

  /** Each value's digits shrink until they fit their row, as the display's do: never cut off. */
  function fit() {
    for (const { value, text } of rows) {
      text.style.removeProperty('font-size');
      const room = value.clientWidth - 4;
      const need = text.getBoundingClientRect().width;
      if (room > 0 && need > room) {
        const size = parseFloat(getComputedStyle(text).fontSize);
        text.style.setProperty('font-size', `${Math.floor(size * room / need * 0.98)}px`);
      }
    }
  }

  // A turn of the phone, Convert shown, a longer unit beside a value: each changes the room.
  const resized = new ResizeObserver(fit);
  for (const { value } of rows) resized.observe(value);

  return {
    element,
    /**
     * Shows `kind` (a category) with `units` [top, bottom] as symbols, `values` [top, bottom] as
     * the display writes them, `input` the row the keys type into, `problem` why the other row
     * has no value (or null).
     */
    show({ kind, units, values, input, problem }) {
      category.set(CATEGORIES.map((c) => ({ value: c.id, text: c.name })), kind.id, kind.name);
      rows.forEach(({ unit, value, text, name }, row) => {
        const options = kind.units.map((u) => ({ value: u.symbol, text: `${u.name} (${u.symbol})` }));
        unit.set(options, units[row], units[row]);
        text.textContent = values[row];
        value.classList.toggle('input', row === input);
        value.setAttribute('aria-pressed', String(row === input));
        const why = row !== input && problem ? problem : null;
        value.title = why ?? '';
        value.setAttribute('aria-label', `${name} value: ${why ?? `${values[row]} ${units[row]}`}${row === input ? ', typing here' : ', tap to type here'}`);
      });
      const [from, to] = input === 0 ? [0, 1] : [1, 0];
      status.textContent = `${values[from]} ${units[from]} is ${values[to]} ${units[to]}`;
      fit();
    },
    fit,
  };
}
