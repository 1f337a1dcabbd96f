// Primes, the list view: a fixed row height, only the rows on screen in the DOM, so the list stays
// smooth for millions of rows.
import { el } from '../../shell/dom.js';
import { grouped } from '../../shell/locale.js';

const ROW = 32; // px, fixed: the list is virtual
const MAX_SPACER = 6_000_000; // px: under every browser's largest element (Firefox ≈ 17.9e6)

/**
 * A virtual list of `source.rowCount` rows. A list taller than MAX_SPACER px (about 190,000 rows)
 * is mapped SlickGrid's way: the spacer is MAX_SPACER tall and split into pages; scrolling within
 * a page moves the rows one to one (smooth), a long move of the scrollbar (a drag, Home, End)
 * goes to the same fraction of the whole list, and the ends are exact.
 */
export class VirtualList {
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
