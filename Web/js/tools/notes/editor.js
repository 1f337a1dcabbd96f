// Notes, a note (/notes/note?id=…): its sheet of lines with each line's answer at its right,
// worked out by the core's `notes` as the user types. Every edit asks again once the typing
// pauses (DEBOUNCE_MS); only the answer to the text as it is now is shown (an answer to older
// text arriving late is dropped). The note is kept as it is typed. Share (in the bar) makes a
// link that opens the note (share.js).
import { el, icon } from '../../shell/dom.js';
import { solve } from '../../shell/api.js';
import { toast } from '../../shell/toast.js';
import { forgetBlank, keepText, keptNote, titleOf } from './kept-notes.js';
import { carried, Results } from './results.js';
import { copyText } from '../../shell/share.js';
import { shareNote } from './share.js';
import { Sheet } from './sheet.js';

const DEBOUNCE_MS = 50;
const SHARE = 'M12 15V3.5M7.5 7.5 12 3l4.5 4.5M8 11H6a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-2';

class NoteEditor {
  constructor(ctx, note) {
    this.ctx = ctx;
    this.note = note;
    this.sequence = 0; // moves on with every edit: an answer is shown only if it has not since
    this.timer = null;
    this.refused = false; // the core refused the note as a whole: said once, until it takes it again
    this.keptText = note.text;
    this.warnedUnkept = false;
    this.toast = toast('OK');
    this.results = new Results({
      onCopy: (value) => this.copy(value),
      onError: (message, line) => this.say(`Line ${line}: ${message}`),
    });
    this.sheet = new Sheet({
      text: note.text,
      results: this.results.element,
      onInput: () => this.changed(),
      onResize: () => this.show(this.answered.answers),
    });
    this.answered = { lines: [], answers: [] }; // the lines the results stand for, and theirs
    this.show(this.sheet.lines.map(() => null));
    this.body = el('div', { class: 'notes-editor' }, [this.sheet.element, this.toast.element]);
    this.shareButton = el('button', {
      type: 'button', class: 'nav-action notes-share', 'aria-label': 'Share', onclick: () => this.share(),
    }, [icon(SHARE, 'icon notes-share-icon')]);
    this.flush = () => this.keep();
    addEventListener('pagehide', this.flush);
    this.results.busy(true);
    this.ask();
  }

  /** Shows `answers` (one per line of the text as it is now) and marks the headings among them. */
  show(answers) {
    const { lines } = this.sheet;
    this.answered = { lines, answers };
    this.results.show(answers, this.sheet.roomsBeside(lines));
    this.sheet.markHeadings(lines, answers);
  }

  /** An edit: the untouched lines keep their answers; the core is asked once the typing pauses. */
  changed() {
    this.sequence += 1;
    this.show(carried(this.answered, this.sheet.lines));
    this.results.busy(true);
    this.results.rowAt(this.sheet.caretLine())?.scrollIntoView({ block: 'nearest' });
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.ask(), DEBOUNCE_MS);
  }

  /**
   * Keeps the note as it is now, if it changed since it was last kept (a note deleted in another
   * window while this one only showed it stays deleted); says once if this device cannot keep it.
   */
  keep() {
    const { text } = this.sheet;
    if (text === this.keptText) return;
    if (keepText(this.note.id, text)) {
      this.keptText = text;
      return;
    }
    if (this.warnedUnkept) return;
    this.warnedUnkept = true;
    this.say('This note cannot be kept on this device (its storage is full or turned off).');
  }

  /** A message in the toast, whose OK only puts it away. */
  say(message) {
    this.toast.offer(message, () => {});
  }

  async ask() {
    clearTimeout(this.timer);
    this.timer = null;
    const mine = ++this.sequence;
    const text = this.sheet.text;
    this.keep();
    try {
      const answer = await solve('notes', { text });
      if (mine !== this.sequence) return;
      this.refused = false;
      this.show(answer.lines);
      this.results.busy(false);
    } catch (error) {
      if (mine !== this.sequence) return;
      // The answers shown stay, dimmed: they are the last text the core took.
      if (this.refused) return;
      this.refused = true;
      // No field to focus: focusing the note would select all of it, for the next key to replace.
      await this.ctx.problem(error, { text: { label: 'Note' } });
      this.sheet.area.focus({ preventScroll: true });
    }
  }

  async copy(value) {
    // Copied as shown, with a plain "-" for minus so that other apps read it as a number.
    const copied = await copyText(value.replace(/\u2212/g, '-'));
    this.say(copied ? `Copied ${value}` : `Could not copy ${value}: the browser did not let the page.`);
  }

  share() {
    const { text } = this.sheet;
    shareNote({ title: titleOf(text) ?? 'Note', text }, {
      say: (message) => this.say(message),
      alert: (alert) => this.ctx.alert({ ...alert, focus: this.shareButton }),
    });
  }

  shown() {
    if (this.sheet.text === '') setTimeout(() => this.sheet.area.focus());
  }

  dispose() {
    clearTimeout(this.timer);
    this.keep();
    removeEventListener('pagehide', this.flush);
    forgetBlank();
  }
}

/** A note no longer here (deleted, or a link to a note kept in another browser). */
function missingScreen() {
  return {
    title: 'Note',
    body: el('div', { class: 'content' }, [
      el('p', { class: 'note', text: 'This note is not on this device: it was deleted, or it was kept in another browser. Ask for a shared link to it instead.' }),
    ]),
  };
}

export function noteScreen(ctx, params) {
  const note = keptNote(params.id ?? '');
  if (!note) return missingScreen();
  const editor = new NoteEditor(ctx, note);
  return {
    title: titleOf(note.text) ?? 'New Note',
    actions: [editor.shareButton],
    body: editor.body,
    shown: () => editor.shown(),
    hidden: () => editor.keep(),
    dispose: () => editor.dispose(),
  };
}
