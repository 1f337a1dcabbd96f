// Ceiling, the catalog: the core's `ceiling/catalog` (what GET /api/ceiling/catalog answers; with a
// catalog of the server's own, `ceiling/use-catalog`, after which the core computes with it),
// loaded once before the app starts (a top-level await: every screen of the tree is titled from
// it, and a shared link to any level must be titled at once), with every node indexed by its path.
import { read, solve } from '../../shell/api.js';
import { readStored, store } from '../../shell/storage.js';

const CATALOG_TIMEOUT_MS = 4000;
export const CATALOG_FAILED = 'The ceiling catalog could not be loaded: the calculator core did not start in this browser.';

// The app waits for the catalog before it starts: a core that never answers (its worker stuck
// loading) must not keep every tab from appearing.
async function fetchCatalog() {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CATALOG_TIMEOUT_MS);
  try {
    const served = await servedCatalog();
    if (served) return await solve('ceiling/use-catalog', served, { signal: controller.signal });
    return await read('ceiling/catalog', { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

const SERVED_CATALOG_KEY = 'reckon.ceiling.servedCatalog';

/** The catalog of `reckon serve --catalog`, when the page names one: the server's copy, or
 * offline the one kept from the last visit; the core then computes with it. */
async function servedCatalog() {
  const url = document.querySelector('meta[name="reckon-catalog"]')?.content;
  if (!url) return null;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) {
      const catalog = await response.json();
      // Used even where it cannot be kept (storage full or off): the server's copy is the one
      // in force; only a visit offline falls back to the copy kept before.
      store(SERVED_CATALOG_KEY, catalog);
      return catalog;
    }
  } catch { /* offline: the copy kept below */ }
  return readStored(SERVED_CATALOG_KEY, null);
}

/** Every node by its path: {kind: 'menu'|'leaf', path, title, subtitle, node, trail: [ancestors]}. */
function indexCatalog(data) {
  const nodes = new Map();
  const walk = (node, path, trail, kind) => {
    const entry = { kind, path, title: node.title, subtitle: node.subtitle ?? '', node, trail };
    nodes.set(path, entry);
    if (kind === 'menu') {
      entry.children = [
        ...(node.menus ?? []).map((menu) => walk(menu, `${path}/${menu.id}`, [...trail, entry], 'menu')),
        ...(node.leaves ?? []).map((leaf) => walk(leaf, `${path}/${leaf.id}`, [...trail, entry], 'leaf')),
      ];
    }
    return entry;
  };
  const lines = (data?.lines ?? []).map((line) => walk(line, line.id, [], 'menu'));
  return { data, lines, nodes };
}

/** The indexed catalog, or null while it could not be loaded. */
export let catalog = null;

export async function loadCatalog() {
  try {
    catalog = indexCatalog(await fetchCatalog());
  } catch {
    catalog = null;
  }
  return catalog;
}
await loadCatalog();
