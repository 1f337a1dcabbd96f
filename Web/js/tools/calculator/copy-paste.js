// Copy and paste on the Calculator: the display's Edit menu (a long press or a right click) and
// the keyboard's Ctrl/⌘ + C and V. What is copied and what a paste enters are clipboard.js's.
import { copiedText, pastedKey, readClipboard, writeClipboard } from './clipboard.js';
import { openMenu } from './menu.js';

const TYPING = 'input, textarea, select, [contenteditable]';

/**
 * Copy and paste for `readout` (the display), entering a pasted number with `enter(key)`;
 * `alert` the shell's, `active()` true while the calculator is shown. Listens to the document's
 * copy and paste; returns `editMenu(rect)`, which opens the display's Copy | Paste menu.
 */
export function copyAndPaste({ readout, enter, alert, active }) {
  function copy() {
    const text = copiedText(readout.shown);
    writeClipboard(text).then((copied) => readout.say(copied ? `Copied ${readout.shown}` : ''));
  }

  async function paste(text) {
    const { key, problem } = pastedKey(text);
    if (problem) await alert({ title: 'Cannot Paste', message: `Paste: ${problem}` });
    else await enter(key);
  }

  /** Copy and paste reach the calculator while it is shown, no dialog is open, and no field or selection has them. */
  const ours = (event) => active() && !document.querySelector('dialog[open]')
    && !(event.target instanceof Element && event.target.closest(TYPING));
  document.addEventListener('copy', (event) => {
    if (!ours(event) || !getSelection()?.isCollapsed) return;
    event.preventDefault();
    event.clipboardData.setData('text/plain', copiedText(readout.shown));
    readout.say(`Copied ${readout.shown}`);
  });
  document.addEventListener('paste', (event) => {
    if (!ours(event)) return;
    event.preventDefault();
    paste(event.clipboardData.getData('text/plain'));
  });

  return function editMenu(rect) {
    openMenu({
      anchor: rect, row: true, label: 'Edit', returnTo: null,
      items: [
        { text: 'Copy', action: copy },
        {
          text: 'Paste',
          action: () => readClipboard().then(paste, (error) => alert({
            title: 'Cannot Paste',
            message: `Paste: the browser did not let the page read the clipboard (${error.message}); press Ctrl + V (⌘ V on a Mac) instead.`,
          })),
        },
      ],
    });
  };
}
