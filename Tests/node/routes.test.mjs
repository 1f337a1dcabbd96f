// The app's URLs and tab order (Web/js/shell/routes.js), the navigation's state as plain values:
//   node --test Tests/node/
// Expected values are written out by hand; the query strings follow the WHATWG URL standard's
// application/x-www-form-urlencoded serializer (a space as "+", "+" as %2B, "^" as %5E; "-", ".",
// "_" and "*" as they are).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE_TABS, routeOf, sameUrls, tabOrder, tabbedTools, urlOf } from '../../Web/js/shell/routes.js';

const BASE = 'http://127.0.0.1:8080';
// The tools in their default order (Web/js/tools.js).
const TOOLS = ['equation', 'triangle', 'primes', 'dice', 'tip', 'decider', 'calculator', 'ceiling', 'faces'];

test("urlOf: a tool's root screen is its name alone", () => {
  assert.equal(urlOf('equation'), '/equation');
});

test('urlOf: a pushed screen carries its inputs as the query, in their order', () => {
  assert.equal(urlOf('equation', 'solution', { a: '1', b: '-3', c: '2' }), '/equation/solution?a=1&b=-3&c=2');
});

test('urlOf: a pushed screen without inputs has no "?"', () => {
  assert.equal(urlOf('more', 'edit', {}), '/more/edit');
});

test('urlOf: spaces, "+" and "^" in an input are form-encoded', () => {
  assert.equal(urlOf('calculator', 'graph', { expression: 'x^2 + 1' }), '/calculator/graph?expression=x%5E2+%2B+1');
});

test('routeOf: the tool, the screen and its params', () => {
  assert.deepEqual(routeOf('/equation/solution?a=1&b=-3&c=2', BASE),
    { tool: 'equation', name: 'solution', params: { a: '1', b: '-3', c: '2' } });
});

test("routeOf: a tool's root has no screen name", () => {
  assert.deepEqual(routeOf('/dice', BASE), { tool: 'dice', name: undefined, params: {} });
});

test('routeOf: the page itself names no tool', () => {
  assert.deepEqual(routeOf('/', BASE), { tool: undefined, name: undefined, params: {} });
});

test('routeOf reads back what urlOf wrote, encoded inputs included', () => {
  const params = { expression: 'x^2 + 1', note: 'a&b=c' };
  assert.deepEqual(routeOf(urlOf('calculator', 'graph', params), BASE), { tool: 'calculator', name: 'graph', params });
});

test('sameUrls: the same URLs in the same order', () => {
  assert.equal(sameUrls(['/primes', '/primes/list?lo=1&hi=100'], ['/primes', '/primes/list?lo=1&hi=100']), true);
});

test('sameUrls: a trail one screen longer is not the same', () => {
  assert.equal(sameUrls(['/primes'], ['/primes', '/primes/list?lo=1&hi=100']), false);
});

test('sameUrls: the same URLs in another order are not the same', () => {
  assert.equal(sameUrls(['/tip', '/dice'], ['/dice', '/tip']), false);
});

test('tabOrder: the kept order first, then the tools it does not name, in their own order', () => {
  assert.deepEqual(tabOrder(['faces', 'tip'], TOOLS),
    ['faces', 'tip', 'equation', 'triangle', 'primes', 'dice', 'decider', 'calculator', 'ceiling']);
});

test('tabOrder: a kept tool the app no longer has is left out', () => {
  assert.deepEqual(tabOrder(['weather', 'dice'], TOOLS),
    ['dice', 'equation', 'triangle', 'primes', 'tip', 'decider', 'calculator', 'ceiling', 'faces']);
});

test('tabOrder: a tool kept twice has one tab', () => {
  assert.deepEqual(tabOrder(['tip', 'tip'], TOOLS),
    ['tip', 'equation', 'triangle', 'primes', 'dice', 'decider', 'calculator', 'ceiling', 'faces']);
});

test('tabOrder: nothing kept gives the tools their own order', () => {
  assert.deepEqual(tabOrder([], TOOLS), TOOLS);
});

test('tabOrder: a kept value that is no list (a damaged setting) gives the tools their own order', () => {
  assert.deepEqual(tabOrder({ 0: 'tip' }, TOOLS), TOOLS);
});

test('tabbedTools: on a phone, nine tools give four tabs (and More)', () => {
  assert.equal(PHONE_TABS, 5);
  assert.deepEqual(tabbedTools(TOOLS, false), ['equation', 'triangle', 'primes', 'dice']);
});

test('tabbedTools: on a wide window every tool has a tab', () => {
  assert.deepEqual(tabbedTools(TOOLS, true), TOOLS);
});

test('tabbedTools: on a phone, five tools fit and need no More', () => {
  const five = ['equation', 'triangle', 'primes', 'dice', 'tip'];
  assert.deepEqual(tabbedTools(five, false), five);
});
