// The Calculator's Graph of its program. On phones, upright or on their side, the Graph button
// pushes /calculator/graph?f=… (a snapshot of the program; later keys do not change it). On wide
// windows (iPad, desktop: the regular size class) the graph stands beside the keypad instead and
// shows the program as of the last press of Graph (kept with the keys), empty until Graph is
// pressed. A pushed Graph hands its expression to the one beside the keypad when the window turns
// wide.
import { el } from '../../shell/dom.js';
import { REGULAR as WIDE } from '../../shell/size-class.js';
import { GraphView } from '../graph/view.js';

const NO_PROGRAM = 'Nothing to graph yet: enter a number or finish the pending operation with =.';

/** `adopt` of the graph beside the keypad on this page: where a pushed Graph hands over to. */
let adoptBeside = null;

/**
 * The Graph button (`button`, in the navigation bar) and the graph beside the keypad (`panel`)
 * for the calculator `state` (calculatorState): the program it graphs, and its snapshot.
 */
export function calculatorGraph(ctx, state) {
  let wanted = false; // Graph pressed while keys were on their way: graph once they are answered
  const side = new GraphView(ctx, { emptyHint: 'Press Graph to plot the program as y = f(M).' });
  const panel = el('section', { class: 'calc-side', 'aria-label': 'Graph' }, [
    side.element,
    el('p', { class: 'calc-footnote', text: 'A snapshot: the program as it was when you last pressed Graph (empty until then); keys pressed since do not change it.' }),
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
      state.snapshot = program;
      side.plot(program);
    } else {
      ctx.push('graph', { f: program });
    }
  }

  /** A graph of `expression` beside the keypad, kept as the snapshot (a pushed Graph's, a shared link's). */
  function adopt(expression) {
    if (!expression) return;
    state.snapshot = expression;
    side.plot(expression);
  }

  WIDE.addEventListener('change', () => { if (WIDE.matches) side.shown(); });
  adoptBeside = adopt;
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
    /** The snapshot kept with the keys, beside the keypad again after a reload. */
    restored() { if (state.snapshot) side.plot(state.snapshot); },
    shown() { side.shown(); },
  };
}

/** The Graph pushed on a phone: the program as it was when Graph was pressed (`params.f`). */
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
    adoptBeside?.(view.expression ?? expression);
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
