// The Graph's list of functions (Web/js/tools/graph/functions.js): up to 8 rows kept in
// localStorage (a fake one here), their colours kept as rows come and go, the Calculator's
// program in one row, the sliders, and the list written to and read from a link's query:
//   node --test Tests/node/
// Expected values are worked out by hand from the rules in functions.js's comments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fakeStorage } from './fake-storage.mjs';
import { FunctionList, MAX_FUNCTIONS } from '../../Web/js/tools/graph/functions.js';
import { urlOf, routeOf } from '../../Web/js/shell/routes.js';

const KEY = 'reckon.graph.functions';


const row = (text, colour, extra = {}) => ({ text, hidden: false, program: false, colour, ...extra });

test('load: nothing kept, damaged JSON or a wrong shape give one empty row', () => {
  for (const kept of [{}, { [KEY]: '{not json' }, { [KEY]: '"text"' }, { [KEY]: '{"rows":5}' }, { [KEY]: 'null' }]) {
    fakeStorage(kept);
    assert.deepEqual(FunctionList.load().rows, [row('', 0)]);
  }
});

test('load: rows past 8, texts that are not strings and a second program are left out; colours made unique', () => {
  const rows = [
    { text: 'x', colour: 3, program: true }, { text: 7 }, { text: 'x^2', colour: 3, program: true, hidden: true },
    ...Array.from({ length: 9 }, (_, i) => ({ text: `x + ${i}`, colour: 99 })),
  ];
  fakeStorage({ [KEY]: JSON.stringify({ rows }) });
  const list = FunctionList.load();
  assert.equal(list.rows.length, 7); // 8 read, the number 7 left out
  assert.deepEqual(list.rows[0], row('x', 3, { program: true }));
  assert.deepEqual(list.rows[1], row('x^2', 0, { hidden: true }));
  assert.deepEqual(list.rows.map((r) => r.colour), [3, 0, 1, 2, 4, 5, 6]);
});

test('add, remove: a row keeps its colour when one above it goes; 8 rows at most; the last row is emptied', () => {
  fakeStorage();
  const list = new FunctionList({ rows: [row('x', 0)] });
  assert.equal(list.add(), 1);
  list.setText(1, 'sin(x)');
  assert.equal(list.add(), 2);
  list.remove(0);
  assert.deepEqual(list.rows.map((r) => r.colour), [1, 2]);
  assert.equal(list.add(), 2); // colour 0 is free again
  assert.equal(list.rows[2].colour, 0);
  while (list.add() !== null);
  assert.equal(list.rows.length, MAX_FUNCTIONS);
  assert.equal(list.full, true);
  const one = new FunctionList({ rows: [row('x', 5)] });
  one.remove(0);
  assert.deepEqual(one.rows, [row('', 5)]);
});

test('shown: typed and not hidden rows, with their index', () => {
  const list = new FunctionList({ rows: [row('x', 0), row(' ', 1), row('x^2', 2, { hidden: true }), row('1', 3)] });
  assert.deepEqual(list.shown.map((r) => [r.index, r.text]), [[0, 'x'], [3, '1']]);
});

test('setProgram: the program row, else the first empty row, else a new top row, else the last row gives way', () => {
  const list = new FunctionList({ rows: [row('x', 0), row('', 1)] });
  assert.equal(list.setProgram('M + 1'), 1);
  assert.deepEqual(list.rows[1], row('M + 1', 1, { program: true }));
  assert.equal(list.setProgram('M * 2'), 1); // replaces itself
  list.setText(1, 'M * 3'); // typed over: no longer the program
  assert.equal(list.rows[1].program, false);
  assert.equal(list.setProgram('sqrt(M)'), 0); // no empty row: a new one on top
  assert.deepEqual(list.rows.map((r) => r.text), ['sqrt(M)', 'x', 'M * 3']);
  const full = new FunctionList({ rows: Array.from({ length: 8 }, (_, i) => row(`x + ${i}`, i)) });
  full.rows[7].hidden = true;
  assert.equal(full.setProgram('M'), 0);
  assert.deepEqual(full.rows.map((r) => r.text), ['M', 'x + 0', 'x + 1', 'x + 2', 'x + 3', 'x + 4', 'x + 5', 'x + 6']);
  assert.equal(full.rows[0].colour, 7);
  // The program handed over last, handed again from a link (a reload): nothing changes.
  full.setText(0, 'M + 1');
  assert.equal(full.setProgram('M', { again: false }), null);
  assert.equal(full.rows[0].text, 'M + 1');
  assert.equal(full.setProgram('2M', { again: false }), 0);
  assert.equal(full.handed, '2M');
});

test('sliders: made at −10 to 10 with value 1; damaged ones are left out when read', () => {
  const list = new FunctionList({ sliders: { a: { value: 2, min: 0, max: 5 }, b: { value: 1, min: 3, max: 3 }, '2c': { value: 1, min: 0, max: 1 }, d: { value: 9, min: 0, max: 5 } } });
  assert.deepEqual(Object.keys(list.sliders), ['a', 'd']);
  assert.deepEqual(list.sliders.d, { value: 5, min: 0, max: 5 }); // clamped into its range
  assert.deepEqual(list.values(['a', 'k']), { a: 2, k: 1 });
  assert.deepEqual(list.sliders.k, { value: 1, min: -10, max: 10 });
});

test('prune: sliders of names no row holds are forgotten; a longer name is not its prefix', () => {
  const list = new FunctionList({
    rows: [row('a sin(b x)', 0), row('ab + 1', 1, { hidden: true })],
    sliders: { a: { value: 2, min: 0, max: 5 }, b: { value: 1, min: 0, max: 5 }, ab: { value: 1, min: 0, max: 5 }, k: { value: 1, min: 0, max: 5 } },
  });
  list.prune();
  assert.deepEqual(Object.keys(list.sliders), ['a', 'b', 'ab']); // k gone; a hidden row's ab kept
  list.setText(0, 'sin(x)');
  list.prune();
  assert.deepEqual(Object.keys(list.sliders), ['ab']);
});

test('toQuery, fromQuery: a link carries the rows, hidden ones, the program row and the sliders', () => {
  const list = new FunctionList({
    rows: [row('a sin(x)', 2), row('M^2', 0, { program: true }), row('x & y?', 1, { hidden: true })],
    sliders: { a: { value: 0.5, min: -1, max: 2 } },
  });
  const query = list.toQuery();
  assert.deepEqual(query, { y: 'a sin(x)\nM^2\nx & y?', hide: '3', program: '2', let: 'a=0.5:-1:2' });
  const url = urlOf('calculator', 'graph', { ...query, view: '1,2,40' });
  assert.equal(url, '/calculator/graph?y=a+sin%28x%29%0AM%5E2%0Ax+%26+y%3F&hide=3&program=2&let=a%3D0.5%3A-1%3A2&view=1%2C2%2C40');
  const back = FunctionList.fromQuery(routeOf(url, 'https://reckon.test').params);
  assert.deepEqual(back.rows, [row('a sin(x)', 0), row('M^2', 1, { program: true }), row('x & y?', 2, { hidden: true })]);
  assert.deepEqual(back.sliders, { a: { value: 0.5, min: -1, max: 2 } });
  // A damaged link: what can be read of it (a slider without its three numbers is left out).
  const damaged = FunctionList.fromQuery({ y: 'x', hide: 'q', program: '9', let: 'a=1:2;b;=3;c=5:0:1' });
  assert.deepEqual(damaged.rows, [row('x', 0)]);
  assert.deepEqual(damaged.sliders, { c: { value: 1, min: 0, max: 1 } }); // its value clamped into 0 to 1
});
