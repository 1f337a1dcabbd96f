// What the screens keep in this browser (the tab order, a tool's inputs, the graph's view, the
// decider's options, the faces…): JSON in localStorage, one key each. Storage can fail in three
// ways, and each is as if nothing were kept: reading `localStorage` throws where the browser has
// it off (a private window, cookies blocked), a write throws when it is full (its quota), and a
// value may be damaged (not JSON). The callers check the shape of what they read.

/** The value kept under `key`, parsed from JSON; `fallback` when none is kept, it is no JSON, or storage is off. */
export function readStored(key, fallback = null) {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : JSON.parse(text);
  } catch {
    return fallback;
  }
}

/** Keeps `value` under `key` as JSON. False when storage is full or off: the screen works on without it. */
export function store(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Forgets what is kept under `key` (nothing to do where storage is off). */
export function forget(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage off: nothing was kept.
  }
}
