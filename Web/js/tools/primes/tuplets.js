// Primes, the tuplets screen: how many twin primes (or triplets … sextuplets) the range holds,
// counted directly or as a job with progress and Cancel, and the tuplets themselves, a page at a
// time as the list is scrolled to its end, with Copy.
import { el } from '../../shell/dom.js';
import { progressPanel, resultRegion } from '../../shell/form.js';
import { InputProblem } from '../../shell/api.js';
import { grouped } from '../../shell/locale.js';
import { TUPLETS, child, countRange, countRow, progressTracker, solveOrJob } from './common.js';
import { copyText } from './export.js';

const PAGE = 500; // tuplets a page: a few milliseconds of sieve from 0, as the list scrolls
const SHOWN_AT_MOST = 20_000; // rows the list holds before it asks for a narrower range

export function tupletScreen(ctx, params, carried) {
  const screen = new TupletScreen(ctx, params, carried);
  return { title: TUPLETS[screen.k] ?? 'Tuplets', body: screen.body, dispose: () => screen.controller.abort() };
}

class TupletScreen {
  constructor(ctx, params, carried) {
    this.ctx = ctx;
    this.k = Number(params.k) || 2;
    this.input = { lo: params.lo ?? '', hi: params.hi ?? '', tuplets: this.k };
    this.controller = new AbortController();
    this.signal = this.controller.signal;
    this.shown = [];
    this.next = null;

    const show = (v) => (/^\d+$/.test(v) ? grouped(v) : v);
    this.range = el('h2', { class: 'group-header primes-range', text: `From ${show(this.input.lo)} to ${show(this.input.hi)}` });
    this.summary = resultRegion('primes-summary');
    this.copyButton = el('button', { type: 'button', class: 'button-plain primes-action', text: 'Copy', disabled: true, onclick: () => this.copy() });
    this.message = el('p', { class: 'note primes-message', role: 'status' });
    this.copyBox = el('div', { class: 'primes-copy-box', hidden: true });
    this.listStatus = el('span', { class: 'primes-list-status' });
    this.rows = el('div', { class: 'primes-tuplet-rows', role: 'list', 'aria-label': `${TUPLETS[this.k]}, lowest first` });
    this.end = el('div', { class: 'primes-tuplet-end' });
    this.scroller = el('div', { class: 'primes-scroller primes-tuplets', tabindex: '0' }, [this.rows, this.end]);
    this.empty = el('p', { class: 'note primes-empty', hidden: true, text: `There are no ${TUPLETS[this.k].toLowerCase()} in this range.` });
    this.body = el('div', { class: 'primes-result' }, [
      el('div', { class: 'primes-side' }, [
        el('section', { class: 'group' }, [
          this.range,
          el('div', { class: 'cells' }, [this.summary, el('div', { class: 'primes-actions' }, [this.copyButton])]),
          el('p', { class: 'group-footer', text: 'Copy takes the tuplets listed so far, one a line.' }),
        ]),
        this.message,
        this.copyBox,
      ]),
      el('section', { class: 'group primes-main' }, [
        el('div', { class: 'primes-list-head' }, [el('h2', { class: 'group-header', text: TUPLETS[this.k] }), this.listStatus]),
        this.scroller,
        this.empty,
      ]),
    ]);
    // The next page as the list's end comes into view.
    this.observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) this.more();
    }, { root: this.scroller, rootMargin: '200px' });
    this.signal.addEventListener('abort', () => this.observer.disconnect());

    if (carried?.count !== undefined) this.counted(carried.count);
    else this.count(carried?.job === true);
    this.more(this.input.lo);
  }

  counted(count) {
    this.summary.replaceChildren(countRow(grouped(String(count))));
  }

  /** The count when none was carried: a reload, or one the input screen found long (`asJob`). */
  count(asJob) {
    countRange(this, {
      input: { ...this.input, count: true }, asJob, label: 'Counting…', listing: 'shows the tuplets in order',
      onCount: (answer) => this.counted(answer.count),
    });
  }

  /** The page from `from` (the first, or the last page's `next`): directly, or as a job. */
  async more(from = this.next) {
    if (this.loading || from === null || this.shown.length >= SHOWN_AT_MOST) return;
    this.loading = true;
    this.observer.unobserve(this.end);
    const input = { ...this.input, lo: from, pageSize: PAGE };
    this.listStatus.textContent = 'Loading…';
    try {
      this.show(await solveOrJob('primes', input, {
        signal: this.signal,
        onJob: () => {
          const controller = child(this.signal);
          const panel = progressPanel('Finding the next tuplets…', () => controller.abort());
          this.end.replaceChildren(panel.element);
          return { signal: controller.signal, onProgress: progressTracker(panel, 'Finding the next tuplets…') };
        },
      }));
    } catch (error) {
      if (this.signal.aborted) return;
      if (error instanceof InputProblem && this.shown.length === 0 && error.code !== 'needs-job') return; // the count says why
      this.listStatus.textContent = error?.name === 'AbortError' ? 'Stopped' : `Could not load: ${error.rule ?? error.message}`;
      this.end.replaceChildren(el('button', { type: 'button', class: 'text-button primes-more', text: 'Load More', onclick: () => this.more(from) }));
    } finally {
      this.loading = false;
    }
  }

  show(page) {
    const start = this.shown.length;
    this.shown.push(...page.primes);
    this.rows.append(...page.primes.map((tuplet, i) => el('div', { class: 'primes-row', role: 'listitem' }, [
      el('span', { class: 'primes-value', text: tuplet.map(grouped).join(', ') }),
      el('span', { class: 'primes-index', text: `#${grouped(String(start + i + 1))}` }),
    ])));
    this.next = page.next;
    this.copyButton.disabled = this.shown.length === 0;
    this.empty.hidden = this.shown.length > 0 || page.next !== null;
    this.scroller.hidden = !this.empty.hidden;
    this.end.replaceChildren();
    const capped = this.next !== null && this.shown.length >= SHOWN_AT_MOST;
    this.listStatus.textContent = capped ? `The first ${grouped(String(SHOWN_AT_MOST))}` : '';
    if (capped) this.end.append(el('p', { class: 'note', text: `The list stops at ${grouped(String(SHOWN_AT_MOST))}: start the range further on for more.` }));
    else if (this.next !== null) this.observer.observe(this.end);
  }

  async copy() {
    this.copyBox.hidden = true;
    const text = this.shown.map((tuplet) => `(${tuplet.join(', ')})\n`).join('');
    const what = `${grouped(String(this.shown.length))} ${TUPLETS[this.k].toLowerCase()}`;
    if (await copyText(text, this.copyBox)) this.message.textContent = `Copied ${what}.`;
    else this.message.textContent = `This browser did not allow copying: the ${what} are selected in the box below, press Ctrl+C (⌘C).`;
  }
}
