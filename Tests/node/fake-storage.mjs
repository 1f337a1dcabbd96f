// A localStorage for the page's modules under Node: a Map, put where their code finds it.

/** A localStorage holding `items` (key → string); returns the Map it keeps them in. */
export function fakeStorage(items = {}) {
  const kept = new Map(Object.entries(items));
  Object.defineProperty(globalThis, 'localStorage', {
    value: { getItem: (key) => (kept.has(key) ? kept.get(key) : null), setItem: (key, value) => { kept.set(key, String(value)); } },
    configurable: true, writable: true,
  });
  return kept;
}
