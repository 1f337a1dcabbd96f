// How the shell tells the user something went wrong: the alert card, and a failed request turned
// into an alert on the field it names.
import { InputProblem } from './api.js';

/**
 * The alert card (alert.js), loaded with the first alert: a first visit shows none. Should that
 * load fail (offline before the app was kept), the browser's own dialogs say the same.
 */
export function showAlert(alert) {
  return import('./alert.js').then((module) => module.showAlert(alert), () => {
    const text = `${alert.title}\n\n${alert.message}`;
    const [cancel, action] = alert.buttons ?? [{ value: 'ok' }];
    if (!action) { window.alert(text); return cancel.value; }
    return window.confirm(text) ? action.value : cancel.value;
  });
}

/** Turns a failed request into an alert on the field it names (`fields`: field → {input, label}). */
export function problem(error, fields = {}) {
  if (error?.name === 'AbortError') return Promise.resolve();
  if (!(error instanceof InputProblem)) {
    console.error(error);
    return showAlert({ title: 'Something went wrong', message: String(error?.message ?? error) });
  }
  const field = fields[error.field];
  const name = field?.label ?? error.field;
  return showAlert({
    title: field ? `Check ${name}` : error.field === 'core' ? 'Calculator Unavailable' : 'Cannot do that',
    message: `${name}: ${error.rule}`,
    focus: field?.input,
  });
}
