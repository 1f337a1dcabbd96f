// Notes, the root: the notes kept on this device, the one changed last first, each row its first
// line and when it changed; + makes a new note, Edit shows a delete button per row (with Undo
// after, in a toast above the tab bar). With no notes, what a note does and an example to start
// from. A shared link (/notes?text=…) keeps its note here and opens it.
//
// Notes are user text: they reach the page only through textContent and attribute values.
import { el, icon, uid } from '../../shell/dom.js';
import { removeIcon } from '../../shell/form.js';
import { LOCALE } from '../../shell/locale.js';
import { urlOf } from '../../shell/routes.js';
import { toast } from '../../shell/toast.js';
import {
  forgetBlank, forgetNote, keptNotes, newNote, noteWithText, previewOf, putBack, titleOf,
} from './kept-notes.js';
import { linkedText } from './share.js';

const PLUS = 'M12 5v14M5 12h14';
const DAY_MS = 86400000;

/** A note to start from: a name used below, a heading, labels, and the total of a block. */
export const EXAMPLE = 'nights = 2\n\n# Weekend away\nhotel = nights * 89\ntrain: 2 * 24.50\nfood: 120\ntotal';

const clock = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' });
const weekday = new Intl.DateTimeFormat(LOCALE, { weekday: 'long' });
const date = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'short' });

/** When a note changed, as iOS's Notes lists it: a time today, "Yesterday", a weekday this week, else a date. */
export function changedWhen(ms, now = new Date()) {
  const then = new Date(ms);
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  if (ms >= midnight) return clock.format(then);
  if (ms >= midnight - DAY_MS) return 'Yesterday';
  if (ms >= midnight - 6 * DAY_MS) return weekday.format(then);
  return date.format(then);
}

function noteUrl(note) {
  return urlOf('notes', 'note', { id: note.id });
}

class NotesList {
  constructor(ctx) {
    this.ctx = ctx;
    this.editing = false;
    this.link = linkedText(); // read now: once shown, the URL is /notes
    this.header = el('h2', { class: 'visually-hidden', id: uid('notes-header'), text: 'Notes' });
    this.list = el('ul', { class: 'cells', 'aria-labelledby': this.header.id });
    this.footer = el('p', { class: 'group-footer' });
    this.group = el('section', { class: 'group' }, [this.header, this.list, this.footer]);
    this.empty = emptyState(() => this.open(newNote(EXAMPLE)));
    this.undoToast = toast('Undo');
    this.addButton = el('button', {
      type: 'button', class: 'nav-action notes-add', 'aria-label': 'New note', onclick: () => this.open(newNote()),
    }, [icon(PLUS, 'icon notes-add-icon')]);
    this.editButton = el('button', { type: 'button', class: 'nav-action', text: 'Edit', onclick: () => this.setEditing(!this.editing) });
    this.body = el('div', { class: 'content' }, [this.group, this.empty, this.undoToast.element]);
  }

  open(note) {
    this.undoToast.withdraw();
    this.ctx.push('note', { id: note.id });
  }

  shown() {
    forgetBlank();
    this.render();
    const text = this.link;
    this.link = null;
    // After the route that shows this list is done, so that the note goes on top of it.
    if (text) setTimeout(() => this.open(noteWithText(text)));
  }

  setEditing(on) {
    this.editing = on;
    this.render();
  }

  row(note) {
    const title = titleOf(note.text) ?? 'New Note';
    return el('li', { class: 'notes-row' }, [
      this.editing ? el('button', {
        type: 'button', class: 'remove-button notes-remove', 'aria-label': `Delete ${title}`, onclick: () => this.remove(note),
      }, [removeIcon()]) : null,
      el('a', {
        class: 'cell cell-link notes-row-link', href: noteUrl(note),
        onclick: (event) => { event.preventDefault(); this.open(note); },
      }, [
        el('span', { class: 'notes-row-text' }, [
          el('span', { class: 'notes-row-title', text: title }),
          el('span', { class: 'notes-row-detail' }, [
            el('time', { datetime: new Date(note.modified).toISOString(), text: changedWhen(note.modified) }),
            el('span', { class: 'notes-row-preview', text: previewOf(note.text) || 'No more text' }),
          ]),
        ]),
      ]),
    ]);
  }

  render() {
    const notes = keptNotes();
    if (notes.length === 0) this.editing = false;
    this.list.replaceChildren(...notes.map((note) => this.row(note)));
    this.group.hidden = notes.length === 0;
    this.empty.hidden = notes.length > 0;
    this.footer.textContent = `${notes.length === 1 ? '1 note' : `${notes.length} notes`}, kept on this device.`;
    this.editButton.hidden = notes.length === 0;
    this.editButton.textContent = this.editing ? 'Done' : 'Edit';
    this.editButton.classList.toggle('notes-editing', this.editing);
  }

  remove(note) {
    const index = keptNotes().findIndex((item) => item.id === note.id);
    const gone = forgetNote(note.id);
    this.render();
    if (gone) this.undoToast.offer(`Deleted “${titleOf(gone.text) ?? 'New Note'}”.`, () => this.undo(gone));
    // The keyboard stays in the list: on the next delete button, else the one above, else +.
    const buttons = this.list.querySelectorAll('.notes-remove');
    (buttons[index] ?? buttons[index - 1] ?? this.addButton).focus();
  }

  undo(note) {
    putBack(note);
    this.render();
  }
}

/** What a note does, with an example, for a list with no notes; `onExample` opens the example. */
function emptyState(onExample) {
  return el('section', { class: 'group notes-empty' }, [
    el('div', { class: 'notes-empty-card' }, [
      el('p', { class: 'notes-empty-title', text: 'No Notes Yet' }),
      el('p', {
        text: 'A note works out each line as you type and shows its answer at the right: sums, '
          + 'numbers you name (nights = 2) and use on the lines below, labelled lines (food: 120), and '
          + 'the total of the lines since a heading (# Trip) or a blank line. Tap an answer to copy it.',
      }),
      el('pre', { class: 'notes-example', 'aria-label': 'An example note', text: EXAMPLE }),
      el('button', { type: 'button', class: 'button-plain notes-try', text: 'Start with This Example', onclick: onExample }),
    ]),
    el('p', { class: 'group-footer', text: 'Tap + to start a new note. Notes are kept on this device.' }),
  ]);
}

export function notesScreen(ctx) {
  const screen = new NotesList(ctx);
  return {
    title: 'Notes',
    actions: [screen.editButton, screen.addButton],
    body: screen.body,
    shown: () => screen.shown(),
    hidden: () => { screen.editing = false; },
  };
}
