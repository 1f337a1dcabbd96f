// The tools in their default tab order, with what the tab bar and More show before a tool is
// opened. A tool's screens (its module and its style sheet) load when it is first opened, so the
// first visit fetches the shell and one tool; the service worker keeps them all for offline use.

/** A tool's screens, `{ root, screens }`, once its module and its style sheet have both loaded. */
function screensOf(module, style) {
  return () => Promise.all([import(module), stylesheet(new URL(`../css/tools/${style}.css`, import.meta.url))])
    .then(([loaded]) => loaded.default);
}

function stylesheet(href) {
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', () => reject(new Error(`${href.pathname} did not load`)), { once: true });
    document.head.append(link);
  });
}

/** A tool: its id (its URL, its folder under tools/ and its style sheet's name), title and icon. */
function tool(id, title, icon) {
  return { id, title, icon, load: screensOf(`./tools/${id}/index.js`, id) };
}

// The tab order: a new tool is a line here (docs/adding-a-tool.md).
export const tools = [
  tool('equation', 'Equation', 'M3 4c2.5 14 15.5 14 18 0M3 20h18'),
  tool('triangle', 'Triangle', 'M5 4v15h15zM5 14h5v5'),
  tool('primes', 'Primes', 'M8 20V4h5a4.5 4.5 0 0 1 0 9H8M11 4v9'),
  tool('dice', 'Dice', 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01'),
  tool('tip', 'Tip', 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 15l6-6M9.5 9.5h.01M14.5 14.5h.01'),
  tool('decider', 'Decider', 'M12 21a9 9 0 1 0 0-18a9 9 0 1 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17.5h.01'),
  tool('calculator', 'Calculator', 'M7 2.5h10a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2zM8.5 6h7v3.5h-7zM8.5 13h.01M12 13h.01M15.5 13h.01M8.5 17h.01M12 17h.01M15.5 17h.01'),
  tool('notes', 'Notes', 'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM8.5 8h7M8.5 12h7M8.5 16h4'),
  tool('ceiling', 'Ceiling', 'M3 4h18M7 4v5M17 4v5M3 9h18v10H3zM9 9v10M15 9v10M3 14h18'),
  tool('faces', 'Faces', 'M12 21a9 9 0 1 0 0-18a9 9 0 1 0 0 18zM9 9.5v.5M15 9.5v.5M8 14.5c2.2 2.4 5.8 2.4 8 0'),
];
