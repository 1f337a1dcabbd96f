// Faces, the face and its controls (FaceViewController): the face, its gestures, the same actions
// from keys and buttons, and a live description.
//
// The face's model is the core's (in a worker): every gesture, key or button sends the current
// expression and the one action to its `face` tool and shows the answer. One request is in flight
// at a time; actions made meanwhile wait their turn, and an answer for a face no longer shown is
// dropped. Gestures change the face shown, never the emotion it came from. The scale is the
// view's own.
import { el, icon, uid } from '../../shell/dom.js';
import { solve } from '../../shell/api.js';
import { DEFAULT_SCALE, MAX_SCALE, MIN_SCALE, clampScale, curvatureOf, describe, faceDrawing } from './drawing.js';
import { panned, recognizeGestures } from './gestures.js';
import { keepFace, keptFace } from './emotions.js';

const ZOOM_STEP = 0.1;

const ICONS = {
  happier: 'M12 19V5M6 11l6-6 6 6',
  sadder: 'M12 5v14M6 13l6 6 6-6',
  eyes: 'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12zM12 14.5a2.5 2.5 0 1 0 0-5a2.5 2.5 0 1 0 0 5z',
  squint: 'M3 12h7M14 12h7M4.5 12a3 2.5 0 0 0 4 0M15.5 12a3 2.5 0 0 0 4 0',
  zoomIn: 'M10.5 17.5a7 7 0 1 0 0-14a7 7 0 1 0 0 14zM15.5 15.5L21 21M10.5 7.5v6M7.5 10.5h6',
  zoomOut: 'M10.5 17.5a7 7 0 1 0 0-14a7 7 0 1 0 0 14zM15.5 15.5L21 21M7.5 10.5h6',
};

/** The keys of the face (on its stage), each what it does to a panel. */
const KEYS = {
  ArrowUp: (panel) => panel.act('happier'), ArrowDown: (panel) => panel.act('sadder'),
  ' ': (panel) => panel.act('toggle-eyes'), Enter: (panel) => panel.act('toggle-eyes'),
  s: (panel) => panel.act('squint'), S: (panel) => panel.act('squint'),
  '+': (panel) => panel.zoom(ZOOM_STEP), '=': (panel) => panel.zoom(ZOOM_STEP),
  '-': (panel) => panel.zoom(-ZOOM_STEP), '−': (panel) => panel.zoom(-ZOOM_STEP), _: (panel) => panel.zoom(-ZOOM_STEP),
};

/**
 * A face panel: `element` to show, `show(emotion, {expression, scale})` puts an emotion's face (or
 * one carried over from elsewhere) in it, `current` is the face as the gestures left it.
 */
export class FacePanel {
  constructor(ctx, { titled }) {
    this.ctx = ctx;
    this.drawing = faceDrawing({ className: 'faces-svg' });
    const hintId = uid('faces-hint');
    this.stage = el('div', {
      class: 'faces-stage', tabindex: '0', role: 'application', 'aria-roledescription': 'face',
      'aria-describedby': hintId,
    }, [this.drawing.element]);
    this.title = titled ? el('h2', { class: 'faces-title', tabindex: '-1' }) : null;
    this.status = el('p', { class: 'faces-status', 'aria-live': 'polite', 'aria-atomic': 'true' });
    this.scaleText = el('span', { class: 'faces-scale' });

    this.expression = { eyes: 'open', mouth: 'neutral', curvature: 0 };
    this.scale = DEFAULT_SCALE;
    this.pinchBase = this.scale;
    this.shown = null; // the emotion whose face this is
    // Kept once a change settles, not at every frame of a pinch (localStorage writes block), and
    // at once when the page goes (a reload) or the panel does.
    this.keeping = null;
    this.keepNow = this.keepNow.bind(this); // a listener, removed by dispose
    addEventListener('pagehide', this.keepNow);

    // Asking the model: the actions waiting, whether one is asked, and which face they are for.
    this.queue = [];
    this.busy = false;
    this.generation = 0;
    this.controller = new AbortController();

    this.gestures = this.recognize();
    this.stage.addEventListener('keydown', (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const run = KEYS[event.key];
      if (!run) return;
      event.preventDefault();
      if (!event.repeat || event.key.startsWith('Arrow') || '+=-−_'.includes(event.key)) run(this);
    });
    const hint = el('p', {
      id: hintId, class: 'faces-hint',
      text: 'Pinch to resize, tap for the eyes, double-tap to squint, drag up or down for happier or sadder (the mouth follows the finger; a step every 100 px, a swipe one step). Keys: ↑ ↓, Space, S, + and −.',
    });
    this.element = el('div', { class: 'faces-face' }, [
      this.title,
      this.stage,
      el('div', { class: 'faces-info' }, [this.status, this.scaleText]),
      el('div', { class: 'faces-side' }, [this.controls(), hint]),
    ]);
    this.render();
  }

  // A pan moves the mouth with the finger; when it lifts, the model takes the whole steps
  // (its mouths are five), as many happier or sadder actions.
  recognize() {
    return recognizeGestures(this.stage, {
      onAction: (action) => this.act(action),
      onPinchStart: () => { this.pinchBase = this.scale; },
      onPinch: (factor) => this.setScale(this.pinchBase * factor),
      onPan: (dy) => this.drawing.update({ ...this.expression, curvature: panned(this.expression.curvature, dy).curvature, scale: this.scale }),
      onPanEnd: (dy) => {
        this.render();
        const { steps } = dy === null ? { steps: 0 } : panned(this.expression.curvature, dy);
        for (let k = 0; k < Math.abs(steps); k += 1) this.act(steps > 0 ? 'happier' : 'sadder');
      },
    });
  }

  /** The buttons: the same actions as the gestures, and zoom. */
  controls() {
    const button = (text, path, run, label) => el('button', {
      type: 'button', class: 'faces-button', 'aria-label': label, onclick: run,
    }, [icon(path, 'icon faces-button-icon'), el('span', { text })]);
    this.zoomOut = button('Zoom out', ICONS.zoomOut, () => this.zoom(-ZOOM_STEP));
    this.zoomIn = button('Zoom in', ICONS.zoomIn, () => this.zoom(ZOOM_STEP));
    return el('div', { class: 'faces-controls', role: 'group', 'aria-label': 'Change the face' }, [
      button('Sadder', ICONS.sadder, () => this.act('sadder')),
      button('Happier', ICONS.happier, () => this.act('happier')),
      button('Eyes', ICONS.eyes, () => this.act('toggle-eyes'), 'Eyes: open or close'),
      button('Squint', ICONS.squint, () => this.act('squint')),
      this.zoomOut, this.zoomIn,
    ]);
  }

  keepNow() {
    if (this.keeping === null) return;
    clearTimeout(this.keeping);
    this.keeping = null;
    keepFace(this.shown, this.expression, this.scale);
  }

  keepSoon() {
    clearTimeout(this.keeping);
    this.keeping = setTimeout(this.keepNow, 200);
  }

  /** Forgets the actions asked for the face shown so far (a new face is coming). */
  reset() {
    this.generation += 1;
    this.controller.abort();
    this.controller = new AbortController();
    this.queue = [];
    this.busy = false;
    this.gestures.cancel();
    this.stage.removeAttribute('aria-busy');
  }

  act(action) {
    this.queue.push(action);
    this.pump();
  }

  /** Asks the model for the next action waiting, if none is being asked. */
  async pump() {
    if (this.busy || this.queue.length === 0) return;
    const action = this.queue.shift();
    const asked = this.generation;
    this.busy = true;
    this.stage.setAttribute('aria-busy', 'true');
    try {
      const { eyes, mouth } = this.expression;
      const answer = await solve('face', { eyes, mouth, actions: [action] }, { signal: this.controller.signal });
      if (asked !== this.generation) return;
      this.expression = { eyes: answer.eyes, mouth: answer.mouth, curvature: answer.curvature };
      this.render();
    } catch (error) {
      if (asked !== this.generation) return;
      this.queue = [];
      await this.ctx.problem(error);
    } finally {
      if (asked === this.generation) {
        this.busy = false;
        if (this.queue.length) this.pump();
        else this.stage.removeAttribute('aria-busy');
      }
    }
  }

  zoom(step) {
    this.setScale(this.scale + step);
  }

  setScale(value) {
    this.scale = clampScale(value);
    this.render();
  }

  render() {
    const { expression, scale } = this;
    this.drawing.update({ ...expression, scale });
    if (this.shown) this.keepSoon();
    const words = describe(expression);
    if (this.status.textContent !== words) this.status.textContent = words;
    const percent = `${Math.round(scale * 100)} %`;
    this.scaleText.textContent = `Scale ${percent}`;
    this.stage.setAttribute('aria-label', `Face: ${words}, scale ${percent}`);
    this.zoomIn.disabled = scale >= MAX_SCALE;
    this.zoomOut.disabled = scale <= MIN_SCALE;
  }

  show(emotion, carried = {}) {
    this.reset();
    if (this.title) this.title.textContent = emotion.name;
    const kept = carried.expression ? carried : (carried.restore && keptFace(emotion)) || {};
    const from = kept.expression ?? emotion;
    this.expression = { eyes: from.eyes, mouth: from.mouth, curvature: curvatureOf(from.mouth) };
    this.scale = clampScale(kept.scale ?? DEFAULT_SCALE);
    this.shown = emotion;
    this.render();
  }

  get current() { return { expression: { ...this.expression }, scale: this.scale }; }

  dispose() {
    this.keepNow();
    removeEventListener('pagehide', this.keepNow);
    this.reset();
  }
}
