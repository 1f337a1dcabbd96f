// The Calculator's readout: the History button (iOS 18's list, top left) with CS193p's M, →M and
// undo beside it where they show; the description line with M's value and "Rad" while angles are
// in radians; the display, whose digits shrink to fit its width before the core writes a value
// in scientific form. A swipe across the display deletes the last digit; a long press (or a
// right click) opens its Copy | Paste menu. It shows what the core answered and nothing else.
import { el, icon } from '../../shell/dom.js';
import { minus } from '../../shell/format.js';
import { localized } from '../../shell/locale.js';

const SWIPE_PX = 30;
const LONG_PRESS_MS = 500;
const STILL_PX = 10;
const LIST = 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01';

/**
 * The readout: `onSwipe()` for a horizontal swipe across the display, `onMenu(rect)` for a
 * long press on it, `onHistory(button)` for the History button; `program` the element of M, →M
 * and undo, shown beside History.
 */
export function readoutView({ onSwipe, onMenu, onHistory, program }) {
  const historyButton = el('button', {
    type: 'button', class: 'calc-history-button', 'aria-label': 'History', title: 'History',
    onclick: () => onHistory(historyButton),
  }, [icon(LIST)]);
  const tools = el('div', { class: 'calc-tools' }, [historyButton, program]);
  const angle = el('span', { class: 'calc-angle', text: '' });
  const memory = el('span', { class: 'calc-memory-value' });
  const descriptionText = el('span', { class: 'calc-description-text' });
  const descriptionFit = el('span', { class: 'calc-description-fit' }, [descriptionText]);
  const description = el('p', { class: 'calc-description' }, [angle, memory, descriptionFit]);
  const notice = el('p', { class: 'calc-notice', role: 'status' });
  const line = el('div', { class: 'calc-line' }, [notice, description]);
  const display = el('output', { class: 'calc-display', 'aria-live': 'polite', 'aria-atomic': 'true', 'aria-label': 'Display', text: '0' });
  const displayBox = el('div', {
    class: 'calc-display-box', title: 'Swipe to delete the last digit; press and hold to copy or paste',
  }, [display]);
  const element = el('div', { class: 'calc-readout' }, [tools, line, displayBox]);

  swipeAndHold(displayBox, { onSwipe, onMenu });

  /** The display (and the description) shrink their font until they fit the width. */
  function fit(fullSize) {
    display.style.setProperty('font-size', `${fullSize}px`);
    const room = displayBox.clientWidth;
    const need = display.getBoundingClientRect().width;
    if (room > 0 && need > room) display.style.setProperty('font-size', `${Math.floor(fullSize * room / need * 0.98)}px`);
    descriptionText.style.setProperty('font-size', '');
    const lineRoom = descriptionFit.clientWidth;
    const lineNeed = descriptionText.getBoundingClientRect().width;
    const lineSize = parseFloat(getComputedStyle(descriptionText).fontSize);
    if (lineRoom > 0 && lineNeed > lineRoom) {
      descriptionText.style.setProperty('font-size', `${Math.max(11, Math.floor(lineSize * lineRoom / lineNeed * 0.98))}px`);
    }
  }

  return {
    element,
    historyButton,
    /** The display as it reads (locale's separators, U+2212 for minus). */
    get shown() { return display.textContent; },
    /** The core's answer: display, description, M and the angle unit as it writes them. */
    show(answer) {
      display.textContent = localized(minus(answer.display)); // U+2212, as typeset numbers show it
      descriptionText.textContent = localized(answer.description);
      description.title = descriptionText.textContent;
      memory.textContent = answer.memory !== 0 ? `M = ${localized(minus(answer.memoryDisplay))}` : '';
      angle.textContent = answer.angle === 'rad' ? 'Rad' : '';
    },
    say(text) { notice.textContent = text; },
    fit,
  };
}

/**
 * One finger on the display's `box`: a swipe (`onSwipe()`, which deletes a digit) or, held still,
 * a long press (`onMenu(rect)`, the Copy | Paste menu); a right click opens the menu too.
 */
function swipeAndHold(box, { onSwipe, onMenu }) {
  let touch = null; // {x, y, id, timer}
  const cancelHold = () => { clearTimeout(touch?.timer); };
  box.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    cancelHold();
    touch = { x: event.clientX, y: event.clientY, id: event.pointerId };
    touch.timer = setTimeout(() => {
      touch = null;
      onMenu(box.getBoundingClientRect());
    }, LONG_PRESS_MS);
  });
  box.addEventListener('pointermove', (event) => {
    if (touch?.id === event.pointerId && Math.hypot(event.clientX - touch.x, event.clientY - touch.y) > STILL_PX) cancelHold();
  });
  box.addEventListener('pointerup', (event) => {
    if (!touch || touch.id !== event.pointerId) return;
    cancelHold();
    const dx = event.clientX - touch.x;
    const dy = event.clientY - touch.y;
    touch = null;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe();
  });
  box.addEventListener('pointercancel', () => { cancelHold(); touch = null; });
  // The browser's own long-press and right-click menu give way to the display's.
  box.addEventListener('contextmenu', (event) => {
    event.preventDefault();
    cancelHold();
    touch = null;
    onMenu(box.getBoundingClientRect());
  });
}
