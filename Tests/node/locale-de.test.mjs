// The user's way of writing numbers (Web/js/shell/locale.js, and format.js through it) in a German
// browser:
//   node --test Tests/node/
// The separators are CLDR's for German ("," before the decimals, "." between groups of three),
// as docs/web.md's examples show ("12,50", "78.498", "(0,1; −0,0001)"); the expected strings are
// written out by hand from locale.js's rules. Each test file runs in its own process: locale.js
// reads navigator.language once, when it is imported.
import { test } from 'node:test';
import assert from 'node:assert/strict';

Object.defineProperty(globalThis, 'navigator', { value: { language: 'de-DE' }, configurable: true });
const { DECIMAL, GROUP, PAIR, grouped, localized, readNumber } = await import('../../Web/js/shell/locale.js');
const { formatDigits, formatNumber } = await import('../../Web/js/shell/format.js');

test('separators: "," before the decimals, "." between groups', () => {
  assert.equal(DECIMAL, ',');
  assert.equal(GROUP, '.');
});

test('a pair is separated by a semicolon, as "," is the decimal separator', () => {
  assert.equal(PAIR, '; ');
});

test('grouped: a count in groups of three with "."', () => {
  assert.equal(grouped(78498), '78.498');
});

test('localized: a decimal point between digits becomes ","', () => {
  assert.equal(localized('3.5'), '3,5');
});

test('localized: grouping and decimals swap their separators', () => {
  assert.equal(localized('1,234.5'), '1.234,5');
});

test('localized: prose around numbers is left alone', () => {
  assert.equal(localized('e.g. 1, (1, 2).'), 'e.g. 1, (1, 2).');
});

test('formatNumber: a result reads with ","', () => {
  assert.equal(formatNumber(-0.0001), '\u22120,0001');
});

test('formatDigits: rounded, then with ","', () => {
  assert.equal(formatDigits(1 / 3, 4), '0,3333');
});

test("readNumber: the pad's \",\" is read as the decimal point", () => {
  assert.equal(readNumber('12,50'), '12.50');
});

test('readNumber: "." grouping and "," decimals', () => {
  assert.equal(readNumber('1.234,5'), '1234.5');
});

test('readNumber: "." grouping in a field of whole numbers', () => {
  assert.equal(readNumber('1.000.000', { whole: true }), '1000000');
});

test('readNumber: a "." with no "," in a field of decimals is a decimal point (a hardware keyboard\'s)', () => {
  assert.equal(readNumber('1.000'), '1.000');
});

test('readNumber: the same "1.000" in a field of whole numbers is a thousand', () => {
  assert.equal(readNumber('1.000', { whole: true }), '1000');
});

test('readNumber: two "," are no number: passed on for the core to name', () => {
  assert.equal(readNumber('1,2,3'), '1,2,3');
});
