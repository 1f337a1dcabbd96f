// The notes kept on this device: one list in localStorage ("reckon.notes"), each note its id, its
// text and when it last changed. What is read back is checked note by note, so a damaged entry
// costs that note, not the list. Where storage is off or full the notes live for this visit only
// (kept() says whether they were written).
import { readStored, store } from '../../shell/storage.js';

const STORAGE_KEY = 'reckon.notes';
const MAX_ID = 40;

/** In memory, the list as last written; storage is read again only when it may have changed. */
let cache = null;

function valid(note) {
  return note && typeof note === 'object' && typeof note.id === 'string' && note.id !== ''
    && note.id.length <= MAX_ID && typeof note.text === 'string' && Number.isFinite(note.modified);
}

function read() {
  const saved = readStored(STORAGE_KEY, []);
  cache = Array.isArray(saved) ? saved.filter(valid).map(({ id, text, modified }) => ({ id, text, modified })) : [];
  return cache;
}

function write(notes) {
  cache = notes;
  return store(STORAGE_KEY, notes);
}

// Another window of the app may have changed the list since this one last read it.
addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEY || event.key === null) cache = null;
});

/** Every note, the one changed last first. */
export function keptNotes() {
  return [...(cache ?? read())].sort((a, b) => b.modified - a.modified);
}

export function keptNote(id) {
  return (cache ?? read()).find((note) => note.id === id) ?? null;
}

function newId() {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** A new note holding `text`, kept, changed now. */
export function newNote(text = '') {
  const note = { id: newId(), text, modified: Date.now() };
  write([...(cache ?? read()), note]);
  return note;
}

/** The note whose text is exactly `text` (a link opened twice opens one note), else a new one. */
export function noteWithText(text) {
  return (cache ?? read()).find((note) => note.text === text) ?? newNote(text);
}

/**
 * Keeps `text` as note `id`'s, changed now if it differs (a note deleted meanwhile, from another
 * window, is kept again). False when storage is full or off.
 */
export function keepText(id, text) {
  const notes = cache ?? read();
  const note = notes.find((item) => item.id === id);
  if (note?.text === text) return true;
  const changed = { id, text, modified: Date.now() };
  return write(note ? notes.map((item) => (item.id === id ? changed : item)) : [...notes, changed]);
}

/** Takes note `id` out of the list: returns it (for Undo), or null if it was not there. */
export function forgetNote(id) {
  const notes = cache ?? read();
  const gone = notes.find((note) => note.id === id);
  write(notes.filter((note) => note.id !== id));
  return gone ?? null;
}

/** Undo of a delete: the note kept again as it was. */
export function putBack(note) {
  const notes = (cache ?? read()).filter((item) => item.id !== note.id);
  write([...notes, note]);
}

/** Notes left blank (a New note the user typed nothing in), but not `keep`: nothing to list. */
export function forgetBlank(keep = null) {
  const notes = cache ?? read();
  const kept = notes.filter((note) => note.text.trim() !== '' || note.id === keep);
  if (kept.length !== notes.length) write(kept);
}

/** The lines that are not blank, trimmed, a heading without its `#`: what a title and a preview show. */
function shownLines(text) {
  return text.split('\n').map((line) => line.trim().replace(/^#+\s*/, '')).filter((line) => line !== '');
}

/** A note's title: its first line that is not blank; null for a blank note. */
export function titleOf(text) {
  return shownLines(text)[0] ?? null;
}

/** What a row shows under the title: the note's next line, if any. */
export function previewOf(text) {
  return shownLines(text)[1] ?? '';
}
