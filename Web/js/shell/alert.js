// UIAlertController: a modal card with a title, a message and OK. Focus goes back to the field
// the message is about, so the user can fix it at once.
import { el, uid } from './dom.js';

let open = null;

/**
 * Shows an alert and resolves when it is dismissed.
 * @param {{title: string, message: string, focus?: HTMLElement}} alert
 */
export function showAlert({ title, message, focus }) {
  open?.close();
  const titleId = uid('alert-title');
  const messageId = uid('alert-message');
  const ok = el('button', { type: 'submit', class: 'alert-button', text: 'OK', value: 'ok' });
  const dialog = el('dialog', {
    class: 'alert', role: 'alertdialog', 'aria-modal': 'true',
    'aria-labelledby': titleId, 'aria-describedby': messageId,
  }, [
    el('form', { method: 'dialog' }, [
      el('div', { class: 'alert-body' }, [
        el('h2', { id: titleId, class: 'alert-title', text: title }),
        el('p', { id: messageId, class: 'alert-message', text: message }),
      ]),
      el('div', { class: 'alert-buttons' }, [ok]),
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
      resolve();
    }, { once: true });
    dialog.showModal();
    ok.focus();
  });
}
