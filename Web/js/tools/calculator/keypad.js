// The Calculator's keys as buttons, and the physical keyboard. A key press is handed to
// `onKey(token)`, the mode key to `onMode(button)`. What the keys show comes from the core's
// answer through `show`: the clear key's ⌫, C or AC, the pending operator, 2nd and the second
// functions' faces, the angle key's Rad or Deg, and mr while the register holds a value. A key
// sends what its face says at the moment it is pressed (its `data-key`).
import { el, icon } from '../../shell/dom.js';
import { tools } from '../../tools.js';
import { ANGLE, BASIC, CLEAR, KEYBOARD, PENDING, PENDING_SECOND, PROGRAM, SCIENTIFIC } from './keys.js';

const CALCULATOR_ICON = tools.find((tool) => tool.id === 'calculator').icon;

/** A key's face: text, or parts with <sup>/<sub> (keys.js) in one line box (a flex item). */
function face(label) {
  if (typeof label === 'string') return [label];
  return [el('span', {}, label.map((part) => (typeof part === 'string' ? part : el(part[0], { text: part[1] }))))];
}

/** The keys' specs by the token each key was made with, for the faces of 2nd. */
const BY_TOKEN = new Map([...SCIENTIFIC, ...BASIC].map((k) => [k.token, k]));

function relabel(button, { label, name }) {
  button.replaceChildren(...face(label));
  button.setAttribute('aria-label', name);
}

/** The faces and states of `buttons` (token made with → button) for the core's `answer`. */
function showAnswer(buttons, answer) {
  const clear = buttons.get('C');
  const state = CLEAR[answer.deletes ? '⌫' : answer.clearKey] ?? CLEAR.AC;
  clear.dataset.key = state.token;
  relabel(clear, state);
  const second = answer.second === true;
  for (const [token, button] of buttons) {
    // A binary operation's key is a toggle, on while its operation waits for its operand.
    const operation = (second ? PENDING_SECOND[token] : undefined) ?? PENDING[token];
    button.classList.toggle('pending', operation !== undefined && answer.pendingOperation === operation);
    if (operation === undefined) button.removeAttribute('aria-pressed');
    else button.setAttribute('aria-pressed', String(answer.pendingOperation === operation));
  }
  const secondKey = buttons.get('2nd');
  secondKey.classList.toggle('on', second);
  secondKey.setAttribute('aria-pressed', String(second));
  for (const button of buttons.values()) {
    if (!('second' in button.dataset)) continue;
    const spec = BY_TOKEN.get(button.dataset.key);
    relabel(button, second ? spec.second : spec);
  }
  const angle = ANGLE[answer.angle === 'rad' ? 'rad' : 'deg'];
  const angleKey = buttons.get('rad');
  angleKey.dataset.key = angle.token;
  relabel(angleKey, angle);
  const register = buttons.get('mr');
  const holding = typeof answer.memoryRegister === 'number' && answer.memoryRegister !== 0;
  register.classList.toggle('holding', holding);
  if (holding) register.setAttribute('aria-description', `holds ${answer.memoryRegisterDisplay ?? answer.memoryRegister}`);
  else register.removeAttribute('aria-description');
}

export function keypadView({ onKey, onMode }) {
  const buttons = new Map(); // the token a key was made with → its button
  const make = ({ token, label, name, kind, second }) => {
    const classes = ['calc-key', ...kind.split(' ').map((k) => `calc-${k}`)];
    const button = el('button', {
      type: 'button', class: classes.join(' '), 'aria-label': name ?? undefined,
      dataset: { key: token },
      onclick: () => (kind === 'mode' ? onMode(button) : onKey(button.dataset.key)),
    }, kind === 'mode' ? [icon(CALCULATOR_ICON, 'icon calc-mode-icon')] : face(label));
    if (second) button.dataset.second = '';
    buttons.set(token, button);
    return button;
  };
  const sci = el('div', { class: 'calc-sci-block' }, SCIENTIFIC.map(make));
  const basic = el('div', { class: 'calc-basic' }, BASIC.map(make));
  const element = el('div', { class: 'calc-keys', role: 'group', 'aria-label': 'Keys' }, [sci, basic]);
  /** M, →M and undo, which the readout shows beside History in Scientific mode and on its side. */
  const program = el('div', { class: 'calc-program', role: 'group', 'aria-label': 'Variable M' }, PROGRAM.map(make));
  const modeKey = buttons.get('mode');
  modeKey.setAttribute('aria-haspopup', 'menu');
  modeKey.setAttribute('aria-expanded', 'false');
  buttons.get('2nd').setAttribute('aria-pressed', 'false');

  /** The button that sends `token` now (the clear key's and the angle key's tokens change). */
  function buttonFor(token) {
    return [...buttons.values()].find((button) => button.dataset.key === token) ?? null;
  }

  /** A key of the physical keyboard while `active()`: the key it means, or nothing. */
  function keydown(event, active) {
    if (!active() || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (document.querySelector('dialog[open]')) return;
    const target = event.target;
    if (target instanceof Element && target.closest('input, textarea, select, [contenteditable], canvas, [role=menu]')) return;
    const token = /^[0-9]$/.test(event.key) ? event.key : KEYBOARD[event.key];
    if (!token) return;
    // Enter on a button outside the keys (Back, Graph, a tab, History) or on the mode key keeps
    // its own meaning; on a key it is =, as a calculator's Enter (Space presses the key).
    const onCalculatorKey = target instanceof Element && (element.contains(target) || program.contains(target)) && target !== modeKey;
    if (event.key === 'Enter' && target instanceof Element && target.closest('button, a') && !onCalculatorKey) return;
    event.preventDefault();
    onKey(token);
    const button = buttonFor(token) ?? buttons.get(token);
    if (button) {
      button.classList.add('struck');
      setTimeout(() => button.classList.remove('struck'), 120);
    }
  }

  return {
    element,
    program,
    modeKey,
    /** Listens to the document's keys while `active()` is true. */
    listen(active) {
      document.addEventListener('keydown', (event) => keydown(event, active));
    },
    /** What the keys show, as the core answered. */
    show(answer) { showAnswer(buttons, answer); },
  };
}
