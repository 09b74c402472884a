// Public text says what the design is, never which ticket made it: customers read the contract (every generated
// client and doc tool shows its descriptions), the READMEs, the docs and the sources' comments.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
// Tracked files only (git ls-files), so build output and installed packages are never read.
const PUBLIC = ['openapi.yaml', '*.md', 'packages', 'examples', 'docs', 'bench', 'test', 'scripts', '.changeset'];

/**
 * "issue 42", "ticket #7", "session-3", and the same with the number on the next line: a paragraph wrapped at 120
 * columns, a comment (`//`, `*`, `#`) or a quote (`>`) continued. Whole files are read, so a line break cannot hide one.
 */
export const PROCESS_WORDS =
  /\b(?:issues?|tickets?|sessions?)(?:[ \t]*-[ \t]*|[ \t]*\r?\n[ \t]*(?:(?:\/\/+|\*|#+|>+)[ \t]*)?|[ \t]+)#?\d+/gi;

/** Each ticket, issue or session number in a text, as `line: match`. */
export function processNumbers(text: string): string[] {
  return [...text.matchAll(PROCESS_WORDS)].map((m) => `${text.slice(0, m.index).split('\n').length}: ${m[0].replace(/\s+/g, ' ')}`);
}

describe('public text', () => {
  it('names no issue, ticket or session number', () => {
    const files = execFileSync('git', ['ls-files', '--', ...PUBLIC], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(?:ya?ml|md|ts|tsx|mts|cts|js|mjs|cjs|json|html|css)$/.test(file) && !file.endsWith('public-text.test.ts'));
    const found = files.flatMap((file) => {
      let text: string;
      try {
        text = readFileSync(`${root}${file}`, 'utf8');
      } catch {
        return []; // listed by git but removed from the work tree
      }
      return processNumbers(text).map((hit) => `${file}:${hit}`);
    });
    expect(found).toEqual([]);
  });

  it('sees a number split from its word by a line break, a comment or a hyphen, and leaves other numbers alone', () => {
    expect(processNumbers('remembered consent (issue\n22’s leftovers)')).toEqual(['1: issue 22']);
    expect(processNumbers('// made for ticket\n// #7 of the board')).toEqual(['1: ticket // #7']);
    expect(processNumbers(' * see issue\n * 41 for why')).toEqual(['1: issue * 41']);
    expect(processNumbers('> the session\n> 3 notes')).toEqual(['1: session > 3']);
    expect(processNumbers('the issue-22 features')).toEqual(['1: issue-22']);
    expect(processNumbers('Session 12 said so')).toEqual(['1: Session 12']);
    expect(processNumbers('issues of 2026\n\n12 sessions a day; the session token, 3 retries')).toEqual([]);
  });
});
