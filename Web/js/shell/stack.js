// A tool's navigation stack (UINavigationController), the shell's frame around each of its
// screens (the navigation bar with Back and the title, and the scrolling body), and what the
// screens are given to act with (`context`): push, back, and the alerts.
import { el, icon } from './dom.js';
import { InputProblem } from './api.js';
import { urlOf } from './routes.js';

// How long a tool whose screens failed to load waits before its one more try.
const LOAD_RETRY_MS = 500;

const CHEVRON_LEFT = 'M15 5l-7 7 7 7';

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
function problem(error, fields = {}) {
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

/** One screen on a stack: the shell's frame (navigation bar, scrolling body) around a tool's view. */
class Screen {
  constructor(spec, url, isRoot) {
    this.spec = spec;
    this.url = url;
    this.title = spec.title;
    this.backTitle = el('span', { class: 'nav-back-title' });
    this.back = el('button', { type: 'button', class: 'nav-back', hidden: true }, [
      icon(CHEVRON_LEFT, 'icon nav-back-chevron'), this.backTitle,
    ]);
    this.previousTitle = '';
    this.heading = el('h1', { class: isRoot ? 'large-title' : 'nav-title', tabindex: '-1', text: spec.title });
    const barTitle = isRoot ? el('div', { class: 'nav-title nav-title-small', 'aria-hidden': 'true', text: spec.title }) : this.heading;
    this.body = el('div', { class: 'screen-body' }, [isRoot ? this.heading : null, spec.body]);
    const bar = el('header', { class: 'nav-bar' }, [
      el('div', { class: 'nav-leading' }, [this.back]),
      barTitle,
      el('div', { class: 'nav-trailing' }, spec.actions ?? []),
    ]);
    this.element = el('section', { class: 'screen', hidden: true, 'aria-label': spec.title }, [bar, this.body]);
    // The room for Back's title changes with the window and the title beside it; a hidden screen
    // has none, and is measured again once shown.
    this.barObserver = new ResizeObserver(() => this.fitBack());
    this.barObserver.observe(bar);
    if (isRoot) {
      // As in iOS: while the large title is in view the bar is part of the page (no material, no
      // hairline); once it scrolls away the small title and the bar's material appear.
      bar.classList.add('scroll-edge');
      new IntersectionObserver(([entry]) => {
        barTitle.classList.toggle('shown', !entry.isIntersecting);
        bar.classList.toggle('scroll-edge', entry.isIntersecting);
      }, { root: this.body, threshold: 0 }).observe(this.heading);
    }
    this.scrollTop = 0;
  }

  /** Back to the screen titled `title` (null: no Back, a root). */
  setBack(title) {
    this.back.hidden = title === null;
    if (title === null) this.back.removeAttribute('aria-label');
    else this.back.setAttribute('aria-label', `Back to ${title}`);
    this.previousTitle = title ?? '';
    this.fitBack();
  }

  /**
   * Back's title as iOS shows it: the previous screen's title where it fits whole, else "Back",
   * else the chevron alone — never a title cut short ("Ceili…"). Its name stays "Back to <title>".
   */
  fitBack() {
    if (this.back.hidden) return;
    // The text's own width against its box's, to the fraction of a pixel (scrollWidth rounds,
    // and a box short by 0.4 px would still show an ellipsis).
    const text = document.createRange();
    for (const title of [this.previousTitle, 'Back', '']) {
      this.backTitle.textContent = title;
      text.selectNodeContents(this.backTitle);
      if (text.getBoundingClientRect().width <= this.backTitle.getBoundingClientRect().width + 0.01) return;
    }
  }

  show(animated) {
    this.element.hidden = false;
    this.body.scrollTop = this.scrollTop;
    if (animated) {
      this.element.classList.add('pushed');
      this.element.addEventListener('animationend', () => this.element.classList.remove('pushed'), { once: true });
    }
    this.spec.shown?.();
  }

  hide() {
    if (this.element.hidden) return;
    this.scrollTop = this.body.scrollTop;
    this.element.hidden = true;
    this.spec.hidden?.();
  }

  dispose() {
    this.hide();
    this.barObserver.disconnect();
    this.spec.dispose?.();
    this.element.remove();
  }
}

/** A tool's navigation stack; the root screen lives as long as the page, pushed ones until popped. */
export class Stack {
  constructor(tool, shell) {
    this.tool = tool;
    this.shell = shell;
    this.element = el('div', { class: 'stack', hidden: true, dataset: { tool: tool.id } });
    this.screens = [];
    this.context = {
      push: (name, params, carried) => shell.push(this, name, params, carried),
      back: () => shell.back(this),
      // Another tool's tab, as a tap on it would show it (the Calculator's Math Notes opens Notes).
      openTool: (id) => shell.tabTapped(id),
      alert: (alert) => showAlert(alert),
      problem: (error, fields) => problem(error, fields),
    };
  }

  get top() { return this.screens[this.screens.length - 1]; }

  /** Whether the tool's screens are here; `tool.load()` resolves to them (root, screens). */
  get loaded() { return typeof this.tool.root === 'function'; }

  load() {
    // Once more after a moment before giving up: a module graph that failed to arrive (a
    // connection dropped on a busy phone or server) is fetched again by a new import.
    this.loading ??= this.tool.load()
      .catch(() => new Promise((resolve) => { setTimeout(resolve, LOAD_RETRY_MS); }).then(() => this.tool.load()))
      .then((screens) => { this.tool = { ...this.tool, ...screens }; });
    return this.loading;
  }

  get root() {
    if (!this.screens.length) this.add(new Screen(this.tool.root(this.context), urlOf(this.tool.id), true));
    return this.screens[0];
  }

  add(screen) {
    this.screens.push(screen);
    this.element.append(screen.element);
  }

  popTo(depth) {
    while (this.screens.length > depth + 1) {
      this.screens.pop().dispose();
      this.popped = true;
    }
  }

  /** A pushed screen built from the URL's inputs (`carried`: what the pushing screen already knows). */
  make(name, params, carried) {
    const build = this.tool.screens?.[name];
    if (!build) return null;
    return new Screen(build(this.context, params, carried), urlOf(this.tool.id, name, params), false);
  }
}
