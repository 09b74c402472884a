// The size rules' exceptions (eslint.config.js: max-lines-per-function, max-lines, max-params) are listed with their
// reasons in CONTRIBUTING.md: a disable comment in a package's sources that the list does not name, or a listed file
// that no longer needs it, fails here, so the list is the truth a reviewer reads.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const RULES =
  /eslint-disable(?:-next-line)?\s+((?:max-lines-per-function|max-lines|max-params)(?:\s*,\s*(?:max-lines-per-function|max-lines|max-params))*)/g;

/** `file → rules` of every size-rule disable in the packages' hand-written sources. */
export function disabledInCode(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const pkg of readdirSync(join(root, 'packages'))) {
    let entries: string[];
    try {
      entries = readdirSync(join(root, 'packages', pkg, 'src'), { recursive: true }) as string[];
    } catch {
      continue;
    }
    for (const entry of entries) {
      const file = join(root, 'packages', pkg, 'src', entry);
      if (!/\.(?:ts|tsx)$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const m of readFileSync(file, 'utf8').matchAll(RULES)) {
        const rules = found.get(relative(root, file)) ?? new Set<string>();
        for (const rule of m[1]!.split(/\s*,\s*/)) rules.add(rule);
        found.set(relative(root, file), rules);
      }
    }
  }
  return found;
}

/** `file → rules` of the table in CONTRIBUTING.md's "Short functions and files". */
export function listed(contributing: string): Map<string, Set<string>> {
  const section = contributing.split('## Short functions and files')[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, Set<string>>();
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 4 || !cells[1]!.startsWith('`packages/')) continue;
    const rules = [...cells[2]!.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]!);
    for (const file of [...cells[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)) rows.set(file, new Set(rules));
  }
  return rows;
}

describe('the size rules’ exceptions', () => {
  it('are exactly the ones CONTRIBUTING.md lists, rule by rule', () => {
    const sorted = (m: Map<string, Set<string>>) => Object.fromEntries([...m].map(([f, r]) => [f, [...r].sort()]).sort());
    expect(sorted(disabledInCode())).toEqual(sorted(listed(readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8'))));
  });

  it('reads a table row with two files and two rules', () => {
    const rows = listed(
      '## Short functions and files\n| `packages/a/src/x.ts`, `packages/b/src/y.ts` | `max-lines`, `max-params` | why |\n',
    );
    expect([...rows.keys()]).toEqual(['packages/a/src/x.ts', 'packages/b/src/y.ts']);
    expect([...rows.get('packages/a/src/x.ts')!]).toEqual(['max-lines', 'max-params']);
  });
});
