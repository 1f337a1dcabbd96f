// The user's way of writing numbers (Web/js/shell/locale.js) in an en-US browser:
//   node --test Tests/node/
// The separators are CLDR's for English ("." before the decimals, "," between groups of three);
// the expected strings are written out by hand from locale.js's rules. Each test file runs in its
// own process: locale.js reads navigator.language once, when it is imported.
import { test } from 'node:test';
import assert from 'node:assert/strict';

Object.defineProperty(globalThis, 'navigator', { value: { language: 'en-US' }, configurable: true });
const { DECIMAL, GROUP, LOCALE, PAIR, grouped, localized, readNumber } = await import('../../Web/js/shell/locale.js');

test('the locale is the browser\'s language', () => {
  assert.equal(LOCALE, 'en-US');
});

test('separators: "." before the decimals, "," between groups', () => {
  assert.equal(DECIMAL, '.');
  assert.equal(GROUP, ',');
});

test('a pair is separated by a comma', () => {
  assert.equal(PAIR, ', ');
});

test('grouped: a whole number in groups of three', () => {
  assert.equal(grouped(78498), '78,498');
});

test('grouped: a decimal string beyond a double is grouped exactly (as a BigInt)', () => {
  assert.equal(grouped('12345678901234567891'), '12,345,678,901,234,567,891');
});

test("localized: Reckon's notation is already en-US's", () => {
  assert.equal(localized('1,234.5'), '1,234.5');
});

test('readNumber: plain decimals pass as typed, without the spaces around them', () => {
  assert.equal(readNumber(' 12.50 '), '12.50');
});

test('readNumber: grouping with "," is taken out', () => {
  assert.equal(readNumber('1,000,000', { whole: true }), '1000000');
});

test('readNumber: grouping and decimals', () => {
  assert.equal(readNumber('1,234.5'), '1234.5');
});

test('readNumber: the sign stays, U+2212 included', () => {
  assert.equal(readNumber('\u22121,000'), '\u22121000');
});

test('readNumber: a group that is not three digits is no grouping: passed on for the core to name', () => {
  assert.equal(readNumber('1,23'), '1,23');
});
