// The Decider's answer card: a placeholder until the first decision, a short shuffle through the
// options (none under prefers-reduced-motion) while the core picks one, then the pick, big.
import { el } from '../../shell/dom.js';
import { solve } from '../../shell/api.js';

const SHUFFLE_MS = 70;
const SHUFFLE_STEPS = 9;
const PLACEHOLDER = 'Ask a yes-or-no question, then tap Decide!';

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const wait = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** The card (`card`) and its text (`text`). */
export class Answer {
  constructor() {
    this.text = el('p', { class: 'decider-answer placeholder', text: PLACEHOLDER });
    this.card = el('div', { class: 'decider-card', 'aria-live': 'polite', 'aria-atomic': 'true' }, [this.text]);
  }

  /** The list changed: the answer on show goes with the last of its option. */
  keepAmong(options) {
    const { text } = this;
    if (!text.classList.contains('placeholder') && !options.includes(text.textContent)) this.clear();
  }

  clear() {
    this.text.classList.remove('shuffling', 'settled');
    this.text.classList.add('placeholder');
    this.text.textContent = PLACEHOLDER;
    delete this.text.dataset.size;
  }

  /** Shows `text` in the card, smaller the longer it is so it stays on a few lines. */
  show(text) {
    this.text.textContent = text;
    const length = [...text].length;
    this.text.dataset.size = length <= 14 ? 'large' : length <= 40 ? 'medium' : 'small';
  }

  /** A quick flick through the options, as if spinning; none for reduced motion. */
  async shuffle(shown) {
    if (reducedMotion.matches || shown.length < 2) return;
    this.text.classList.remove('placeholder', 'settled');
    this.text.classList.add('shuffling');
    let at = Math.floor(Math.random() * shown.length);
    for (let step = 0; step < SHUFFLE_STEPS; step += 1) {
      at = (at + 1 + Math.floor(Math.random() * (shown.length - 1))) % shown.length;
      this.show(shown[at]);
      await wait(SHUFFLE_MS + step * 12);
    }
  }

  /**
   * Asks the core to pick one of `options` and settles on it. The shuffle runs its course even
   * if the answer comes first (or fails); on failure the card shows what it showed before, and
   * the error is thrown.
   */
  async decide(options) {
    const { text } = this;
    const before = { text: text.textContent, placeholder: text.classList.contains('placeholder') };
    try {
      const [outcome] = await Promise.all([
        solve('decide', { options }).then((value) => ({ value }), (error) => ({ error })),
        this.shuffle(options),
      ]);
      if (outcome.error) throw outcome.error;
      text.classList.remove('placeholder', 'shuffling', 'settled');
      this.show(outcome.value.answer);
      void text.offsetWidth; // restart the settle animation
      text.classList.add('settled');
    } catch (error) {
      text.classList.remove('shuffling');
      text.classList.toggle('placeholder', before.placeholder);
      this.show(before.text);
      throw error;
    }
  }
}
