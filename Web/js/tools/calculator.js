// Calculator (seeds 003 and 002): the iPhone's portrait keypad, the scientific keys where there is
// room, CS193p's description line, the variable M, undo, and the Graph of the program.
//
// The model is the core's (in a worker, what POST /api/calc answers): every key appends to a list
// of keys, and the whole list goes to its `calc` tool, whose answer (display, description, clear
// key, pending operation, memory, the program as an expression) is all this screen shows. One
// request is in flight at a time; keys pressed meanwhile go with the next one, and an answer for
// an older list is never shown. The list is kept in localStorage ("reckon.calculator"), so reload
// restores the calculator; a full clear (the clear key pressed while it reads AC, which resets M
// as well) drops every earlier key.
//
// Graph: on phones the Graph button pushes /calculator/graph?f=… (a snapshot of the program; later
// keys do not change it). At 768 px and wider the graph stands beside the keypad instead and shows
// the program as of the last press of Graph (kept with the keys), empty until Graph is pressed.
import { el } from '../shell/dom.js';
import { solve } from '../shell/api.js';
import { formatShort, minus } from '../shell/format.js';
import { graphView } from './graph.js';

const ICON = 'M7 2.5h10a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2zM8.5 6h7v3.5h-7zM8.5 13h.01M12 13h.01M15.5 13h.01M8.5 17h.01M12 17h.01M15.5 17h.01';
const STORAGE_KEY = 'reckon.calculator';
const MAX_KEYS = 10000;
const WIDE = matchMedia('(min-width: 768px)');

// [key sent to the API, text on the key, accessible name, kind]
const BASIC = [
  ['C', 'AC', 'All clear', 'function clear'], ['±', '±', 'Change sign', 'function'], ['%', '%', 'Percent', 'function'], ['÷', '÷', 'Divide', 'operator'],
  ['7', '7'], ['8', '8'], ['9', '9'], ['×', '×', 'Multiply', 'operator'],
  ['4', '4'], ['5', '5'], ['6', '6'], ['−', '−', 'Minus', 'operator'],
  ['1', '1'], ['2', '2'], ['3', '3'], ['+', '+', 'Plus', 'operator'],
  ['0', '0', null, 'digit zero'], ['.', '.', 'Decimal point', 'digit'], ['=', '=', 'Equals', 'operator equals'],
];
// In rows of three beside the keypad (M, →M and undo on top); four to a row above it.
const MEMORY = [['M', 'M', 'Memory M'], ['→M', '→M', 'Store in M'], ['undo', 'undo', 'Undo']];
const SCIENTIFIC = [
  ['√', '√', 'Square root'], ['x²', 'x²', 'Square'], ['xʸ', 'xʸ', 'Power', 'operator-sci'],
  ['sin', 'sin', 'Sine'], ['cos', 'cos', 'Cosine'], ['tan', 'tan', 'Tangent'],
  ['ln', 'ln', 'Natural logarithm'], ['log', 'log₁₀', 'Logarithm base 10'], ['eˣ', 'eˣ', 'e to the power'],
  ['1/x', '1/x', 'Reciprocal'], ['π', 'π', 'Pi'], ['e', 'e', 'e'],
];
const KNOWN = new Set([...BASIC, ...MEMORY, ...SCIENTIFIC].map(([key]) => key).concat('⌫'));
const OPERATORS = ['+', '−', '×', '÷', 'xʸ'];

const KEYBOARD = {
  '.': '.', ',': '.', '+': '+', '-': '−', '−': '−', '*': '×', x: '×', '×': '×', '/': '÷', '÷': '÷',
  '=': '=', Enter: '=', '%': '%', Escape: 'C', Backspace: '⌫', Delete: '⌫', '^': 'xʸ',
};

function loadState() {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (saved && Array.isArray(saved.keys) && saved.keys.length <= MAX_KEYS && saved.keys.every((k) => KNOWN.has(k))) {
      return { keys: saved.keys, snapshot: typeof saved.snapshot === 'string' ? saved.snapshot : null };
    }
  } catch { /* a damaged setting: start afresh */ }
  return { keys: [], snapshot: null };
}

// ---- fitting the keys -------------------------------------------------------------------------

/**
 * The layout with the largest keys for the panel's size: 'side' (scientific keys in three columns
 * beside the keypad, display above), 'side-left' (the same with the display at the left: a phone
 * on its side), 'stack' (four columns: memory row, scientific keys, keypad) or 'basic' (memory row
 * and keypad only, for a phone upright). Returns {mode, key, gap}.
 */
function chooseLayout(width, height) {
  const gap = height < 420 ? 6 : 10;
  const readout = (k) => 24 + 1.2 * displaySize(k);
  const memoryRow = 44 + gap;
  const fits = {
    side: (k) => 7 * k + 6 * gap <= width && readout(k) + 5 * k + 4 * gap <= height,
    'side-left': (k) => 7 * k + 7 * gap + 180 <= width && 5 * k + 4 * gap <= height,
    stack: (k) => 4 * k + 3 * gap <= width && readout(k) + memoryRow + 8 * k + 7 * gap <= height,
    basic: (k) => 4 * k + 3 * gap <= width && readout(k) + memoryRow + 5 * k + 4 * gap <= height,
  };
  const largest = (mode) => {
    for (let k = 92; k >= 44; k -= 1) if (fits[mode](k)) return k;
    return 0;
  };
  let best = { mode: 'basic', key: 0 };
  for (const mode of ['side', 'side-left', 'stack']) {
    const key = largest(mode);
    if (key > best.key) best = { mode, key };
  }
  if (best.key < 46) best = { mode: 'basic', key: Math.max(44, largest('basic')) };
  return { ...best, gap };
}

function displaySize(key) {
  return Math.round(Math.max(36, Math.min(76, key * 0.9)));
}

// ---- the screen -------------------------------------------------------------------------------

function calculatorScreen(ctx) {
  const state = loadState();
  let keys = state.keys;
  let snapshot = state.snapshot;
  let answer = null; // the API's answer for `keys` as they are (null while one is on its way)
  let version = 0;
  let inFlight = false;
  let active = false;

  const save = () => {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({ keys, snapshot }));
    } catch { /* storage full or off: the calculator still works */ }
  };

  // ---- the readout ----
  const memory = el('span', { class: 'calc-memory-value' });
  const descriptionText = el('span', { class: 'calc-description-text' });
  const description = el('p', { class: 'calc-description' }, [memory, el('span', { class: 'calc-description-fit' }, [descriptionText])]);
  const display = el('output', { class: 'calc-display', 'aria-live': 'polite', 'aria-atomic': 'true', 'aria-label': 'Display', text: '0' });
  const displayBox = el('div', { class: 'calc-display-box', title: 'Swipe left or right to delete the last digit' }, [display]);
  const notice = el('p', { class: 'calc-notice', role: 'status' });
  const readout = el('div', { class: 'calc-readout' }, [notice, description, displayBox]);

  // ---- the keys ----
  const buttons = new Map();
  const key = ([token, text, name, kind = 'digit'], extra = '') => {
    const button = el('button', {
      type: 'button', class: `calc-key ${kind.split(' ').map((k) => `calc-${k}`).join(' ')} ${extra}`.trim(),
      'aria-label': name ?? undefined, dataset: { key: token }, text,
      onclick: () => press(token),
    });
    if (OPERATORS.includes(token)) button.setAttribute('aria-pressed', 'false');
    buttons.set(token, button);
    return button;
  };
  const basic = el('div', { class: 'calc-basic' }, BASIC.map((k) => key(k)));
  const memoryKeys = el('div', { class: 'calc-mem-row' }, MEMORY.map((k) => key([...k, 'sci memory'])));
  const sci = el('div', { class: 'calc-sci-block' }, SCIENTIFIC.map((k) => key([k[0], k[1], k[2], `sci ${k[3] ?? ''}`.trim()], `calc-k${SCIENTIFIC.indexOf(k)}`)));
  const extra = el('div', { class: 'calc-extra' }, [memoryKeys, sci]);
  const keypad = el('div', { class: 'calc-keys', role: 'group', 'aria-label': 'Keys' }, [extra, basic]);
  const pane = el('section', { class: 'calc-pane mode-basic', 'aria-label': 'Calculator' }, [readout, keypad]);

  // ---- the graph beside it (wide windows) ----
  const side = graphView(ctx, { emptyHint: 'Press Graph to plot the program as y = f(M).' });
  const sidePanel = el('section', { class: 'calc-side', 'aria-label': 'Graph' }, [
    side.element,
    el('p', { class: 'calc-footnote', text: 'A snapshot: the program as it was when you last pressed Graph (empty until then); keys pressed since do not change it.' }),
  ]);
  const body = el('div', { class: 'calc-root' }, [pane, sidePanel]);

  const noProgram = 'Nothing to graph yet: enter a number or finish the pending operation with =.';
  const graphButton = el('button', {
    type: 'button', class: 'nav-action calc-graph-button', text: 'Graph', onclick: () => graph(),
    'aria-disabled': 'true', title: noProgram, 'aria-description': noProgram,
  });

  // ---- talking to the API ----

  function press(token) {
    if (token === 'C') {
      // The clear key reading AC is a full clear: M and everything before it are gone.
      if (answer && answer.clearKey === 'AC') keys = [];
      else keys = [...keys, 'C'];
      if (keys.length >= 2 && keys.at(-1) === 'C' && keys.at(-2) === 'C') keys = []; // C then AC
      if (keys.length === 1) keys = []; // C on a fresh calculator
    } else {
      if (keys.length >= MAX_KEYS) {
        notice.textContent = `At most ${MAX_KEYS.toLocaleString('en-US')} keys since the last AC; press AC to go on.`;
        return;
      }
      keys = [...keys, token];
    }
    notice.textContent = '';
    graphWanted = false;
    version += 1;
    answer = null;
    save();
    sync();
  }

  async function sync() {
    if (inFlight) return;
    inFlight = true;
    try {
      while (!answer) {
        const mine = version;
        try {
          const result = await solve('calc', { keys: keys.join(' ') });
          if (mine === version) {
            answer = result;
            render(result);
          }
        } catch (error) {
          if (mine !== version) continue;
          if (error?.field === 'keys' && keys.length) {
            // A remembered list the core no longer takes: start afresh.
            keys = [];
            version += 1;
            save();
            continue;
          }
          await ctx.problem(error);
          return;
        }
      }
    } finally {
      inFlight = false;
    }
  }

  function render(result) {
    display.textContent = minus(result.display); // U+2212, as typeset numbers show it
    descriptionText.textContent = result.description;
    description.title = result.description;
    memory.textContent = result.memory !== 0 ? `M = ${minus(formatShort(result.memory, 9))}` : '';
    const clear = buttons.get('C');
    clear.textContent = result.clearKey;
    clear.setAttribute('aria-label', result.clearKey === 'AC' ? 'All clear' : 'Clear');
    for (const op of OPERATORS) {
      const pending = result.pendingOperation === op;
      buttons.get(op).classList.toggle('pending', pending);
      buttons.get(op).setAttribute('aria-pressed', String(pending));
    }
    pane.classList.toggle('error', result.error);
    if (result.graph === null) {
      graphButton.setAttribute('aria-disabled', 'true');
      graphButton.title = noProgram;
      graphButton.setAttribute('aria-description', noProgram);
    } else {
      graphButton.removeAttribute('aria-disabled');
      graphButton.title = `Graph y = ${result.graph}`;
      graphButton.removeAttribute('aria-description');
    }
    fitText();
    if (graphWanted) graph();
  }

  let graphWanted = false; // Graph pressed while an answer was on its way: graph it when it comes

  function graph() {
    if (!answer) {
      graphWanted = true;
      return;
    }
    graphWanted = false;
    const program = answer.graph;
    if (!program) return;
    if (WIDE.matches) {
      snapshot = program;
      save();
      side.plot(program);
    } else {
      ctx.push('graph', { f: program });
    }
  }

  /** The Graph screen, pushed on a phone, hands its expression over when the window turns wide. */
  function adopt(expression) {
    if (!expression) return;
    snapshot = expression;
    save();
    side.plot(expression);
  }

  // ---- fitting ----

  /** The display (and the description) shrink their font until they fit the width: never clipped, never wrapped. */
  function fitText() {
    const full = parseFloat(pane.style.getPropertyValue('--display-size')) || 64;
    display.style.setProperty('font-size', `${full}px`);
    const room = displayBox.clientWidth;
    const need = display.getBoundingClientRect().width;
    if (room > 0 && need > room) display.style.setProperty('font-size', `${Math.floor(full * room / need * 0.98)}px`);
    const line = description.querySelector('.calc-description-fit');
    descriptionText.style.setProperty('font-size', '');
    const lineRoom = line.clientWidth;
    const lineNeed = descriptionText.getBoundingClientRect().width;
    if (lineRoom > 0 && lineNeed > lineRoom) {
      descriptionText.style.setProperty('font-size', `${Math.max(12, Math.floor(17 * lineRoom / lineNeed * 0.98))}px`);
    }
  }

  function layout() {
    const rect = pane.getBoundingClientRect();
    if (!rect.width) return;
    const padding = rect.height < 420 ? 8 : 12;
    const { mode, key: k, gap } = chooseLayout(rect.width - 2 * padding, rect.height - 2 * padding);
    pane.classList.remove('mode-basic', 'mode-stack', 'mode-side', 'mode-side-left');
    pane.classList.add(`mode-${mode}`);
    const columns = mode.startsWith('side') ? 7 : 4;
    const room = rect.width - 2 * padding - (mode === 'side-left' ? 180 + gap : 0);
    const gapX = Math.max(gap, Math.min(k * 0.3, (room - columns * k) / (columns - 1)));
    pane.style.setProperty('--pad', `${padding}px`);
    pane.style.setProperty('--key', `${k}px`);
    pane.style.setProperty('--gap-x', `${Math.floor(gapX)}px`);
    pane.style.setProperty('--gap-y', `${gap}px`);
    pane.style.setProperty('--display-size', `${displaySize(k)}px`);
    fitText();
  }
  new ResizeObserver(layout).observe(pane);

  // ---- swipe to delete ----
  let swipe = null;
  displayBox.addEventListener('pointerdown', (event) => { swipe = { x: event.clientX, y: event.clientY, id: event.pointerId }; });
  displayBox.addEventListener('pointerup', (event) => {
    if (!swipe || swipe.id !== event.pointerId) return;
    const dx = event.clientX - swipe.x;
    const dy = event.clientY - swipe.y;
    swipe = null;
    if (Math.abs(dx) >= 30 && Math.abs(dx) > 2 * Math.abs(dy)) press('⌫');
  });
  displayBox.addEventListener('pointercancel', () => { swipe = null; });

  // ---- the keyboard ----
  function keydown(event) {
    if (!active || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
    if (document.querySelector('dialog[open]')) return;
    const target = event.target;
    if (target instanceof Element && target.closest('input, textarea, select, [contenteditable], canvas')) return;
    const token = /^[0-9]$/.test(event.key) ? event.key : KEYBOARD[event.key];
    if (!token) return;
    // Enter on a button outside the keypad (Back, Graph, a tab) keeps its own meaning.
    if (event.key === 'Enter' && target instanceof Element && target.closest('button, a') && !keypad.contains(target)) return;
    event.preventDefault();
    press(token);
    const button = buttons.get(token);
    if (button) {
      button.classList.add('struck');
      setTimeout(() => button.classList.remove('struck'), 120);
    }
  }
  document.addEventListener('keydown', keydown);
  WIDE.addEventListener('change', () => { if (WIDE.matches) side.shown(); });

  sync();
  if (snapshot) side.plot(snapshot);

  return {
    title: 'Calculator',
    body,
    actions: [graphButton],
    adopt,
    shown() {
      active = true;
      layout();
      side.shown();
    },
    hidden() { active = false; },
    fill(params) {
      // A shared link to a graph: the panel beside the keypad (wide windows) shows it too.
      if (typeof params.f === 'string' && params.f.trim()) adopt(params.f.trim());
    },
  };
}

function graphScreen(ctx, params) {
  const view = graphView(ctx, { emptyHint: 'Nothing to plot from the calculator: type an expression in x and press Plot.' });
  const body = el('div', { class: 'graph-screen' }, [view.element]);
  const expression = typeof params.f === 'string' ? params.f : '';
  let visible = false;
  let leaving = false;
  // Turned wide (a tablet rotated, a window widened): the graph goes beside the keypad. Once:
  // both the media query and the shell's re-showing of this screen ask.
  const collapse = () => {
    if (!WIDE.matches || !visible || leaving) return;
    leaving = true;
    calculatorRoot?.adopt(view.expression ?? expression);
    ctx.back();
  };
  const changed = () => setTimeout(collapse);
  WIDE.addEventListener('change', changed);
  if (expression) view.plot(expression);
  return {
    title: 'Graph',
    body,
    shown() {
      visible = true;
      view.shown();
      setTimeout(collapse);
    },
    hidden() { visible = false; },
    dispose() {
      visible = false;
      WIDE.removeEventListener('change', changed);
      view.dispose();
    },
  };
}

let calculatorRoot = null;

export default {
  id: 'calculator',
  title: 'Calculator',
  icon: ICON,
  root(ctx) {
    calculatorRoot = calculatorScreen(ctx);
    return calculatorRoot;
  },
  screens: { graph: graphScreen },
};

