// Public text says what the design is, never which ticket made it: customers read the contract (every generated
// client and doc tool shows its descriptions), the READMEs, the docs and the sources' comments.
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// Tracked files only (git ls-files), so build output and installed packages are never read.
const PUBLIC = ['openapi.yaml', '*.md', 'packages', 'examples', 'docs', 'bench', 'test', 'scripts', '.changeset'];
const PROCESS_WORDS = /\b(?:issues?|tickets?|sessions?) #?\d+/i;

describe('public text', () => {
  it('names no issue, ticket or session number', () => {
    const files = execFileSync('git', ['ls-files', '--', ...PUBLIC], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(?:ya?ml|md|ts|tsx|mts|cts|js|mjs|cjs|json|html|css)$/.test(file) && !file.endsWith('public-text.test.ts'));
    // git grep exits 1 when nothing matches.
    const grep = spawnSync('git', ['grep', '-n', '-i', '-I', '-E', String.raw`\b(issues?|tickets?|sessions?) #?[0-9]+`, '--', ...files], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(grep.status === 0 || grep.status === 1, grep.stderr).toBe(true);
    expect(grep.stdout.split('\n').filter((line) => PROCESS_WORDS.test(line))).toEqual([]);
  });
});
