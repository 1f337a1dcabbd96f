// The Graph's elements around its drawing: the expression field with Plot, the canvas in its box,
// the zoom buttons, the status line and the hint on how to move the view. What they do is the
// view's (view.js).
import { el, icon, uid } from '../../shell/dom.js';

const ICONS = {
  zoomIn: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M8 11h6M11 8v6',
  zoomOut: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M8 11h6',
  reset: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4',
};

/**
 * The Graph's elements, `emptyHint` in the status line; the buttons call `zoomBy(factor)` and
 * `reset()`. Returns {element, form, input, canvas, box, status}.
 */
export function graphControls({ emptyHint, zoomBy, reset }) {
  const inputId = uid('graph-expression');
  const hintId = uid('graph-hint');
  const input = el('input', {
    id: inputId, name: 'expression', type: 'text', class: 'graph-input', autocomplete: 'off',
    autocapitalize: 'off', spellcheck: 'false', enterkeyhint: 'go', placeholder: 'sin(x)',
    'aria-describedby': hintId,
  });
  const form = el('form', { class: 'graph-form', novalidate: true }, [
    el('label', { for: inputId, class: 'graph-label', text: 'y =' }),
    input,
    el('button', { type: 'submit', class: 'text-button divided graph-plot-button', text: 'Plot' }),
  ]);
  const canvas = el('canvas', {
    class: 'graph-canvas', tabindex: '0', role: 'img', 'aria-label': 'Graph, empty',
    'aria-describedby': hintId, dataset: { segments: '0' },
  });
  const box = el('div', { class: 'graph-box' }, [canvas]);
  const status = el('p', { class: 'graph-status', role: 'status', text: emptyHint });
  const button = (label, path, onclick, text) => el('button', {
    type: 'button', class: 'graph-tool', 'aria-label': label, title: label, onclick,
  }, [icon(path), text ? el('span', { text }) : null]);
  const toolbar = el('div', { class: 'graph-toolbar' }, [
    button('Zoom out', ICONS.zoomOut, () => zoomBy(0.5)),
    button('Zoom in', ICONS.zoomIn, () => zoomBy(2)),
    button('Reset view', ICONS.reset, reset, 'Reset'),
  ]);
  const hint = el('p', { id: hintId, class: 'graph-hint', text:
    'Drag (or scroll) to move; pinch, Ctrl + scroll or the buttons to zoom; double-tap or double-click to put the origin there; tap a grey dot to read a root, a turn or the y-intercept; press on the curve and drag to trace it. Arrow keys (along the trace while there is one; Escape ends it), + and − work when the graph has focus.' });
  const element = el('div', { class: 'graph' }, [form, box, toolbar, status, hint]);
  return { element, form, input, canvas, box, status };
}
