// Copying the display and entering a pasted number, as iOS's Calculator does: the number copied
// is the display as it reads, in the page's locale ("1.234,5" in German), with a plain "-" for
// minus so that other apps read it; a pasted number is read in the page's locale too and
// entered whole (the key `num:`). Text that is no number is refused, named in the message.
import { readNumber } from '../../shell/locale.js';

/** A numeral as the core reads it: sign, digits with at most one point, an exponent. */
const NUMERAL = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;
/** How much of a refused paste the message quotes. */
const QUOTED = 40;

/** The text copied for the display as shown (`shown`, with U+2212 for minus). */
export function copiedText(shown) {
  return shown.replace(/\u2212/g, '-');
}

/**
 * The key that enters pasted `text`: {key: "num:…"}, or {problem: "…"} naming the text when it
 * is no number. Range (a value beyond a double's) is the core's to refuse.
 */
export function pastedKey(text) {
  const typed = String(text ?? '').trim().replace(/\u2212/g, '-');
  const numeral = typed.length <= 100 ? readNumber(typed) : typed;
  if (NUMERAL.test(numeral)) return { key: `num:${numeral}` };
  const quoted = typed.length > QUOTED ? `${typed.slice(0, QUOTED)}…` : typed;
  return { problem: typed ? `“${quoted}” is not a number` : 'the clipboard holds no text' };
}

/** Puts `text` on the clipboard; false where the browser does not let the page. */
export async function writeClipboard(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API here (or no permission): the copy command, which the page's copy
    // handler answers with the same text, works inside the tap that asked.
    return document.execCommand?.('copy') ?? false;
  }
}

/** The clipboard's text; rejects where the browser does not let the page read it. */
export function readClipboard() {
  if (!navigator.clipboard?.readText) return Promise.reject(new Error('this browser does not let a page read the clipboard'));
  return navigator.clipboard.readText();
}
