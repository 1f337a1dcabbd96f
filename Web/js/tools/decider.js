// The Executive Decision Maker (seed 003, part 1): a list of options the user edits (add; delete as
// iOS does, by the red circle or a swipe to the left, then Delete, with Undo after in a toast above
// the tab bar; restore the
// defaults once confirmed; kept in localStorage as "reckon.decider.options") and "Decide!", which
// asks the core's `decide` (POST /api/decide's answer) for one of them at random and shows it
// big after a short shuffle through the options (none under prefers-reduced-motion).
//
// Options are user text: they go into the page only as text (textContent, attribute values),
// never as markup.
import { el, uid } from '../shell/dom.js';
import { field, group, removeIcon } from '../shell/form.js';
import { solve } from '../shell/api.js';
import { readStored, store } from '../shell/storage.js';
import { toast } from '../shell/toast.js';

const STORAGE_KEY = 'reckon.decider.options';
/** The API's own answers when it is given no options (README, "Decider"). */
const DEFAULTS = ['Yes', 'No', 'Maybe', 'Definitely', 'Not a chance', 'Ask again later'];
const MAX_OPTIONS = 100;
const MAX_LENGTH = 100; // 100 options of 100 characters stay well inside the API's 64 KiB body
const SHUFFLE_MS = 70;
const SHUFFLE_STEPS = 9;
/** How far a finger moves sideways before a row follows it as a swipe. */
const SWIPE_PX = 30;

const PLACEHOLDER = 'Ask a yes-or-no question, then tap Decide!';

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

function loadOptions() {
  const saved = readStored(STORAGE_KEY, null);
  if (Array.isArray(saved)) {
    return saved.filter((option) => typeof option === 'string' && option.trim() !== '')
      .map((option) => option.slice(0, MAX_LENGTH)).slice(0, MAX_OPTIONS);
  }
  return [...DEFAULTS]; // nothing kept, or a damaged setting
}

/** Storage full or disabled: the list still works for this visit. */
function saveOptions(options) {
  store(STORAGE_KEY, options);
}

function deciderScreen(ctx) {
  let options = loadOptions();
  let deciding = false;

  // ---- the answer ---------------------------------------------------------------------------
  const answer = el('p', { class: 'decider-answer placeholder', text: PLACEHOLDER });
  const answerCard = el('div', { class: 'decider-card', 'aria-live': 'polite', 'aria-atomic': 'true' }, [answer]);
  const decide = el('button', { type: 'button', class: 'button-primary decider-decide', text: 'Decide!', onclick: () => decideNow() });

  // ---- the options --------------------------------------------------------------------------
  const header = el('h2', { class: 'group-header', id: uid('options-header') });
  const list = el('ul', { class: 'cells decider-options', 'aria-labelledby': header.id });
  const adder = field({ label: 'New option', name: 'option', placeholder: 'e.g. Pizza', inputmode: 'text' });
  adder.input.setAttribute('maxlength', String(MAX_LENGTH));
  adder.input.setAttribute('enterkeyhint', 'done');
  adder.input.classList.add('decider-new');
  adder.row.append(el('button', { type: 'submit', class: 'text-button decider-add', text: 'Add' }));
  const addForm = el('form', { class: 'decider-add-form', novalidate: true }, [adder.row]);
  const addItem = el('li', { class: 'decider-add-item' }, [addForm]);
  addForm.addEventListener('submit', (event) => {
    event.preventDefault();
    add();
  });
  const restore = el('button', { type: 'button', class: 'button-plain', text: 'Restore the Defaults', onclick: () => restoreDefaults() });

  const optionsField = { options: { input: adder.input, label: 'Options' } };

  // Undo after a delete; an add or a restore since withdraws it.
  const undoToast = toast('Undo');
  let revealed = -1;   // the row showing its Delete button

  function render() {
    header.textContent = `Options (${options.length})`;
    revealed = -1;
    if (options.length === 0) {
      list.replaceChildren(el('li', { class: 'cell decider-empty', text: 'No options: add some, or restore the defaults.' }), addItem);
      return;
    }
    list.replaceChildren(...options.map((option, index) => {
      const row = el('li', { class: 'cell decider-option', dataset: { index: String(index) } }, [
        el('button', {
          type: 'button', class: 'remove-button decider-remove', 'aria-label': `Remove ${option}`,
          onclick: () => (revealed === index ? conceal() : reveal(index, true)),
        }, [removeIcon()]),
        el('span', { class: 'cell-label decider-option-text', text: option }),
        el('button', {
          type: 'button', class: 'decider-delete', text: 'Delete', 'aria-label': `Delete ${option}`, tabindex: -1,
          onclick: () => remove(index),
        }),
      ]);
      swipeable(row, index);
      return row;
    }), addItem);
  }

  function rows() { return list.querySelectorAll('.decider-option'); }

  /** Shows row `index`'s Delete button, as the red circle or a swipe to the left does on iOS. */
  function reveal(index, focus) {
    conceal();
    const row = rows()[index];
    if (!row) return;
    revealed = index;
    row.classList.add('revealed');
    const button = row.querySelector('.decider-delete');
    button.tabIndex = 0;
    if (focus) button.focus();
  }

  function conceal() {
    const row = rows()[revealed];
    revealed = -1;
    if (!row) return;
    row.classList.remove('revealed');
    row.style.removeProperty('--swipe');
    row.querySelector('.decider-delete').tabIndex = -1;
  }

  /** A row follows a sideways finger: far enough left shows Delete, right hides it. */
  function swipeable(row, index) {
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
      if (dx <= -SWIPE_PX) reveal(index, false);
      else if (revealed === index) conceal();
    };
    row.addEventListener('pointerup', end);
    row.addEventListener('pointercancel', end);
  }

  // A tap outside the open row, or Escape, puts its Delete away again.
  list.addEventListener('pointerdown', (event) => {
    if (revealed >= 0 && !event.target.closest('.decider-option.revealed')) conceal();
  });
  list.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || revealed < 0) return;
    const row = rows()[revealed];
    conceal();
    row?.querySelector('.decider-remove').focus();
  });

  function changed() {
    saveOptions(options);
    render();
    // The answer on show goes with the last of its option.
    if (!answer.classList.contains('placeholder') && !options.includes(answer.textContent)) clearAnswer();
  }

  function clearAnswer() {
    answer.classList.remove('shuffling', 'settled');
    answer.classList.add('placeholder');
    answer.textContent = PLACEHOLDER;
    delete answer.dataset.size;
  }

  function add() {
    const text = adder.input.value.trim();
    if (text === '') {
      ctx.alert({ title: 'Check the new option', message: 'The new option must not be blank.', focus: adder.input });
      return;
    }
    if (options.length >= MAX_OPTIONS) {
      ctx.alert({ title: 'Check Options', message: `Options: at most ${MAX_OPTIONS}; remove one first`, focus: adder.input });
      return;
    }
    options = [...options, text];
    adder.input.value = '';
    undoToast.withdraw();
    changed();
    adder.input.focus();
  }

  function remove(index) {
    const option = options[index];
    options = options.filter((_, i) => i !== index);
    changed();
    undoToast.offer(`Deleted “${option}”.`, () => undo(option, index));
    // Keep the keyboard where it was: the option that moved up, else the one above, else the field.
    const buttons = list.querySelectorAll('.decider-remove');
    (buttons[index] ?? buttons[index - 1] ?? adder.input).focus();
  }

  function undo(option, index) {
    options = [...options.slice(0, index), option, ...options.slice(index)];
    changed();
    list.querySelectorAll('.decider-remove')[index]?.focus();
  }

  async function restoreDefaults() {
    const same = options.length === DEFAULTS.length && options.every((option, i) => option === DEFAULTS[i]);
    if (same) return;
    const choice = await ctx.alert({
      title: 'Restore the Defaults?',
      message: `Your ${options.length === 1 ? 'option' : `${options.length} options`} will be replaced by the ${DEFAULTS.length} default answers.`,
      buttons: [{ text: 'Cancel', value: 'cancel' }, { text: 'Restore', value: 'restore', destructive: true }],
      focus: restore,
    });
    if (choice !== 'restore') return;
    options = [...DEFAULTS];
    undoToast.withdraw();
    changed();
  }

  // ---- deciding -----------------------------------------------------------------------------

  const wait = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

  /** Shows `text` in the answer card, smaller the longer it is so it stays on a few lines. */
  function showAnswer(text) {
    answer.textContent = text;
    const length = [...text].length;
    answer.dataset.size = length <= 14 ? 'large' : length <= 40 ? 'medium' : 'small';
  }

  /** A quick flick through the options, as if spinning; none for reduced motion. */
  async function shuffle(shown) {
    if (reducedMotion.matches || shown.length < 2) return;
    answer.classList.remove('placeholder', 'settled');
    answer.classList.add('shuffling');
    let at = Math.floor(Math.random() * shown.length);
    for (let step = 0; step < SHUFFLE_STEPS; step += 1) {
      at = (at + 1 + Math.floor(Math.random() * (shown.length - 1))) % shown.length;
      showAnswer(shown[at]);
      await wait(SHUFFLE_MS + step * 12);
    }
  }

  async function decideNow() {
    if (deciding) return;
    if (options.length === 0) {
      // The API would answer from its own defaults; with an emptied list that would surprise.
      await ctx.alert({ title: 'Check Options', message: 'Options: add at least one option to decide between', focus: adder.input });
      return;
    }
    deciding = true;
    decide.setAttribute('aria-disabled', 'true');
    answerCard.setAttribute('aria-busy', 'true');
    const before = { text: answer.textContent, placeholder: answer.classList.contains('placeholder') };
    const asked = [...options];
    try {
      // The shuffle runs its course even if the answer comes first (or fails), then settles.
      const [outcome] = await Promise.all([
        solve('decide', { options: asked }).then((value) => ({ value }), (error) => ({ error })),
        shuffle(asked),
      ]);
      if (outcome.error) throw outcome.error;
      const result = outcome.value;
      answer.classList.remove('placeholder', 'shuffling', 'settled');
      showAnswer(result.answer);
      void answer.offsetWidth; // restart the settle animation
      answer.classList.add('settled');
    } catch (error) {
      answer.classList.remove('shuffling');
      answer.classList.toggle('placeholder', before.placeholder);
      showAnswer(before.text);
      await ctx.problem(error, optionsField);
    } finally {
      deciding = false;
      decide.removeAttribute('aria-disabled');
      answerCard.removeAttribute('aria-busy');
    }
  }

  render();

  const optionsGroup = el('section', { class: 'group' }, [
    header, list, undoToast.element,
    el('p', { class: 'group-footer', text: 'Kept on this device. An option listed twice is twice as likely.' }),
  ]);

  const body = el('div', { class: 'content decider' }, [
    el('div', { class: 'split-layout' }, [
      el('div', { class: 'decider-main' }, [
        el('div', { class: 'group' }, [answerCard]),
        decide,
      ]),
      el('div', { class: 'decider-edit' }, [
        optionsGroup,
        group({}, [restore]),
      ]),
    ]),
  ]);

  return { title: 'Decider', body };
}

export default {
  root: deciderScreen,
};
