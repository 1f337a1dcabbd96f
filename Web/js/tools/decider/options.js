// The Decider's options, as the user edits them: add; delete as iOS does, by the red circle or a
// swipe to the left, then Delete, with Undo after in a toast above the tab bar; restore the
// defaults once confirmed. Kept in localStorage as "reckon.decider.options".
import { read } from '../../shell/api.js';
import { el, uid } from '../../shell/dom.js';
import { field, removeIcon } from '../../shell/form.js';
import { readStored, store } from '../../shell/storage.js';
import { toast } from '../../shell/toast.js';

const STORAGE_KEY = 'reckon.decider.options';
/**
 * The core's own answers when it is given no options (`decide/defaults`), read before the screen
 * is made, so it opens with them; none when the core cannot run here (its alert says why at Decide!).
 */
const DEFAULTS = await read('decide/defaults').then((answer) => answer.options, () => []);
const MAX_OPTIONS = 100;
const MAX_LENGTH = 100; // 100 options of 100 characters stay well inside the API's 64 KiB body
/** How far a finger moves sideways before a row follows it as a swipe. */
const SWIPE_PX = 30;

function loadOptions() {
  const saved = readStored(STORAGE_KEY, null);
  if (Array.isArray(saved)) {
    return saved.filter((option) => typeof option === 'string' && option.trim() !== '')
      .map((option) => option.slice(0, MAX_LENGTH)).slice(0, MAX_OPTIONS);
  }
  return [...DEFAULTS]; // nothing kept, or a damaged setting
}

/**
 * The Options group (`element`), its New option field (`input`) and its Restore the Defaults
 * button (`restore`); `onChange` hears of every change to `options`.
 */
export class OptionsEditor {
  constructor(ctx, onChange) {
    this.ctx = ctx;
    this.onChange = onChange;
    this.options = loadOptions();
    this.revealed = -1; // the row showing its Delete button
    this.header = el('h2', { class: 'group-header', id: uid('options-header') });
    this.list = el('ul', { class: 'cells decider-options', 'aria-labelledby': this.header.id });
    const adder = field({ label: 'New option', name: 'option', placeholder: 'e.g. Pizza', inputmode: 'text' });
    this.input = adder.input;
    this.input.setAttribute('maxlength', String(MAX_LENGTH));
    this.input.setAttribute('enterkeyhint', 'done');
    this.input.classList.add('decider-new');
    adder.row.append(el('button', { type: 'submit', class: 'text-button decider-add', text: 'Add' }));
    const addForm = el('form', { class: 'decider-add-form', novalidate: true }, [adder.row]);
    this.addItem = el('li', { class: 'decider-add-item' }, [addForm]);
    addForm.addEventListener('submit', (event) => {
      event.preventDefault();
      this.add();
    });
    this.restore = el('button', { type: 'button', class: 'button-plain', text: 'Restore the Defaults', onclick: () => this.restoreDefaults() });
    // Undo after a delete; an add or a restore since withdraws it.
    this.undoToast = toast('Undo');
    this.listen();
    this.render();
    this.element = el('section', { class: 'group' }, [
      this.header, this.list, this.undoToast.element,
      el('p', { class: 'group-footer', text: 'Kept on this device. An option listed twice is twice as likely.' }),
    ]);
  }

  render() {
    this.header.textContent = `Options (${this.options.length})`;
    this.revealed = -1;
    if (this.options.length === 0) {
      this.list.replaceChildren(el('li', { class: 'cell decider-empty', text: 'No options: add some, or restore the defaults.' }), this.addItem);
      return;
    }
    this.list.replaceChildren(...this.options.map((option, index) => {
      const row = el('li', { class: 'cell decider-option', dataset: { index: String(index) } }, [
        el('button', {
          type: 'button', class: 'remove-button decider-remove', 'aria-label': `Remove ${option}`,
          onclick: () => (this.revealed === index ? this.conceal() : this.reveal(index, true)),
        }, [removeIcon()]),
        el('span', { class: 'cell-label decider-option-text', text: option }),
        el('button', {
          type: 'button', class: 'decider-delete', text: 'Delete', 'aria-label': `Delete ${option}`, tabindex: -1,
          onclick: () => this.remove(index),
        }),
      ]);
      this.swipeable(row, index);
      return row;
    }), this.addItem);
  }

  rows() { return this.list.querySelectorAll('.decider-option'); }

  /** Shows row `index`'s Delete button, as the red circle or a swipe to the left does on iOS. */
  reveal(index, focus) {
    this.conceal();
    const row = this.rows()[index];
    if (!row) return;
    this.revealed = index;
    row.classList.add('revealed');
    const button = row.querySelector('.decider-delete');
    button.tabIndex = 0;
    if (focus) button.focus();
  }

  conceal() {
    const row = this.rows()[this.revealed];
    this.revealed = -1;
    if (!row) return;
    row.classList.remove('revealed');
    row.style.removeProperty('--swipe');
    row.querySelector('.decider-delete').tabIndex = -1;
  }

  /** A row follows a sideways finger: far enough left shows Delete, right hides it. */
  swipeable(row, index) {
    let start = null;
    row.addEventListener('pointerdown', (event) => {
      if (event.pointerType === 'mouse' || event.target.closest('button')) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId, sideways: false };
    });
    row.addEventListener('pointermove', (event) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      if (!start.sideways && Math.abs(dx) > SWIPE_PX / 3 && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
        start.sideways = true;
        row.setPointerCapture?.(event.pointerId);
      }
      if (start.sideways) row.style.setProperty('--swipe', `${Math.min(0, dx)}px`);
    });
    const end = (event) => {
      if (!start || event.pointerId !== start.id) return;
      const dx = event.clientX - start.x;
      const { sideways } = start;
      start = null;
      row.style.removeProperty('--swipe');
      if (!sideways || event.type === 'pointercancel') return;
      if (dx <= -SWIPE_PX) this.reveal(index, false);
      else if (this.revealed === index) this.conceal();
    };
    row.addEventListener('pointerup', end);
    row.addEventListener('pointercancel', end);
  }

  /** A tap outside the open row, or Escape, puts its Delete away again. */
  listen() {
    this.list.addEventListener('pointerdown', (event) => {
      if (this.revealed >= 0 && !event.target.closest('.decider-option.revealed')) this.conceal();
    });
    this.list.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || this.revealed < 0) return;
      const row = this.rows()[this.revealed];
      this.conceal();
      row?.querySelector('.decider-remove').focus();
    });
  }

  /** Keeps the list (for this visit only where storage is off or full) and shows it. */
  changed() {
    store(STORAGE_KEY, this.options);
    this.render();
    this.onChange(this.options);
  }

  add() {
    const text = this.input.value.trim();
    if (text === '') {
      this.ctx.alert({ title: 'Check the new option', message: 'The new option must not be blank.', focus: this.input });
      return;
    }
    if (this.options.length >= MAX_OPTIONS) {
      this.ctx.alert({ title: 'Check Options', message: `Options: at most ${MAX_OPTIONS}; remove one first`, focus: this.input });
      return;
    }
    this.options = [...this.options, text];
    this.input.value = '';
    this.undoToast.withdraw();
    this.changed();
    this.input.focus();
  }

  remove(index) {
    const option = this.options[index];
    this.options = this.options.filter((_, i) => i !== index);
    this.changed();
    this.undoToast.offer(`Deleted “${option}”.`, () => this.undo(option, index));
    // Keep the keyboard where it was: the option that moved up, else the one above, else the field.
    const buttons = this.list.querySelectorAll('.decider-remove');
    (buttons[index] ?? buttons[index - 1] ?? this.input).focus();
  }

  undo(option, index) {
    this.options = [...this.options.slice(0, index), option, ...this.options.slice(index)];
    this.changed();
    this.list.querySelectorAll('.decider-remove')[index]?.focus();
  }

  async restoreDefaults() {
    const { options } = this;
    const same = options.length === DEFAULTS.length && options.every((option, i) => option === DEFAULTS[i]);
    if (same) return;
    const choice = await this.ctx.alert({
      title: 'Restore the Defaults?',
      message: `Your ${options.length === 1 ? 'option' : `${options.length} options`} will be replaced by the ${DEFAULTS.length} default answers.`,
      buttons: [{ text: 'Cancel', value: 'cancel' }, { text: 'Restore', value: 'restore', destructive: true }],
      focus: this.restore,
    });
    if (choice !== 'restore') return;
    this.options = [...DEFAULTS];
    this.undoToast.withdraw();
    this.changed();
  }
}
