// The Calculator's keys as buttons, and the physical keyboard. A key press is handed to
// `onKey(token)`; what the keys show (the clear key's AC or C, the pending operator) comes from
// the core's answer through `show`.
import { el } from '../../shell/dom.js';
import { BASIC, KEYBOARD, MEMORY, OPERATORS, SCIENTIFIC } from './keys.js';

export function keypadView({ onKey }) {
  const buttons = new Map();
  const key = ([token, text, name, kind = 'digit'], extra = '') => {
    const button = el('button', {
      type: 'button', class: `calc-key ${kind.split(' ').map((k) => `calc-${k}`).join(' ')} ${extra}`.trim(),
      'aria-label': name ?? undefined, dataset: { key: token }, text,
      onclick: () => onKey(token),
    });
    if (OPERATORS.includes(token)) button.setAttribute('aria-pressed', 'false');
    buttons.set(token, button);
    return button;
  };
  const basic = el('div', { class: 'calc-basic' }, BASIC.map((k) => key(k)));
  const memoryKeys = el('div', { class: 'calc-mem-row' }, MEMORY.map((k) => key([...k, 'sci memory'])));
  const sci = el('div', { class: 'calc-sci-block' }, SCIENTIFIC.map((k, index) => key([k[0], k[1], k[2], `sci ${k[3] ?? ''}`.trim()], `calc-k${index}`)));
  const extra = el('div', { class: 'calc-extra' }, [memoryKeys, sci]);
  const element = el('div', { class: 'calc-keys', role: 'group', 'aria-label': 'Keys' }, [extra, basic]);

  /** A key of the physical keyboard while `active()`: the key it means, or nothing. */
  function keydown(event, active) {
    if (!active() || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (document.querySelector('dialog[open]')) return;
    const target = event.target;
    if (target instanceof Element && target.closest('input, textarea, select, [contenteditable], canvas')) return;
    const token = /^[0-9]$/.test(event.key) ? event.key : KEYBOARD[event.key];
    if (!token) return;
    // Enter on a button outside the keypad (Back, Graph, a tab) keeps its own meaning.
    if (event.key === 'Enter' && target instanceof Element && target.closest('button, a') && !element.contains(target)) return;
    event.preventDefault();
    onKey(token);
    const button = buttons.get(token);
    if (button) {
      button.classList.add('struck');
      setTimeout(() => button.classList.remove('struck'), 120);
    }
  }

  return {
    element,
    /** Listens to the document's keys while `active()` is true. */
    listen(active) {
      document.addEventListener('keydown', (event) => keydown(event, active));
    },
    /** The clear key's label and the pending operator, as the core answered them. */
    show(answer) {
      const clear = buttons.get('C');
      clear.textContent = answer.clearKey;
      clear.setAttribute('aria-label', answer.clearKey === 'AC' ? 'All clear' : 'Clear');
      for (const op of OPERATORS) {
        const pending = answer.pendingOperation === op;
        buttons.get(op).classList.toggle('pending', pending);
        buttons.get(op).setAttribute('aria-pressed', String(pending));
      }
    },
  };
}
