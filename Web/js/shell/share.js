// A link shared as phones share one: the system's share sheet where the browser has one, else the
// link copied to the clipboard, else an alert showing it to copy by hand. Notes and the Graph
// share their links so.

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

/** Shares `url` under `title`: the share sheet, else copied and said in `say`, else shown in `alert`. */
export async function shareLink({ title, url }, { say, alert }) {
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
