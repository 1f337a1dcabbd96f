// The Calculator's state, which the core holds between keys (`calc/press`, in the same worker
// for the life of the page): each key is sent alone, and its answer (display, description, clear
// key, pending operation, M, the program as an expression) is what the screen shows. No key list
// is replayed per key.
//
// For a reload the core's `restore` is kept in localStorage ("reckon.calculator"): keys that give
// this state again on a fresh calculator (the angle unit, 2nd and memory register AC kept, then
// the keys since the last AC, Rand's as the number it drew), and the first answer after a reload
// is one `reset` call with them. (The Graph's snapshot of the program is its list's, functions.js.)
import { solve } from '../../shell/api.js';
import { readStored, store } from '../../shell/storage.js';

const STORAGE_KEY = 'reckon.calculator';

function load() {
  const saved = readStored(STORAGE_KEY, null);
  if (typeof saved?.restore === 'string') return { restore: saved.restore };
  // Kept by an earlier release: the keys since the last AC, which press the same again.
  if (Array.isArray(saved?.keys) && saved.keys.every((k) => typeof k === 'string')) {
    return { restore: saved.keys.join(' ') };
  }
  return { restore: '' }; // nothing kept, or a damaged setting: start afresh
}

/**
 * The calculator as the screen drives it. `onAnswer(answer, {restored})` gets every state the
 * core answers, in the order of the keys (`restored`: the one answer to the keys restored after a
 * reload); `onRefused(problem)` a key the core refused (its message is the core's: an unknown
 * key, a number it cannot enter, more keys than it keeps since the last AC); `onProblem(error)` a
 * core that failed.
 */
export function calculatorState({ onAnswer, onRefused, onProblem }) {
  const saved = load();
  let kept = saved.restore; // the core's restore: keys giving this state again
  let last = null; // the core's latest answer
  let sent = 0; // keys sent and not yet answered
  let ready = Promise.resolve(); // the restore, which keys pressed meanwhile follow

  // Storage full or off: the calculator still works.
  const save = () => store(STORAGE_KEY, { restore: kept });

  function accept(answer, restored = false) {
    kept = answer.restore;
    last = answer;
    save();
    onAnswer(answer, { restored });
  }

  /** Restores the stored state in one call (keys the core no longer takes: afresh). */
  function restore() {
    ready = restoring();
    return ready;
  }

  async function restoring() {
    const stored = kept;
    kept = '';
    sent += 1;
    let answer = null;
    try {
      try {
        answer = await solve('calc/press', { reset: true, keys: stored });
      } catch (error) {
        if (error?.field !== 'keys') throw error;
        answer = await solve('calc/press', { reset: true });
      }
    } catch (error) {
      onProblem(error);
    } finally {
      sent -= 1;
    }
    if (answer) accept(answer, true);
  }

  /**
   * Sends one key; resolves once its answer is shown, to the core's refusal of the key (an
   * InputProblem) or null. The worker answers keys in order.
   */
  async function press(token) {
    sent += 1;
    let answer = null;
    let refused = null;
    try {
      await ready;
      answer = await solve('calc/press', { keys: token });
    } catch (error) {
      if (error?.field === 'keys') {
        refused = error;
        onRefused(error);
      } else onProblem(error);
    } finally {
      sent -= 1; // before the answer is shown, so that the last key's answer counts as settled
    }
    if (answer) accept(answer);
    return refused;
  }

  return {
    restore,
    press,
    /** The latest answer once every key sent is answered, else null (keys still on their way). */
    get settled() { return sent === 0 ? last : null; },
  };
}
