// The Graph's functions: up to 8 rows, each its text, whether it is hidden, and its colour (kept
// when other rows are removed, as Desmos does, so a curve never changes colour under the eye); at
// most one row is the Calculator's program, which the Graph button replaces. With them, each
// slider's value and range, and the last program handed over and shared link taken up (so a
// reload of the pushed Graph, whose URL holds them, does not put them back over what was typed
// since). Kept in localStorage for every graph on the page, and written to and
// read from a link's query so a graph can be shared.
import { readStored, store } from '../../shell/storage.js';

const KEY = 'reckon.graph.functions';
/** Rows at most: the core's plot.maximumFunctions. */
export const MAX_FUNCTIONS = 8;
/** A new slider's range, as Desmos gives one. */
export const SLIDER_RANGE = Object.freeze({ min: -10, max: 10 });

const isText = (value) => typeof value === 'string' && value.length <= 1000 && !value.includes('\n');
const finite = (value) => typeof value === 'number' && Number.isFinite(value);

/** A slider {value, min, max} with min < max and the value between them, or null. */
function checkedSlider(slider) {
  if (!slider || ![slider.value, slider.min, slider.max].every(finite) || !(slider.min < slider.max)) return null;
  return { value: Math.min(slider.max, Math.max(slider.min, slider.value)), min: slider.min, max: slider.max };
}

export class FunctionList {
  /** `rows` [{text, hidden, program, colour}] and `sliders` {name: {value, min, max}}, checked. */
  constructor({ rows = [], sliders = {}, handed = null, link = null } = {}) {
    this.rows = [];
    for (const row of Array.isArray(rows) ? rows.slice(0, MAX_FUNCTIONS) : []) {
      if (!row || !isText(row.text)) continue;
      const colour = Number.isInteger(row.colour) && row.colour >= 0 && row.colour < MAX_FUNCTIONS
        && !this.rows.some((r) => r.colour === row.colour) ? row.colour : this.freeColour();
      const program = row.program === true && !this.rows.some((r) => r.program);
      this.rows.push({ text: row.text, hidden: row.hidden === true, program, colour });
    }
    if (!this.rows.length) this.rows.push({ text: '', hidden: false, program: false, colour: 0 });
    this.handed = isText(handed) ? handed : null;
    this.link = typeof link === 'string' ? link : null; // the shared link taken up last
    this.sliders = {};
    for (const [name, slider] of Object.entries(sliders && typeof sliders === 'object' ? sliders : {})) {
      const checked = checkedSlider(slider);
      if (checked && /^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) this.sliders[name] = checked;
    }
  }

  /** The list kept on this device (one empty row when none is kept or it is damaged). */
  static load() {
    return new FunctionList(readStored(KEY, {}) ?? {});
  }

  save() {
    store(KEY, { rows: this.rows, sliders: this.sliders, handed: this.handed, link: this.link });
  }

  freeColour() {
    for (let colour = 0; colour < MAX_FUNCTIONS; colour += 1) {
      if (!this.rows.some((row) => row.colour === colour)) return colour;
    }
    return 0;
  }

  get full() { return this.rows.length >= MAX_FUNCTIONS; }

  /** The rows drawn: typed and not hidden, with their index. */
  get shown() {
    return this.rows.map((row, index) => ({ ...row, index })).filter((row) => row.text.trim() && !row.hidden);
  }

  /** A new empty row at the end, its index; null when the list is full. */
  add() {
    if (this.full) return null;
    this.rows.push({ text: '', hidden: false, program: false, colour: this.freeColour() });
    return this.rows.length - 1;
  }

  /** Removes row `index`; the last row left is emptied rather than removed. */
  remove(index) {
    if (this.rows.length === 1) this.rows[0] = { text: '', hidden: false, program: false, colour: this.rows[0].colour };
    else this.rows.splice(index, 1);
  }

  /** Row `index` as typed: typed over, it is no longer the Calculator's program. */
  setText(index, text) {
    const row = this.rows[index];
    if (row.text !== text) row.program = false;
    row.text = text;
  }

  toggle(index) {
    this.rows[index].hidden = !this.rows[index].hidden;
  }

  /**
   * The Calculator's program in its row (shown): the row that holds it, else the first empty row,
   * else a new one at the top, else (8 rows) the last row gives way. Its index; null, changing
   * nothing, when it is the program handed over last and `again` is not asked (a reload).
   */
  setProgram(expression, { again = true } = {}) {
    if (!again && expression === this.handed) return null;
    this.handed = expression;
    let index = this.rows.findIndex((row) => row.program);
    if (index < 0) index = this.rows.findIndex((row) => !row.text.trim());
    if (index < 0) {
      if (this.full) this.rows.pop();
      this.rows.unshift({ text: '', hidden: false, program: false, colour: this.freeColour() });
      index = 0;
    }
    Object.assign(this.rows[index], { text: expression, program: true, hidden: false });
    return index;
  }

  /** The slider of `name`, made with the default range (and value 1) when it has none. */
  slider(name) {
    this.sliders[name] ??= { value: 1, ...SLIDER_RANGE };
    return this.sliders[name];
  }

  /** Forgets the sliders of names no row's text holds any more (kept and shared no longer). */
  prune() {
    for (const name of Object.keys(this.sliders)) {
      if (!this.rows.some((row) => new RegExp(`(^|[^A-Za-z0-9_])${name}($|[^A-Za-z0-9_])`).test(row.text))) delete this.sliders[name];
    }
  }

  /** The values of `names` for the core's plot `parameters`. */
  values(names) {
    return Object.fromEntries(names.map((name) => [name, this.slider(name).value]));
  }

  /**
   * The list as a link's query: `y` the rows' texts one per line, `hide` and `program` 1-based
   * rows, `let` each slider as name=value:min:max, `;` between them.
   */
  toQuery() {
    const query = { y: this.rows.map((row) => row.text).join('\n') };
    const hidden = this.rows.flatMap((row, i) => (row.hidden ? [i + 1] : []));
    if (hidden.length) query.hide = hidden.join(',');
    const program = this.rows.findIndex((row) => row.program);
    if (program >= 0) query.program = String(program + 1);
    const sliders = Object.entries(this.sliders).map(([name, s]) => `${name}=${s.value}:${s.min}:${s.max}`);
    if (sliders.length) query.let = sliders.join(';');
    return query;
  }

  /** A link's query read back (what `toQuery` wrote); damaged parts are left out. */
  static fromQuery(params) {
    const texts = String(params.y ?? '').split('\n');
    const hidden = new Set(String(params.hide ?? '').split(',').map(Number));
    const program = Number(params.program);
    const sliders = {};
    for (const part of String(params.let ?? '').split(';')) {
      const [name, numbers = ''] = part.split('=');
      const [value, min, max] = numbers.split(':').map((t) => (t.trim() ? Number(t) : NaN));
      if (name) sliders[name] = { value, min, max };
    }
    return new FunctionList({
      rows: texts.map((text, i) => ({ text, hidden: hidden.has(i + 1), program: program === i + 1 })),
      sliders,
    });
  }
}
