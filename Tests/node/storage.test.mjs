// The screens' storage helper (Web/js/shell/storage.js) against a fake localStorage:
//   node --test Tests/node/
// The fake keeps strings as the Web Storage standard says (getItem answers null for a key never
// set); the failures are the browsers': a private window or blocked cookies throw on reading
// `localStorage` itself, a full storage throws QuotaExceededError from setItem. Expected values
// are written out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { forget, readStored, store } from '../../Web/js/shell/storage.js';

/** A localStorage holding `items` (key → string), put where the page's code finds it. */
function fakeStorage(items = {}) {
  const kept = new Map(Object.entries(items));
  const storage = {
    getItem: (key) => (kept.has(key) ? kept.get(key) : null),
    setItem: (key, value) => { kept.set(key, String(value)); },
    removeItem: (key) => { kept.delete(key); },
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
  return kept;
}

/** A browser with storage off: reading `localStorage` throws, as Chromium's SecurityError does. */
function storageOff() {
  Object.defineProperty(globalThis, 'localStorage', {
    get() { throw new Error('SecurityError: access is denied for this document'); },
    configurable: true,
  });
}

/** A full storage: reads work, every write throws as QuotaExceededError does. */
function storageFull(items = {}) {
  const kept = fakeStorage(items);
  globalThis.localStorage.setItem = () => { throw new Error('QuotaExceededError: the quota has been exceeded'); };
  return kept;
}

test('readStored parses the JSON kept under the key', () => {
  fakeStorage({ 'reckon.tabOrder': '["tip","dice"]' });
  assert.deepEqual(readStored('reckon.tabOrder', []), ['tip', 'dice']);
});

test('readStored gives the fallback for a key never kept', () => {
  fakeStorage();
  assert.deepEqual(readStored('reckon.decider.options', ['Yes', 'No']), ['Yes', 'No']);
});

test('readStored gives null when no fallback is named', () => {
  fakeStorage();
  assert.equal(readStored('reckon.graph.view'), null);
});

test('readStored gives the fallback for a damaged value (not JSON)', () => {
  fakeStorage({ 'reckon.calculator': '{"keys": [' });
  assert.equal(readStored('reckon.calculator', null), null);
});

test('readStored gives the JSON null kept as such, not the fallback', () => {
  // The callers check the shape of what they read: null fails their checks like any non-object.
  fakeStorage({ 'reckon.faces.face': 'null' });
  assert.equal(readStored('reckon.faces.face', 'fallback'), null);
});

test('readStored gives the fallback when storage is off', () => {
  storageOff();
  assert.deepEqual(readStored('reckon.tip', { bill: '' }), { bill: '' });
});

test('store keeps the value as JSON text under the key', () => {
  const kept = fakeStorage();
  assert.equal(store('reckon.graph.view', { cx: 0, cy: 0, scale: 40 }), true);
  assert.equal(kept.get('reckon.graph.view'), '{"cx":0,"cy":0,"scale":40}');
});

test('store then readStored gives back an equal value', () => {
  fakeStorage();
  store('reckon.calculator', { keys: ['1', '+', '2'], snapshot: null });
  assert.deepEqual(readStored('reckon.calculator', null), { keys: ['1', '+', '2'], snapshot: null });
});

test('store answers false, without throwing, when storage is full', () => {
  const kept = storageFull({ 'reckon.decider.options': '["old"]' });
  assert.equal(store('reckon.decider.options', ['new']), false);
  // What was kept before stays (the ceiling's served catalog falls back on it).
  assert.equal(kept.get('reckon.decider.options'), '["old"]');
});

test('store answers false, without throwing, when storage is off', () => {
  storageOff();
  assert.equal(store('reckon.faces.emotions', []), false);
});

test('forget removes the key and leaves the others', () => {
  const kept = fakeStorage({ 'reckon.tabOrder': '["tip"]', 'reckon.tip': '{}' });
  forget('reckon.tabOrder');
  assert.deepEqual([...kept.keys()], ['reckon.tip']);
});

test('forget does nothing where storage is off', () => {
  storageOff();
  assert.doesNotThrow(() => forget('reckon.tabOrder'));
});
