// Ceiling, the tree: the product lines (the root screen) and the sub-menus, each a list of the
// nodes below it.
import { el, uid } from '../../shell/dom.js';
import { CATALOG_FAILED, catalog, loadCatalog } from './catalog.js';

/** A row that pushes a node: title, subtitle in grey below, disclosure chevron. */
function nodeRow(ctx, entry) {
  const screen = entry.kind === 'menu' ? 'menu' : 'leaf';
  const params = { path: entry.path };
  return el('li', {}, [el('a', {
    class: 'cell cell-link ceiling-row',
    href: `/ceiling/${screen}?${new URLSearchParams(params)}`,
    onclick: (event) => {
      event.preventDefault();
      ctx.push(screen, params);
    },
  }, [el('span', { class: 'cell-label ceiling-row-text' }, [
    el('span', { class: 'ceiling-row-title', text: entry.title }),
    entry.subtitle ? el('span', { class: 'ceiling-row-subtitle', text: entry.subtitle }) : null,
  ])])]);
}

function nodeList(ctx, entries, { header, footer } = {}) {
  const headerId = header ? uid('ceiling-list') : undefined;
  return el('section', { class: 'group' }, [
    header ? el('h2', { class: 'group-header', id: headerId, text: header }) : null,
    el('ul', { class: 'cells', 'aria-labelledby': headerId }, entries.map((entry) => nodeRow(ctx, entry))),
    footer ? el('p', { class: 'group-footer', text: footer }) : null,
  ]);
}

/** "KWIKLOC One Way › 24mm T Bar". */
export function trailText(entries) {
  return entries.map((entry) => entry.title).join(' › ');
}

/** A screen for a path the catalog does not have (an old link), or when the catalog did not load. */
export function missingScreen(path) {
  const last = String(path ?? '').split('/').filter(Boolean).pop() ?? 'Ceiling';
  const message = catalog
    ? `The catalog has no ceiling at “${path ?? ''}”. Go back and pick one from the list.`
    : 'The ceiling catalog could not be loaded: the calculator core did not start in this browser. Reload to try again.';
  return { title: catalog ? 'Not Found' : last, body: el('div', { class: 'content ceiling' }, [el('p', { class: 'note', role: 'status', text: message })]) };
}

export function rootScreen(ctx) {
  const body = el('div', { class: 'content ceiling' });

  const render = () => {
    if (catalog) {
      body.replaceChildren(nodeList(ctx, catalog.lines, {
        header: catalog.data.name,
        footer: 'Pick a product line, then the module: the components to order follow from the area or the rooms.',
      }));
      return;
    }
    const retry = el('button', {
      type: 'button', class: 'button-plain', text: 'Try Again',
      onclick: async () => {
        retry.disabled = true;
        status.textContent = 'Loading the catalog…';
        await loadCatalog();
        retry.disabled = false;
        if (catalog) render();
        else status.textContent = CATALOG_FAILED;
      },
    });
    const status = el('p', { class: 'note', role: 'status', text: CATALOG_FAILED });
    body.replaceChildren(status, el('div', { class: 'group' }, [el('div', { class: 'cells' }, [retry])]));
  };
  render();

  return {
    title: 'Ceiling',
    body,
    /**
     * A link to a deeper screen: rebuild the levels above it (pushed while this stack is out of
     * sight, so no history entries are added), as if the user had tapped down the tree.
     */
    fill(params) {
      const entry = catalog?.nodes.get(params.path);
      const stack = body.closest('.stack');
      if (!entry || !stack?.hidden) return;
      for (const menu of entry.trail) ctx.push('menu', { path: menu.path });
      const isResult = entry.kind === 'leaf' && Object.keys(params).some((key) => key !== 'path');
      if (isResult) ctx.push('leaf', { path: entry.path }, { values: params });
    },
  };
}

export function menuScreen(ctx, params) {
  const entry = catalog?.nodes.get(params.path);
  if (!entry || entry.kind !== 'menu') return missingScreen(params.path);
  const header = entry.subtitle ? `${trailText([...entry.trail, entry])} · ${entry.subtitle}` : trailText([...entry.trail, entry]);
  return {
    title: entry.title,
    body: el('div', { class: 'content ceiling' }, [nodeList(ctx, entry.children, { header })]),
  };
}
