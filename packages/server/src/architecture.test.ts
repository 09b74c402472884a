// ARCHITECTURE.md's rule table names, for each rule of the service description, the one file it lives in, what
// that file exports, and the route file that is its HTTP side. This test keeps the table true: a renamed file or
// export, or a row pointing nowhere, fails here rather than misleading the next reader.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const architecture = readFileSync(join(src, '..', 'ARCHITECTURE.md'), 'utf8');

interface RuleRow {
  rule: string;
  file: string;
  exports: string[];
  httpSide: string;
}

/** The rows of the table whose header is `| Rule | File | Exports | HTTP side |`. */
function ruleRows(text: string): RuleRow[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^\| Rule \| File \| Exports \| HTTP side \|$/.test(l.trim()));
  if (start < 0) return [];
  const rows: RuleRow[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const code = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    rows.push({ rule: cells[0]!, file: code(cells[1]!)[0]!, exports: code(cells[2]!), httpSide: code(cells[3]!)[0]! });
  }
  return rows;
}

const rows = ruleRows(architecture);

describe("ARCHITECTURE.md's rule table", () => {
  it('lists the rules', () => {
    expect(rows.length).toBeGreaterThan(20);
  });

  it.each(rows.map((r) => [r.rule, r] as const))(
    '%s: its file exists, exports what the table names, and has an HTTP side',
    async (_rule, row) => {
      expect(existsSync(join(src, row.file)), row.file).toBe(true);
      expect(existsSync(join(src, row.httpSide)), row.httpSide).toBe(true);
      expect(row.exports.length, `${row.file} names no export`).toBeGreaterThan(0);
      const module = (await import(/* @vite-ignore */ pathToFileURL(join(src, row.file)).href)) as Record<string, unknown>;
      for (const name of row.exports) expect(module[name], `${row.file} exports ${name}`).toBeDefined();
    },
  );

  it('names each file once: one rule, one file', () => {
    const files = rows.map((r) => r.file);
    const repeated = files.filter((f, i) => files.indexOf(f) !== i);
    expect(repeated).toEqual([]);
  });
});
