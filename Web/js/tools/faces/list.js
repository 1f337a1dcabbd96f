// Faces, the root "Emotions": the built-in emotions and the user's own (made in a sheet, deleted in
// Edit). At 768 px and wider the chosen emotion's face stands beside the list
// (UISplitViewController); on phones a choice pushes the face screen. Changing the width moves the
// face between the two, with what the gestures did to it.
//
// Emotion names are user text: they reach the page only through textContent and attributes.
import { el, icon, uid } from '../../shell/dom.js';
import { removeIcon } from '../../shell/form.js';
import { REGULAR as WIDE } from '../../shell/size-class.js';
import { faceDrawing } from './drawing.js';
import {
  MAX_MINE, faceUrl, keptEmotion, loadBuiltins, loadMine, paramsOf, sameEmotion, saveMine,
} from './emotions.js';
import { FacePanel } from './panel.js';
import { newEmotionSheet } from './sheet.js';
import { roots } from './face.js';

const PLUS = 'M12 5v14M5 12h14';

/** The list and the split view's detail, with what is loaded, chosen and being edited. */
class EmotionsScreen {
  constructor(ctx) {
    this.ctx = ctx;
    this.builtins = null;
    this.loadError = null;
    this.mine = loadMine();
    this.selected = null; // the emotion whose face the split view shows
    this.chosen = false; // picked by the user (not the first one shown by default)
    this.editing = false;
    this.rootShown = false;

    this.panel = new FacePanel(ctx, { titled: true });
    this.placeholder = el('p', { class: 'faces-placeholder', text: 'Choose an emotion to see its face.' });
    this.detail = el('div', { class: 'faces-detail' }, [this.placeholder, this.panel.element]);
    this.panel.element.hidden = true;

    this.builtinList = el('ul', { class: 'cells faces-list', 'aria-label': 'Emotions' });
    const mineHeader = el('h2', { class: 'group-header', id: uid('faces-mine'), text: 'Made by You' });
    this.mineList = el('ul', { class: 'cells faces-list', 'aria-labelledby': mineHeader.id });
    this.mineFooter = el('p', { class: 'group-footer' });
    this.mineGroup = el('section', { class: 'group' }, [mineHeader, this.mineList, this.mineFooter]);
    this.emptyFooter = el('p', { class: 'group-footer faces-empty', text: 'Tap + to make an emotion of your own.' });

    this.addButton = el('button', {
      type: 'button', class: 'nav-action faces-add', 'aria-label': 'Add emotion', onclick: () => this.openSheet(),
    }, [icon(PLUS, 'icon faces-add-icon')]);
    this.editButton = el('button', { type: 'button', class: 'nav-action', text: 'Edit', onclick: () => this.setEditing(!this.editing) });
  }

  row(emotion, removable) {
    const thumb = faceDrawing({ className: 'faces-thumb' });
    thumb.update({ eyes: emotion.eyes, mouth: emotion.mouth, scale: 0.92 });
    const link = el('a', {
      class: 'cell cell-link faces-row-link', href: faceUrl(emotion), dataset: { key: emotion.key },
      onclick: (event) => { event.preventDefault(); this.choose(emotion); },
    }, [thumb.element, el('span', { class: 'cell-label faces-row-name', text: emotion.name })]);
    if (this.selected && emotion.key === this.selected.key) link.setAttribute('aria-current', 'true');
    return el('li', { class: 'faces-row' }, [
      removable && this.editing ? el('button', {
        type: 'button', class: 'remove-button faces-remove', 'aria-label': `Delete ${emotion.name}`, onclick: () => this.remove(emotion),
      }, [removeIcon()]) : null,
      link,
    ]);
  }

  render() {
    const { builtins, mine, editing, editButton } = this;
    if (builtins) this.builtinList.replaceChildren(...builtins.map((emotion) => this.row(emotion, false)));
    else if (this.loadError) {
      this.builtinList.replaceChildren(el('li', { class: 'cell faces-load-error' }, [
        el('span', { class: 'cell-label', text: `The built-in emotions could not be loaded (${this.loadError}).` }),
      ]), el('li', {}, [el('button', { type: 'button', class: 'button-plain', text: 'Try Again', onclick: () => this.load() })]));
    } else this.builtinList.replaceChildren(el('li', { class: 'cell faces-loading', text: 'Loading…' }));
    this.mineList.replaceChildren(...mine.map((emotion) => this.row(emotion, true)));
    this.mineGroup.hidden = mine.length === 0;
    this.emptyFooter.hidden = mine.length > 0;
    this.mineFooter.textContent = editing ? 'Tap ⊖ to delete an emotion.' : 'Kept on this device.';
    editButton.hidden = mine.length === 0;
    editButton.textContent = editing ? 'Done' : 'Edit';
    editButton.classList.toggle('faces-editing', editing);
  }

  setEditing(on) {
    this.editing = on && this.mine.length > 0;
    this.render();
  }

  /** Every emotion listed: the built-in ones (once loaded), then the user's. */
  all() {
    return [...(this.builtins ?? []), ...this.mine];
  }

  async load() {
    this.loadError = null;
    this.render();
    try {
      this.builtins = await loadBuiltins();
    } catch (error) {
      this.loadError = error?.rule ?? String(error);
    }
    // A face carried over from a pushed screen before the list had loaded: mark its row now.
    if (this.selected?.key.startsWith('link:')) {
      const known = this.all().find((item) => sameEmotion(item, this.selected));
      if (known) this.selected = { ...this.selected, key: known.key };
    }
    this.render();
    if (!this.selected && this.builtins?.length) {
      // After a reload, the face kept from before if its emotion is still listed.
      const kept = keptEmotion();
      this.select(this.all().find((item) => kept && sameEmotion(item, kept)) ?? this.builtins[0], { restore: true }, false);
    }
  }

  /** Puts `emotion` in the split view's detail (it is there, unseen, on phones too). */
  select(emotion, carried = {}, byUser = true) {
    this.selected = emotion;
    this.chosen = this.chosen || byUser;
    this.panel.show(emotion, carried);
    this.panel.element.hidden = false;
    this.placeholder.hidden = true;
    for (const link of [...this.builtinList.querySelectorAll('.faces-row-link'), ...this.mineList.querySelectorAll('.faces-row-link')]) {
      if (link.dataset.key === emotion.key) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  }

  choose(emotion) {
    this.select(emotion);
    if (!WIDE.matches) this.ctx.push('face', paramsOf(emotion), { emotion });
  }

  remove(emotion) {
    const index = this.mine.findIndex((item) => item.key === emotion.key);
    if (index < 0) return;
    this.mine = this.mine.filter((item) => item.key !== emotion.key);
    saveMine(this.mine);
    if (this.selected?.key === emotion.key) {
      this.selected = null;
      this.chosen = false;
      if (this.builtins?.length) this.select(this.builtins[0], {}, false);
      else { this.panel.element.hidden = true; this.placeholder.hidden = false; }
    }
    if (this.mine.length === 0) this.editing = false;
    this.render();
    // The keyboard stays in the list: on the next delete button, else the one above, else Add.
    const buttons = this.mineList.querySelectorAll('.faces-remove');
    (buttons[index] ?? buttons[index - 1] ?? this.addButton).focus();
  }

  openSheet() {
    newEmotionSheet(this.ctx, { returnFocus: this.addButton, onMade: (made) => this.add(made) });
  }

  /** An emotion the sheet made (and the core checked): kept, listed, and shown beside the list. */
  add(made) {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
    const emotion = { id, name: made.name, eyes: made.eyes, mouth: made.mouth, curvature: made.curvature, key: `mine:${id}` };
    this.mine = [...this.mine, emotion].slice(-MAX_MINE);
    saveMine(this.mine);
    if (WIDE.matches) this.select(emotion);
    this.render();
    const link = this.mineList.querySelector(`[data-key="${CSS.escape(emotion.key)}"]`);
    link?.scrollIntoView({ block: 'nearest' });
  }

  // UISplitViewController collapsing: the window narrowed while the split view showed a face the
  // user chose, so that face (as the gestures left it) is pushed.
  collapse() {
    if (WIDE.matches || !this.rootShown || !this.chosen || !this.selected) return;
    const carried = this.panel.current;
    setTimeout(() => {
      if (!WIDE.matches && this.rootShown) this.ctx.push('face', paramsOf(this.selected), { emotion: this.selected, ...carried });
    });
  }

  /** A pushed face moving into the split view as the window widened. */
  adopt(emotion, carried) {
    const known = this.all().find((item) => sameEmotion(item, emotion));
    this.select(known ?? { ...emotion, key: `link:${emotion.name}` }, carried);
  }

  /** The emotion a link names (/faces/face?name=Happy), in any case if no exact match. */
  async find(name) {
    const all = [...(await loadBuiltins().catch(() => [])), ...this.mine];
    return all.find((item) => item.name === name) ?? all.find((item) => item.name.toLowerCase() === name.toLowerCase());
  }
}

export function emotionsScreen(ctx) {
  const screen = new EmotionsScreen(ctx);
  WIDE.addEventListener('change', () => screen.collapse());
  roots.set(ctx, screen);
  screen.render();
  screen.load();
  const master = el('div', { class: 'faces-master' }, [
    el('section', { class: 'group' }, [screen.builtinList, screen.emptyFooter]),
    screen.mineGroup,
  ]);
  return {
    title: 'Emotions',
    actions: [screen.editButton, screen.addButton],
    body: el('div', { class: 'faces-split' }, [master, screen.detail]),
    shown: () => { screen.rootShown = true; },
    hidden: () => { screen.rootShown = false; screen.setEditing(false); },
  };
}
