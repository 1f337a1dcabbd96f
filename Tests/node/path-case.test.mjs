// Issue 33: no two paths of the repository differ only by case (`Tests/` and `tests/` did), so a
// clone on a case-insensitive file system (macOS, Windows) keeps every file apart.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';

const root = new URL('../../', import.meta.url).pathname;

test('no two paths differ only by case', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  assert.ok(files.length > 300, `${files.length} files`);
  // Every file and every folder above it.
  const paths = new Set(files.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
  const byFolded = new Map();
  for (const path of paths) byFolded.set(path.toLowerCase(), [...(byFolded.get(path.toLowerCase()) ?? []), path]);
  assert.deepEqual([...byFolded.values()].filter((same) => same.length > 1), []);
});
