// The Calculator's Graph of its program, beside any functions typed in the Graph's list (kept on
// the device, one list for every graph on the page). On phones, upright or on their side, the
// Graph button pushes /calculator/graph?f=… (a snapshot of the program, put in its row; later keys
// do not change it). On wide windows (iPad, desktop: the regular size class) the graph stands
// beside the keypad instead, the program as of the last press of Graph. A pushed Graph gives way
// to the one beside the keypad when the window turns wide, which takes up the list as kept. A
// shared link (/calculator/graph?y=…&view=…) shows its functions in place of the list.
import { el } from '../../shell/dom.js';
import { REGULAR as WIDE } from '../../shell/size-class.js';
import { viewOfText } from '../graph/editing.js';
import { FunctionList } from '../graph/functions.js';
import { GraphView } from '../graph/view.js';

const NO_PROGRAM = 'Nothing to graph yet: enter a number or finish the pending operation with =.';

/** The graph beside the keypad on this page: where a pushed Graph hands over to. */
let besideKeypad = null;

/**
 * The Graph button (`button`, in the navigation bar) and the graph beside the keypad (`panel`)
 * for the calculator `state` (calculatorState): the program it graphs.
 */
export function calculatorGraph(ctx, state) {
  let wanted = false; // Graph pressed while keys were on their way: graph once they are answered
  const side = new GraphView(ctx, { emptyHint: 'Press Graph to plot the program as y = f(M).' });
  const panel = el('section', { class: 'calc-side', 'aria-label': 'Graph' }, [
    side.element,
    el('p', { class: 'calc-footnote', text: 'f(M) is a snapshot: the program as it was when you last pressed Graph; keys pressed since do not change it.' }),
  ]);
  const button = el('button', {
    type: 'button', class: 'nav-action calc-graph-button', text: 'Graph', onclick: () => graph(),
    'aria-disabled': 'true', title: NO_PROGRAM, 'aria-description': NO_PROGRAM,
  });

  function graph() {
    const answer = state.settled;
    if (!answer) {
      wanted = true;
      return;
    }
    wanted = false;
    const program = answer.graph;
    if (!program) return;
    if (WIDE.matches) {
      side.editing.setProgram(program);
    } else {
      ctx.push('graph', { f: program }, { pressed: true });
    }
  }

  /** The program `expression` in its row beside the keypad (a link's to the pushed Graph), unless handed over already. */
  function adopt(expression) {
    if (expression) side.editing.setProgram(expression, { again: false });
  }

  WIDE.addEventListener('change', () => { if (WIDE.matches) side.shown(); });
  besideKeypad = side;
  return {
    panel,
    button,
    adopt,
    /** A key was pressed: a Graph pressed before it no longer waits. */
    cancel() { wanted = false; },
    /** The core answered: the button offers its program, and a Graph waiting for it goes ahead. */
    answered(answer) {
      if (answer.graph === null) {
        button.setAttribute('aria-disabled', 'true');
        button.title = NO_PROGRAM;
        button.setAttribute('aria-description', NO_PROGRAM);
      } else {
        button.removeAttribute('aria-disabled');
        button.title = `Graph y = ${answer.graph}`;
        button.removeAttribute('aria-description');
      }
      if (wanted && state.settled) graph();
    },
    shown() { side.shown(); },
  };
}

/**
 * The Graph pushed on a phone: the program as it was when Graph was pressed (`params.f`) in its
 * row (`carried.pressed`; from a link, once), or a shared link's functions and view
 * (`params.y`, `view`, …: functions.js).
 */
export function graphScreen(ctx, params, carried) {
  const view = new GraphView(ctx, { emptyHint: 'Nothing to plot from the calculator: type an expression in x and press Plot.' });
  const body = el('div', { class: 'graph-screen' }, [view.element]);
  const expression = typeof params.f === 'string' ? params.f.trim() : '';
  let visible = false;
  let leaving = false;
  // Turned wide (a tablet rotated, a window widened): the graph goes beside the keypad. Once:
  // both the media query and the shell's re-showing of this screen ask.
  const collapse = () => {
    if (!WIDE.matches || !visible || leaving) return;
    leaving = true;
    besideKeypad?.shown();
    ctx.back();
  };
  const changed = () => setTimeout(collapse);
  WIDE.addEventListener('change', changed);
  if (typeof params.y === 'string') {
    view.editing.adopt(FunctionList.fromQuery(params), viewOfText(params.view), new URLSearchParams(params).toString());
  }
  else if (expression) view.editing.setProgram(expression, { again: carried?.pressed === true });
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
