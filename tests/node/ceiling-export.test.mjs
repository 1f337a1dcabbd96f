// The Ceiling screen's CSV (Web/js/tools/ceiling-export.js), a pure function of the result:
//   node --test tests/node/
// Expected files are written out by hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { csvText } from '../../Web/js/tools/ceiling-export.js';

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
