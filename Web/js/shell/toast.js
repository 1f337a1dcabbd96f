// A toast with one action (a snackbar: "Deleted “Maybe”." and Undo), pinned to the bottom of its
// screen just above the tab bar (app.css), where it is seen whatever the length of the list it
// speaks of and whichever way up the phone is. It stays TOAST_MS, and for as long as the pointer
// or the focus is on it; a screen reader hears its message as it appears.
import { el } from './dom.js';

/** How long a toast stays, not counting the time it is held (the pointer or the focus on it). */
const TOAST_MS = 8000;
/** What is left at least once it is let go: time to come back to its button. */
const AFTER_HOLD_MS = 3000;

/**
 * A toast whose button says `action`. `offer(message, act)` shows it, in place of any offer
 * before it; `act` runs when the button is pressed, and the toast goes; `withdraw()` takes it
 * away. Put `element` where the button should come in the keyboard's order: it is drawn at the
 * bottom of the screen (its nearest positioned ancestor, which must be the screen).
 */
export function toast(action) {
  const message = el('span', { class: 'toast-message' });
  const button = el('button', { type: 'button', class: 'text-button toast-action', text: action });
  const card = el('div', { class: 'toast', hidden: true }, [message, button]);
  // A status region that is always there: one shown together with its text is not always read.
  const announcer = el('div', { class: 'visually-hidden', role: 'status' });
  const element = el('div', { class: 'toast-place' }, [card, announcer]);

  let offered = null; // { act, left, since, timer }
  const held = { pointer: false, focus: false };

  function run() {
    if (!offered || offered.timer || held.pointer || held.focus) return;
    offered.since = performance.now();
    offered.timer = setTimeout(withdraw, offered.left);
  }

  function pause() {
    if (!offered?.timer) return;
    clearTimeout(offered.timer);
    offered.timer = null;
    offered.left = Math.max(offered.left - (performance.now() - offered.since), AFTER_HOLD_MS);
  }

  function offer(text, act) {
    withdraw();
    offered = { act, left: TOAST_MS, timer: null };
    message.textContent = text;
    card.hidden = false;
    // A new node each time, so the same message twice in a row is announced twice.
    announcer.replaceChildren(el('span', { text }));
    run();
  }

  function withdraw() {
    if (offered) clearTimeout(offered.timer);
    offered = null;
    card.hidden = true;
    announcer.replaceChildren();
    held.pointer = held.focus = false;
  }

  button.addEventListener('click', () => {
    const act = offered?.act;
    withdraw();
    act?.();
  });
  card.addEventListener('pointerenter', () => { held.pointer = true; pause(); });
  card.addEventListener('pointerleave', () => { held.pointer = false; run(); });
  card.addEventListener('focusin', () => { held.focus = true; pause(); });
  card.addEventListener('focusout', (event) => {
    if (card.contains(event.relatedTarget)) return;
    held.focus = false;
    run();
  });

  return { element, offer, withdraw };
}
