// Calculator (seeds 003 and 002): the iPhone's calculator as iOS 18 draws it — the keypad under the
// display upright, the scientific keys beside it on its side (and in Scientific mode), History,
// ⌫, the mode key, Copy and Paste — with CS193p's description line, the variable M, undo, and
// the Graph of the program.
//
// The calculator itself is the core's, held in its worker between keys (state.js): this screen
// sends each key and renders the answer. Graph: on phones, upright or on their side, the Graph
// button pushes /calculator/graph?f=… (a snapshot of the program; later keys do not change it).
// On wide windows (iPad, desktop: the regular size class) the graph stands beside the keypad
// instead and shows the program as of the last press of Graph (kept with the keys), empty until
// Graph is pressed. Turning the phone only lays the keys out again: what was typed stays, and
// so does a pushed Graph.
import { el } from '../../shell/dom.js';
import { REGULAR as WIDE } from '../../shell/size-class.js';
import { GraphView } from '../graph/view.js';
import { copiedText, pastedKey, readClipboard, writeClipboard } from './clipboard.js';
import { readoutView } from './display.js';
import { calculatorHistory } from './history.js';
import { historySheet } from './history-sheet.js';
import { keypadView } from './keypad.js';
import { layOut } from './layout.js';
import { openMenu } from './menu.js';
import { calculatorMode } from './mode.js';
import { calculatorState } from './state.js';

const NO_PROGRAM = 'Nothing to graph yet: enter a number or finish the pending operation with =.';
const TYPING = 'input, textarea, select, [contenteditable]';

let calculatorRoot = null;

export function calculatorScreen(ctx) {
  let active = false;
  let graphWanted = false; // Graph pressed while keys were on their way: graph once they are answered

  const mode = calculatorMode({ onChange: () => layout() });
  const history = calculatorHistory();
  const sheet = historySheet({ history, onUse: (entry) => enter(`num:${entry.value}`), confirm: ctx.alert });
  const keypad = keypadView({
    onKey: (token) => press(token),
    onMode: (button) => mode.open(button, { sideways: pane.dataset.arrangement === 'wide' }),
  });
  const readout = readoutView({
    onSwipe: () => press('⌫'),
    onMenu: (rect) => editMenu(rect),
    onHistory: (button) => sheet.open(button),
    program: keypad.program,
  });
  const pane = el('section', { class: 'calc-pane', 'aria-label': 'Calculator' }, [readout.element, keypad.element]);

  // ---- the graph beside it (wide windows) ----
  const side = new GraphView(ctx, { emptyHint: 'Press Graph to plot the program as y = f(M).' });
  const sidePanel = el('section', { class: 'calc-side', 'aria-label': 'Graph' }, [
    side.element,
    el('p', { class: 'calc-footnote', text: 'A snapshot: the program as it was when you last pressed Graph (empty until then); keys pressed since do not change it.' }),
  ]);
  const body = el('div', { class: 'calc-root' }, [pane, sidePanel]);
  const graphButton = el('button', {
    type: 'button', class: 'nav-action calc-graph-button', text: 'Graph', onclick: () => graph(),
    'aria-disabled': 'true', title: NO_PROGRAM, 'aria-description': NO_PROGRAM,
  });

  const state = calculatorState({
    onAnswer: render,
    onRefused: (problem) => readout.say(`Keys: ${problem.rule}`),
    onProblem: (error) => ctx.problem(error),
  });

  /** Sends one key; resolves to the core's refusal of it, or null. */
  function press(token) {
    readout.say('');
    graphWanted = false;
    return state.press(token);
  }

  /** Enters a whole number (`num:…`: a history entry, a paste); a refusal is an alert. */
  async function enter(key) {
    const refused = await press(key);
    if (refused) await ctx.alert({ title: 'Cannot Enter Number', message: `${key.slice(4)}: ${refused.rule}` });
  }

  /** `restored`: the answer to the keys restored after a reload, which adds nothing to History. */
  function render(answer, { restored = false } = {}) {
    readout.show(answer);
    keypad.show(answer);
    pane.classList.toggle('error', answer.error);
    if (answer.completed && !restored) history.add(answer.completed);
    if (answer.graph === null) {
      graphButton.setAttribute('aria-disabled', 'true');
      graphButton.title = NO_PROGRAM;
      graphButton.setAttribute('aria-description', NO_PROGRAM);
    } else {
      graphButton.removeAttribute('aria-disabled');
      graphButton.title = `Graph y = ${answer.graph}`;
      graphButton.removeAttribute('aria-description');
    }
    fitText();
    if (graphWanted && state.settled) graph();
  }

  // ---- copy and paste: the display's menu, and the keyboard's Ctrl/⌘ + C and V ----

  function copy() {
    const text = copiedText(readout.shown);
    writeClipboard(text).then((copied) => readout.say(copied ? `Copied ${readout.shown}` : ''));
  }

  async function paste(text) {
    const { key, problem } = pastedKey(text);
    if (problem) await ctx.alert({ title: 'Cannot Paste', message: `Paste: ${problem}` });
    else await enter(key);
  }

  function editMenu(rect) {
    openMenu({
      anchor: rect, row: true, label: 'Edit', returnTo: null,
      items: [
        { text: 'Copy', action: copy },
        {
          text: 'Paste',
          action: () => readClipboard().then(paste, (error) => ctx.alert({
            title: 'Cannot Paste',
            message: `Paste: the browser did not let the page read the clipboard (${error.message}); press Ctrl + V (⌘ V on a Mac) instead.`,
          })),
        },
      ],
    });
  }

  /** Copy and paste reach the calculator while it is shown, no dialog is open, and no field or selection has them. */
  const ours = (event) => active && !document.querySelector('dialog[open]')
    && !(event.target instanceof Element && event.target.closest(TYPING));
  document.addEventListener('copy', (event) => {
    if (!ours(event) || !getSelection()?.isCollapsed) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', copiedText(readout.shown));
    readout.say(`Copied ${readout.shown}`);
  });
  document.addEventListener('paste', (event) => {
    if (!ours(event)) return;
    event.preventDefault();
    paste(event.clipboardData.getData('text/plain'));
  });

  // ---- the graph ----

  function graph() {
    const answer = state.settled;
    if (!answer) {
      graphWanted = true;
      return;
    }
    graphWanted = false;
    const program = answer.graph;
    if (!program) return;
    if (WIDE.matches) {
      state.snapshot = program;
      side.plot(program);
    } else {
      ctx.push('graph', { f: program });
    }
  }

  /** The Graph screen, pushed on a phone, hands its expression over when the window turns wide. */
  function adopt(expression) {
    if (!expression) return;
    state.snapshot = expression;
    side.plot(expression);
  }

  function fitText() {
    readout.fit(parseFloat(pane.style.getPropertyValue('--display-size')) || 64);
  }

  function layout() {
    if (layOut(pane, mode.scientific)) fitText();
  }
  new ResizeObserver(layout).observe(pane);
  keypad.listen(() => active);
  WIDE.addEventListener('change', () => { if (WIDE.matches) side.shown(); });

  state.restore();
  if (state.snapshot) side.plot(state.snapshot);

  calculatorRoot = {
    title: 'Calculator',
    body,
    actions: [graphButton],
    adopt,
    /** Presses `token` as a tap would; resolves once the display shows the core's answer. */
    press,
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
  return calculatorRoot;
}

export function graphScreen(ctx, params) {
  const view = new GraphView(ctx, { emptyHint: 'Nothing to plot from the calculator: type an expression in x and press Plot.' });
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
