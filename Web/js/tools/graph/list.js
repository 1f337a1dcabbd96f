// The Graph's list of functions (functions.js), a row each as Desmos and Math Notes show them: a
// swatch of the curve's colour that hides and shows it, the field where it is typed, and a
// button that removes it; under them Add and Plot. Enter in a field (or Plot) draws them all.
// The rows are brought up to the model after every change, so they never disagree with it, and
// kept (not rebuilt) so a field keeps its focus and what is being typed in it.
import { el, icon, uid } from '../../shell/dom.js';

const REMOVE = 'M6 6l12 12M18 6L6 18';
const ADD = 'M12 5v14M5 12h14';

/** How a row is named to the user and in alerts: "Function 2", or the Calculator's program. */
export function rowName(row, index) {
  return row.program ? 'Program' : `Function ${index + 1}`;
}

/**
 * The list's elements for `listOf()` (the FunctionList shown): `form` (submitted by Enter or Plot), `rows`
 * (the <ol>); `render()` rebuilds the rows, `inputOf(index)` a row's field. `on`: {
 * submit(), typed(index, text), toggle(index), remove(index), add() }.
 */
export function functionRows(listOf, on, { hintId }) {
  const rows = el('ol', { class: 'graph-functions', 'aria-label': 'Functions' });
  const addButton = el('button', { type: 'button', class: 'graph-add', onclick: () => on.add() }, [
    icon(ADD), el('span', { text: 'Add' }),
  ]);
  const form = el('form', {
    class: 'graph-form', novalidate: true, onsubmit: (event) => { event.preventDefault(); on.submit(); },
  }, [
    rows,
    el('div', { class: 'graph-form-end' }, [
      addButton,
      el('button', { type: 'submit', class: 'text-button graph-plot-button', text: 'Plot' }),
    ]),
  ]);
  const items = []; // a row's elements, made once and brought up to date by `update`

  function item(index) {
    const inputId = uid('graph-expression');
    const input = el('input', {
      id: inputId, name: 'expression', type: 'text', class: 'graph-input', autocomplete: 'off',
      autocapitalize: 'off', spellcheck: 'false', enterkeyhint: 'go', placeholder: index === 0 ? 'sin(x)' : 'x^2 − 1',
      'aria-describedby': hintId,
    });
    input.addEventListener('change', () => on.typed(index, input.value));
    const swatch = el('button', { type: 'button', class: 'graph-swatch', onclick: () => on.toggle(index) });
    const name = el('span', { class: 'visually-hidden' });
    const prompt = el('span');
    const remove = el('button', { type: 'button', class: 'graph-remove', onclick: () => on.remove(index) }, [icon(REMOVE)]);
    const li = el('li', { class: 'graph-function' }, [
      swatch, el('label', { for: inputId, class: 'graph-label' }, [name, prompt]), input, remove,
    ]);
    return { li, input, swatch, name, prompt, remove };
  }

  /** A row's elements brought to `entry`; a field being typed in keeps what it holds. */
  function update(parts, entry, index) {
    const name = rowName(entry, index);
    parts.li.classList.toggle('hidden-curve', entry.hidden);
    parts.li.dataset.colour = String(entry.colour + 1);
    if (parts.input !== document.activeElement || !parts.input.value.trim()) parts.input.value = entry.text;
    parts.swatch.setAttribute('aria-pressed', String(!entry.hidden));
    parts.swatch.setAttribute('aria-label', `Show ${name}`);
    parts.swatch.title = entry.hidden ? `Show ${name}` : `Hide ${name}`;
    parts.name.textContent = `${name}: `;
    // An equation (`x^2 + y^2 = 25`, `y = 2x`) reads as typed.
    parts.prompt.textContent = entry.program ? 'f(M) =' : entry.text.includes('=') ? '' : 'y =';
    parts.remove.setAttribute('aria-label', `Remove ${name}`);
    parts.remove.title = `Remove ${name}`;
  }

  return {
    form,
    rows,
    render() {
      const list = listOf();
      while (items.length < list.rows.length) items.push(item(items.length));
      items.length = list.rows.length;
      list.rows.forEach((entry, index) => update(items[index], entry, index));
      if (rows.children.length !== items.length) rows.replaceChildren(...items.map((parts) => parts.li));
      addButton.disabled = list.full;
      addButton.title = list.full ? 'Eight functions at most: remove one first' : 'Add a function';
    },
    inputOf: (index) => items[index]?.input,
    /** What the fields hold now (typed but not yet changed), row by row. */
    typedTexts: () => items.map((parts) => parts.input.value),
  };
}
