// Issue 33's sizes for the web app's JavaScript: no module over 300 lines, no function (a
// declaration, an expression, an arrow or a method, each counted whole, with the functions inside
// it) over 80. Read with Debian's acorn (node-acorn, which scripts/test installs), so the counts
// are a parser's, not a guess at braces.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '/usr/share/nodejs/acorn/dist/acorn.mjs';

const root = new URL('../../Web/js/', import.meta.url).pathname;
const MODULE_LINES = 300;
const FUNCTION_LINES = 80;

function modules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

/** Every function in a syntax tree, with its name (or where it starts) and its lines. */
function functions(node, found = [], name = null) {
  if (!node || typeof node.type !== 'string') return found;
  if (/Function/.test(node.type)) {
    const label = node.id?.name ?? name ?? `line ${node.loc.start.line}`;
    found.push({ label, lines: node.loc.end.line - node.loc.start.line + 1 });
  }
  for (const [key, child] of Object.entries(node)) {
    if (key === 'loc') continue;
    const childName = node.type === 'MethodDefinition' || node.type === 'Property'
      ? node.key?.name ?? node.key?.value
      : node.type === 'VariableDeclarator' ? node.id?.name : null;
    for (const item of Array.isArray(child) ? child : [child]) {
      if (item && typeof item === 'object') functions(item, found, childName);
    }
  }
  return found;
}

const files = modules(root);

test('the web app has modules to measure', () => {
  assert.ok(files.length > 40, `${files.length} modules under Web/js`);
});

test(`no module runs over ${MODULE_LINES} lines`, () => {
  const long = files
    .map((path) => ({ path: relative(root, path), lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MODULE_LINES)
    .map(({ path, lines }) => `${path}: ${lines}`);
  assert.deepEqual(long, []);
});

test(`no function runs over ${FUNCTION_LINES} lines`, () => {
  const long = files.flatMap((path) => {
    const tree = parse(readFileSync(path, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module', locations: true });
    return functions(tree)
      .filter(({ lines }) => lines > FUNCTION_LINES)
      .map(({ label, lines }) => `${relative(root, path)} ${label}: ${lines}`);
  });
  assert.deepEqual(long, []);
});
