// iOS 18's history: every completed calculation, newest first, kept in this browser
// ("reckon.calculator.history") across reloads. At most LIMIT are kept; the oldest goes first.
// An entry is the core's `completed`: {expression, result, value} — the expression as the
// description line writes it, the result as the display does, and `value`, a numeral that the
// key `num:` reads back to the same number (a tap on the entry enters it).
import { readStored, store } from '../../shell/storage.js';

const STORAGE_KEY = 'reckon.calculator.history';
/** The most calculations kept: as many as anyone scrolls back through, and a few KB of storage. */
export const LIMIT = 100;

const isEntry = (entry) => entry !== null && typeof entry === 'object'
  && ['expression', 'result', 'value'].every((field) => typeof entry[field] === 'string');

/** The history; `onChange(entries)` after every change. */
export function calculatorHistory({ onChange = () => {} } = {}) {
  const saved = readStored(STORAGE_KEY, []);
  // A damaged setting keeps what can be read of it.
  let entries = Array.isArray(saved) ? saved.filter(isEntry).slice(0, LIMIT) : [];

  const changed = () => {
    store(STORAGE_KEY, entries); // storage off or full: the history lasts this visit
    onChange(entries);
  };

  return {
    get entries() { return entries; },
    /** Keeps a completed calculation (the core's `completed`), newest first. */
    add(completed) {
      if (!isEntry(completed)) return;
      const { expression, result, value } = completed;
      entries = [{ expression, result, value }, ...entries].slice(0, LIMIT);
      changed();
    },
    remove(entry) {
      entries = entries.filter((kept) => kept !== entry);
      changed();
    },
    clear() {
      entries = [];
      changed();
    },
  };
}
