// A note as a link, /notes?text=<the note>: the system's share sheet where the browser has one,
// else the link copied to the clipboard. Opening such a link keeps the note on this device
// (list.js). The copying of a result goes the same way (copyText).
import { grouped } from '../../shell/locale.js';

/**
 * The longest link made. `reckon serve` reads at most 80 KB of a request's head (the URL and
 * the headers): a longer link would be refused on a first visit, before the app is kept offline.
 */
export const LONGEST_LINK = 64000;

/** The link that opens a note holding `text`, on this app's origin. */
export function linkTo(text) {
  return `${location.origin}/notes?text=${encodeURIComponent(text)}`;
}

/**
 * The note a link carries (`text=` on /notes), else null. Read as the link was written
 * (encodeURIComponent), so a "+" typed into a link by hand stays a plus, not a space.
 */
export function linkedText() {
  if (location.pathname.replace(/\/+$/, '') !== '/notes') return null;
  const pair = location.search.slice(1).split('&').find((part) => part.startsWith('text='));
  if (pair === undefined) return null;
  try {
    return decodeURIComponent(pair.slice('text='.length));
  } catch {
    // A stray "%" that starts no escape: read it as forms are read, which leaves it as it is.
    return new URLSearchParams(location.search).get('text');
  }
}

/**
 * Puts `text` on the clipboard; resolves to whether it got there. Where the Clipboard API is
 * missing or refused, the copy command (inside the tap that asked) is answered with the text.
 */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    let copied = false;
    const answer = (event) => {
      event.clipboardData.setData('text/plain', text);
      event.preventDefault();
      copied = true;
    };
    document.addEventListener('copy', answer, { once: true });
    try {
      document.execCommand('copy');
    } catch { /* no copy command either */ }
    document.removeEventListener('copy', answer);
    return copied;
  }
}

/**
 * Shares the note (`title`, `text`): the share sheet, else the link copied, said in `say` (a
 * toast); where neither works, an alert (`alert`) shows the link to copy by hand.
 */
export async function shareNote({ title, text }, { say, alert }) {
  if (text.trim() === '') {
    await alert({ title: 'Nothing to Share', message: 'This note is empty: write something first.' });
    return;
  }
  const url = linkTo(text);
  if (url.length > LONGEST_LINK) {
    await alert({
      title: 'Too Long to Share',
      message: `A link holds at most ${grouped(LONGEST_LINK)} characters; this note's would be ${grouped(url.length)}. Share a shorter note.`,
    });
    return;
  }
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      if (error?.name === 'AbortError') return; // the user closed the share sheet
    }
  }
  if (await copyText(url)) say('Link copied.');
  else await alert({ title: 'Share Link', message: url });
}
