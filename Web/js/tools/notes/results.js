// The results column beside a note's text: one row per line of the note, as tall as a line, so
// each answer sits on its line's row. A value is a button that copies it; an error shows its
// message in muted red instead (a tap shows it whole); text and headings have none. Between a
// keystroke and the core's answer to it, the rows of the lines the keystroke did not touch keep
// their answers (`carried`).
import { el } from '../../shell/dom.js';
import { localized } from '../../shell/locale.js';

/**
 * The answers of `before` (the lines as they were, `lines`, and the core's answer for each)
 * carried over to the lines as they are now (`now`): the lines before and after the edit keep
 * theirs, moved with their line; the edited ones have none until the core answers.
 */
export function carried(before, now) {
  const { lines, answers } = before;
  let head = 0;
  while (head < lines.length && head < now.length && lines[head] === now[head]) head += 1;
  let tail = 0;
  while (tail < lines.length - head && tail < now.length - head
    && lines[lines.length - 1 - tail] === now[now.length - 1 - tail]) tail += 1;
  return [
    ...answers.slice(0, head),
    ...Array.from({ length: now.length - head - tail }, () => null),
    ...answers.slice(answers.length - tail),
  ];
}

/** What a line's row shows: its value as the core wrote it, in the page's locale; its error; or nothing. */
function shownOf(answer) {
  if (answer?.error) return { error: answer.error.message };
  if (answer && typeof answer.text === 'string') return { value: localized(answer.text) };
  return {};
}

/** The column (`element`); `onCopy(text)` is told of a tap on a value, `onError(message, line)` on an error. */
export class Results {
  constructor({ onCopy, onError }) {
    this.onCopy = onCopy;
    this.onError = onError;
    this.rows = [];
    this.element = el('div', { class: 'notes-results', role: 'group', 'aria-label': 'Results' });
  }

  /**
   * One row per line, each showing `answers[i]` (null: nothing yet), an answer reaching left into
   * `roomBeside(i)` px beside its line where the column is too narrow for it. Rows are reused, so
   * a long note redraws little.
   */
  show(answers, roomBeside) {
    while (this.rows.length > answers.length) this.rows.pop().element.remove();
    while (this.rows.length < answers.length) {
      const row = { element: el('div', { class: 'notes-result-row' }), key: '' };
      this.rows.push(row);
      this.element.append(row.element);
    }
    answers.forEach((answer, index) => {
      const row = this.rows[index];
      this.fill(row, index + 1, shownOf(answer));
      if (row.key) row.element.style.setProperty('--room', `${roomBeside(index)}px`);
    });
  }

  fill(row, line, { value, error }) {
    const key = value !== undefined ? `v${line}:${value}` : error !== undefined ? `e${line}:${error}` : '';
    if (row.key === key) return;
    row.key = key;
    if (value !== undefined) {
      row.element.replaceChildren(el('button', {
        type: 'button', class: 'notes-result', title: `Copy ${value}`, 'aria-label': `Copy ${value} (line ${line})`,
        text: value, onclick: () => this.onCopy(value),
      }));
    } else if (error !== undefined) {
      // A message longer than the room beside its line is cut short: a tap shows all of it.
      row.element.replaceChildren(el('button', {
        type: 'button', class: 'notes-error', title: error, text: error, onclick: () => this.onError(error, line),
      }));
    } else row.element.replaceChildren();
  }

  /** The answers shown answer older text (an answer is on its way, or the core refused the note). */
  busy(on) {
    if (on) this.element.setAttribute('aria-busy', 'true');
    else this.element.removeAttribute('aria-busy');
  }

  /** The row of line `index` (from 0), to scroll to where the caret is. */
  rowAt(index) {
    return this.rows[index]?.element ?? null;
  }
}
