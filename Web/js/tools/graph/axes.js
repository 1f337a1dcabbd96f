// The Graph's ticks, from the core (`plot/ticks`: the round steps and their exact labels). Each
// axis's are asked for three screens' width at a time and kept while the scale keeps their step,
// so a pan asks nothing and a pinch asks once per step it crosses; until the answer comes (a
// frame or two), the frame is drawn with the ticks at hand, which are still true values.
import { solve } from '../../shell/api.js';
import { formatNumber } from '../../shell/format.js';

/** The least distance between ticks on screen, in CSS pixels: x labels need more room. */
const LEAST_PX = { x: 64, y: 36 };
/** The gap between two x labels, in CSS pixels. */
const GAP_PX = 16;

export class GraphAxes {
  /**
   * `redraw()` asks for a frame once new ticks arrive; `measure(text)` is a label's width in CSS
   * pixels, as drawn (x labels must fit between their ticks).
   */
  constructor(redraw, measure) {
    this.redraw = redraw;
    this.measure = measure;
    this.held = { x: null, y: null }; // {from, to, scale, step, finer, labelPx, ticks}
    this.asking = { x: false, y: false };
  }

  /** The ticks [{value, label}] to draw on `axis` ('x' or 'y') over lo…hi at `scale` pixels per unit. */
  ticks(axis, lo, hi, scale) {
    const held = this.held[axis];
    if (!this.keeps(axis, held, lo, hi, scale)) this.ask(axis, lo, hi, scale);
    return held ? held.ticks : [];
  }

  /**
   * Whether the held ticks cover lo…hi with room for their labels, and the finer step would
   * not do (at the scale they were asked for, whatever the core chose).
   */
  keeps(axis, held, lo, hi, scale) {
    if (!held || held.from > lo || held.to < hi) return false;
    const least = Math.max(LEAST_PX[axis], held.labelPx);
    if (held.step * scale < least) return false;
    return held.scale === scale || held.finer * scale < least;
  }

  ask(axis, lo, hi, scale) {
    if (this.asking[axis]) return; // the answer's frame checks again
    this.asking[axis] = true;
    const span = hi - lo;
    // At least as far apart as the labels last measured, and each label's characters (about a
    // digit's width each) with two for the gap, by the core's count.
    const least = Math.max(LEAST_PX[axis], this.held[axis]?.labelPx ?? 0);
    const body = { from: lo - span, to: hi + span, spacing: least / scale };
    if (axis === 'x') body.perCharacter = this.measure('0') / scale;
    solve('plot/ticks', body).then((answer) => {
      const labelPx = axis === 'x'
        ? Math.max(0, ...answer.ticks.map((tick) => this.measure(formatNumber(tick.label)))) + GAP_PX
        : 0;
      this.held[axis] = { ...answer, from: body.from, to: body.to, scale, labelPx };
      this.redraw();
    }, () => {
      // A range the core cannot tick (zoomed to the doubles' limit): keep the ticks at hand.
    }).finally(() => { this.asking[axis] = false; });
  }
}
