// Primes in a range (seed 000, tab 3): From / To → "Solve!" → the count and every prime in a list
// that stays smooth for millions. Big counts run as jobs on every core, with progress and Cancel.
//
// Bounds and primes go up to 2^64 − 1, past what a double holds exactly: they stay decimal strings
// (BigInt for arithmetic) and are never turned into Numbers except for estimates. Row indexes are
// Numbers (exact up to 2^53; π(2^42) is only 1.6e11).
import { el, icon } from '../shell/dom.js';
import { field, group, progressPanel, resultRegion, solveButton, solveForm } from '../shell/form.js';
import { InputProblem, runJob, solve } from '../shell/api.js';

const ICON = 'M8 20V4h5a4.5 4.5 0 0 1 0 9H8M11 4v9';
const ARROW_TOP = 'M6 4h12M12 20V9M7 13l5-5 5 5';
const ARROW_END = 'M6 20h12M12 4v11M7 11l5 5 5-5';
const MAX_U64 = 18446744073709551615n;
const NUMBER = new Intl.NumberFormat();
const PAGE = 100_000; // the API's largest page
const ROW = 32; // px, fixed: the list is virtual
const MAX_SPACER = 6_000_000; // px: under every browser's largest element (Firefox ≈ 17.9e6)
const MAX_LOADED = 600_000; // primes kept in memory; farther pages are dropped and fetched again
const COPY_ALL = 100_000; // Copy takes the whole list up to this many, else the rows shown
const DOWNLOAD_LIMIT = 10_000_000; // primes in one .txt (about 100–200 MB)
const BEFORE = 200; // rows fetched above a row jumped to

/** Thousands separators in the browser's locale, exactly (BigInt for decimal strings). */
function grouped(value) {
  return NUMBER.format(typeof value === 'string' ? BigInt(value) : value);
}

/** The 422 a direct request gets when the work is too big: the same request runs fine as a job. */
function needsJob(error) {
  return error instanceof InputProblem && /start a job/.test(error.rule);
}

/** "about 3 min" for a number of seconds. */
function duration(seconds) {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 90 * 60) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/**
 * Moves a progressPanel with a finer percentage below 10 % (a count of hours moves slowly) and,
 * once the rate is known, the time left in its label.
 */
function progressTracker(panel, label) {
  const started = performance.now();
  const percent = panel.element.querySelector('.progress-percent');
  const text = panel.element.querySelector('.progress-label');
  return (fraction) => {
    panel.update(fraction);
    if (percent && fraction < 0.1) percent.textContent = `${(Math.floor(fraction * 1000) / 10).toFixed(1)} %`;
    const elapsed = (performance.now() - started) / 1000;
    if (text && elapsed > 2 && fraction > 0.001 && fraction < 1) {
      text.textContent = `${label} about ${duration((elapsed * (1 - fraction)) / fraction)} left`;
    }
  };
}

function child(signal) {
  const controller = new AbortController();
  if (signal.aborted) controller.abort();
  else signal.addEventListener('abort', () => controller.abort(), { once: true });
  return controller;
}

/** Counts the primes in lo…hi (strings): directly, or as a job when the core says it is long. */
async function countPrimes(lo, hi, { signal, onJob, onProgress } = {}) {
  try {
    return await solve('primes', { lo, hi, count: true }, { signal });
  } catch (error) {
    if (!needsJob(error)) throw error;
    onJob?.();
    return runJob('primes', { lo, hi, count: true }, { signal, onProgress });
  }
}

// ---- input screen -----------------------------------------------------------------------------

const LABELS = { lo: 'From', hi: 'To' };

/** The API's message with the fields as the screen labels them ("must be at most To (10)"). */
function relabel(error) {
  if (!(error instanceof InputProblem) || !LABELS[error.field]) return error;
  return new InputProblem(error.field, error.rule.replace(/\b(lo|hi)\b/g, (name) => LABELS[name]));
}

function inputScreen(ctx) {
  const from = field({ label: 'From', name: 'lo', placeholder: 'e.g. 1', inputmode: 'numeric' });
  const to = field({ label: 'To', name: 'hi', placeholder: 'e.g. 100', inputmode: 'numeric' });
  const fields = { lo: { input: from.input, label: 'From' }, hi: { input: to.input, label: 'To' } };
  const status = el('p', { class: 'note primes-busy', role: 'status' });
  const form = solveForm([
    group({
      header: 'Range',
      footer: `Whole numbers from 0 to ${grouped(MAX_U64)} (2⁶⁴ − 1), both included; 1e9 or 1_000_000 work too. ` +
        'Long counts run in the background with progress and Cancel.',
    }, [from.row, to.row]),
    solveButton(),
    status,
  ], async () => {
    const input = { lo: from.input.value.trim(), hi: to.input.value.trim() };
    const slow = setTimeout(() => { status.textContent = 'Counting…'; }, 400);
    try {
      const result = await solve('primes', { ...input, count: true });
      ctx.push('list', { lo: result.lo, hi: result.hi }, { count: result.count });
    } catch (error) {
      // Too long to answer directly means the input is valid: the list screen counts it as a job.
      if (needsJob(error)) ctx.push('list', input, { job: true });
      else await ctx.problem(relabel(error), fields);
    } finally {
      clearTimeout(slow);
      status.textContent = '';
    }
  });
  return {
    title: 'Primes',
    body: form,
    fill(params) {
      if (params.lo !== undefined) from.input.value = params.lo;
      if (params.hi !== undefined) to.input.value = params.hi;
    },
  };
}

// ---- the primes as data: pages fetched on demand, placed by exact index -------------------------

/** li(x) − li(2) for x ≥ 2 (0 below): Ramanujan's series. Only used to estimate positions. */
function li2(x) {
  if (!(x > 2)) return 0;
  const LI2 = 1.045163780117492784;
  const ln = Math.log(x);
  let sum = 0, term = 1, inner = 0;
  for (let n = 1; n < 400; n += 1) {
    term *= ln / n;
    if ((n - 1) % 2 === 0) inner += 1 / n; // Σ 1/(2k+1) for 2k+1 ≤ n
    const add = (n % 2 ? 1 : -1) * term / 2 ** (n - 1) * inner;
    sum += add;
    if (Math.abs(add) < 1e-17 * Math.abs(sum) && n > ln) break;
  }
  return 0.5772156649015329 + Math.log(ln) + Math.sqrt(x) * sum - LI2;
}

/**
 * The primes of lo…hi as a sparse array: chunks of up to PAGE primes at exact indexes, and exact
 * "anchors" (v, i): i primes of the range lie below v. A row next to a loaded chunk is fetched
 * from that chunk's `next`; a row far from any is found by estimating the number where it lies
 * (the prime counting function between the nearest anchors), counting exactly from the nearer
 * anchor to there (cheap: the API counts by Lucy_Hedgehog's method or sieves a narrow span), and
 * fetching the page that starts there. So a jump to row 5,000,000 costs two or three requests,
 * never a walk through the rows before it.
 */
class PrimeSource {
  constructor({ lo, hi, signal, onChange, onStatus, onError }) {
    this.text = { lo, hi };
    this.lo = null; // BigInt, once the core has read the bounds
    this.hi = null;
    this.total = null; // the count, when known
    this.chunks = []; // {start, primes, next}, sorted, disjoint
    this.anchors = [];
    this.want = { first: 0, last: 0 };
    this.signal = signal;
    this.onChange = onChange;
    this.onStatus = onStatus;
    this.onError = onError;
    this.running = false;
    this.task = null; // {k, controller} of the work under way
    this.failedAt = 0;
    this.started = false;
  }

  /** Starts fetching (once the range is known to be valid). */
  start() {
    this.started = true;
    this.pump();
  }

  setTotal(count) {
    const n = BigInt(count);
    if (n > BigInt(Number.MAX_SAFE_INTEGER)) return; // never in practice: stays sequential
    this.total = Number(n);
    if (this.hi !== null) this.anchor(this.hi + 1n, this.total);
    this.onChange();
    this.pump();
  }

  get rowCount() {
    if (this.total !== null) return this.total;
    if (!this.chunks.length) return 1; // "Loading…"
    const last = this.chunks[this.chunks.length - 1];
    return last.start + last.primes.length + (last.next !== null ? 1 : 0);
  }

  get loaded() {
    return this.chunks.reduce((sum, chunk) => sum + chunk.primes.length, 0);
  }

  chunkAt(i) {
    let a = 0, b = this.chunks.length - 1;
    while (a <= b) {
      const m = (a + b) >> 1;
      const chunk = this.chunks[m];
      if (i < chunk.start) b = m - 1;
      else if (i >= chunk.start + chunk.primes.length) a = m + 1;
      else return chunk;
    }
    return null;
  }

  get(i) {
    const chunk = this.chunkAt(i);
    return chunk ? chunk.primes[i - chunk.start] : undefined;
  }

  /** The primes of rows a…b that are loaded (undefined for the others). */
  slice(a, b) {
    const out = [];
    for (let i = a; i <= b; i += 1) out.push(this.get(i));
    return out;
  }

  anchor(v, i) {
    let at = this.anchors.findIndex((a) => a.v >= v);
    if (at < 0) at = this.anchors.length;
    if (this.anchors[at]?.v === v) return;
    this.anchors.splice(at, 0, { v, i });
  }

  /** The last anchor with index ≤ i, the first with index > i. */
  below(i) {
    let best = null;
    for (const a of this.anchors) if (a.i <= i) best = a; else break;
    return best;
  }

  above(i) {
    return this.anchors.find((a) => a.i > i) ?? null;
  }

  add(start, primes, next) {
    if (!primes.length) return;
    const chunk = { start, primes, next };
    const at = this.chunks.findIndex((c) => c.start > start);
    this.chunks.splice(at < 0 ? this.chunks.length : at, 0, chunk);
    this.anchor(BigInt(primes[0]), start);
    if (next !== null) this.anchor(BigInt(next), start + primes.length);
    else if (this.total === null) this.setTotal(String(start + primes.length));
    // Memory: drop the chunks farthest from what is wanted.
    while (this.loaded > MAX_LOADED && this.chunks.length > 1) {
      const middle = (this.want.first + this.want.last) / 2;
      const distance = (c) => (c === chunk ? -1 : Math.abs(c.start + c.primes.length / 2 - middle));
      const far = this.chunks.reduce((x, y) => (distance(y) > distance(x) ? y : x));
      if (distance(far) < 0) break;
      this.chunks.splice(this.chunks.indexOf(far), 1);
    }
    this.onChange();
  }

  /** The first row of a…b not loaded, or −1. */
  missing(a, b) {
    let i = Math.max(0, a);
    const end = Math.min(this.rowCount - 1, b);
    while (i <= end) {
      const chunk = this.chunkAt(i);
      if (!chunk) return i;
      i = chunk.start + chunk.primes.length;
    }
    return -1;
  }

  /** The rows on screen are first…last: fetch what they and their surroundings need. */
  request(first, last) {
    this.want = { first, last };
    const running = this.task;
    if (running && (running.k < first - 5 * PAGE || running.k > last + 5 * PAGE)) running.controller.abort();
    if (Date.now() - this.failedAt > 3000) this.pump();
  }

  async pump() {
    if (this.running || !this.started || this.signal.aborted) return;
    this.running = true;
    let idle = 0;
    try {
      for (;;) {
        if (this.signal.aborted) return;
        const next = this.nextTask();
        if (!next) break;
        const before = this.anchors.length + this.loaded;
        const controller = child(this.signal);
        this.task = { k: next.k, controller };
        try {
          await next.run(controller.signal);
          idle = this.anchors.length + this.loaded === before ? idle + 1 : 0;
          if (idle > 2) break; // no headway: wait for the next scroll rather than spin
        } catch (error) {
          if (error?.name !== 'AbortError') {
            this.failedAt = Date.now();
            this.onError(error);
            break;
          }
          if (this.signal.aborted) return;
        } finally {
          this.task = null;
        }
      }
      this.onStatus('');
    } finally {
      this.running = false;
    }
  }

  nextTask() {
    if (this.lo === null) return { k: 0, run: (signal) => this.firstPage(signal) };
    const { first, last } = this.want;
    // What is on screen first, then ahead (the way one scrolls), then a little behind.
    for (const [a, b] of [[first, last], [last + 1, last + 2000], [first - BEFORE, first - 1]]) {
      const k = this.missing(a, b);
      if (k >= 0) {
        const task = this.taskFor(k);
        if (task) return task;
      }
    }
    return null;
  }

  taskFor(k) {
    const before = [...this.chunks].reverse().find((c) => c.start < k);
    const end = before ? before.start + before.primes.length : 0;
    if (before?.next && k - end <= PAGE / 2) return { k, run: (signal) => this.follow(before, signal) };
    if (!this.above(k)) return null;
    return { k, run: (signal) => this.jump(k, signal) };
  }

  /** How many primes to ask for from row `start`: up to the next loaded chunk or the end. */
  room(start) {
    const after = this.chunks.find((c) => c.start > start);
    return Math.min(PAGE, (after ? after.start : Infinity) - start, (this.total ?? Infinity) - start);
  }

  async page(lo, size, signal) {
    return solve('primes', { lo: String(lo), hi: String(this.hi), pageSize: size }, { signal });
  }

  // The rows say "Loading…" themselves: the status line above the list is for longer work
  // (finding a far row, counting) and errors.
  async firstPage(signal) {
    const page = await solve('primes', { lo: this.text.lo, hi: this.text.hi, pageSize: PAGE }, { signal });
    this.lo = BigInt(page.lo);
    this.hi = BigInt(page.hi);
    this.anchor(this.lo, 0);
    if (this.total !== null) this.anchor(this.hi + 1n, this.total);
    this.add(0, page.primes, page.next);
    if (!page.primes.length && this.total === null) this.setTotal('0');
  }

  /** The page after `chunk`. */
  async follow(chunk, signal) {
    const start = chunk.start + chunk.primes.length;
    const page = await this.page(chunk.next, this.room(start), signal);
    this.add(start, page.primes, page.next);
  }

  /** Row k far from anything loaded: find an exact index near it by counting, then fetch there. */
  async jump(k, signal) {
    // Scrolling up into rows not loaded: fetch a long stretch above, not a sliver each time.
    const after = this.chunks.find((c) => c.start > k);
    const upward = after && after.start - k <= BEFORE;
    const aim = Math.max(0, k - (upward ? PAGE / 4 : BEFORE));
    let low = this.below(aim);
    let high = this.above(aim);
    for (let round = 0; round < 16 && low && high; round += 1) {
      let x, c;
      if (aim - low.i <= PAGE / 4 || high.v - low.v <= 1n) {
        ({ v: x, i: c } = low);
      } else {
        x = this.estimate(low, high, aim);
        c = await this.countTo(x, low, high, `Finding row ${grouped(k + 1)}…`, signal);
        this.anchor(x, c);
      }
      if (c <= k && k - c < PAGE / 2) {
        const loadedAt = this.chunkAt(c);
        if (loadedAt) return; // a neighbour arrived meanwhile: the next round follows it
        this.onStatus('');
        const page = await this.page(x, this.room(c), signal);
        this.add(c, page.primes, page.next);
        return;
      }
      if (c > aim) high = { v: x, i: c };
      else low = { v: x, i: c };
    }
    throw new InputProblem('list', 'could not locate that part of the list');
  }

  /** The number x (low.v < x < high.v) below which about `aim` primes of the range lie. */
  estimate(low, high, aim) {
    const fraction = (aim - low.i) / (high.i - low.i);
    const width = Number(high.v - low.v);
    const a = Number(low.v);
    let t = fraction;
    if (!(width < 1e-3 * a)) {
      // Density 1/ln x: solve li(a + t·w) − li(a) = fraction · (li(b) − li(a)) by bisection.
      const base = li2(a);
      const goal = fraction * (li2(a + width) - base);
      let lo = 0, hi = 1;
      for (let n = 0; n < 60; n += 1) {
        const mid = (lo + hi) / 2;
        if (li2(a + mid * width) - base < goal) lo = mid; else hi = mid;
      }
      t = (lo + hi) / 2;
    }
    let x = low.v + BigInt(Math.floor(t * width));
    if (x <= low.v) x = low.v + 1n;
    if (x >= high.v) x = high.v - 1n;
    return x;
  }

  /** The index of the first prime ≥ v (lo ≤ v ≤ hi; the count must be known). */
  async indexOf(v, signal) {
    const same = this.anchors.find((a) => a.v === v);
    if (same) return same.i;
    const low = [...this.anchors].reverse().find((a) => a.v < v);
    const high = this.anchors.find((a) => a.v > v);
    const c = await this.countTo(v, low, high, `Finding ${v}…`, signal);
    this.anchor(v, c);
    return c;
  }

  /** The exact index of the first prime ≥ x, counted from the nearer anchor (a job if it must). */
  async countTo(x, low, high, label, signal) {
    const fromBelow = () => solve('primes', { lo: String(low.v), hi: String(x - 1n), count: true }, { signal })
      .then((r) => low.i + Number(r.count));
    const fromAbove = () => solve('primes', { lo: String(x), hi: String(high.v - 1n), count: true }, { signal })
      .then((r) => high.i - Number(r.count));
    const nearBelow = x - low.v <= high.v - x;
    const [first, second] = nearBelow ? [fromBelow, fromAbove] : [fromAbove, fromBelow];
    try {
      return await first();
    } catch (error) {
      if (!needsJob(error)) throw error;
    }
    try {
      return await second();
    } catch (error) {
      if (!needsJob(error)) throw error;
    }
    const [lo, hi] = nearBelow ? [low.v, x - 1n] : [x, high.v - 1n];
    this.onStatus(label);
    const result = await runJob('primes', { lo: String(lo), hi: String(hi), count: true }, {
      signal, onProgress: (f) => this.onStatus(`${label} ${Math.floor(f * 100)} %`),
    });
    return nearBelow ? low.i + Number(result.count) : high.i - Number(result.count);
  }
}

// ---- the list view: a fixed row height, only the rows on screen in the DOM --------------------

/**
 * A virtual list of `source.rowCount` rows. A list taller than MAX_SPACER px (about 190,000 rows)
 * is mapped SlickGrid's way: the spacer is MAX_SPACER tall and split into pages; scrolling within
 * a page moves the rows one to one (smooth), a long move of the scrollbar (a drag, Home, End)
 * goes to the same fraction of the whole list, and the ends are exact.
 */
class VirtualList {
  constructor(source, { label }) {
    this.source = source;
    this.rows = el('div', { class: 'primes-rows' });
    this.spacer = el('div', { class: 'primes-spacer' }, [this.rows]);
    this.element = el('div', { class: 'primes-scroller', tabindex: '0', role: 'list', 'aria-label': label }, [this.spacer]);
    this.element.style.setProperty('--primes-row', `${ROW}px`);
    this.pool = [];
    this.count = -1;
    this.offset = 0;
    this.previous = 0;
    this.frame = 0;
    this.element.addEventListener('scroll', () => this.scrolled(), { passive: true });
    this.resize = new ResizeObserver(() => this.schedule());
    this.resize.observe(this.element);
  }

  dispose() {
    this.resize.disconnect();
    cancelAnimationFrame(this.frame);
  }

  geometry() {
    const total = this.count * ROW;
    if (total <= MAX_SPACER) return { total, height: total, pages: 1, page: Math.max(total, 1), jump: 0 };
    const pages = Math.ceil(total / (MAX_SPACER / 4));
    return { total, height: MAX_SPACER, pages, page: total / pages, jump: (total - MAX_SPACER) / (pages - 1) };
  }

  /** The source's row count changed: rebuild the spacer and keep the same rows in view. */
  recount() {
    const count = this.source.rowCount;
    if (count === this.count) return;
    const top = this.count < 0 ? 0 : this.virtualTop();
    this.count = count;
    this.g = this.geometry();
    this.spacer.style.setProperty('height', `${this.g.height}px`);
    this.scrollTo(top);
  }

  virtualTop() {
    const view = this.element.clientHeight;
    return Math.max(0, Math.min(this.element.scrollTop + this.offset, this.g.total - view));
  }

  /** Puts virtual position y at the top, choosing the page so the scroll position fits. */
  scrollTo(y) {
    const { total, height, pages, page, jump } = this.g;
    const view = this.element.clientHeight;
    y = Math.max(0, Math.min(y, total - view));
    let index = Math.min(pages - 1, Math.floor(y / page));
    if (y - Math.round(index * jump) > height - view) index = pages - 1;
    this.offset = Math.round(index * jump);
    const top = y - this.offset;
    if (Math.abs(this.element.scrollTop - top) >= 0.5) this.element.scrollTop = top;
    this.previous = this.element.scrollTop;
    this.offset = y - this.previous;
    this.schedule();
  }

  scrolled() {
    if (!this.g) return;
    const top = this.element.scrollTop;
    const view = this.element.clientHeight;
    const moved = Math.abs(top - this.previous);
    if (moved < 0.5) return;
    this.previous = top;
    if (moved < view) {
      this.scrollTo(top + this.offset); // one to one; changes page at a page's edge
    } else {
      const { total, height, pages, page, jump } = this.g;
      const fraction = height > view ? top / (height - view) : 0;
      const index = Math.min(pages - 1, Math.floor((fraction * (total - view)) / page));
      this.offset = Math.round(index * jump);
      if (top >= height - view - 0.5) this.offset = total - height; // the very end, exactly
      this.schedule();
    }
  }

  toStart() { if (this.g) this.scrollTo(0); }

  toEnd() { if (this.g) this.scrollTo(Infinity); }

  toRow(i) { if (this.g) this.scrollTo(i * ROW); }

  schedule() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  /** Rows shown: [first, last]. */
  visible() {
    if (!this.g) return [0, -1];
    const view = this.element.clientHeight;
    const top = this.virtualTop();
    const first = Math.floor(top / ROW);
    return [first, Math.min(this.count - 1, Math.floor((top + view - 1) / ROW))];
  }

  render() {
    this.recount();
    const view = this.element.clientHeight;
    if (!view) return;
    const top = this.virtualTop();
    const first = Math.floor(top / ROW);
    const shown = Math.min(this.count - first, Math.ceil(view / ROW) + 1);
    while (this.pool.length < shown) {
      const value = el('span', { class: 'primes-value' });
      const index = el('span', { class: 'primes-index' });
      this.pool.push({ row: el('div', { class: 'primes-row', role: 'listitem' }, [value, index]), value, index });
    }
    const rows = this.pool.slice(0, Math.max(0, shown));
    const total = this.source.total;
    // Before the first page and the count, the one row is a placeholder, not prime #1.
    const unknown = total === null && !this.source.chunks.length;
    rows.forEach(({ row, value, index }, n) => {
      const i = first + n;
      const prime = this.source.get(i);
      // Digits grouped as the ranks are (Copy and Download keep the plain digits).
      value.textContent = prime === undefined ? 'Loading…' : grouped(prime);
      row.classList.toggle('loading', prime === undefined);
      row.classList.toggle('last', i === this.count - 1);
      index.textContent = unknown ? '' : `#${grouped(i + 1)}`;
      row.setAttribute('aria-posinset', String(i + 1));
      if (total !== null) row.setAttribute('aria-setsize', String(total));
      else row.setAttribute('aria-setsize', '-1');
    });
    if (this.rows.childElementCount !== rows.length) this.rows.replaceChildren(...rows.map((r) => r.row));
    this.rows.style.setProperty('transform', `translateY(${first * ROW - this.offset}px)`);
    const loading = rows.some(({ row }) => row.classList.contains('loading'));
    this.element.setAttribute('aria-busy', String(loading));
    if (shown > 0) this.source.request(first, first + shown - 1);
  }
}

// ---- the result screen -------------------------------------------------------------------------

function listScreen(ctx, params, carried) {
  const screen = new ListScreen(ctx, params, carried);
  return {
    title: 'Prime List',
    body: screen.body,
    shown: () => screen.list.schedule(),
    dispose: () => screen.dispose(),
  };
}

class ListScreen {
  constructor(ctx, params, carried) {
    this.ctx = ctx;
    this.params = { lo: params.lo ?? '', hi: params.hi ?? '' };
    this.controller = new AbortController();
    this.signal = this.controller.signal;

    this.source = new PrimeSource({
      lo: this.params.lo, hi: this.params.hi, signal: this.signal,
      onChange: () => { this.list.schedule(); this.updateRange(); this.updateActions(); },
      onStatus: (text) => { this.listStatus.textContent = text; },
      onError: (error) => {
        this.listStatus.textContent = `Could not load: ${error instanceof InputProblem ? error.rule : error.message}`;
      },
    });
    this.list = new VirtualList(this.source, { label: 'Primes, lowest first' });

    this.range = el('h2', { class: 'group-header primes-range' });
    this.message = el('p', { class: 'note primes-message', role: 'status' });
    this.summary = resultRegion('primes-summary');
    this.copyBox = el('div', { class: 'primes-copy-box', hidden: true });
    this.copyButton = el('button', { type: 'button', class: 'button-plain primes-action', text: 'Copy', onclick: () => this.copy() });
    this.downloadButton = el('button', { type: 'button', class: 'button-plain primes-action', text: 'Download', onclick: () => this.download() });
    this.downloadArea = el('div', { class: 'primes-download' });
    this.listStatus = el('span', { class: 'primes-list-status' });
    this.topButton = el('button', { type: 'button', class: 'icon-button', 'aria-label': 'First prime', title: 'First prime', onclick: () => this.list.toStart() }, [icon(ARROW_TOP)]);
    this.endButton = el('button', { type: 'button', class: 'icon-button', 'aria-label': 'Last prime', title: 'Last prime', onclick: () => this.list.toEnd() }, [icon(ARROW_END)]);
    this.empty = el('p', { class: 'note primes-empty', hidden: true, text: 'There are no primes in this range.' });
    this.go = field({ label: 'Go to', name: 'goto', placeholder: 'a number', inputmode: 'numeric' });
    this.goButton = el('button', { type: 'submit', class: 'primes-go', text: 'Go' });
    this.go.row.append(this.goButton);
    const goForm = el('form', { class: 'primes-goto', novalidate: true }, [this.go.row]);
    this.goForm = goForm;
    goForm.addEventListener('submit', (event) => { event.preventDefault(); this.goTo(); });

    const side = el('div', { class: 'primes-side' }, [
      el('section', { class: 'group' }, [
        this.range,
        el('div', { class: 'cells' }, [
          this.summary,
          el('div', { class: 'primes-actions' }, [this.copyButton, this.downloadButton]),
          goForm,
        ]),
        el('p', { class: 'group-footer', text: `Copy takes up to ${grouped(COPY_ALL)} primes (else the rows shown); Download saves them all, one a line, up to ${grouped(DOWNLOAD_LIMIT)}.` }),
      ]),
      this.downloadArea,
      this.message,
      this.copyBox,
    ]);
    const main = el('section', { class: 'group primes-main' }, [
      el('div', { class: 'primes-list-head' }, [
        el('h2', { class: 'group-header', text: 'Primes' }), this.listStatus, this.topButton, this.endButton,
      ]),
      this.list.element,
      this.empty,
    ]);
    this.body = el('div', { class: 'primes-result' }, [side, main]);
    this.updateRange();
    this.updateActions();

    if (carried?.count !== undefined) this.counted(carried);
    else this.count(carried?.job === true);
  }

  dispose() {
    this.controller.abort();
    this.list.dispose();
  }

  updateRange() {
    const lo = this.source.lo ?? this.params.lo;
    const hi = this.source.hi ?? this.params.hi;
    const show = (v) => (typeof v === 'bigint' || /^\d+$/.test(v) ? grouped(String(v)) : v);
    this.range.textContent = `From ${show(lo)} to ${show(hi)}`;
  }

  updateActions() {
    const none = this.source.total === 0;
    this.copyButton.disabled = none || this.source.lo === null;
    this.downloadButton.disabled = none || this.source.lo === null || Boolean(this.downloading);
    this.endButton.disabled = this.source.total === null;
    this.goButton.disabled = this.go.input.disabled = !this.source.total || this.source.lo === null;
    this.goForm.hidden = !this.source.total;
    this.topButton.disabled = none;
    this.empty.hidden = !none;
    this.list.element.hidden = none;
  }

  /** The count: carried from the input screen, asked directly (a reload), or a job. */
  async count(asJob) {
    const controller = child(this.signal);
    this.countController = controller;
    let panel = null;
    let track = () => {};
    const startJob = () => {
      panel = progressPanel('Counting primes…', () => controller.abort());
      panel.element.classList.add('primes-progress');
      track = progressTracker(panel, 'Counting primes…');
      this.summary.replaceChildren(panel.element);
      this.source.start(); // the list pages through the primes in order while the count runs
    };
    this.summary.replaceChildren(this.countRow('Counting…'));
    try {
      const options = {
        signal: controller.signal, onJob: startJob,
        onProgress: (f) => track(f),
      };
      let result;
      if (asJob) {
        startJob();
        result = await runJob('primes', { lo: this.params.lo, hi: this.params.hi, count: true }, options);
      } else {
        result = await countPrimes(this.params.lo, this.params.hi, options);
      }
      this.counted(result);
    } catch (error) {
      if (this.signal.aborted) return;
      if (error?.name === 'AbortError') this.stopped('Cancelled', 'The count was cancelled and its work has stopped. The list still pages through the primes in order.');
      else if (panel) this.stopped('Failed', `The count failed: ${error.rule ?? error.message}`);
      else {
        // A shared link with a bad range: say why, then go back to the inputs.
        await this.ctx.problem(relabel(error), { lo: { label: 'From' }, hi: { label: 'To' } });
        this.ctx.back();
      }
    }
  }

  countRow(text) {
    return el('div', { class: 'cell value-row' }, [
      el('span', { class: 'cell-label', text: 'Count' }),
      el('output', { class: 'cell-value primes-count', text }),
    ]);
  }

  counted(result) {
    this.summary.replaceChildren(this.countRow(grouped(String(result.count))));
    this.source.setTotal(result.count);
    this.source.start();
    this.updateActions();
  }

  stopped(word, explanation) {
    const retry = el('button', { type: 'button', class: 'primes-retry', text: 'Retry', onclick: () => { this.say(''); this.count(true); } });
    const row = this.countRow(word);
    row.append(retry);
    this.summary.replaceChildren(row);
    this.say(explanation);
  }

  say(text) {
    this.message.textContent = text;
  }

  /** Scrolls to the first prime ≥ the number typed. */
  async goTo() {
    const { lo, hi, total } = this.source;
    if (lo === null || !total) return;
    const text = this.go.input.value.trim().replace(/[\s,_']/g, '');
    if (!/^\d+$/.test(text) || BigInt(text) < lo || BigInt(text) > hi) {
      await this.ctx.alert({
        title: 'Check Go to',
        message: `Go to: must be a whole number from ${lo} to ${hi}, not '${this.go.input.value.trim()}'`,
        focus: this.go.input,
      });
      return;
    }
    const v = BigInt(text);
    this.goController?.abort();
    const controller = child(this.signal);
    this.goController = controller;
    try {
      const c = await this.source.indexOf(v, controller.signal);
      if (c >= total) {
        this.list.toEnd();
        this.say(`No prime from ${v} to ${hi}: the last one is shown.`);
      } else {
        this.list.toRow(c);
        this.say(`Prime #${grouped(c + 1)} is the first from ${v} on.`);
      }
      this.listStatus.textContent = '';
    } catch (error) {
      if (error?.name !== 'AbortError') this.say(`Could not go there: ${error.rule ?? error.message}`);
    }
  }

  // ---- Copy -----------------------------------------------------------------------------------

  async copy() {
    this.copyBox.hidden = true;
    const total = this.source.total;
    let primes, what;
    try {
      if (total !== null && total <= COPY_ALL) {
        primes = this.source.slice(0, total - 1);
        if (primes.some((p) => p === undefined)) {
          const page = await solve('primes', { lo: String(this.source.lo), hi: String(this.source.hi), pageSize: Math.max(1, total) }, { signal: this.signal });
          primes = page.primes;
        }
        what = `all ${grouped(primes.length)} primes`;
      } else {
        const [first, last] = this.list.visible();
        primes = this.source.slice(first, last).filter((p) => p !== undefined);
        if (!primes.length) { this.say('Nothing to copy yet: the rows are still loading.'); return; }
        what = `the ${grouped(primes.length)} primes shown (#${grouped(first + 1)} to #${grouped(first + primes.length)}); Download has the whole list`;
      }
    } catch (error) {
      if (error?.name !== 'AbortError') this.say(`Could not copy: ${error.rule ?? error.message}`);
      return;
    }
    const text = `${primes.join('\n')}\n`;
    try {
      await navigator.clipboard.writeText(text);
      this.say(`Copied ${what}.`);
    } catch {
      // No clipboard permission (or not a secure page): hand the text over selected instead.
      const area = el('textarea', { class: 'primes-copy-text', readonly: true, rows: '6', 'aria-label': 'Primes to copy' });
      area.value = text;
      this.copyBox.replaceChildren(area);
      this.copyBox.hidden = false;
      area.focus();
      area.select();
      let copied = false;
      try { copied = document.execCommand('copy'); } catch { /* not supported */ }
      if (copied) {
        this.copyBox.hidden = true;
        this.copyBox.replaceChildren();
        this.say(`Copied ${what}.`);
        return;
      }
      this.say(`This browser did not allow copying: ${what.replace(/;.*/, '')} are selected in the box below, press Ctrl+C (⌘C).`);
    }
  }

  // ---- Download -------------------------------------------------------------------------------

  async download() {
    const source = this.source;
    if (source.total !== null && source.total > DOWNLOAD_LIMIT) {
      await this.ctx.alert({
        title: 'Too many to download',
        message: `This range has ${grouped(source.total)} primes; a download holds at most ${grouped(DOWNLOAD_LIMIT)}. Narrow the range (or count only).`,
      });
      return;
    }
    const estimate = li2(Number(source.hi) + 1) - li2(Number(source.lo));
    if (source.total === null && estimate > 1.2 * DOWNLOAD_LIMIT) {
      await this.ctx.alert({
        title: 'Too many to download',
        message: `This range has about ${grouped(Math.round(estimate / 1e6) * 1e6)} primes; a download holds at most ${grouped(DOWNLOAD_LIMIT)}. Narrow the range.`,
      });
      return;
    }
    const name = `primes-${source.lo}-${source.hi}.txt`;
    const controller = child(this.signal);
    const panel = progressPanel('Preparing the download…', () => controller.abort());
    panel.element.classList.add('primes-progress');
    const track = progressTracker(panel, 'Preparing the download…');
    this.downloading = controller;
    this.downloadArea.replaceChildren(panel.element);
    this.updateActions();
    this.say('');
    const parts = [];
    let got = 0;
    let from = source.lo;
    const span = Number(source.hi - source.lo) + 1;
    try {
      while (from !== null) {
        const page = await solve('primes', { lo: String(from), hi: String(source.hi), pageSize: PAGE }, { signal: controller.signal });
        got += page.primes.length;
        if (got > DOWNLOAD_LIMIT) {
          throw new InputProblem('download', `the list has more than ${grouped(DOWNLOAD_LIMIT)} primes, the most a download holds; narrow the range`);
        }
        if (page.primes.length) parts.push(`${page.primes.join('\n')}\n`);
        from = page.next === null ? null : BigInt(page.next);
        track(source.total ? got / source.total : from === null ? 1 : Number(from - source.lo) / span);
      }
      const url = URL.createObjectURL(new Blob(parts, { type: 'text/plain' }));
      const link = el('a', { href: url, download: name, hidden: true });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      this.say(`Saved ${grouped(got)} primes as ${name}.`);
    } catch (error) {
      if (this.signal.aborted) return;
      this.say(error?.name === 'AbortError' ? 'Download cancelled.' : `Download failed: ${error.rule ?? error.message}`);
    } finally {
      this.downloading = null;
      this.downloadArea.replaceChildren();
      this.updateActions();
    }
  }
}

export default {
  id: 'primes',
  title: 'Primes',
  icon: ICON,
  root: inputScreen,
  screens: { list: listScreen },
};
