// A small menu beside a control, as iOS shows them: the mode key's list (Basic, Scientific with a
// checkmark on the one chosen, Math Notes, then the Convert switch) and the display's edit menu
// (Copy | Paste in a row). It is a real menu for assistive technology (role=menu, arrow keys,
// Home/End, Escape) and closes when an item is chosen, on Escape or Tab, a tap elsewhere, a scroll
// or a turn of the window; focus then goes back to the control that opened it.
import { el, uid } from '../../shell/dom.js';

const CHECKMARK = '✓';
let current = null; // the open menu's close()

/**
 * Opens a menu pointing at `anchor` (an element, or a rect {left, top, right, bottom}):
 * `items` [{text, checked?, toggled?, separated?, action()}] — `checked` makes the item one of
 * a choice (a radio), `toggled` a switch (a checkbox), `separated` draws a line above it —,
 * `label` its accessible name, `note` a line under the items (or null), `row` for items side by
 * side, `returnTo` the element focus goes back to. Returns close().
 */
export function openMenu({ anchor, items, label, note = null, row = false, returnTo, onClose }) {
  current?.();
  const marks = items.some((item) => 'checked' in item || 'toggled' in item);
  const buttons = items.map((item) => el('button', {
    type: 'button', class: 'calc-menu-item', role: roleOf(item), tabindex: '-1',
    'aria-checked': roleOf(item) === 'menuitem' ? undefined : String(Boolean(item.checked ?? item.toggled)),
    onclick: () => { close(); item.action(); },
  }, [
    marks ? el('span', { class: 'calc-menu-check', 'aria-hidden': 'true', text: item.checked || item.toggled ? CHECKMARK : '' }) : null,
    el('span', { text: item.text }),
  ]));
  const lines = buttons.flatMap((button, index) => (items[index].separated ? [el('div', { class: 'calc-menu-separator', role: 'separator' }), button] : [button]));
  const noteLine = note ? el('p', { class: 'calc-menu-note', id: uid('calc-menu-note'), text: note }) : null;
  const menu = el('div', {
    class: row ? 'calc-menu calc-menu-row' : 'calc-menu', role: 'menu', 'aria-label': label,
    'aria-orientation': row ? 'horizontal' : 'vertical', 'aria-describedby': noteLine?.id,
  }, [...lines, noteLine]);
  document.body.append(menu);
  place(menu, anchor instanceof Element ? anchor.getBoundingClientRect() : anchor, row);

  const focusAt = (index) => buttons[(index + buttons.length) % buttons.length].focus();
  menu.addEventListener('keydown', (event) => {
    const at = buttons.indexOf(document.activeElement);
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (step) focusAt(at + step);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(-1);
    else if (event.key === 'Escape' || event.key === 'Tab') close();
    else return;
    event.preventDefault();
    event.stopPropagation();
  });
  const outside = (event) => { if (!menu.contains(event.target)) close(); };
  const away = () => close();
  // The tap that opened the menu is over by now: only a later one closes it.
  setTimeout(() => document.addEventListener('pointerdown', outside, true));
  addEventListener('resize', away);
  addEventListener('scroll', away, true);

  let closed = false;
  function close() {
    if (closed) return;
    closed = true;
    if (current === close) current = null;
    document.removeEventListener('pointerdown', outside, true);
    removeEventListener('resize', away);
    removeEventListener('scroll', away, true);
    const hadFocus = menu.contains(document.activeElement);
    menu.remove();
    if (hadFocus && returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    onClose?.();
  }
  current = close;
  const checked = items.findIndex((item) => item.checked);
  focusAt(Math.max(0, checked));
  return close;
}

function roleOf(item) {
  if ('checked' in item) return 'menuitemradio';
  return 'toggled' in item ? 'menuitemcheckbox' : 'menuitem';
}

/** Above the anchor where there is room (else below), within the window. */
function place(menu, rect, row) {
  const margin = 8;
  const { width, height } = menu.getBoundingClientRect();
  const left = row ? rect.left + (rect.right - rect.left) / 2 - width / 2 : rect.left;
  const above = rect.top - height - margin;
  const top = above >= margin ? above : Math.min(rect.bottom + margin, innerHeight - height - margin);
  menu.style.left = `${Math.max(margin, Math.min(innerWidth - width - margin, left))}px`;
  menu.style.top = `${Math.max(margin, top)}px`;
}
