// The Distribution screen's histogram: the simulated frequencies as bars with the exact
// probabilities drawn over them as a line, an SVG drawn at its holder's pixel size, with a readout
// of the bar pointed at (or chosen with the arrow keys).
import { solve } from '../../shell/api.js';
import { el, svg } from '../../shell/dom.js';
import { formatNumber } from '../../shell/format.js';
import { chance, whole } from './numbers.js';

/** The core's round ticks [{value, label}] over min…max: about `count`, at least `least` apart. */
async function ticks(min, max, count, least = 0) {
  return (await solve('plot/ticks', { from: min, to: max, spacing: Math.max((max - min) / Math.max(count, 1), least, 1e-300) })).ticks;
}

/**
 * The simulated frequencies as bars with the exact probabilities over them, drawn at the
 * holder's own pixel size (so labels stay 12 px on a phone) and redrawn when it changes. Its
 * parts for the page: `holder` (the chart), `readout` and `legend`; `lo`…`hi` are the sums drawn.
 */
export class Histogram {
  constructor(sim, exact, cleanups) {
    this.sim = sim;
    this.exact = exact;
    // Without a simulation (one cancelled before its end), the exact distribution alone.
    this.trials = sim ? Number(sim.trials) : 0;
    this.counts = new Map(sim ? sim.distribution.map((d) => [d.sum, Number(d.count)]) : []);
    this.probabilities = new Map(exact ? exact.distribution.map((d) => [d.sum, Number(d.probability) || 0]) : []);
    this.rawProbability = new Map(exact ? exact.distribution.map((d) => [d.sum, d.probability]) : []);
    // The sums worth drawing: those rolled, and those the exact distribution gives a visible bar.
    let lo = sim ? sim.statistics.min : Infinity;
    let hi = sim ? sim.statistics.max : -Infinity;
    let peak = 0;
    for (const p of this.probabilities.values()) peak = Math.max(peak, p);
    for (const [sum, p] of this.probabilities) {
      if (p >= peak * 1e-4) { lo = Math.min(lo, sum); hi = Math.max(hi, sum); }
    }
    this.lo = lo;
    this.hi = hi;
    this.n = hi - lo + 1;
    this.mode = sim ? sim.statistics.mode : exact.statistics.mode;

    this.holder = el('div', { class: 'dice-chart' });
    this.readout = el('p', { class: 'dice-readout', 'aria-live': 'off' });
    this.legend = el('div', { class: 'dice-legend', 'aria-hidden': 'true' }, [
      sim ? [el('span', { class: 'dice-key dice-key-bar' }), el('span', { text: 'Simulated' })] : null,
      exact ? [el('span', { class: 'dice-key dice-key-line' }), el('span', { text: 'Exact' })] : null,
    ]);
    this.selected = null;
    this.drawn = '';
    this.geometry = null;
    this.marker = null;
    this.band = null;  // the sums at or above the "at least" threshold
    this.atLeast = null;
    this.setReadout();

    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => this.draw().catch((error) => {
        this.holder.replaceChildren(el('p', { class: 'note', text: `The chart could not be drawn: ${error.rule ?? error.message}` }));
      }));
    });
    observer.observe(this.holder);
    cleanups.push(() => { observer.disconnect(); cancelAnimationFrame(frame); });
  }

  frequency(sum) {
    return this.trials ? (this.counts.get(sum) ?? 0) / this.trials : 0;
  }

  describe(sum) {
    const { sim, exact, trials } = this;
    if (!sim) return `Sum ${formatNumber(sum)}: exact ${chance(this.rawProbability.get(sum) ?? 0)}`;
    const count = this.counts.get(sum) ?? 0;
    const exactText = exact ? `; exact ${chance(this.rawProbability.get(sum) ?? 0)}` : '';
    return `Sum ${formatNumber(sum)}: rolled ${whole(count)} of ${whole(trials)} times (${chance(count / trials)})${exactText}`;
  }

  setReadout() {
    const { sim, selected } = this;
    this.readout.textContent = selected === null
      ? `${sim ? 'Most rolled' : 'Most likely'}: ${this.describe(this.mode)}. Point at ${sim ? 'a bar' : 'a sum'}, or focus the chart and use ← →.`
      : this.describe(selected);
  }

  /**
   * More sums than pixels: each bar is a bin of `per` sums at their mean height, so the drawing
   * stays at most one shape per pixel and the heights still read as chances of one sum.
   */
  binned(plotWidth) {
    const { lo, hi } = this;
    const per = Math.max(1, Math.ceil(this.n / Math.max(plotWidth, 1)));
    const bins = [];
    let top = 0;
    for (let start = lo; start <= hi; start += per) {
      const end = Math.min(hi, start + per - 1);
      let f = 0;
      let p = 0;
      for (let sum = start; sum <= end; sum += 1) {
        f += this.frequency(sum);
        p += this.probabilities.get(sum) ?? 0;
      }
      bins.push({ start, end, f: f / (end - start + 1), p: p / (end - start + 1) });
      top = Math.max(top, f / (end - start + 1), p / (end - start + 1));
    }
    return { per, bins, top: top * 1.08 };
  }

  /** The chart for the holder's size, unless it is too small or drawn at that size already. */
  async draw() {
    const { lo, hi, n, exact } = this;
    const W = Math.floor(this.holder.clientWidth);
    const H = Math.floor(this.holder.clientHeight);
    const size = `${W}x${H}`;
    if (W < 50 || H < 50 || size === this.drawn) return;
    this.drawn = size;
    // Room at the right for half the last tick label (four or five digits for big pools), at the
    // left for the longest percentage.
    const digits = Math.max(formatNumber(lo).length, formatNumber(hi).length);
    const R = Math.max(12, digits * 3.75 + 4), T = 12, B = 44;
    let L = 54;
    let { per, bins, top } = this.binned(W - L - R);
    // In percent, so that the labels are the core's.
    const yTicks = await ticks(0, top * 100, Math.max(2, Math.floor((H - T - B) / 48)));
    const yLabels = yTicks.map((t) => (t.value === 0 ? '0' : `${formatNumber(t.label)} %`));
    L = Math.max(40, ...yLabels.map((label) => label.length * 7 + 14));
    const xTicks = await ticks(lo, hi, Math.max(1, Math.floor((W - L - R) / (digits * 7.5 + 16))), 1);
    if (this.drawn !== size) return; // resized while the core answered: that size's drawing follows
    ({ per, bins, top } = this.binned(W - L - R));
    const x0 = lo - 0.5, x1 = hi + 0.5;
    const sx = (x) => L + ((x - x0) / (x1 - x0)) * (W - L - R);
    const sy = (y) => T + (1 - y / top) * (H - T - B);
    this.geometry = { sx, L, R, W, T, B, H };
    const parts = [];
    yTicks.forEach(({ value }, i) => {
      const y = sy(value / 100);
      parts.push(svg('line', { class: 'dice-grid', x1: L, x2: W - R, y1: y, y2: y }));
      parts.push(svg('text', { class: 'dice-tick', x: L - 6, y: y + 4, 'text-anchor': 'end', text: yLabels[i] }));
    });
    const barWidth = ((W - L - R) / n) * per;
    const gap = barWidth >= 4 ? Math.min(barWidth * 0.18, 3) : 0;
    const base = sy(0).toFixed(2);
    let bars = '';
    let line = '';
    for (const { start, end, f, p } of bins) {
      if (f > 0) bars += `M${(sx(start - 0.5) + gap / 2).toFixed(2)} ${base}V${sy(f).toFixed(2)}H${(sx(end + 0.5) - gap / 2).toFixed(2)}V${base}z`;
      line += `${line ? 'L' : 'M'}${sx((start + end) / 2).toFixed(2)} ${sy(p).toFixed(2)}`;
    }
    parts.push(svg('path', { class: 'dice-bars', d: bars || 'M0 0' }));
    if (exact) {
      parts.push(svg('path', { class: 'dice-exact', d: line }));
      if (barWidth >= 9) {
        for (let sum = lo; sum <= hi; sum += 1) {
          parts.push(svg('circle', { class: 'dice-exact-point', cx: sx(sum), cy: sy(this.probabilities.get(sum) ?? 0), r: Math.min(4, barWidth / 4) }));
        }
      }
    }
    parts.push(svg('line', { class: 'dice-axis', x1: L, x2: W - R, y1: sy(0), y2: sy(0) }));
    // Whole sums as close as their labels allow: 1d4 labels every sum, 1000d20 every thousand or so.
    for (const { value, label } of xTicks) {
      parts.push(svg('line', { class: 'dice-axis', x1: sx(value), x2: sx(value), y1: sy(0), y2: sy(0) + 5 }));
      parts.push(svg('text', { class: 'dice-tick', x: sx(value), y: sy(0) + 19, 'text-anchor': 'middle', text: formatNumber(label) }));
    }
    parts.push(svg('text', { class: 'dice-axis-title', x: L + (W - L - R) / 2, y: H - 6, 'text-anchor': 'middle', text: 'Sum' }));
    this.band = svg('rect', { class: 'dice-at-least-band', y: T, height: Math.max(0, sy(0) - T) });
    this.marker = svg('rect', { class: 'dice-selected', y: T, height: Math.max(0, sy(0) - T), width: Math.max(barWidth, 2) });
    parts.push(this.band, this.marker);
    this.show(svg('svg', {
      class: 'dice-plot', viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img', tabindex: '0',
      'aria-label': this.description(),
    }, parts));
  }

  /** What the chart shows, for its accessible name. */
  description() {
    const { sim, exact, lo, hi, mode } = this;
    return sim
      ? `Histogram of ${whole(this.trials)} simulated sums of ${sim.pool} from ${formatNumber(lo)} to ${formatNumber(hi)}` +
        (exact ? ', with the exact probabilities drawn over it as a line' : '') +
        `; the most rolled sum is ${formatNumber(mode)} (${chance(this.frequency(mode))}).`
      : `The exact probabilities of the sums from ${formatNumber(lo)} to ${formatNumber(hi)}, as a line; ` +
        `the most likely sum is ${formatNumber(mode)} (${chance(this.rawProbability.get(mode) ?? 0)}).`;
  }

  /** Puts a chart just drawn in the holder, answering the pointer and the arrow keys. */
  show(chart) {
    chart.addEventListener('pointermove', (event) => this.pointed(event));
    chart.addEventListener('pointerdown', (event) => this.pointed(event));
    chart.addEventListener('pointerleave', (event) => { if (event.pointerType === 'mouse') this.select(null); });
    chart.addEventListener('keydown', (event) => this.stepped(event));
    this.holder.replaceChildren(chart);
    this.select(this.selected);
    this.showThreshold();
  }

  showThreshold() {
    const { band, geometry, atLeast } = this;
    if (!band || !geometry) return;
    band.classList.toggle('shown', atLeast !== null);
    if (atLeast === null) return;
    const from = geometry.sx(Math.max(this.lo, atLeast) - 0.5);
    band.setAttribute('x', from);
    band.setAttribute('width', Math.max(0, geometry.W - geometry.R - from));
  }

  select(sum) {
    const { marker, geometry } = this;
    this.selected = sum;
    if (marker && geometry) {
      marker.classList.toggle('shown', sum !== null);
      if (sum !== null) {
        const width = Math.max(geometry.sx(sum + 0.5) - geometry.sx(sum - 0.5), 2);
        marker.setAttribute('x', geometry.sx(sum) - width / 2);
        marker.setAttribute('width', width);
      }
    }
    this.setReadout();
  }

  pointed(event) {
    const { geometry, lo, hi } = this;
    if (!geometry) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * geometry.W;
    if (x < geometry.L || x > geometry.W - geometry.R) return;
    const sum = Math.round(lo - 0.5 + ((x - geometry.L) / (geometry.W - geometry.L - geometry.R)) * this.n);
    this.select(Math.min(hi, Math.max(lo, sum)));
  }

  stepped(event) {
    const { lo, hi } = this;
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowDown: -1, ArrowUp: 1, PageDown: -10, PageUp: 10 };
    let sum;
    if (event.key === 'Home') sum = lo;
    else if (event.key === 'End') sum = hi;
    else if (event.key === 'Escape') sum = null;
    else if (moves[event.key]) sum = Math.min(hi, Math.max(lo, (this.selected ?? this.mode) + moves[event.key]));
    else return;
    event.preventDefault();
    this.select(sum);
  }

  /** Shades the sums from `sum` up (null: none), for the "at least" slider. */
  threshold(sum) {
    this.atLeast = sum;
    this.showThreshold();
  }
}
