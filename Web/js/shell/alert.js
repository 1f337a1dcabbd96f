// UIAlertController: a modal card with a title, a message and OK (or Cancel and an action). Focus
// goes back to the field the message is about, so the user can fix it at once.
import { el, uid } from './dom.js';

let open = null;

/**
 * Shows an alert and resolves when it is dismissed, with the `value` of the button pressed
 * (Escape: the first button's, which should be the one that changes nothing, as Cancel).
 * @param {{title: string, message: string, focus?: HTMLElement,
 *   buttons?: {text: string, value: string, destructive?: boolean}[]}} alert
 */
export function showAlert({ title, message, focus, buttons = [{ text: 'OK', value: 'ok' }] }) {
  open?.close();
  const titleId = uid('alert-title');
  const messageId = uid('alert-message');
  const choices = buttons.map(({ text, value, destructive }) => el('button', {
    type: 'submit', class: destructive ? 'text-button alert-button destructive' : 'text-button alert-button', text, value,
  }));
  const dialog = el('dialog', {
    class: 'alert', role: 'alertdialog', 'aria-modal': 'true',
    'aria-labelledby': titleId, 'aria-describedby': messageId,
  }, [
    el('form', { method: 'dialog' }, [
      el('div', { class: 'alert-body' }, [
        el('h2', { id: titleId, class: 'alert-title', text: title }),
        el('p', { id: messageId, class: 'alert-message', text: message }),
      ]),
      el('div', { class: 'alert-buttons' }, choices),
    ]),
  ]);
  document.body.append(dialog);
  open = dialog;
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove();
      if (open === dialog) open = null;
      if (focus?.isConnected) {
        focus.focus();
        focus.select?.();
      }
      resolve(dialog.returnValue || buttons[0].value);
    }, { once: true });
    dialog.showModal();
    choices[0].focus();
  });
}
