// The Calculator's Convert units (Web/js/tools/calculator/units.js) against the core's own list,
// docs/units.md (generated from its table): every symbol the pickers offer must be one the core
// reads — a symbol of the tables, or one with a prefix its row allows (SI or data), raised to a
// power (², ³) or divided (km/h, L/100km) as the rules there say. So the list cannot drift from
// the core.
//   node --test Tests/node/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { CATEGORIES, categoryOf, hasUnit, spellingOf } from '../../Web/js/tools/calculator/units.js';

const doc = readFileSync(new URL('../../docs/units.md', import.meta.url), 'utf8');

// docs/units.md's Rules: SI's prefixes q to Q (micro as µ, μ or u), data's k to Q and Ki to Yi.
const SI_PREFIXES = ['q', 'r', 'y', 'z', 'a', 'f', 'p', 'n', 'µ', 'μ', 'u', 'm', 'c', 'd', 'da', 'h', 'k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y', 'R', 'Q'];
const DATA_PREFIXES = ['k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y', 'R', 'Q', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei', 'Zi', 'Yi'];

/** The tables' symbols and names: each → its prefixes column ('SI', 'data' or ''), and its section. */
function tableSymbols() {
  const symbols = new Map();
  const sections = new Map();
  let section = null;
  for (const line of doc.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1];
    if (!line.startsWith('| `') && !line.startsWith('|  |')) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    const prefixes = cells.at(-2);
    // A unit with no symbol (cup, fathom) is read by its name, which the core reads too.
    const names = cells[2].split(',').map((name) => name.trim().replaceAll('\\_', '_')).filter(Boolean);
    // (A name takes a prefix's name, never its symbol: no prefixes for them here.)
    const entries = [...[...cells[1].matchAll(/`([^`]+)`/g)].map((m) => [m[1], prefixes]), ...names.map((name) => [name, ''])];
    for (const [symbol, kind] of entries) {
      if (!symbols.has(symbol)) symbols.set(symbol, kind);
      sections.set(symbol, section);
    }
  }
  return { symbols, sections };
}

const { symbols, sections } = tableSymbols();

/** The table's symbol a factor (`km`, `KiB`, `ft`) names, or null: the whole name wins over a prefix. */
function baseOf(factor) {
  if (symbols.has(factor)) return factor;
  for (const [prefixes, kind] of [[SI_PREFIXES, 'SI'], [DATA_PREFIXES, 'data']]) {
    for (const prefix of prefixes) {
      const rest = factor.slice(prefix.length);
      if (factor.startsWith(prefix) && rest && symbols.get(rest) === kind) return rest;
    }
  }
  return null;
}

/** The factors of a unit expression: `L/100km` and `L/(100 km)` → [L, km]; `m/s²` → [m, s]. */
function factorsOf(symbol) {
  return symbol.split('/').map((factor) => factor.replace(/[() ]/g, '').replace(/^\d+/, '').replace(/[²³]$|\^-?\d+$/, ''));
}

test('docs/units.md has the tables to check against', () => {
  assert.ok(symbols.size > 80, `${symbols.size} symbols`);
  assert.equal(symbols.get('m'), 'SI');
  assert.equal(symbols.get('B'), 'data');
  assert.equal(symbols.get('ft'), '');
});

test('the reader of symbols refuses what the core would refuse', () => {
  assert.equal(baseOf('km'), 'm');
  assert.equal(baseOf('GiB'), 'B');
  assert.equal(baseOf('kft'), null); // feet take no prefix
  assert.equal(baseOf('KiW'), null); // binary prefixes are data's only
  assert.equal(baseOf('cup'), 'cup'); // no symbol: its name
  assert.equal(baseOf('kcup'), null); // a name takes a prefix's name, not its symbol
  assert.equal(baseOf('kmeter'), null); // nor a name a prefix's symbol
  assert.equal(baseOf('Ft'), null); // symbols are read exactly
});

test('every unit the converter offers is a symbol of docs/units.md, and so is its spelling', () => {
  const unknown = CATEGORIES.flatMap((category) => category.units
    .filter((u) => [u.symbol, u.spelling].some((text) => factorsOf(text).some((factor) => !baseOf(factor))))
    .map((u) => `${category.id}: ${u.symbol} (${u.spelling})`));
  assert.deepEqual(unknown, []);
});

test("a category's plain units come from its own section of docs/units.md", () => {
  const sectionOf = { length: 'Length', volume: 'Volume', mass: 'Mass', time: 'Time', temperature: 'Temperature', data: 'Data', angle: 'Angle' };
  const strays = CATEGORIES.filter((category) => sectionOf[category.id]).flatMap((category) => category.units
    .filter((u) => !/[/²³]/.test(u.symbol))
    .filter((u) => sections.get(baseOf(u.symbol)) !== sectionOf[category.id])
    .map((u) => `${category.id}: ${u.symbol} (${sections.get(baseOf(u.symbol))})`));
  assert.deepEqual(strays, []);
});

test("the categories are docs/units.md's, and each opens with two of its own units", () => {
  assert.deepEqual(CATEGORIES.map((category) => category.id), [
    'length', 'area', 'volume', 'mass', 'time', 'speed', 'acceleration', 'force', 'energy', 'power',
    'pressure', 'temperature', 'data', 'angle', 'frequency', 'fuel']);
  for (const category of CATEGORIES) {
    const [top, bottom] = category.pair;
    assert.ok(top !== bottom && hasUnit(category, top) && hasUnit(category, bottom), category.id);
    const names = category.units.map((u) => u.symbol);
    assert.equal(new Set(names).size, names.length, `${category.id} lists a unit twice`);
  }
  assert.ok(hasUnit(categoryOf('volume'), 'tbsp') && hasUnit(categoryOf('volume'), 'cup'), 'US cooking measures');
});

test("spellingOf: a unit's symbol, but L/100km in parentheses, as the core reads it after a value", () => {
  assert.equal(spellingOf(categoryOf('length'), 'ft'), 'ft');
  assert.equal(spellingOf(categoryOf('fuel'), 'L/100km'), 'L/(100 km)');
  assert.equal(factorsOf('L/(100 km)').join(' '), 'L km');
});

test('categoryOf: an unknown or damaged id is the first category', () => {
  assert.equal(categoryOf('fuel').name, 'Fuel Economy');
  assert.equal(categoryOf('nonsense').id, 'length');
  assert.equal(categoryOf(undefined).id, 'length');
});
