// The pieces every input and result screen is made of, in iOS's inset grouped style: groups of
// 44 px cells, labelled fields, pop-up menus, the Solve bar button, value rows and a progress panel for jobs.
import { el, icon, svg, uid } from './dom.js';
import { localized, readNumber } from './locale.js';

/**
 * An inset grouped section: an optional header, cells, an optional footer. The footer is the
 * hint of the fields above it: a screen reader reads it with each of them.
 */
export function group({ header, footer, className } = {}, cells = []) {
  const note = footer ? el('p', { id: uid('footer'), class: 'group-footer', text: footer }) : null;
  const section = el('section', { class: ['group', className].filter(Boolean).join(' ') }, [
    header ? el('h2', { class: 'group-header', text: header }) : null,
    el('div', { class: 'cells' }, cells),
    note,
  ]);
  if (note) for (const input of section.querySelectorAll('input, select, textarea')) describe(input, note);
  return section;
}

/** Adds `note` (an element with an id) to what a screen reader reads with `input`. */
export function describe(input, note) {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  if (!ids.includes(note.id)) input.setAttribute('aria-describedby', [...ids, note.id].join(' '));
}

/**
 * A labelled text field in a cell. `inputmode` picks the phone keyboard ("decimal", "numeric",
 * "text"); the value is read as text and checked by the API, never by the browser. A number
 * field (decimal or numeric) is read and written in the user's locale: `value()` gives the
 * text in the core's notation ("12,50" typed on a German phone is "12.50"), `set(text)` shows
 * the core's notation in the locale's (`value` is put in as it is: text the user typed before).
 * With `signed`, a ± key beside it changes the sign, which the iPhone's decimal pad has no key for.
 */
export function field({ label, name, value = '', placeholder = '', inputmode = 'decimal', hint, signed = false }) {
  const id = uid(`field-${name}`);
  const hintId = hint ? uid('hint') : undefined;
  const number = inputmode === 'decimal' || inputmode === 'numeric';
  const shown = (text) => (number ? localized(text) : text);
  const input = el('input', {
    id, name, value, placeholder: shown(placeholder), inputmode, type: 'text', autocomplete: 'off',
    autocapitalize: 'off', spellcheck: 'false', enterkeyhint: 'go', 'aria-describedby': hintId, class: 'cell-input',
  });
  const row = el('div', { class: 'cell field' }, [
    el('label', { for: id, class: 'cell-label', text: label }), input, signed ? signKey(input, label) : null,
  ]);
  return {
    row,
    input,
    hint: hint ? el('p', { id: hintId, class: 'group-footer', text: hint }) : null,
    value: () => (number ? readNumber(input.value, { whole: inputmode === 'numeric' }) : input.value.trim()),
    set(text) { input.value = shown(text); },
  };
}

/**
 * The ± key of a signed field: adds or removes the leading minus, the caret kept where it was
 * in the digits. Pressing it leaves the focus (and the phone's keypad) in the field.
 */
function signKey(input, label) {
  const key = el('button', {
    type: 'button', class: 'sign-key', text: '±', 'aria-label': `Change the sign of ${label}`, tabindex: '-1',
  });
  key.addEventListener('pointerdown', (event) => event.preventDefault()); // keep the field's focus
  key.addEventListener('click', () => {
    const text = input.value;
    const negative = /^\s*[-\u2212]/.test(text);
    const caret = input.selectionStart ?? text.length;
    input.value = negative ? text.replace(/^\s*[-\u2212]/, '') : `\u2212${text.trimStart()}`;
    const moved = Math.max(0, caret + input.value.length - text.length);
    if (document.activeElement === input) input.setSelectionRange(moved, moved);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return key;
}

/**
 * The button that validates `form` and pushes the result, where iOS puts a form's action (Done,
 * Save): a bar button at the right of the navigation bar, for the screen's `actions`. There it is
 * in view at every size and either way up, however long the form (Dice's was up to 580 px below
 * the fold). It submits the form from outside it (the `form` attribute): it is the form's default
 * button, so Enter in a field presses it too.
 */
export function solveButton(form, label = 'Solve') {
  form.id ||= uid('form');
  return el('button', { type: 'submit', form: form.id, class: 'nav-action nav-primary', text: label });
}

/** The submit button of `form`, wherever it is (in the form or in the bar); null if none. */
export function submitOf(form) {
  return [...(form?.elements ?? [])].find((control) => control.type === 'submit') ?? null;
}

/**
 * A cell with a `select` drawn as iOS's pop-up button: the label at the left, the choice in grey
 * at the row's end, then the up and down chevrons; the same in every engine (WebKit drew a grey
 * native button), light and dark. `choices` are [value, text] pairs; `onPick` gets a new value.
 */
export function menuRow({ label, name, choices, value, onPick }) {
  const select = el('select', { id: uid(name), name, class: 'menu-select' });
  select.append(...choices.map(([choice, text]) => el('option', { value: choice, text })));
  select.value = value;
  if (onPick) select.addEventListener('change', () => onPick(select.value));
  const row = el('div', { class: 'cell field' }, [
    el('label', { for: select.id, class: 'cell-label', text: label }),
    el('span', { class: 'menu' }, [select, icon('M8 9.5l4-4 4 4M8 14.5l4 4 4-4', 'icon menu-chevrons')]),
  ]);
  return { row, select };
}

/**
 * A result cell: a label at the left, a selectable value at the right. With `full`, the value is
 * a number shown rounded (`numberValue`).
 */
export function valueRow(label, value, { id, full } = {}) {
  return el('div', { class: 'cell value-row' }, [
    el('span', { class: 'cell-label', text: label }),
    full === undefined ? el('output', { class: 'cell-value', id, text: value }) : numberValue(value, full, { id }),
  ]);
}

/**
 * A number for reading: `shown`, rounded to the digits that matter, never broken over two lines
 * (a row too narrow for it puts it under its label). Where that is not the whole value, a tap (or
 * Enter) shows `full` and another the rounded again; the full value is also the title.
 */
export function numberValue(shown, full, { id, className = 'cell-value' } = {}) {
  const value = el('output', { class: `${className} number`, id, text: shown });
  if (full === shown) return value;
  const toggle = () => {
    const showingFull = value.textContent === shown;
    value.textContent = showingFull ? full : shown;
    value.setAttribute('aria-pressed', String(showingFull));
  };
  value.classList.add('number-rounded');
  value.title = full;
  value.tabIndex = 0;
  value.setAttribute('role', 'button');
  value.setAttribute('aria-pressed', 'false');
  value.setAttribute('aria-description', 'Rounded. Tap for every digit.');
  value.addEventListener('click', toggle);
  value.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); toggle(); }
  });
  return value;
}

/**
 * An input screen's form: submitting it (the button or Enter) runs `solve`; a second submit while
 * one is in flight is ignored.
 */
export function solveForm(children, solve) {
  let busy = false;
  const form = el('form', { class: 'content', novalidate: true }, children);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    form.setAttribute('aria-busy', 'true');
    try {
      await solve();
    } finally {
      busy = false;
      form.removeAttribute('aria-busy');
    }
  });
  return form;
}

/**
 * UIActivityIndicator for a server job: a spinner, a progress bar with the percentage, and
 * Cancel. `update(fraction)` moves it; `cancelled` fires when the user cancels.
 */
export function progressPanel(label, onCancel) {
  const bar = el('progress', { max: '1', value: '0', 'aria-label': label });
  const percent = el('span', { class: 'progress-percent', text: '0 %' });
  const cancel = el('button', { type: 'button', class: 'button-plain destructive', text: 'Cancel', onclick: onCancel });
  const element = el('div', { class: 'progress-panel', role: 'status' }, [
    el('div', { class: 'progress-line' }, [el('span', { class: 'spinner', 'aria-hidden': 'true' }), el('span', { class: 'progress-label', text: label }), percent]),
    bar, cancel,
  ]);
  return {
    element,
    cancel,
    update(fraction) {
      bar.value = fraction;
      percent.textContent = `${Math.floor(fraction * 100)} %`;
    },
  };
}

/** A live region that announces results as they replace one another. */
export function resultRegion(className = 'content') {
  return el('div', { class: className, 'aria-live': 'polite' });
}

/** iOS's red "delete" circle with a white bar, for a `remove-button` at the start of a row. */
export function removeIcon() {
  return svg('svg', { class: 'remove-icon', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' }, [
    svg('circle', { cx: 12, cy: 12, r: 10 }), svg('path', { d: 'M7 12h10' }),
  ]);
}
