// The History sheet (iOS 18): the calculations kept (history.js), newest first, each its
// expression over its result. A tap on one enters its result and closes the sheet; a swipe to
// the left deletes it, and so does its Delete button (for the keyboard and screen readers);
// Clear deletes them all, after asking. A sheet from the bottom on a phone, a card on a wide
// window; a modal <dialog>, so Escape closes it and the keys behind it wait.
import { el, icon, uid } from '../../shell/dom.js';
import { minus } from '../../shell/format.js';
import { localized } from '../../shell/locale.js';

const TRASH = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';
/** A swipe this far to the left (of the row's width) deletes; a shorter one springs back. */
const DELETE_FRACTION = 0.35;
const SLOP_PX = 8;

const shown = (text) => localized(minus(text));

/**
 * `history` the calculations kept, `onUse(entry)` for a tapped entry, `confirm(alert)` the
 * shell's alert (resolves to the value of the button pressed).
 */
export function historySheet({ history, onUse, confirm }) {
  const titleId = uid('calc-history-title');
  const list = el('ul', { class: 'calc-history-list', 'aria-labelledby': titleId });
  const empty = el('p', { class: 'calc-history-empty', text: 'No History' });
  const clearButton = el('button', { type: 'button', class: 'text-button calc-history-clear', text: 'Clear', onclick: () => clearAll() });
  const done = el('button', { type: 'button', class: 'text-button calc-history-done', text: 'Done', onclick: () => dialog.close() });
  const dialog = el('dialog', { class: 'calc-history-sheet', 'aria-labelledby': titleId }, [
    el('header', { class: 'calc-history-bar' }, [clearButton, el('h2', { id: titleId, class: 'calc-history-title', text: 'History' }), done]),
    el('div', { class: 'calc-history-scroll' }, [empty, list]),
  ]);
  // A tap on the dimmed backdrop (the dialog itself, outside its content) closes it, as a sheet.
  dialog.addEventListener('click', (event) => { if (event.target === dialog) dialog.close(); });
  let opener = null;
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  });

  function render() {
    const entries = history.entries;
    list.replaceChildren(...entries.map((entry) => historyRow(entry, {
      onUse: () => { dialog.close(); onUse(entry); },
      onDelete: (item) => deleteEntry(entry, item),
    })));
    empty.hidden = entries.length > 0;
    clearButton.disabled = entries.length === 0;
  }

  function deleteEntry(entry, item) {
    // Focus stays in the list: on the row that takes its place, else the last one, else Done.
    const index = [...list.children].indexOf(item);
    const hadFocus = item.contains(document.activeElement);
    history.remove(entry);
    render();
    if (hadFocus) {
      const rows = list.children;
      (rows[Math.min(index, rows.length - 1)]?.querySelector('.calc-history-use') ?? done).focus();
    }
  }

  async function clearAll() {
    const count = history.entries.length;
    const choice = await confirm({
      title: 'Clear History?',
      message: `All ${count} ${count === 1 ? 'calculation' : 'calculations'} will be deleted from this device.`,
      buttons: [{ text: 'Cancel', value: 'cancel' }, { text: 'Clear', value: 'clear', destructive: true }],
    });
    if (choice !== 'clear') return;
    history.clear();
    render();
    done.focus();
  }

  return {
    /** Opens the sheet from `button` (focus goes back to it on closing). */
    open(button) {
      opener = button;
      render();
      document.body.append(dialog);
      dialog.showModal();
      (list.querySelector('.calc-history-use') ?? done).focus();
    },
  };
}

/**
 * One calculation's row: a tap on it calls `onUse()`; its Delete button and a swipe to the left
 * call `onDelete(row)`.
 */
function historyRow(entry, { onUse, onDelete }) {
  const text = `${shown(entry.expression)} = ${shown(entry.result)}`;
  const use = el('button', {
    type: 'button', class: 'calc-history-use', 'aria-label': text, title: 'Use this result',
  }, [
    el('span', { class: 'calc-history-expression', text: shown(entry.expression) }),
    el('span', { class: 'calc-history-result', text: shown(entry.result) }),
  ]);
  const remove = el('button', {
    type: 'button', class: 'calc-history-delete', 'aria-label': `Delete ${text}`, title: 'Delete',
    onclick: () => onDelete(item),
  }, [icon(TRASH)]);
  const slide = el('div', { class: 'calc-history-slide' }, [use, remove]);
  const item = el('li', { class: 'calc-history-row' }, [el('div', { class: 'calc-history-swiped', 'aria-hidden': 'true', text: 'Delete' }), slide]);
  swipeToDelete(use, slide, () => onDelete(item));
  use.addEventListener('click', () => {
    if (use.dataset.swiped) { delete use.dataset.swiped; return; } // the end of a swipe, not a tap
    onUse();
  });
  return item;
}

/** A horizontal swipe to the left on `handle` moves `slide` with the finger; far enough, `onDelete`. */
function swipeToDelete(handle, slide, onDelete) {
  let start = null; // {x, y, id, swiping}
  handle.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start = { x: event.clientX, y: event.clientY, id: event.pointerId, swiping: false };
  });
  handle.addEventListener('pointermove', (event) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.swiping) {
      if (Math.abs(dy) > SLOP_PX && Math.abs(dy) > Math.abs(dx)) { start = null; return; } // a scroll
      if (dx > -SLOP_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
      start.swiping = true;
      handle.setPointerCapture?.(event.pointerId);
      slide.classList.add('dragging');
    }
    slide.style.transform = `translateX(${Math.min(0, dx)}px)`;
  });
  const end = (event) => {
    if (!start || event.pointerId !== start.id) return;
    const { swiping, x } = start;
    start = null;
    if (!swiping) return;
    handle.dataset.swiped = 'yes';
    slide.classList.remove('dragging');
    const far = event.type === 'pointerup' && x - event.clientX > slide.getBoundingClientRect().width * DELETE_FRACTION;
    slide.style.transform = '';
    if (far) onDelete();
  };
  handle.addEventListener('pointerup', end);
  handle.addEventListener('pointercancel', end);
}
