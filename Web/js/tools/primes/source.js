// Primes, the list's data: pages of primes fetched from the core on demand and placed by exact
// index, so the list can jump to any row. Where about a row lies is the core's estimate
// (`primes/locate`); its exact index is the core's count (counting.js).
import { InputProblem, solve } from '../../shell/api.js';
import { coreLimits } from '../../shell/limits.js';
import { child } from './common.js';
import { countTo, estimate } from './counting.js';
import { grouped } from '../../shell/locale.js';

/** Rows fetched above a row jumped to. */
const BEFORE = 200;
/** Primes kept in memory; farther pages are dropped and fetched again. */
const MAX_LOADED = 600_000;

/**
 * The primes of lo…hi as a sparse array: chunks of up to a page of primes (the core's largest) at exact indexes, and exact
 * "anchors" (v, i): i primes of the range lie below v. A row next to a loaded chunk is fetched
 * from that chunk's `next`; a row far from any is found by estimating the number where it lies
 * (the prime counting function between the nearest anchors), counting exactly from the nearer
 * anchor to there (cheap: the core counts by π(x) or sieves a narrow span, whichever it prices lower), and
 * fetching the page that starts there. So a jump to row 5,000,000 costs two or three requests,
 * never a walk through the rows before it.
 */
export class PrimeSource {
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
    this.pageSize = 0; // the core's largest page, once started
  }

  /** Starts fetching (once the range is known to be valid), in pages of the core's largest size. */
  async start() {
    if (this.started) return;
    this.started = true;
    try {
      this.pageSize = (await coreLimits()).primes.maximumPageSize;
    } catch (error) {
      this.onError(error);
      return;
    }
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
    if (running && (running.k < first - 5 * this.pageSize || running.k > last + 5 * this.pageSize)) running.controller.abort();
    if (Date.now() - this.failedAt > 3000) this.pump();
  }

  async pump() {
    if (this.running || !this.pageSize || this.signal.aborted) return;
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
    if (before?.next && k - end <= this.pageSize / 2) return { k, run: (signal) => this.follow(before, signal) };
    if (!this.above(k)) return null;
    return { k, run: (signal) => this.jump(k, signal) };
  }

  /** How many primes to ask for from row `start`: up to the next loaded chunk or the end. */
  room(start) {
    const after = this.chunks.find((c) => c.start > start);
    return Math.min(this.pageSize, (after ? after.start : Infinity) - start, (this.total ?? Infinity) - start);
  }

  async page(lo, size, signal) {
    return solve('primes', { lo: String(lo), hi: String(this.hi), pageSize: size }, { signal });
  }

  // The rows say "Loading…" themselves: the status line above the list is for longer work
  // (finding a far row, counting) and errors.
  async firstPage(signal) {
    const page = await solve('primes', { lo: this.text.lo, hi: this.text.hi, pageSize: this.pageSize }, { signal });
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
    const aim = Math.max(0, k - (upward ? this.pageSize / 4 : BEFORE));
    let low = this.below(aim);
    let high = this.above(aim);
    for (let round = 0; round < 16 && low && high; round += 1) {
      let x, c;
      if (aim - low.i <= this.pageSize / 4 || high.v - low.v <= 1n) {
        ({ v: x, i: c } = low);
      } else {
        x = await estimate(low, high, aim, signal);
        c = await countTo(x, low, high, { label: `Finding row ${grouped(k + 1)}…`, signal, onStatus: this.onStatus });
        this.anchor(x, c);
      }
      if (c <= k && k - c < this.pageSize / 2) {
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

  /** The index of the first prime ≥ v (lo ≤ v ≤ hi; the count must be known). */
  async indexOf(v, signal) {
    const same = this.anchors.find((a) => a.v === v);
    if (same) return same.i;
    const low = [...this.anchors].reverse().find((a) => a.v < v);
    const high = this.anchors.find((a) => a.v > v);
    const c = await countTo(v, low, high, { label: `Finding ${v}…`, signal, onStatus: this.onStatus });
    this.anchor(v, c);
    return c;
  }
}
