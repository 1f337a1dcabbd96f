// Faces, the sheet for a new emotion: its name, eyes and mouth with a live preview; Done asks the
// core's `emotion` to check it.
import { el, uid } from '../../shell/dom.js';
import { field, group } from '../../shell/form.js';
import { solve } from '../../shell/api.js';
import { coreLimits } from '../../shell/limits.js';
import { DEFAULT_SCALE, EYES, MOUTHS, describe, faceDrawing } from './drawing.js';

const capitalized = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/** iOS's segmented control, as radio buttons (arrow keys move between them). */
function segmented(label, values, value, onChange) {
  const name = uid('faces-segment');
  const legendId = uid('faces-legend');
  const segments = values.map((option) => {
    const input = el('input', { type: 'radio', name, value: option, class: 'faces-segment-input', checked: option === value });
    input.addEventListener('change', () => onChange(option));
    return el('label', { class: 'faces-segment' }, [input, el('span', { text: capitalized(option) })]);
  });
  const element = el('fieldset', { class: 'group faces-segmented', 'aria-labelledby': legendId }, [
    el('legend', { id: legendId, class: 'group-header', text: label }),
    el('div', { class: 'faces-segments' }, segments),
  ]);
  return { element, get value() { return element.querySelector('input:checked').value; } };
}

/** A modal sheet: Cancel, "New Emotion", Done; name, eyes, mouth and a live preview. */
export function newEmotionSheet(ctx, { onMade, returnFocus }) {
  const name = field({ label: 'Name', name: 'emotion-name', placeholder: 'e.g. Sleepy', inputmode: 'text' });
  name.input.classList.add('faces-name');
  name.input.setAttribute('autocapitalize', 'sentences');
  name.input.setAttribute('enterkeyhint', 'done');
  const preview = faceDrawing({ className: 'faces-preview' });
  const previewText = el('p', { class: 'faces-preview-text', 'aria-live': 'polite' });
  const update = () => {
    const chosen = { eyes: eyes.value, mouth: mouth.value };
    preview.update({ ...chosen, scale: DEFAULT_SCALE });
    previewText.textContent = `Preview: ${describe(chosen)}`;
  };
  const eyes = segmented('Eyes', EYES, 'open', update);
  const mouth = segmented('Mouth', MOUTHS, 'neutral', update);
  const cancel = el('button', { type: 'button', class: 'nav-action', text: 'Cancel' });
  const done = el('button', { type: 'submit', class: 'nav-action faces-done', text: 'Done', disabled: true });
  const nameGroup = group({ footer: ' ' }, [name.row]);
  coreLimits().then(({ face }) => {
    nameGroup.querySelector('.group-footer').textContent = `Up to ${face.maximumNameLength} characters.`;
  }, () => { /* the core's refusal on Done says it instead */ });
  const titleId = uid('faces-sheet-title');
  const form = el('form', { class: 'faces-sheet-form', novalidate: true }, [
    el('header', { class: 'nav-bar faces-sheet-bar' }, [
      el('div', { class: 'nav-leading' }, [cancel]),
      el('h2', { id: titleId, class: 'nav-title', text: 'New Emotion' }),
      el('div', { class: 'nav-trailing' }, [done]),
    ]),
    el('div', { class: 'faces-sheet-body' }, [
      nameGroup,
      eyes.element,
      mouth.element,
      el('div', { class: 'group faces-preview-box' }, [preview.element, previewText]),
    ]),
  ]);
  const dialog = el('dialog', { class: 'faces-sheet', 'aria-labelledby': titleId }, [form]);

  let busy = false;
  const blank = () => name.input.value.trim() === '';
  const updateDone = () => { done.disabled = busy || blank(); };
  name.input.addEventListener('input', updateDone);
  cancel.addEventListener('click', () => dialog.close());
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy || blank()) return;
    busy = true;
    updateDone();
    form.setAttribute('aria-busy', 'true');
    try {
      const made = await solve('emotion', { name: name.input.value, eyes: eyes.value, mouth: mouth.value });
      dialog.close();
      onMade(made);
    } catch (error) {
      await ctx.problem(error, { name: { input: name.input, label: 'Name' } });
    } finally {
      busy = false;
      form.removeAttribute('aria-busy');
      updateDone();
    }
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    if (returnFocus?.isConnected && !dialog.dataset.keepFocus) returnFocus.focus();
  });
  update();
  document.body.append(dialog);
  dialog.showModal();
  name.input.focus();
  return dialog;
}
