// The app's URLs and its tab order as plain functions, without the page's DOM or history:
// navigation.js drives the screens with them, and Node's tests (Tests/node) check them.

/** On a phone at most this many tabs show: the first PHONE_TABS − 1 tools, then More. */
export const PHONE_TABS = 5;

/** A screen's URL: `/tool` for a tool's root, `/tool/name?query` for a screen pushed with `params`. */
export function urlOf(toolId, name, params) {
  if (!name) return `/${toolId}`;
  const query = new URLSearchParams(params).toString();
  return `/${toolId}/${name}${query ? `?${query}` : ''}`;
}

/** What a URL names: its tool, its screen (none for a root) and the screen's params, read against `base`. */
export function routeOf(url, base) {
  const parsed = new URL(url, base);
  const [tool, name] = parsed.pathname.split('/').filter(Boolean);
  return { tool, name, params: Object.fromEntries(parsed.searchParams) };
}

/** Whether two lists of URLs are the same, in the same order. */
export function sameUrls(urls, others) {
  return urls.length === others.length && urls.every((url, index) => url === others[index]);
}

/**
 * The tab order from the one kept (`saved`) and the tools' own (`ids`): the kept ids the app still
 * has, in their order, then the others in their own; `ids` when what was kept is no list.
 */
export function tabOrder(saved, ids) {
  if (!Array.isArray(saved)) return ids;
  const known = saved.filter((id) => ids.includes(id));
  return [...new Set([...known, ...ids])];
}

/** The tools with a tab of their own: all on a wide window or when they fit, else the first PHONE_TABS − 1. */
export function tabbedTools(order, wide) {
  if (wide || order.length <= PHONE_TABS) return order;
  return order.slice(0, PHONE_TABS - 1);
}
