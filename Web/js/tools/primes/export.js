// Primes, the list out of the page: Copy's clipboard (or, where the browser refuses it, a box with
// the text selected for Ctrl+C), and Download's text file of every prime, fetched a page at a time.
import { el } from '../../shell/dom.js';
import { InputProblem, solve } from '../../shell/api.js';
import { grouped } from '../../shell/locale.js';

export const DOWNLOAD_LIMIT = 10_000_000; // primes in one .txt (about 100–200 MB)

/** Puts `text` on the clipboard, else into `box` selected; resolves to whether it was copied. */
export async function copyText(text, box) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (or not a secure page): hand the text over selected instead.
    const area = el('textarea', { class: 'primes-copy-text', readonly: true, rows: '6', 'aria-label': 'Primes to copy' });
    area.value = text;
    box.replaceChildren(area);
    box.hidden = false;
    area.focus();
    area.select();
    let copied = false;
    try { copied = document.execCommand('copy'); } catch { /* not supported */ }
    if (copied) {
      box.hidden = true;
      box.replaceChildren();
    }
    return copied;
  }
}

/**
 * Every prime of the source's range, in order, as text parts of one prime a line (`got`: how
 * many); `track` hears the fraction done. More than DOWNLOAD_LIMIT is an error.
 */
export async function allPrimes(source, signal, track) {
  const parts = [];
  let got = 0;
  let from = source.lo;
  const span = Number(source.hi - source.lo) + 1;
  while (from !== null) {
    const page = await solve('primes', { lo: String(from), hi: String(source.hi), pageSize: source.pageSize }, { signal });
    got += page.primes.length;
    if (got > DOWNLOAD_LIMIT) {
      throw new InputProblem('download', `the list has more than ${grouped(DOWNLOAD_LIMIT)} primes, the most a download holds; narrow the range`);
    }
    if (page.primes.length) parts.push(`${page.primes.join('\n')}\n`);
    from = page.next === null ? null : BigInt(page.next);
    track(source.total ? got / source.total : from === null ? 1 : Number(from - source.lo) / span);
  }
  return { parts, got };
}

/** Hands `parts` to the browser's downloads as the text file `name`. */
export function saveFile(parts, name) {
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/plain' }));
  const link = el('a', { href: url, download: name, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
