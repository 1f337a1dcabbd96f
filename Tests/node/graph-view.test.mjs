// The Graph's view (Web/js/tools/graph/viewport.js): the state every graph on the page shares,
// kept within what doubles can draw and remembered in localStorage (a fake one here):
//   node --test Tests/node/
// Expected values are worked out by hand from viewport.js's limits (centre within ±10¹², scale
// from 10⁻⁹ to 10¹⁰ pixels per unit, at most 10¹⁰ / the centre's distance far from the origin).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fakeStorage } from './fake-storage.mjs';
import { DEFAULT_VIEW, clampView, loadView, saveView, visibleRange } from '../../Web/js/tools/graph/viewport.js';

const KEY = 'reckon.graph.view';


test('loadView: nothing kept gives the default view, the origin at 40 px per unit', () => {
  fakeStorage();
  assert.deepEqual(loadView(), { cx: 0, cy: 0, scale: 40 });
});

test('loadView: the default is a copy, not the frozen default itself', () => {
  fakeStorage();
  const view = loadView();
  view.scale = 80;
  assert.equal(DEFAULT_VIEW.scale, 40);
});

test('loadView: the view kept before', () => {
  fakeStorage({ [KEY]: '{"cx":1.5,"cy":-2,"scale":64}' });
  assert.deepEqual(loadView(), { cx: 1.5, cy: -2, scale: 64 });
});

test('loadView: a kept view with a value that is no number gives the default', () => {
  fakeStorage({ [KEY]: '{"cx":0,"cy":0,"scale":"big"}' });
  assert.deepEqual(loadView(), { cx: 0, cy: 0, scale: 40 });
});

test('loadView: a kept view that is no JSON gives the default', () => {
  fakeStorage({ [KEY]: '{"cx":' });
  assert.deepEqual(loadView(), { cx: 0, cy: 0, scale: 40 });
});

test('loadView: a kept view beyond the limits is brought within them', () => {
  // cx 10¹³ → 10¹²; there a pixel must span 10¹² / 10¹⁰ = 100 doubles' worth: scale ≤ 0.01.
  fakeStorage({ [KEY]: '{"cx":1e13,"cy":0,"scale":40}' });
  assert.deepEqual(loadView(), { cx: 1e12, cy: 0, scale: 0.01 });
});

test('saveView: the view kept as JSON under reckon.graph.view', () => {
  const kept = fakeStorage();
  saveView({ cx: 1, cy: 2, scale: 50 });
  assert.equal(kept.get(KEY), '{"cx":1,"cy":2,"scale":50}');
});

test('saveView: a full storage keeps nothing and throws nothing', () => {
  fakeStorage();
  globalThis.localStorage.setItem = () => { throw new Error('QuotaExceededError'); };
  assert.doesNotThrow(() => saveView({ cx: 1, cy: 2, scale: 50 }));
});

test('clampView: a scale below 10⁻⁹ pixels per unit is raised to it', () => {
  assert.deepEqual(clampView({ cx: 0, cy: 0, scale: 1e-12 }), { cx: 0, cy: 0, scale: 1e-9 });
});

test('clampView: at the origin the scale stops at 10¹⁰ pixels per unit', () => {
  assert.deepEqual(clampView({ cx: 0, cy: 0, scale: 1e11 }), { cx: 0, cy: 0, scale: 1e10 });
});

test('clampView: a centre beyond ±10¹² is brought back, on each axis', () => {
  assert.deepEqual(clampView({ cx: -5e12, cy: 3e12, scale: 1e-6 }), { cx: -1e12, cy: 1e12, scale: 1e-6 });
});

test('visibleRange: half the canvas on each side of the centre, in units', () => {
  // 400 × 200 px at 40 px per unit around (1, −1): 5 units each way across, 2.5 up and down.
  assert.deepEqual(visibleRange({ cx: 1, cy: -1, scale: 40 }, { w: 400, h: 200 }),
    { xmin: -4, xmax: 6, ymin: -3.5, ymax: 1.5 });
});
