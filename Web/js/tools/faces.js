// Faces (seed 002): CS193p's FaceIt driven by gestures, inside the Emotions demo's split view.
//
// Root "Emotions": the four built-in emotions (the core's `emotions`) and the user's own (made in
// a sheet, checked by the core's `emotion`, kept in localStorage as "reckon.faces.emotions"). At
// 768 px and wider the chosen emotion's face stands beside the list (UISplitViewController); on
// phones a choice pushes /faces/face?name=…&eyes=…&mouth=…, so reload and shared links restore it.
// Changing the width moves the face between the two, with what the gestures did to it.
//
// The face's model is the core's (in a worker): every gesture, key or button sends the current
// expression and the one action to its `face` tool and shows the answer. One request is in flight
// at a time; actions made meanwhile wait their turn, and an answer for a face no longer shown is
// dropped. Gestures change the face shown, never the emotion it came from. The scale is the
// view's own.
//
// Emotion names are user text: they reach the page only through textContent and attributes.
import { el, icon, uid } from '../shell/dom.js';
import { field, group, removeIcon } from '../shell/form.js';
import { read, solve } from '../shell/api.js';
import { coreLimits } from '../shell/limits.js';
import { readStored, store } from '../shell/storage.js';
import { REGULAR as WIDE } from '../shell/size-class.js';
import {
  DEFAULT_SCALE, EYES, MAX_SCALE, MIN_SCALE, MOUTHS, clampScale, curvatureOf, describe, faceDrawing,
  panned, recognizeGestures,
} from './face-view.js';

const PLUS = 'M12 5v14M5 12h14';
const STORAGE_KEY = 'reckon.faces.emotions';
const MAX_MINE = 100;
const ZOOM_STEP = 0.1;

const ICONS = {
  happier: 'M12 19V5M6 11l6-6 6 6',
  sadder: 'M12 5v14M6 13l6 6 6-6',
  eyes: 'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12zM12 14.5a2.5 2.5 0 1 0 0-5a2.5 2.5 0 1 0 0 5z',
  squint: 'M3 12h7M14 12h7M4.5 12a3 2.5 0 0 0 4 0M15.5 12a3 2.5 0 0 0 4 0',
  zoomIn: 'M10.5 17.5a7 7 0 1 0 0-14a7 7 0 1 0 0 14zM15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6',
  zoomOut: 'M10.5 17.5a7 7 0 1 0 0-14a7 7 0 1 0 0 14zM15.5 15.5L21 21M7.5 10.5h6',
};

const capitalized = (word) => word.charAt(0).toUpperCase() + word.slice(1);

// ---- the emotions -------------------------------------------------------------------------------

let builtinsRequest = null;

/** The core's `emotions` (what GET /api/emotions answers), asked once a page (again after a failure). */
function loadBuiltins() {
  builtinsRequest ??= (async () => {
    const { emotions } = await read('emotions');
    return emotions.map((emotion) => ({ ...emotion, key: `built-in:${emotion.name}` }));
  })();
  builtinsRequest.catch(() => { builtinsRequest = null; });
  return builtinsRequest;
}

function validEmotion(emotion) {
  return emotion && typeof emotion.name === 'string' && emotion.name.trim() !== ''
    && EYES.includes(emotion.eyes) && MOUTHS.includes(emotion.mouth);
}

function loadMine() {
  const saved = readStored(STORAGE_KEY, []);
  if (Array.isArray(saved)) {
    return saved.filter(validEmotion).slice(0, MAX_MINE).map(({ id, name, eyes, mouth }, index) => ({
      id: typeof id === 'string' ? id : `saved-${index}`, name, eyes, mouth,
      curvature: curvatureOf(mouth), key: `mine:${typeof id === 'string' ? id : `saved-${index}`}`,
    }));
  }
  return []; // a damaged setting: no emotions of one's own
}

/** Storage full or disabled: the list still works for this visit. */
function saveMine(mine) {
  store(STORAGE_KEY, mine.map(({ id, name, eyes, mouth }) => ({ id, name, eyes, mouth })));
}

const paramsOf = ({ name, eyes, mouth }) => ({ name, eyes, mouth });
const faceUrl = (emotion) => `/faces/face?${new URLSearchParams(paramsOf(emotion))}`;
const sameEmotion = (a, b) => a.name === b.name && a.eyes === b.eyes && a.mouth === b.mouth;

/** Each Faces stack's root, so a pushed face can hand itself back to the split view. */
const roots = new WeakMap();

// ---- the face and its controls ----------------------------------------------------------------

/**
 * FaceViewController: the face, its gestures, the same actions from keys and buttons, and a live
 * description. `show(emotion, {expression, scale})` puts an emotion's face (or one carried over
 * from elsewhere) in it.
 */
function facePanel(ctx, { titled }) {
  const drawing = faceDrawing({ className: 'faces-svg' });
  const hintId = uid('faces-hint');
  const stage = el('div', {
    class: 'faces-stage', tabindex: '0', role: 'application', 'aria-roledescription': 'face',
    'aria-describedby': hintId,
  }, [drawing.element]);
  const title = titled ? el('h2', { class: 'faces-title', tabindex: '-1' }) : null;
  const status = el('p', { class: 'faces-status', 'aria-live': 'polite', 'aria-atomic': 'true' });
  const scaleText = el('span', { class: 'faces-scale' });

  let expression = { eyes: 'open', mouth: 'neutral', curvature: 0 };
  let scale = DEFAULT_SCALE;
  let pinchBase = scale;
  let shown = null; // the emotion whose face this is
  // Kept once a change settles, not at every frame of a pinch (localStorage writes block), and
  // at once when the page goes (a reload) or the panel does.
  let keeping = null;
  const keepNow = () => {
    if (keeping === null) return;
    clearTimeout(keeping);
    keeping = null;
    keepFace(shown, expression, scale);
  };
  const keepSoon = () => {
    clearTimeout(keeping);
    keeping = setTimeout(keepNow, 200);
  };
  addEventListener('pagehide', keepNow);

  // ---- asking the model ----
  let queue = [];
  let busy = false;
  let generation = 0;
  let controller = new AbortController();

  function reset() {
    generation += 1;
    controller.abort();
    controller = new AbortController();
    queue = [];
    busy = false;
    gestures.cancel();
    stage.removeAttribute('aria-busy');
  }

  function act(action) {
    queue.push(action);
    pump();
  }

  async function pump() {
    if (busy || queue.length === 0) return;
    const action = queue.shift();
    const asked = generation;
    busy = true;
    stage.setAttribute('aria-busy', 'true');
    try {
      const answer = await solve('face', { eyes: expression.eyes, mouth: expression.mouth, actions: [action] },
        { signal: controller.signal });
      if (asked !== generation) return;
      expression = { eyes: answer.eyes, mouth: answer.mouth, curvature: answer.curvature };
      render();
    } catch (error) {
      if (asked !== generation) return;
      queue = [];
      await ctx.problem(error);
    } finally {
      if (asked === generation) {
        busy = false;
        if (queue.length) pump();
        else stage.removeAttribute('aria-busy');
      }
    }
  }

  function setScale(value) {
    scale = clampScale(value);
    render();
  }

  function render() {
    drawing.update({ ...expression, scale });
    if (shown) keepSoon();
    const words = describe(expression);
    if (status.textContent !== words) status.textContent = words;
    const percent = `${Math.round(scale * 100)} %`;
    scaleText.textContent = `Scale ${percent}`;
    stage.setAttribute('aria-label', `Face: ${words}, scale ${percent}`);
    zoomIn.disabled = scale >= MAX_SCALE;
    zoomOut.disabled = scale <= MIN_SCALE;
  }

  // A pan moves the mouth with the finger; when it lifts, the model takes the whole steps
  // (its mouths are five), as many happier or sadder actions.
  const gestures = recognizeGestures(stage, {
    onAction: act,
    onPinchStart: () => { pinchBase = scale; },
    onPinch: (factor) => setScale(pinchBase * factor),
    onPan: (dy) => drawing.update({ ...expression, curvature: panned(expression.curvature, dy).curvature, scale }),
    onPanEnd: (dy) => {
      render();
      const { steps } = dy === null ? { steps: 0 } : panned(expression.curvature, dy);
      for (let k = 0; k < Math.abs(steps); k += 1) act(steps > 0 ? 'happier' : 'sadder');
    },
  });

  const KEYS = {
    ArrowUp: () => act('happier'), ArrowDown: () => act('sadder'),
    ' ': () => act('toggle-eyes'), Enter: () => act('toggle-eyes'),
    s: () => act('squint'), S: () => act('squint'),
    '+': () => setScale(scale + ZOOM_STEP), '=': () => setScale(scale + ZOOM_STEP),
    '-': () => setScale(scale - ZOOM_STEP), '−': () => setScale(scale - ZOOM_STEP), _: () => setScale(scale - ZOOM_STEP),
  };
  stage.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const run = KEYS[event.key];
    if (!run) return;
    event.preventDefault();
    if (!event.repeat || event.key.startsWith('Arrow') || '+=-−_'.includes(event.key)) run();
  });

  const button = (text, path, run, label) => el('button', {
    type: 'button', class: 'faces-button', 'aria-label': label, onclick: run,
  }, [icon(path, 'icon faces-button-icon'), el('span', { text })]);
  const zoomOut = button('Zoom out', ICONS.zoomOut, () => setScale(scale - ZOOM_STEP));
  const zoomIn = button('Zoom in', ICONS.zoomIn, () => setScale(scale + ZOOM_STEP));
  const controls = el('div', { class: 'faces-controls', role: 'group', 'aria-label': 'Change the face' }, [
    button('Sadder', ICONS.sadder, () => act('sadder')),
    button('Happier', ICONS.happier, () => act('happier')),
    button('Eyes', ICONS.eyes, () => act('toggle-eyes'), 'Eyes: open or close'),
    button('Squint', ICONS.squint, () => act('squint')),
    zoomOut, zoomIn,
  ]);
  const hint = el('p', {
    id: hintId, class: 'faces-hint',
    text: 'Pinch to resize, tap for the eyes, double-tap to squint, drag up or down for happier or sadder (the mouth follows the finger; a step every 100 px, a swipe one step). Keys: ↑ ↓, Space, S, + and −.',
  });

  const element = el('div', { class: 'faces-face' }, [
    title,
    stage,
    el('div', { class: 'faces-info' }, [status, scaleText]),
    el('div', { class: 'faces-side' }, [controls, hint]),
  ]);
  render();

  return {
    element,
    stage,
    title,
    show(emotion, carried = {}) {
      reset();
      if (title) title.textContent = emotion.name;
      const kept = carried.expression ? carried : (carried.restore && keptFace(emotion)) || {};
      const from = kept.expression ?? emotion;
      expression = { eyes: from.eyes, mouth: from.mouth, curvature: curvatureOf(from.mouth) };
      scale = clampScale(kept.scale ?? DEFAULT_SCALE);
      shown = emotion;
      render();
    },
    get current() { return { expression: { ...expression }, scale }; },
    dispose() {
      keepNow();
      removeEventListener('pagehide', keepNow);
      reset();
    },
  };
}

// What the gestures did to the face on show outlives a reload, as iOS restores an app's state:
// the emotion it came from, its eyes and mouth, and its scale.
const FACE_KEY = 'reckon.faces.face';

/** Storage full or off: the face is only not kept. */
function keepFace(emotion, expression, scale) {
  store(FACE_KEY, {
    emotion: paramsOf(emotion), expression: { eyes: expression.eyes, mouth: expression.mouth }, scale,
  });
}

function readKept() {
  return readStored(FACE_KEY, null);
}

/** The emotion whose face was kept, or null. */
function keptEmotion() {
  const emotion = readKept()?.emotion;
  return emotion && typeof emotion === 'object' ? emotion : null;
}

/** The face kept for `emotion`, if it is the one on show when it was kept and reads right. */
function keptFace(emotion) {
  const kept = readKept();
  if (!kept?.emotion || !sameEmotion(kept.emotion, emotion)) return null;
  const { eyes, mouth } = kept.expression ?? {};
  if (!EYES.includes(eyes) || !MOUTHS.includes(mouth) || !Number.isFinite(kept.scale)) return null;
  return { expression: { eyes, mouth }, scale: kept.scale };
}

// ---- the sheet for a new emotion ----------------------------------------------------------------

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
function newEmotionSheet(ctx, { onMade, returnFocus }) {
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

// ---- the screens ----------------------------------------------------------------------------------

function emotionsScreen(ctx) {
  let builtins = null;
  let loadError = null;
  let mine = loadMine();
  let selected = null; // the emotion whose face the split view shows
  let chosen = false; // picked by the user (not the first one shown by default)
  let editing = false;
  let rootShown = false;

  const panel = facePanel(ctx, { titled: true });
  const placeholder = el('p', { class: 'faces-placeholder', text: 'Choose an emotion to see its face.' });
  const detail = el('div', { class: 'faces-detail' }, [placeholder, panel.element]);
  panel.element.hidden = true;

  const builtinList = el('ul', { class: 'cells faces-list', 'aria-label': 'Emotions' });
  const mineHeader = el('h2', { class: 'group-header', id: uid('faces-mine'), text: 'Made by You' });
  const mineList = el('ul', { class: 'cells faces-list', 'aria-labelledby': mineHeader.id });
  const mineFooter = el('p', { class: 'group-footer' });
  const mineGroup = el('section', { class: 'group' }, [mineHeader, mineList, mineFooter]);
  const emptyFooter = el('p', { class: 'group-footer faces-empty', text: 'Tap + to make an emotion of your own.' });

  const addButton = el('button', {
    type: 'button', class: 'nav-action faces-add', 'aria-label': 'Add emotion', onclick: () => openSheet(),
  }, [icon(PLUS, 'icon faces-add-icon')]);
  const editButton = el('button', { type: 'button', class: 'nav-action', text: 'Edit', onclick: () => setEditing(!editing) });

  function row(emotion, removable) {
    const thumb = faceDrawing({ className: 'faces-thumb' });
    thumb.update({ eyes: emotion.eyes, mouth: emotion.mouth, scale: 0.92 });
    const link = el('a', {
      class: 'cell cell-link faces-row-link', href: faceUrl(emotion), dataset: { key: emotion.key },
      onclick: (event) => { event.preventDefault(); choose(emotion); },
    }, [thumb.element, el('span', { class: 'cell-label faces-row-name', text: emotion.name })]);
    if (selected && emotion.key === selected.key) link.setAttribute('aria-current', 'true');
    return el('li', { class: 'faces-row' }, [
      removable && editing ? el('button', {
        type: 'button', class: 'remove-button faces-remove', 'aria-label': `Delete ${emotion.name}`, onclick: () => remove(emotion),
      }, [removeIcon()]) : null,
      link,
    ]);
  }

  function render() {
    if (builtins) builtinList.replaceChildren(...builtins.map((emotion) => row(emotion, false)));
    else if (loadError) {
      builtinList.replaceChildren(el('li', { class: 'cell faces-load-error' }, [
        el('span', { class: 'cell-label', text: `The built-in emotions could not be loaded (${loadError}).` }),
      ]), el('li', {}, [el('button', { type: 'button', class: 'button-plain', text: 'Try Again', onclick: () => load() })]));
    } else builtinList.replaceChildren(el('li', { class: 'cell faces-loading', text: 'Loading…' }));
    mineList.replaceChildren(...mine.map((emotion) => row(emotion, true)));
    mineGroup.hidden = mine.length === 0;
    emptyFooter.hidden = mine.length > 0;
    mineFooter.textContent = editing ? 'Tap ⊖ to delete an emotion.' : 'Kept on this device.';
    editButton.hidden = mine.length === 0;
    editButton.textContent = editing ? 'Done' : 'Edit';
    editButton.classList.toggle('faces-editing', editing);
  }

  function setEditing(on) {
    editing = on && mine.length > 0;
    render();
  }

  async function load() {
    loadError = null;
    render();
    try {
      builtins = await loadBuiltins();
    } catch (error) {
      loadError = error?.rule ?? String(error);
    }
    // A face carried over from a pushed screen before the list had loaded: mark its row now.
    if (selected?.key.startsWith('link:')) {
      const known = [...(builtins ?? []), ...mine].find((item) => sameEmotion(item, selected));
      if (known) selected = { ...selected, key: known.key };
    }
    render();
    if (!selected && builtins?.length) {
      // After a reload, the face kept from before if its emotion is still listed.
      const kept = keptEmotion();
      select([...builtins, ...mine].find((item) => kept && sameEmotion(item, kept)) ?? builtins[0], { restore: true }, false);
    }
  }

  /** Puts `emotion` in the split view's detail (it is there, unseen, on phones too). */
  function select(emotion, carried = {}, byUser = true) {
    selected = emotion;
    chosen = chosen || byUser;
    panel.show(emotion, carried);
    panel.element.hidden = false;
    placeholder.hidden = true;
    for (const link of [...builtinList.querySelectorAll('.faces-row-link'), ...mineList.querySelectorAll('.faces-row-link')]) {
      if (link.dataset.key === emotion.key) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  }

  function choose(emotion) {
    select(emotion);
    if (!WIDE.matches) ctx.push('face', paramsOf(emotion), { emotion });
  }

  function remove(emotion) {
    const index = mine.findIndex((item) => item.key === emotion.key);
    if (index < 0) return;
    mine = mine.filter((item) => item.key !== emotion.key);
    saveMine(mine);
    if (selected?.key === emotion.key) {
      selected = null;
      chosen = false;
      if (builtins?.length) select(builtins[0], {}, false);
      else { panel.element.hidden = true; placeholder.hidden = false; }
    }
    if (mine.length === 0) editing = false;
    render();
    // The keyboard stays in the list: on the next delete button, else the one above, else Add.
    const buttons = mineList.querySelectorAll('.faces-remove');
    (buttons[index] ?? buttons[index - 1] ?? addButton).focus();
  }

  function openSheet() {
    newEmotionSheet(ctx, {
      returnFocus: addButton,
      onMade(made) {
        const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
        const emotion = { id, name: made.name, eyes: made.eyes, mouth: made.mouth, curvature: made.curvature, key: `mine:${id}` };
        mine = [...mine, emotion].slice(-MAX_MINE);
        saveMine(mine);
        if (WIDE.matches) select(emotion);
        render();
        const link = mineList.querySelector(`[data-key="${CSS.escape(emotion.key)}"]`);
        link?.scrollIntoView({ block: 'nearest' });
      },
    });
  }

  // UISplitViewController collapsing: the window narrowed while the split view showed a face the
  // user chose, so that face (as the gestures left it) is pushed.
  WIDE.addEventListener('change', () => {
    if (WIDE.matches || !rootShown || !chosen || !selected) return;
    const carried = panel.current;
    setTimeout(() => {
      if (!WIDE.matches && rootShown) ctx.push('face', paramsOf(selected), { emotion: selected, ...carried });
    });
  });

  roots.set(ctx, {
    /** A pushed face moving into the split view as the window widened. */
    adopt(emotion, carried) {
      const known = [...(builtins ?? []), ...mine].find((item) => sameEmotion(item, emotion));
      select(known ?? { ...emotion, key: `link:${emotion.name}` }, carried);
    },
    async find(name) {
      const all = [...(await loadBuiltins().catch(() => [])), ...mine];
      return all.find((item) => item.name === name) ?? all.find((item) => item.name.toLowerCase() === name.toLowerCase());
    },
  });

  render();
  load();

  const master = el('div', { class: 'faces-master' }, [
    el('section', { class: 'group' }, [builtinList, emptyFooter]),
    mineGroup,
  ]);
  return {
    title: 'Emotions',
    actions: [editButton, addButton],
    body: el('div', { class: 'faces-split' }, [master, detail]),
    shown: () => { rootShown = true; },
    hidden: () => { rootShown = false; setEditing(false); },
  };
}

function faceScreen(ctx, params, carried = {}) {
  const name = params.name?.trim() || 'Face';
  const panel = facePanel(ctx, { titled: false });
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

export default {
  root: emotionsScreen,
  screens: { face: faceScreen },
};
