// A note's sheet: the text (a textarea whose lines never wrap) beside its results column. The
// textarea is as tall as its lines, so the text and the column scroll as one in the screen's own
// scroller and each line stays level with its row: there is no second scroll position to keep in
// step. A line longer than the text's width scrolls the textarea sideways.
//
// Headings show bold by a layer behind the text holding the heading lines, stroked: a stroke
// thickens each letter without changing its width, so the layer stays under the textarea's own
// letters (bold type, being wider, would drift from them along the line).
import { el } from '../../shell/dom.js';

/** Between a line's text and an answer reaching left into the room beside it. */
const GAP_PX = 16;
const ruler = document.createElement('canvas').getContext('2d');

export class Sheet {
  /**
   * `text`: the note; `results`: the column's element; `onInput` hears of every edit, `onResize`
   * of a change of the text's width (the room beside each line with it).
   */
  constructor({ text, results, onInput, onResize }) {
    this.area = el('textarea', {
      class: 'notes-area', wrap: 'off', 'aria-label': 'Note', spellcheck: 'false', autocomplete: 'off',
      autocapitalize: 'off', autocorrect: 'off', enterkeyhint: 'enter',
    });
    this.area.value = text;
    this.headings = el('div', { class: 'notes-headings' });
    const layer = el('div', { class: 'notes-heading-layer', 'aria-hidden': 'true' }, [this.headings]);
    this.element = el('div', { class: 'notes-sheet' }, [el('div', { class: 'notes-text' }, [layer, this.area]), results]);
    this.area.addEventListener('input', () => {
      this.fit();
      onInput();
    });
    this.area.addEventListener('scroll', () => {
      this.headings.style.setProperty('--scroll-x', `${-this.area.scrollLeft}px`);
    });
    // Done typing at the end of a long line: the starts of the other lines come back into view.
    this.area.addEventListener('blur', () => { this.area.scrollLeft = 0; });
    this.element.addEventListener('click', (event) => this.tapped(event));
    let width = 0;
    new ResizeObserver(() => {
      if (this.area.clientWidth !== width) onResize();
      width = this.area.clientWidth;
    }).observe(this.area);
    this.fit();
  }

  get text() { return this.area.value; }

  get lines() { return this.area.value.split('\n'); }

  /** The textarea's height: its lines (CSS adds the padding and room for a sideways scroll bar). */
  fit() {
    this.element.style.setProperty('--lines', String(this.lines.length));
    // A new last line may have scrolled the textarea before it grew; grown, it has nothing to scroll.
    this.area.scrollTop = 0;
  }

  /** The line (from 0) the caret is on. */
  caretLine() {
    return this.area.value.slice(0, this.area.selectionEnd).split('\n').length - 1;
  }

  /**
   * How far left of the results column an answer may reach on each of `lines`: the width the
   * line's text leaves free (when not scrolled sideways), less a gap; 0 where it leaves none.
   * Returns it as a function of the line's index.
   */
  roomsBeside(lines) {
    const style = getComputedStyle(this.area);
    ruler.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const width = this.area.clientWidth - GAP_PX;
    return (index) => Math.max(0, Math.floor(width - ruler.measureText(lines[index].replace(/\t/g, '        ')).width));
  }

  /** Draws `lines[i]` bold where the core's answer `answers[i]` says it is a heading. */
  markHeadings(lines, answers) {
    const marks = [];
    answers.forEach((answer, index) => {
      if (answer?.kind !== 'heading') return;
      const mark = el('div', { class: 'notes-heading', text: lines[index] });
      mark.style.setProperty('--at', String(index));
      marks.push(mark);
    });
    this.headings.replaceChildren(...marks);
  }

  /**
   * A tap beside the text (left of it, on a row with no answer, or below the last line) puts the
   * caret at the end of that line, or of the note, as a tap on the empty part of a page does in Notes.
   */
  tapped(event) {
    if (event.target === this.area || event.target.closest('button')) return;
    const style = getComputedStyle(this.area);
    const first = this.area.getBoundingClientRect().top + parseFloat(style.paddingTop);
    const { lines } = this;
    const at = Math.max(0, Math.min(lines.length - 1, Math.floor((event.clientY - first) / parseFloat(style.lineHeight))));
    const end = lines.slice(0, at + 1).join('\n').length;
    this.area.focus();
    this.area.setSelectionRange(end, end);
  }
}
