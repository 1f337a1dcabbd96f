// More: the list of the tools without a tab of their own (on phones), and Edit, where the user
// orders the tabs. Loaded when More is first shown, so a first visit does not fetch it.
import { el, icon } from './dom.js';
import { MORE } from './navigation.js';
import { PHONE_TABS } from './routes.js';

/** More's screens for `shell` (its tools, their order, its routes). */
export function screens(shell) {
  return { root: () => toolList(shell), screens: { edit: () => editTabs(shell) } };
}

/** The tools under More, each row opening its tool; Edit opens the tabs' order. */
function toolList(shell) {
  const list = el('ul', { class: 'cells' });
  const fill = () => list.replaceChildren(...shell.overflowTools.map((id) => {
    const tool = shell.byId.get(id);
    return el('li', {}, [el('a', {
      class: 'cell cell-link', href: `/${id}`,
      onclick: (event) => {
        event.preventDefault();
        shell.more.root.opener = event.currentTarget;
        shell.route(`/${id}`, true);
      },
    }, [icon(tool.icon, 'icon cell-icon'), el('span', { class: 'cell-label', text: tool.title })])]);
  }));
  const edit = el('button', { type: 'button', class: 'nav-action', text: 'Edit',
    onclick: () => shell.route('/more/edit', true) });
  return { title: MORE.title, actions: [edit], body: el('div', { class: 'content' }, [el('div', { class: 'group' }, [list])]), shown: fill };
}

/** Edit Tabs: the tools in tab order, each moved up or down; the first ones get tabs on a phone. */
function editTabs(shell) {
  const list = el('ol', { class: 'cells reorder' });
  const render = () => list.replaceChildren(...shell.order.map((id, index) => {
    const tool = shell.byId.get(id);
    const move = (by, label, path) => el('button', {
      type: 'button', class: 'icon-button', 'aria-label': `Move ${tool.title} ${label}`,
      disabled: index + by < 0 || index + by >= shell.order.length,
      onclick: () => {
        const order = [...shell.order];
        [order[index], order[index + by]] = [order[index + by], order[index]];
        shell.saveOrder(order);
        render();
        list.children[index + by]?.querySelector(`[aria-label="Move ${tool.title} ${label}"]:not([disabled])`)?.focus();
      },
    }, [icon(path)]);
    return el('li', { class: 'cell' }, [
      icon(tool.icon, 'icon cell-icon'),
      el('span', { class: 'cell-label', text: tool.title }),
      el('span', { class: 'cell-detail', text: index < PHONE_TABS - 1 ? 'tab bar' : 'More' }),
      move(-1, 'up', 'M6 15l6-6 6 6'), move(1, 'down', 'M6 9l6 6 6-6'),
    ]);
  }));
  render();
  const reset = el('button', { type: 'button', class: 'button-plain', text: 'Restore the original order',
    onclick: () => { shell.resetOrder(); render(); } });
  return {
    title: 'Edit Tabs',
    body: el('div', { class: 'content' }, [
      el('div', { class: 'group' }, [list,
        el('p', { class: 'group-footer', text: `On a phone the first ${PHONE_TABS - 1} tools have tabs of their own and the rest are under More. Your order is kept on this device.` })]),
      el('div', { class: 'group' }, [el('div', { class: 'cells' }, [reset])]),
    ]),
    shown: render,
  };
}
