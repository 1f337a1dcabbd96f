// Calculator (seeds 003 and 002): the iPhone's calculator as iOS 18 draws it — the keypad under the
// display upright, the scientific keys beside it on its side (and in Scientific mode), History,
// ⌫, the mode key (Basic, Scientific, Math Notes, Convert: convert.js), Copy and Paste
// (copy-paste.js) — with CS193p's description line, the variable M, undo, and the Graph of the
// program (graphing.js).
//
// The calculator itself is the core's, held in its worker between keys (state.js): this screen
// sends each key and renders the answer. Turning the phone only lays the keys out again: what was
// typed stays, and so does a pushed Graph.
import { el } from '../../shell/dom.js';
import { calculatorConverter } from './convert.js';
import { copyAndPaste } from './copy-paste.js';
import { readoutView } from './display.js';
import { calculatorGraph } from './graphing.js';
import { calculatorHistory } from './history.js';
import { historySheet } from './history-sheet.js';
import { keypadView } from './keypad.js';
import { layOut } from './layout.js';
import { calculatorMode } from './mode.js';
import { calculatorState } from './state.js';

export function calculatorScreen(ctx) {
  let active = false;
  const converter = calculatorConverter({ press: (token) => press(token), say: (text) => readout.say(text), onToggle: () => layout() });
  const mode = calculatorMode({ onChange: () => layout(), onNotes: () => ctx.openTool('notes'), converter });
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
  readout.element.append(converter.element);
  const pane = el('section', { class: 'calc-pane', 'aria-label': 'Calculator' }, [readout.element, keypad.element]);
  const state = calculatorState({
    onAnswer: render,
    onRefused: (problem) => readout.say(`Keys: ${problem.rule}`),
    onProblem: (error) => ctx.problem(error),
  });
  const graph = calculatorGraph(ctx, state);
  const editMenu = copyAndPaste({ readout, enter, alert: ctx.alert, active: () => active });

  /** Sends one key; resolves to the core's refusal of it, or null. */
  function press(token) {
    readout.say('');
    graph.cancel();
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
    converter.update(answer);
    pane.classList.toggle('error', answer.error);
    if (answer.completed && !restored) history.add(answer.completed);
    fitText();
    graph.answered(answer);
  }

  function fitText() {
    readout.fit(parseFloat(pane.style.getPropertyValue('--display-size')) || 64);
  }

  function layout() {
    if (layOut(pane, mode.scientific, converter.on)) fitText();
  }
  new ResizeObserver(layout).observe(pane);
  keypad.listen(() => active);
  state.restore();

  return {
    title: 'Calculator',
    body: el('div', { class: 'calc-root' }, [pane, graph.panel]),
    actions: [graph.button],
    /** Presses `token` as a tap would; resolves once the display shows the core's answer. */
    press,
    shown() {
      active = true;
      layout();
      graph.shown();
    },
    hidden() { active = false; },
    fill(params) {
      // A shared link to a graph: the panel beside the keypad (wide windows) shows it too.
      if (typeof params.f === 'string' && params.f.trim()) graph.adopt(params.f.trim());
    },
  };
}
