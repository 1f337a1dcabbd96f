// Calculator (seeds 003 and 002): the iPhone's portrait keypad, the scientific keys where there is
// room, CS193p's description line, the variable M, undo, and the Graph of the program.
//
// The calculator itself is the core's, held in its worker between keys (state.js): this screen
// sends each key and renders the answer. Graph: on phones the Graph button pushes
// /calculator/graph?f=… (a snapshot of the program; later keys do not change it). At 768 px and
// wider the graph stands beside the keypad instead and shows the program as of the last press of
// Graph (kept with the keys), empty until Graph is pressed.
import { el } from '../../shell/dom.js';
import { REGULAR as WIDE } from '../../shell/size-class.js';
import { graphView } from '../graph/view.js';
import { readoutView } from './display.js';
import { keypadView } from './keypad.js';
import { layOut } from './layout.js';
import { calculatorState } from './state.js';

const NO_PROGRAM = 'Nothing to graph yet: enter a number or finish the pending operation with =.';

let calculatorRoot = null;

export function calculatorScreen(ctx) {
  let active = false;
  let graphWanted = false; // Graph pressed while keys were on their way: graph once they are answered

  const readout = readoutView({ onSwipe: () => press('⌫') });
  const keypad = keypadView({ onKey: (token) => press(token) });
  const pane = el('section', { class: 'calc-pane mode-basic', 'aria-label': 'Calculator' }, [readout.element, keypad.element]);

  // ---- the graph beside it (wide windows) ----
  const side = graphView(ctx, { emptyHint: 'Press Graph to plot the program as y = f(M).' });
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

  function press(token) {
    readout.say('');
    graphWanted = false;
    return state.press(token);
  }

  function render(answer) {
    readout.show(answer);
    keypad.show(answer);
    pane.classList.toggle('error', answer.error);
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
    if (layOut(pane)) fitText();
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
