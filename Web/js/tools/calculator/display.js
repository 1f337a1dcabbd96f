// The Calculator's readout: M and the description line above the display, which shrink to fit
// and never wrap; a swipe across the display deletes the last digit. It shows what the core
// answered and nothing else.
import { el } from '../../shell/dom.js';
import { minus } from '../../shell/format.js';
import { localized } from '../../shell/locale.js';

const SWIPE_PX = 30;

/** The readout; `onSwipe()` for a horizontal swipe across the display. */
export function readoutView({ onSwipe }) {
  const memory = el('span', { class: 'calc-memory-value' });
  const descriptionText = el('span', { class: 'calc-description-text' });
  const descriptionFit = el('span', { class: 'calc-description-fit' }, [descriptionText]);
  const description = el('p', { class: 'calc-description' }, [memory, descriptionFit]);
  const display = el('output', { class: 'calc-display', 'aria-live': 'polite', 'aria-atomic': 'true', 'aria-label': 'Display', text: '0' });
  const displayBox = el('div', { class: 'calc-display-box', title: 'Swipe left or right to delete the last digit' }, [display]);
  const notice = el('p', { class: 'calc-notice', role: 'status' });
  const element = el('div', { class: 'calc-readout' }, [notice, description, displayBox]);

  let swipe = null;
  displayBox.addEventListener('pointerdown', (event) => { swipe = { x: event.clientX, y: event.clientY, id: event.pointerId }; });
  displayBox.addEventListener('pointerup', (event) => {
    if (!swipe || swipe.id !== event.pointerId) return;
    const dx = event.clientX - swipe.x;
    const dy = event.clientY - swipe.y;
    swipe = null;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe();
  });
  displayBox.addEventListener('pointercancel', () => { swipe = null; });

  /** The display (and the description) shrink their font until they fit the width. */
  function fit(fullSize) {
    display.style.setProperty('font-size', `${fullSize}px`);
    const room = displayBox.clientWidth;
    const need = display.getBoundingClientRect().width;
    if (room > 0 && need > room) display.style.setProperty('font-size', `${Math.floor(fullSize * room / need * 0.98)}px`);
    descriptionText.style.setProperty('font-size', '');
    const lineRoom = descriptionFit.clientWidth;
    const lineNeed = descriptionText.getBoundingClientRect().width;
    if (lineRoom > 0 && lineNeed > lineRoom) {
      descriptionText.style.setProperty('font-size', `${Math.max(12, Math.floor(17 * lineRoom / lineNeed * 0.98))}px`);
    }
  }

  return {
    element,
    /** The core's answer: display, description and M as it writes them. */
    show(answer) {
      display.textContent = localized(minus(answer.display)); // U+2212, as typeset numbers show it
      descriptionText.textContent = localized(answer.description);
      description.title = descriptionText.textContent;
      memory.textContent = answer.memory !== 0 ? `M = ${localized(minus(answer.memoryDisplay))}` : '';
    },
    say(text) { notice.textContent = text; },
    fit,
  };
}
