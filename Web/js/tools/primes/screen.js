// Primes, the list screen: the count (directly, or as a job with progress and Cancel) and every
// prime of the range in a virtual list, with a jump to any row, Copy and Download.
import { el, icon } from '../../shell/dom.js';
import { field, group, progressPanel, resultRegion } from '../../shell/form.js';
import { InputProblem, solve } from '../../shell/api.js';
import { child, countRange, countRow, progressTracker } from './common.js';
import { DOWNLOAD_LIMIT, allPrimes, copyText, saveFile } from './export.js';
import { grouped } from '../../shell/locale.js';
import { VirtualList } from './list.js';
import { PrimeSource } from './source.js';

const ARROW_TOP = 'M6 4h12M12 20V9M7 13l5-5 5 5';
const ARROW_END = 'M6 20h12M12 4v11M7 11l5 5 5-5';
const COPY_ALL = 100_000; // Copy takes the whole list up to this many, else the rows shown

export function listScreen(ctx, params, carried) {
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
    this.goButton = el('button', { type: 'submit', class: 'text-button divided primes-go', text: 'Go' });
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

  /** The count when none was carried: a reload, or one the input screen found long (`asJob`). */
  count(asJob) {
    countRange(this, {
      input: { ...this.params, count: true }, asJob, label: 'Counting primes…', listing: 'pages through the primes in order',
      onJob: () => this.source.start(), // the list pages through the primes in order while the count runs
      onCount: (answer) => this.counted(answer),
    });
  }

  counted(result) {
    this.summary.replaceChildren(countRow(grouped(String(result.count))));
    this.source.setTotal(result.count);
    this.source.start();
    this.updateActions();
  }

  say(text) {
    this.message.textContent = text;
  }

  /** Scrolls to the first prime ≥ the number typed (the core checks it lies in the range). */
  async goTo() {
    const { lo, hi, total } = this.source;
    if (lo === null || !total) return;
    let v;
    try {
      const { goto } = await solve('primes/goto', { lo: String(lo), hi: String(hi), goto: this.go.value() }, { signal: this.signal });
      v = BigInt(goto);
    } catch (error) {
      await this.ctx.problem(error, { goto: { label: 'Go to', input: this.go.input } });
      return;
    }
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
    if (await copyText(text, this.copyBox)) this.say(`Copied ${what}.`);
    else this.say(`This browser did not allow copying: ${what.replace(/;.*/, '')} are selected in the box below, press Ctrl+C (⌘C).`);
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
    const { estimatedCount: estimate } = await solve('primes/locate', { lo: String(source.lo), hi: String(source.hi), fraction: 0 });
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
    try {
      const { parts, got } = await allPrimes(source, controller.signal, track);
      saveFile(parts, name);
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
