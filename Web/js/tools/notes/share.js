// A note as a link, /notes?text=<the note>: the system's share sheet where the browser has one,
// else the link copied to the clipboard. Opening such a link keeps the note on this device
// (list.js).
import { grouped } from '../../shell/locale.js';
import { shareLink } from '../../shell/share.js';

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
  await shareLink({ title, url }, { say, alert });
}
