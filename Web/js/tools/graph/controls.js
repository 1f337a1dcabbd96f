// The Graph's elements around its drawing: the list of functions (list.js), the canvas in its box,
// the zoom and share buttons, the status line and the help on how to move the view, folded
// away until asked for. What they do is the view's (view.js).
import { el, icon, uid } from '../../shell/dom.js';
import { functionRows } from './list.js';

const ICONS = {
  zoomIn: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M8 11h6M11 8v6',
  zoomOut: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4M8 11h6',
  reset: 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4',
  share: 'M12 3v12M7 8l5-5 5 5M5 12v8h14v-8',
};

const HELP = 'Drag (or scroll) to move; pinch, Ctrl + scroll or the buttons to zoom; double-tap or double-click to put the origin there. '
  + 'Tap a grey dot to read a root, a turn, a y-intercept or where two curves meet; press on a curve and drag to trace it. '
  + 'A coloured swatch hides or shows its curve; a name other than x gets a slider. '
  + 'Arrow keys (along the trace while there is one; Escape ends it), + and − work when the graph has focus.';

/**
 * The Graph's elements for `list()` (the FunctionList shown), `emptyHint` in the status line; `on` holds
 * the list's handlers (list.js) and `zoomBy(factor)`, `reset()`, `share()`. Returns {element,
 * rows, sliders, canvas, box, status}.
 */
export function graphControls({ emptyHint, list, on }) {
  const hintId = uid('graph-hint');
  const rows = functionRows(list, on, { hintId });
  const canvas = el('canvas', {
    class: 'graph-canvas', tabindex: '0', role: 'img', 'aria-label': 'Graph, empty',
    'aria-describedby': hintId, dataset: { segments: '0' },
  });
  const box = el('div', { class: 'graph-box' }, [canvas]);
  const status = el('p', { class: 'graph-status', role: 'status', text: emptyHint });
  const sliders = el('div', { class: 'graph-sliders', hidden: true });
  const button = (label, path, onclick, text) => el('button', {
    type: 'button', class: 'graph-tool', 'aria-label': label, title: label, onclick,
  }, [icon(path), text ? el('span', { text }) : null]);
  const toolbar = el('div', { class: 'graph-toolbar' }, [
    button('Zoom out', ICONS.zoomOut, () => on.zoomBy(0.5)),
    button('Zoom in', ICONS.zoomIn, () => on.zoomBy(2)),
    button('Reset view', ICONS.reset, () => on.reset(), 'Reset'),
    button('Share graph', ICONS.share, () => on.share()),
  ]);
  const help = el('details', { class: 'graph-help' }, [
    el('summary', { text: 'How to use the graph' }),
    el('p', { id: hintId, text: HELP }),
  ]);
  const element = el('div', { class: 'graph' }, [
    el('div', { class: 'graph-list' }, [rows.form, sliders]), box, toolbar, status, help,
  ]);
  return { element, rows, sliders, canvas, box, status };
}
