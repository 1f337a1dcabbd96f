// The Ceiling screen's CSV (Web/js/tools/ceiling/export.js), a pure function of the result:
//   node --test Tests/node/
// Expected files are written out by hand; quoting as RFC 4180 says (a field with a comma, a quote
// or a line break in quotes, a quote doubled), lines ending in CRLF. The numbers are written in
// en-US, the language set here (locale.js reads it once, when it is imported).
import { test } from 'node:test';
import assert from 'node:assert/strict';

Object.defineProperty(globalThis, 'navigator', { value: { language: 'en-US' }, configurable: true });
const { csvName, csvText, enquiryHref } = await import('../../Web/js/tools/ceiling/export.js');

/** A result as the core answers `ceiling` (the fields csvText reads), with `changes` over it. */
function job(changes = {}) {
  return {
    path: 'kwikloc/oneway/24mm/1350x450',
    title: ['KWIKLOC One Way', '24mm T Bar', '1350x450'],
    inputs: { area: 100, 'c-spline': true, drop: 1.2 },
    area: 100,
    perimeter: null,
    rooms: [],
    wastePercent: 0,
    components: [{ name: 'Main Tee', quantity: 21 }, { name: 'Tiles', quantity: 494 }],
    disclaimer: 'Check the quantities before ordering.',
    ...changes,
  };
}

/** The catalog's leaf for that job: each input's label and unit. */
const LEAF = {
  inputs: [
    { name: 'area', label: 'Area', unit: 'm²' },
    { name: 'c-spline', label: 'C Spline' },
    { name: 'drop', label: 'Length Drop', unit: 'm' },
  ],
};

const lines = (text) => text.split('\r\n');

test('ceiling CSV: text a spreadsheet would run as a formula is quoted with a leading apostrophe', () => {
  // What a catalog of your own could hold: names and labels that start like formulas.
  const result = {
    path: 'mine/x',
    title: ['=HYPERLINK("http://example.invalid","Click")', '+Module'],
    inputs: { area: 12, spare: 0 },
    area: 12,
    perimeter: null,
    rooms: [],
    wastePercent: 0,
    components: [
      { name: '@SUM(A1:A2)', quantity: 4 },
      { name: '-Tee', quantity: -3 },
      { name: '\tTab', quantity: 0 },
      { name: 'Plain, with a comma', quantity: 7 },
    ],
    disclaimer: '\rReturn',
  };
  const leaf = { inputs: [{ name: 'area', label: 'Area', unit: 'm²' }, { name: 'spare', label: '-Spare', unit: 'tiles' }] };
  assert.equal(csvText(result, leaf), [
    'Component,Quantity',
    "'@SUM(A1:A2),4",
    // The quantity is a number: -3 stays -3.
    "'-Tee,-3",
    "'\tTab,0",
    '"Plain, with a comma",7',
    '',
    'Ceiling,"\'=HYPERLINK(""http://example.invalid"",""Click"")"',
    "Module,'+Module",
    'Area,12 m²',
    "'-Spare,0 tiles",
    'Disclaimer,"\'\rReturn"',
    '',
  ].join('\r\n'));
});

test('ceiling CSV: the components, a blank line, then the job and the disclaimer, in CRLF lines', () => {
  assert.equal(csvText(job(), LEAF), [
    'Component,Quantity',
    'Main Tee,21',
    'Tiles,494',
    '',
    'Ceiling,KWIKLOC One Way',
    // The module's parts joined with ", ": a comma, so the field is quoted.
    'Module,"24mm T Bar, 1350x450"',
    'Area,100 m²',
    'C Spline,Yes',
    'Length Drop,1.2 m',
    'Disclaimer,Check the quantities before ordering.',
    '',
  ].join('\r\n'));
});

test('ceiling CSV: a quote in a name is doubled inside a quoted field', () => {
  const text = csvText(job({ components: [{ name: 'Tee "A"', quantity: 1 }] }), LEAF);
  assert.equal(lines(text)[1], '"Tee ""A""",1');
});

test('ceiling CSV: a line break in a name keeps the field in quotes', () => {
  const text = csvText(job({ components: [{ name: 'Tee\nlong', quantity: 1 }] }), LEAF);
  assert.equal(lines(text)[1], '"Tee\nlong",1');
});

const WITH_WASTE = {
  wastePercent: 10,
  components: [{ name: 'Main Tee', quantity: 21, withWaste: 24 }, { name: 'Tiles', quantity: 494, withWaste: 544 }],
};

test('ceiling CSV: with waste, a column of the quantities with it', () => {
  const text = csvText(job(WITH_WASTE), LEAF);
  assert.deepEqual(lines(text).slice(0, 3), ['Component,Quantity,With 10 % waste', 'Main Tee,21,24', 'Tiles,494,544']);
});

test('ceiling CSV: with waste, the waste in the job', () => {
  const text = csvText(job(WITH_WASTE), LEAF);
  assert.ok(lines(text).includes('Waste,10 %'), text);
});

test('ceiling CSV: with packs, their size and count; a component without a pack size leaves them empty', () => {
  const text = csvText(job({
    components: [{ name: 'Main Tee', quantity: 21 }, { name: 'Tiles', quantity: 494, pack: 20, packs: 25 }],
  }), LEAF);
  assert.deepEqual(lines(text).slice(0, 3), ['Component,Quantity,Pack size,Packs', 'Main Tee,21,,', 'Tiles,494,20,25']);
});

test('ceiling CSV: the rooms in the job, their numbers rounded for reading', () => {
  // 0.1 + 0.2 is 0.30000000000000004 in doubles: written 0.3.
  const text = csvText(job({ rooms: [{ length: 4, width: 3.5 }, { length: 1, width: 0.1 + 0.2 }] }), LEAF);
  assert.ok(lines(text).includes('Rooms,"4 × 3.5 m, 1 × 0.3 m"'), text);
});

test('ceiling CSV: the perimeter in the job when the core gives one', () => {
  const text = csvText(job({ perimeter: 15 }), LEAF);
  assert.ok(lines(text).includes('Perimeter,15 m'), text);
});

test('ceiling CSV: an unverified component and a corrected one get a line each before the disclaimer', () => {
  const text = csvText(job({
    components: [{ name: 'Main Tee', quantity: 21, unverified: 'no source for this rate' }, { name: 'Tiles', quantity: 494 }],
  }), { ...LEAF, corrections: [{ component: 'Tiles', original: '3.3 per m²', reason: 'a 1350 × 450 tile covers 0.6075 m²' }] });
  assert.deepEqual(lines(text).slice(-4, -1), [
    'Unverified,Main Tee: no source for this rate',
    'Corrected from the original,Tiles (was 3.3 per m²): a 1350 × 450 tile covers 0.6075 m²',
    'Disclaimer,Check the quantities before ordering.',
  ]);
});

test("ceiling CSV: without the catalog's leaf, the API's own names label the inputs", () => {
  const text = csvText(job(), null);
  assert.deepEqual(lines(text).slice(6, 9), ['area,100 m²', 'c-spline,Yes', 'drop,1.2']);
});

test("ceiling CSV: the file's name from the product's path", () => {
  assert.equal(csvName(job()), 'ceiling-kwikloc-oneway-24mm-1350x450.csv');
});

test("ceiling CSV: anything but letters, digits, '.' and '-' in the path becomes one '-'", () => {
  assert.equal(csvName(job({ path: 'mine/Big Room (2)' })), 'ceiling-mine-Big-Room-2-.csv');
});

test('enquiry: an e-mail link with the job and every component when it fits', () => {
  const { href, shortened } = enquiryHref(job(), LEAF);
  assert.equal(shortened, false);
  assert.equal(decodeURIComponent(href.split('&body=')[1]), [
    'Hello,', '', 'Please quote for the following ceiling.', '',
    'Ceiling: KWIKLOC One Way', 'Module: 24mm T Bar, 1350x450', 'Area: 100 m²', 'C Spline: Yes', 'Length Drop: 1.2 m',
    '', 'Components:', 'Main Tee: 21', 'Tiles: 494', '', 'Check the quantities before ordering.',
  ].join('\n'));
});

test('enquiry: components that do not fit the link are left out, with a line saying how many', () => {
  const components = Array.from({ length: 40 }, (_, i) => ({ name: `Component number ${i + 1}`, quantity: i + 1 }));
  const { href, shortened } = enquiryHref(job({ components }), LEAF, 1200);
  assert.equal(shortened, true);
  assert.ok(href.length <= 1200, href.length);
  const body = decodeURIComponent(href.split('&body=')[1]).split('\n');
  const kept = body.filter((line) => line.startsWith('Component number ')).length;
  assert.equal(body.at(-3), `… and ${40 - kept} more components: the list was shortened to fit an e-mail link; download the CSV for all of them.`);
});
