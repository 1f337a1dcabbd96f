// The Graph's sliders, as Desmos gives them: every name in a function other than its variable
// (a, b in a·sin(b·x)) gets one, its value typed or dragged between a least and a most that can
// be edited (−10 to 10 at first). Dragging redraws the curves at once, computed by the core in the
// browser, and their points once it is let go; the values and ranges are kept with the list
// (functions.js).
import { el, uid } from '../../shell/dom.js';
import { formatShort } from '../../shell/format.js';

/** A number as a field shows it to be edited: six digits, no grouping (read back by Number). */
const plain = (value) => String(Number(value.toPrecision(6)));

/** A slider's step: a two-hundredth of its range, so a drag moves it smoothly. */
const stepOf = ({ min, max }) => (max - min) / 200;

/** The sliders of `view` (a GraphView) in `box`; `show(names)` makes one for each name. */
export class GraphSliders {
  constructor(view, box) {
    this.view = view;
    this.box = box;
    this.names = [];
  }

  /** A slider for each of `names` (in the list's order); none hides the box. */
  show(names) {
    if (names.join() === this.names.join()) { this.refresh(); return; }
    this.names = names;
    this.box.hidden = !names.length;
    this.box.replaceChildren(...names.map((name) => this.row(name)));
  }

  /** The rows brought to the kept values (another graph may have moved them). */
  refresh() {
    for (const row of this.box.children) row.sync?.();
  }

  row(name) {
    const number = (label, className) => el('input', {
      type: 'text', inputmode: 'decimal', class: `graph-slider-number ${className}`, 'aria-label': label,
      autocomplete: 'off', spellcheck: 'false', enterkeyhint: 'done',
    });
    const valueId = uid('graph-slider');
    const value = number(`${name}`, 'graph-slider-value');
    value.id = valueId;
    const min = number(`Least ${name}`, 'graph-slider-min');
    const max = number(`Most ${name}`, 'graph-slider-max');
    const range = el('input', { type: 'range', class: 'graph-slider-range', 'aria-label': `Slider ${name}` });
    const row = el('div', { class: 'graph-slider', dataset: { name } }, [
      el('label', { for: valueId, class: 'graph-slider-name', text: `${name} =` }), value,
      el('span', { class: 'graph-slider-ends' }, [min, el('span', { text: 'to', 'aria-hidden': 'true' }), max]),
      range,
    ]);
    const sync = () => {
      const s = this.view.list.slider(name); // the list shown now (a program or a link may have replaced it)
      Object.assign(range, { min: String(s.min), max: String(s.max), step: String(stepOf(s)) });
      range.value = String(s.value);
      range.setAttribute('aria-valuetext', `${name} = ${formatShort(s.value, 6)}`);
      if (value !== document.activeElement) value.value = plain(s.value);
      min.value = plain(s.min);
      max.value = plain(s.max);
    };
    row.sync = sync;
    sync();
    range.addEventListener('input', () => {
      this.view.dragging = true;
      this.set(name, { value: Number(range.value) }, sync);
    });
    range.addEventListener('change', () => {
      this.view.dragging = false; // let go: the points, for the value it stopped at
      this.view.list.save();
      this.set(name, {}, sync);
    });
    value.addEventListener('change', () => this.typed(name, { value: value.value }, value, sync));
    min.addEventListener('change', () => this.typed(name, { min: min.value }, min, sync));
    max.addEventListener('change', () => this.typed(name, { max: max.value }, max, sync));
    return row;
  }

  /** A field typed: a number, the least below the most; a value outside the range widens it. */
  typed(name, change, input, sync) {
    const [[key, text]] = Object.entries(change);
    const number = Number(String(text).replace('−', '-').trim());
    const s = this.view.list.slider(name);
    const next = { ...s, [key]: number };
    if (key === 'value') Object.assign(next, { min: Math.min(s.min, number), max: Math.max(s.max, number) });
    const rule = !String(text).trim() || !Number.isFinite(number) ? 'must be a finite number'
      : next.min >= next.max ? `the least (${formatShort(next.min)}) must be below the most (${formatShort(next.max)})` : null;
    if (rule) {
      sync();
      this.view.context.alert({ title: `Check ${name}`, message: `${name}: ${rule}`, focus: input });
      return;
    }
    next.value = Math.min(next.max, Math.max(next.min, next.value));
    this.set(name, next, sync);
    this.view.list.save();
  }

  /** The slider of `name` changed: the rows that use it drawn again, at once. */
  set(name, change, sync) {
    Object.assign(this.view.list.slider(name), change);
    sync();
    this.view.show(this.view.plotted, this.view.list.values(this.names));
  }
}
