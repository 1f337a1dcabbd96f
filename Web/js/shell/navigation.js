// UITabBarController + one UINavigationController per tab, on the web. Every tool keeps its own
// stack of screens; the URL names the top screen of the visible stack, so reload, a shared link
// and browser Back all go through `route`; the history holds the visible stack's screens only
// (`keepHistory`), as iOS has no history across tabs. On phones at most five tabs show and the
// rest sit under More, whose order the user can edit; wide windows show every tab. A tool's
// screens load when it is first opened (`load`), so the first visit fetches only the shell and
// one tool.
import { el, icon } from './dom.js';
import { InputProblem } from './api.js';
import { submitOf } from './form.js';
import { forget, readStored, store } from './storage.js';
import { routeOf, sameUrls, tabOrder, tabbedTools, urlOf } from './routes.js';
import { REGULAR as WIDE } from './size-class.js';

const ORDER_KEY = 'reckon.tabOrder';
export const MORE = { id: 'more', title: 'More', icon: 'M6.8 12a1.8 1.8 0 1 1-3.6 0a1.8 1.8 0 1 1 3.6 0zM13.8 12a1.8 1.8 0 1 1-3.6 0a1.8 1.8 0 1 1 3.6 0zM20.8 12a1.8 1.8 0 1 1-3.6 0a1.8 1.8 0 1 1 3.6 0z' };
const CHEVRON_LEFT = 'M15 5l-7 7 7 7';

/**
 * The alert card (alert.js), loaded with the first alert: a first visit shows none. Should that
 * load fail (offline before the app was kept), the browser's own dialogs say the same.
 */
function showAlert(alert) {
  return import('./alert.js').then((module) => module.showAlert(alert), () => {
    const text = `${alert.title}\n\n${alert.message}`;
    const [cancel, action] = alert.buttons ?? [{ value: 'ok' }];
    if (!action) { window.alert(text); return cancel.value; }
    return window.confirm(text) ? action.value : cancel.value;
  });
}

function here() {
  return location.pathname + location.search;
}

/**
 * This page load's mark on its history entries. The entries before a reload belong to a document
 * the browser would load anew, so the history a rewind walks back over is only this load's.
 */
const PAGE = Math.random().toString(36).slice(2);

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
class Stack {
  constructor(tool, shell) {
    this.tool = tool;
    this.shell = shell;
    this.element = el('div', { class: 'stack', hidden: true, dataset: { tool: tool.id } });
    this.screens = [];
    this.context = {
      push: (name, params, carried) => shell.push(this, name, params, carried),
      back: () => shell.back(this),
      alert: (alert) => showAlert(alert),
      problem: (error, fields) => shell.problem(error, fields),
    };
  }

  get top() { return this.screens[this.screens.length - 1]; }

  /** Whether the tool's screens are here; `tool.load()` resolves to them (root, screens). */
  get loaded() { return typeof this.tool.root === 'function'; }

  load() {
    this.loading ??= this.tool.load().then((screens) => { this.tool = { ...this.tool, ...screens }; });
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

export class Shell {
  constructor(tools, { stacks, tabBar }) {
    this.tools = tools;
    this.byId = new Map(tools.map((tool) => [tool.id, tool]));
    this.stacks = new Map(tools.map((tool) => [tool.id, new Stack(tool, this)]));
    this.stacksElement = stacks;
    this.tabBar = tabBar;
    this.order = this.savedOrder();
    // More's list and its Edit screen load when first shown, as a tool's screens do.
    this.more = new Stack({ id: MORE.id, title: MORE.title, load: () => import('./more.js').then((more) => more.screens(this)) }, this);
    for (const stack of [...this.stacks.values(), this.more]) stacks.append(stack.element);
    this.visible = null;
    this.moreTool = null; // the tool last opened from More, reshown when More is tapped again
    WIDE.addEventListener('change', () => this.layoutChanged());
    new ResizeObserver(() => this.fitTabs()).observe(tabBar);
    this.epoch = 0;  // rewinds so far: an entry of an earlier epoch was left ahead by one
    addEventListener('popstate', () => {
      if (this.rewinding) {
        this.writeEntry(this.rewinding, 0, 'replace');
        this.rewinding = null;
      } else if (this.bouncing) {
        this.bouncing = false;
      } else if (history.state?.page === PAGE && history.state.epoch < this.epoch) {
        // Forward into another tab's screens, left ahead by a tab switch: not a step of this
        // tab's history, so straight back.
        this.bouncing = true;
        history.back();
      } else this.route(here());
    });
  }

  /** Shows the screen the URL names; resolves once it is on screen (its tool loaded). */
  start() {
    const shown = new Promise((resolve) => { this.firstShown = resolve; });
    this.renderTabBar();
    // A reload: the entries below this one were the earlier load's.
    if (history.state?.trail) this.writeEntry(history.state.trail, 0, 'replace');
    this.route(here());
    return shown;
  }

  // ---- layout -------------------------------------------------------------------------------

  /** The order kept in this browser, or the tools' own (nothing kept, or a damaged setting). */
  savedOrder() {
    return tabOrder(readStored(ORDER_KEY, []), this.tools.map((tool) => tool.id));
  }

  /** Shows the tabs in `order` and keeps it (for this visit only where storage is off or full). */
  saveOrder(order) {
    this.order = order;
    store(ORDER_KEY, order);
    this.layoutChanged();
  }

  /** Tools with their own tab; the rest (phones, more than five tools) are listed under More. */
  get barTools() {
    return tabbedTools(this.order, WIDE.matches);
  }

  get overflowTools() {
    return this.order.filter((id) => !this.barTools.includes(id));
  }

  layoutChanged() {
    this.renderTabBar();
    // The history is left as it is: rewriting it here would race a navigation the user starts
    // as the window turns; the next push or tab switch rewrites it.
    this.route(here(), false, false);
  }

  renderTabBar() {
    const ids = this.barTools;
    const items = ids.map((id) => this.byId.get(id));
    if (this.overflowTools.length) items.push(MORE);
    this.tabButtons = new Map(items.map((tool) => [tool.id, el('a', {
      class: 'tab', href: tool.id === MORE.id ? '/more' : `/${tool.id}`,
      onclick: (event) => { event.preventDefault(); this.tabTapped(tool.id); },
    }, [icon(tool.icon, 'icon tab-icon'), el('span', { class: 'tab-title', text: tool.title })])]));
    this.tabBar.replaceChildren(...this.tabButtons.values());
    this.fitTabs();
    this.markTab();
  }

  /** Icon beside title where each tab has room for both (about 120 px), icon above title elsewhere. */
  fitTabs() {
    this.tabBar.classList.toggle('tabs-beside', this.tabBar.clientWidth / this.tabButtons.size >= 120);
  }

  markTab() {
    const active = this.visible && this.overflowTools.includes(this.visible.tool.id) ? MORE.id : this.visible?.tool.id;
    for (const [id, button] of this.tabButtons) {
      if (id === active) button.setAttribute('aria-current', 'page');
      else button.removeAttribute('aria-current');
    }
  }

  // ---- navigation ---------------------------------------------------------------------------

  /**
   * Shows the screen `url` names, building or popping stacks to match (`animated`: a push;
   * `recorded`: the history made to match).
   */
  route(url, animated = false, recorded = true) {
    // A later route (another tap while a tool loads) wins over an earlier one still waiting.
    const ticket = this.routes = (this.routes ?? 0) + 1;
    const { tool: first, name, params } = routeOf(url, location.origin);
    if (first === MORE.id && this.overflowTools.length) {
      const stack = this.more;
      if (!this.loaded(stack, ticket, () => this.route(url, animated, recorded))) return;
      this.moreTool = null;
      stack.root;
      if (name === 'edit') {
        if (stack.top.url !== '/more/edit') stack.add(stack.make('edit', {}));
      } else stack.popTo(0);
      // Back from a tool opened from More's list is a pop too: focus returns to its row.
      if (this.visible && this.visible !== stack && this.overflowTools.includes(this.visible.tool.id)) stack.popped = true;
      return this.reveal(stack, animated, recorded);
    }
    const stack = this.stacks.get(first) ?? this.stacks.get(this.order[0]);
    if (!this.loaded(stack, ticket, () => this.route(url, animated, recorded))) return;
    stack.root;
    if (stack.tool.id !== first || !name) {
      stack.popTo(0);
    } else {
      const target = urlOf(first, name, params);
      const depth = stack.screens.findIndex((screen) => screen.url === target);
      if (depth >= 0) stack.popTo(depth);
      else {
        const screen = stack.make(name, params);
        stack.popTo(0);
        if (screen) {
          // A shared link to a result: the input screen below it shows the same inputs.
          stack.root.spec.fill?.(params);
          stack.add(screen);
        }
      }
    }
    if (this.overflowTools.includes(stack.tool.id)) this.moreTool = stack.tool.id;
    this.reveal(stack, animated, recorded);
  }

  /** Whether the stack's screens are here; if not, loads them and then calls `retry` (unless a later route came). */
  loaded(stack, ticket, retry) {
    if (stack.loaded) return true;
    stack.load().then(() => {
      if (ticket === this.routes) retry();
    }, (error) => {
      stack.loading = null; // the next tap tries again
      this.firstShown?.();
      showAlert({ title: `${stack.tool.title} did not load`, message: `Check the connection and try again. (${error.message})` });
    });
    return false;
  }

  reveal(stack, animated, recorded = true) {
    if (this.visible && this.visible !== stack) {
      this.visible.top.hide();
      this.visible.element.hidden = true;
    }
    for (const screen of stack.screens.slice(0, -1)) screen.hide();
    this.visible = stack;
    stack.element.hidden = false;
    this.updateBack(stack);
    stack.top.show(animated);
    document.title = stack.top.title === 'Reckon' ? 'Reckon' : `${stack.top.title} · Reckon`;
    if (recorded) this.keepHistory(this.trail(stack));
    this.markTab();
    if (animated) stack.top.heading.focus({ preventScroll: true });
    else if (stack.popped) {
      // Back lands where the user left: on the row or button that pushed the screen, as VoiceOver
      // does; for a field whose Enter did it, on its form's button (a field would raise the keyboard).
      // A list drawn again when shown has a new row for the same link.
      let opener = stack.top.opener;
      if (opener && !opener.isConnected && opener.getAttribute('href')) {
        opener = stack.top.element.querySelector(`a[href="${CSS.escape(opener.getAttribute('href'))}"]`);
      }
      if (opener?.matches('input, textarea')) opener = submitOf(opener.form);
      (opener?.isConnected && !opener.disabled ? opener : stack.top.heading).focus({ preventScroll: true });
    }
    stack.popped = false;
    this.firstShown?.();
    this.firstShown = null;
  }

  /** The URLs of the visible stack's screens, root first; a tool opened from More has More below. */
  trail(stack) {
    const urls = stack.screens.map((screen) => screen.url);
    return stack !== this.more && this.overflowTools.includes(stack.tool.id) ? ['/more', ...urls] : urls;
  }

  /**
   * Makes the history hold the screens of `trail` (the visible stack's URLs) and nothing else of
   * the app: a push adds an entry; anything else (a tab switch, a pop to the root) goes back to
   * the app's first entry and writes the top screen there (`history.go` lands later, in a
   * popstate). Entries are added by the user's taps only: Chrome's Back button skips entries a
   * page adds by itself, so a shared link's screens below it are reached by the Back button.
   * An entry's state: the trail it showed, how many of this load's entries lie below it, the
   * load (`PAGE`) and the rewinds before it (`epoch`).
   */
  keepHistory(trail) {
    if (this.rewinding) {
      this.rewinding = trail;
      return;
    }
    const held = history.state?.trail ?? [];
    const below = history.state?.below ?? 0;
    if (sameUrls(held, trail)) return;
    if (held.length && held.length + 1 === trail.length && sameUrls(held, trail.slice(0, -1))) {
      this.writeEntry(trail, below + 1, 'push');
    } else if (below > 0) {
      this.rewinding = trail;
      this.epoch += 1;
      history.go(-below);
    } else this.writeEntry(trail, 0, 'replace');
  }

  /** An entry for `trail`'s top screen, `below` entries of this load above the app's first. */
  writeEntry(trail, below, how) {
    const state = { trail, below, page: PAGE, epoch: this.epoch };
    if (how === 'push') history.pushState(state, '', trail.at(-1));
    else history.replaceState(state, '', trail.at(-1));
  }

  updateBack(stack) {
    const fromMore = stack !== this.more && this.overflowTools.includes(stack.tool.id);
    stack.screens.forEach((screen, depth) => {
      screen.setBack(depth > 0 ? stack.screens[depth - 1].title : fromMore ? MORE.title : null);
      screen.back.onclick = () => this.back(stack);
    });
  }

  push(stack, name, params, carried) {
    const screen = stack.make(name, params, carried);
    if (!screen) throw new Error(`no screen ${name} in ${stack.tool.id}`);
    const active = document.activeElement;
    stack.top.opener = active && active !== document.body && stack.top.element.contains(active) ? active : null;
    stack.top.hide();
    stack.add(screen);
    // An answer that arrives after the user switched tabs lands on its own stack, out of sight.
    if (this.visible === stack) this.reveal(stack, true);
  }

  /** The Back button: browser Back when the previous entry is the screen below, else a pop. */
  back(stack) {
    const below = stack.screens.length > 1 ? stack.screens[stack.screens.length - 2].url : '/more';
    if (history.state?.below > 0 && history.state.trail.at(-2) === below && !this.rewinding) history.back();
    else this.route(below);
  }

  tabTapped(id) {
    if (id === MORE.id) {
      const showingMore = this.visible === this.more || this.overflowTools.includes(this.visible?.tool.id);
      const url = !showingMore && this.moreTool ? this.stacks.get(this.moreTool).top.url : '/more';
      if (showingMore) this.stacks.get(this.moreTool)?.popTo(0);
      this.route(url);
      return;
    }
    const stack = this.stacks.get(id);
    // Tapping the tab already shown pops its stack to the root, as in iOS.
    if (this.visible === stack) stack.popTo(0);
    this.route(stack.screens.length ? stack.top.url : `/${id}`);
  }

  /** Turns a failed request into an alert on the field it names (`fields`: field → {input, label}). */
  problem(error, fields = {}) {
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

  /** Back to the tools' own order, forgetting the user's. */
  resetOrder() {
    forget(ORDER_KEY);
    this.order = this.tools.map((tool) => tool.id);
    this.layoutChanged();
  }
}
