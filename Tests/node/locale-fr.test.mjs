// The user's way of writing numbers (Web/js/shell/locale.js) in a French browser:
//   node --test Tests/node/
// The separators are CLDR's for French: "," before the decimals and a narrow no-break space
// (U+202F) between groups of three, which a keyboard types as a plain space. The expected
// strings are written out by hand from locale.js's rules. Each test file runs in its own
// process: locale.js reads navigator.language once, when it is imported.
import { test } from 'node:test';
import assert from 'node:assert/strict';

Object.defineProperty(globalThis, 'navigator', { value: { language: 'fr-FR' }, configurable: true });
const { DECIMAL, GROUP, grouped, localized, readNumber } = await import('../../Web/js/shell/locale.js');

const NARROW = '\u202f';

test('separators: "," before the decimals, a narrow no-break space between groups', () => {
  assert.equal(DECIMAL, ',');
  assert.equal(GROUP, NARROW);
});

test('grouped: a count in groups of three with narrow spaces', () => {
  assert.equal(grouped(1234567), `1${NARROW}234${NARROW}567`);
});

test('localized: grouping and decimals in French', () => {
  assert.equal(localized('1,234.5'), `1${NARROW}234,5`);
});

test('readNumber: groups typed with plain spaces', () => {
  assert.equal(readNumber('1 234 567', { whole: true }), '1234567');
});

test('readNumber: groups with the narrow space the page writes, and decimals', () => {
  assert.equal(readNumber(`1${NARROW}234,5`), '1234.5');
});

test('readNumber: a no-break space (U+00A0) is read as a group separator too', () => {
  assert.equal(readNumber('1\u00a0000', { whole: true }), '1000');
});
