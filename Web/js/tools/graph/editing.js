// The Graph's list being edited: a row typed, hidden, removed or added, the Calculator's program
// put in its row, a shared link's graph taken up, the graph shared. Each change is kept on the
// device (functions.js) and then checked by the core (`plot/variable`: a row's variable and the
// names it needs sliders for) before the view draws them. A wrong row is said in the status line,
// and in an alert on its field when the user asked (Enter, Plot); what was drawn stays.
import { minus } from '../../shell/format.js';
import { shareLink } from '../../shell/share.js';
import { urlOf } from '../../shell/routes.js';
import { FunctionList } from './functions.js';
import { rowName } from './list.js';
import { describeFunction } from './samples.js';
import { loadView, saveView } from './viewport.js';

/** The edits of `view`'s list (a GraphView): `on`, the list's handlers, and what its screens ask of it. */
export class ListEditing {
  constructor(view) {
    this.view = view;
    this.known = new Map(); // text → {variable, parameters}: the core's word on it
    this.seq = 0;
    // A change to the list's rows: what was typed first, then the change, then the focus put back.
    const edit = (change, focus) => { this.takeTyped(); change(); this.apply().then(focus); };
    const rows = view.rows;
    this.on = {
      submit: () => { this.takeTyped(); this.apply({ asked: true }); },
      typed: (index, text) => { view.list.setText(index, text.trim()); this.apply(); },
      toggle: (index) => edit(() => view.list.toggle(index),
        () => rows.inputOf(index)?.parentElement.querySelector('.graph-swatch')?.focus()),
      remove: (index) => edit(() => view.list.remove(index),
        () => rows.inputOf(Math.min(index, view.list.rows.length - 1))?.focus()),
      add: () => {
        if (view.list.full) return;
        edit(() => view.list.add(), () => rows.inputOf(view.list.rows.length - 1)?.focus());
      },
      share: () => this.share(),
    };
  }

  /** The rows to draw, each with its variable and parameters; rejects on the first wrong one. */
  async checked(list) {
    const rows = [];
    for (const row of list.shown) {
      let info = this.known.get(row.text);
      if (!info) {
        try {
          info = await describeFunction(row.text);
        } catch (error) {
          error.row = row;
          throw error;
        }
        this.known.set(row.text, info);
      }
      rows.push({ index: row.index, text: row.text, colour: row.colour, ...info });
    }
    return rows;
  }

  /** Keeps the list, brings the rows up to it, and draws it; `asked`: the user pressed Enter or Plot. */
  async apply({ asked = false } = {}) {
    const { view } = this;
    const { list } = view;
    list.prune();
    list.save();
    view.rows.render();
    const mine = ++this.seq;
    try {
      const rows = await this.checked(list);
      if (mine !== this.seq) return false;
      const names = [...new Set(rows.flatMap((row) => row.parameters))];
      const values = list.values(names);
      list.save();
      view.sliders.show(names);
      view.show(rows, values);
      return true;
    } catch (error) {
      if (mine !== this.seq || error?.name === 'AbortError') return false;
      const name = error.row ? rowName(error.row, error.row.index) : 'Function';
      view.status.textContent = minus(`Cannot plot ${name}: ${error.rule ?? error.message}`);
      if (asked && error.row) {
        await view.context.problem(error, { expression: { input: view.rows.inputOf(error.row.index), label: name } });
      }
      return false;
    }
  }

  /** The fields' texts into the list (what was typed but not yet left). */
  takeTyped() {
    const { list, rows } = this.view;
    rows.typedTexts().forEach((text, index) => {
      if (index < list.rows.length) list.setText(index, text.trim());
    });
  }

  /** The graph as a link (its functions, sliders and view), shared as phones share one. */
  share() {
    const { view } = this;
    this.takeTyped();
    const url = location.origin + urlOf('calculator', 'graph', { ...view.list.toQuery(), view: viewText(view.view) });
    return shareLink({ title: 'Graph', url }, {
      say: (text) => { view.status.textContent = text; },
      alert: (alert) => view.context.alert(alert),
    });
  }

  /**
   * The Calculator's program in its row (the list as kept, which another graph may have changed);
   * `again` as FunctionList.setProgram takes it.
   */
  setProgram(expression, options) {
    this.view.list = FunctionList.load();
    this.view.list.setProgram(expression, options);
    return this.apply();
  }

  /**
   * A shared link's graph (`list`, its `shared` view) in place of the list, once: the same link
   * again (the pushed Graph reloaded, `link` its query) keeps what was done since.
   */
  adopt(list, shared, link) {
    const kept = FunctionList.load();
    if (kept.link === link) {
      this.view.list = kept;
      return this.apply();
    }
    list.link = link;
    this.view.list = list;
    if (shared) saveView(shared);
    this.view.view = loadView();
    return this.apply();
  }

  /** The list as kept, which another graph on the page may have changed meanwhile. */
  reload() {
    const kept = FunctionList.load();
    if (JSON.stringify(kept) === JSON.stringify(this.view.list)) return;
    this.view.list = kept;
    this.apply();
  }
}

/** A view as a link writes it: "cx,cy,scale". */
export function viewText({ cx, cy, scale }) {
  return `${cx},${cy},${scale}`;
}

/** A link's view read back, or null when it is damaged. */
export function viewOfText(text) {
  const [cx, cy, scale] = String(text ?? '').split(',').map(Number);
  return [cx, cy, scale].every(Number.isFinite) && scale > 0 ? { cx, cy, scale } : null;
}
