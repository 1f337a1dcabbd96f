// Numbers for people (Web/js/shell/format.js) in an en-US browser:
//   node --test Tests/node/
// Every expected string is worked out by hand from the rules in format.js's comments: rounding
// to significant digits as in school, U+2212 for minus, no-break spaces around ×, the exponent in
// superscript digits. Each test file runs in its own process, so the language set here is the
// page's for this file only (locale.js reads navigator.language once, when it is imported).
import { test } from 'node:test';
import assert from 'node:assert/strict';

Object.defineProperty(globalThis, 'navigator', { value: { language: 'en-US' }, configurable: true });
const { formatDigits, formatNumber, formatShort, minus, readingDigits } = await import('../../Web/js/shell/format.js');

const MINUS = '\u2212';
const TIMES = '\u00a0×\u00a010'; // " × 10" with no-break spaces

test('minus: a leading hyphen becomes U+2212', () => {
  assert.equal(minus('-2.5'), `${MINUS}2.5`);
});

test('minus: signs after "(" or a space too, a hyphen inside a word not', () => {
  assert.equal(minus('(-1, -2) x-y'), `(${MINUS}1, ${MINUS}2) x-y`);
});

test('formatNumber: a plain number as the shortest digits that read back the same', () => {
  assert.equal(formatNumber(0.1), '0.1');
});

test('formatNumber: a negative number with U+2212', () => {
  assert.equal(formatNumber(-2.5), `${MINUS}2.5`);
});

test('formatNumber: 1e21 and beyond in powers of ten', () => {
  // String(1e21) is "1e+21": the "+" is dropped, 21 becomes ²¹.
  assert.equal(formatNumber(1e21), `1${TIMES}²¹`);
});

test('formatNumber: below 1e-6 in powers of ten with a superscript minus', () => {
  assert.equal(formatNumber(1.5e-7), `1.5${TIMES}⁻⁷`);
});

test("formatNumber: a value beyond a double's range, as the core's string, is shown as written", () => {
  assert.equal(formatNumber('-9.3e-1302'), `${MINUS}9.3${TIMES}⁻¹³⁰²`);
});

test('formatDigits: float noise is rounded away (0.1 + 0.2)', () => {
  assert.equal(formatDigits(0.1 + 0.2), '0.3');
});

test('formatDigits: 10 significant digits by default', () => {
  // 1/3 = 0.33333333333…: ten 3s.
  assert.equal(formatDigits(1 / 3), '0.3333333333');
});

test('formatDigits: fewer digits when asked, rounded half up', () => {
  // 2/3 = 0.666666…: to 4 digits 0.6667.
  assert.equal(formatDigits(2 / 3, 4), '0.6667');
});

test('formatDigits: from 10¹⁵ on in powers of ten, trailing zeros trimmed', () => {
  // 123456789012345678 = 1.23456789012…e17; to 10 digits 1.234567890, the last 0 trimmed.
  assert.equal(formatDigits(123456789012345678), `1.23456789${TIMES}¹⁷`);
});

test('formatDigits: below 10⁻⁴ in powers of ten', () => {
  assert.equal(formatDigits(0.00001234), `1.234${TIMES}⁻⁵`);
});

test('formatDigits: zero is 0', () => {
  assert.equal(formatDigits(0), '0');
});

test("formatDigits: a string beyond a double's range is rounded the same way", () => {
  // 1.23456789876e-400 to 4 digits: 1.235e-400.
  assert.equal(formatDigits('1.23456789876e-400', 4), `1.235${TIMES}⁻⁴⁰⁰`);
});

test('formatDigits: rounding up a string carries into the exponent', () => {
  // 9.9999e500 to 2 digits is 10e500, written 1 × 10⁵⁰¹.
  assert.equal(formatDigits('9.9999e+500', 2), `1${TIMES}⁵⁰¹`);
});

test('readingDigits: the fewest of 10, 12, 14, 17 for which the values read apart', () => {
  assert.equal(readingDigits((digits) => digits >= 12), 12);
});

test('readingDigits: all 17 when none is enough', () => {
  assert.equal(readingDigits(() => false), 17);
});

test('formatShort: a label to 4 significant digits', () => {
  // π = 3.14159…: 3.142.
  assert.equal(formatShort(Math.PI), '3.142');
});

test('formatShort: up to 10⁷ written out in full, rounded', () => {
  // −1234567.8 to 4 digits: −1235000.
  assert.equal(formatShort(-1234567.8), `${MINUS}1235000`);
});

test('formatShort: from 10⁷ on in powers of ten', () => {
  assert.equal(formatShort(12345678), `1.235${TIMES}⁷`);
});

test('formatShort: a value beyond a double, written as a string, keeps its size', () => {
  // The core writes a side of 5 × 10^616 as the string "5e+616"; 4 digits of 1.23456e-400: 1.235.
  assert.equal(formatShort('5e+616'), `5${TIMES}⁶¹⁶`);
  assert.equal(formatShort('-1.23456e-400'), `${MINUS}1.235${TIMES}⁻⁴⁰⁰`);
});

test('formatShort: zero is 0', () => {
  assert.equal(formatShort(0), '0');
});
