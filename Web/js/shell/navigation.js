// UITabBarController + one UINavigationController per tab, on the web. Every tool keeps its own
// stack of screens; the URL names the top screen of the visible stack, so reload, a shared link
// and browser Back all go through `route`; the history holds the visible stack's screens only
// (history.js), as iOS has no history across tabs. On phones at most five tabs show and the
// rest sit under More, whose order the user can edit; wide windows show every tab. A tool's
// screens load when it is first opened (`load`), so the first visit fetches only the shell and
// one tool.
import { el, icon } from './dom.js';
import { submitOf } from './form.js';
import { StackHistory, here } from './history.js';
import { Stack, showAlert } from './stack.js';
import { forget, readStored, store } from './storage.js';
import { routeOf, tabOrder, tabbedTools, urlOf } from './routes.js';
import { REGULAR as WIDE } from './size-class.js';

const ORDER_KEY = 'reckon.tabOrder';
export const MORE = { id: 'more', title: 'More', icon: 'M6.8 12a1.8 1.8 0 1 1-3.6 0a1.8 1.8 0 1 1 3.6 0zM13.8 12a1.8 1.8 0 1 1-3.6 0a1.8 1.8 0 1 1 3.6 0zM20.8 12a1.8 1.8 0 1 1-3.6 0a1.8 1.8 0 1 1 3.6 0z' };

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
    this.stackHistory = new StackHistory((url) => this.route(url));
  }

  /** Shows the screen the URL names; resolves once it is on screen (its tool loaded). */
  start() {
    const shown = new Promise((resolve) => { this.firstShown = resolve; });
    this.renderTabBar();
    this.stackHistory.reloaded();
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
    if (recorded) this.stackHistory.keep(this.trail(stack));
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
    if (this.stackHistory.leadsBackTo(below)) history.back();
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

  /** Back to the tools' own order, forgetting the user's. */
  resetOrder() {
    forget(ORDER_KEY);
    this.order = this.tools.map((tool) => tool.id);
    this.layoutChanged();
  }
}
