// The dice's numbers for people (Web/js/tools/dice/numbers.js) in an en-US browser:
//   node --test Tests/node/
// Expected strings are worked out by hand (1/6 = 16.666…%, rounding to significant digits as
// in school). Each test file runs in its own process: locale.js reads navigator.language once.
import { test } from 'node:test';
import assert from 'node:assert/strict';

Object.defineProperty(globalThis, 'navigator', { value: { language: 'en-US' }, configurable: true });
const { chance, statistic, whole } = await import('../../Web/js/tools/dice/numbers.js');

const TIMES = '\u00a0×\u00a010'; // " × 10" with no-break spaces

test('whole: trials and counts grouped', () => {
  assert.equal(whole(1000000), '1,000,000');
});

test('whole: a count the core sends as a string', () => {
  assert.equal(whole('200000'), '200,000');
});

test('statistic: a mean or SD to 8 significant digits', () => {
  // 2.33418081234 to 8 digits: 2.3341808.
  assert.equal(statistic(2.33418081234), '2.3341808');
});

test('statistic: an exact value keeps no trailing zeros', () => {
  assert.equal(statistic(7), '7');
});

test("statistic: a string beyond a double's range, to 8 digits", () => {
  assert.equal(statistic('1.23456789e+400'), `1.2345679${TIMES}⁴⁰⁰`);
});

test('chance: a probability as a percentage to 4 digits', () => {
  // 1/6 = 16.666…%: 16.67 %.
  assert.equal(chance(1 / 6), '16.67 %');
});

test('chance: an even chance', () => {
  assert.equal(chance(0.5), '50 %');
});

test('chance: none at all', () => {
  assert.equal(chance(0), '0 %');
});

test('chance: 10⁻⁴, the smallest shown as a percentage', () => {
  assert.equal(chance(0.0001), '0.01 %');
});

test('chance: below 10⁻⁴ in powers of ten, to 3 digits', () => {
  // 1.2345e-5 to 3 digits: 1.23e-5.
  assert.equal(chance(1.2345e-5), `1.23${TIMES}⁻⁵`);
});

test("chance: a string beyond a double's range, to 3 digits", () => {
  // 3.4567e-400 to 3 digits: 3.46e-400.
  assert.equal(chance('3.4567e-400'), `3.46${TIMES}⁻⁴⁰⁰`);
});
