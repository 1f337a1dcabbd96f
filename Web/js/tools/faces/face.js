// Faces, the face pushed on phones (/faces/face?name=…&eyes=…&mouth=…, so reload and shared links
// restore it), handed back to the split view when the window widens.
import { el } from '../../shell/dom.js';
import { REGULAR as WIDE } from '../../shell/size-class.js';
import { EYES, MOUTHS, curvatureOf } from './drawing.js';
import { FacePanel } from './panel.js';

/** Each Faces stack's root (its `adopt` and `find`), so a pushed face can hand itself back to the split view. */
export const roots = new WeakMap();

export function faceScreen(ctx, params, carried = {}) {
  const name = params.name?.trim() || 'Face';
  const panel = new FacePanel(ctx, { titled: false });
  const note = el('p', { class: 'faces-placeholder', hidden: true });
  const body = el('div', { class: 'faces-pushed' }, [note, panel.element]);
  let emotion = null;
  let visible = false;
  let disposed = false;

  function start(found) {
    emotion = found;
    // Opened by a choice in the list, or carried from the split view; else loaded (a reload, a
    // link): then the face kept from before, if it is this emotion's.
    panel.show(found, carried.emotion || carried.expression ? carried : { restore: true });
    if (visible) collapseIfWide();
  }

  if (EYES.includes(params.eyes) && MOUTHS.includes(params.mouth)) {
    start({ name, eyes: params.eyes, mouth: params.mouth, curvature: curvatureOf(params.mouth) });
  } else {
    // A link with only a name (/faces/face?name=Happy): the emotion of that name, if there is one.
    panel.element.hidden = true;
    roots.get(ctx)?.find(name).then((found) => {
      if (disposed) return;
      if (!found) {
        note.textContent = `There is no emotion called “${name}”. Go back to choose one.`;
        note.hidden = false;
        return;
      }
      panel.element.hidden = false;
      start(found);
    });
  }

  /** At 768 px and wider the face belongs beside the list: hand it over and pop. */
  function collapseIfWide() {
    setTimeout(() => {
      if (disposed || !visible || !WIDE.matches || !emotion) return;
      roots.get(ctx)?.adopt(emotion, panel.current);
      ctx.back();
    });
  }

  return {
    title: name,
    body,
    shown: () => {
      visible = true;
      collapseIfWide();
    },
    hidden: () => { visible = false; },
    dispose: () => {
      disposed = true;
      panel.dispose();
    },
  };
}
