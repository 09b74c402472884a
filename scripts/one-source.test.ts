// The contract's facts are generated into @svc/spec and imported everywhere else: a hand copy in a package's
// sources (tests aside, which state what they expect on the wire) is a second source that drifts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = join(root, 'packages');

/** Every hand-written source file of every package: src/, without generated code and tests. */
function sources(): string[] {
  const files: string[] = [];
  for (const pkg of readdirSync(packages)) {
    const src = join(packages, pkg, 'src');
    let entries: string[];
    try {
      entries = readdirSync(src, { recursive: true }) as string[];
    } catch {
      continue;
    }
    for (const entry of entries) {
      const file = join(src, entry);
      if (!/\.(?:ts|tsx|mts|js|mjs)$/.test(file) || /\.test\.tsx?$/.test(file) || file.includes(`${join('src', 'generated')}`)) continue;
      files.push(file);
    }
  }
  return files;
}

function copiesOf(fact: RegExp): string[] {
  return sources().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (fact.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('one source for the contract facts', () => {
  it('reads sources from every package', () => {
    expect(sources().length).toBeGreaterThan(200);
  });

  it('the Idempotency-Key format is written once, in @svc/spec (no {8,100} pattern in any package source)', () => {
    expect(copiesOf(/\{8,100\}/)).toEqual([]);
  });

  it('the exposed headers are written once, in @svc/spec (no copy of the Access-Control-Expose-Headers value)', () => {
    expect(copiesOf(/RateLimit-Reset, Retry-After/)).toEqual([]);
  });

  it('the preflight answers are written once, in @svc/spec (no copy of the allowed headers)', () => {
    expect(copiesOf(/X-Api-Key, X-Svc-Retry-Count|X-Api-Key, Idempotency-Key/)).toEqual([]);
  });

  it('the fields a submission keeps and the lengths a value and a name are cut at come from @svc/spec (no untyped 20, 24, 2000 or 40)', () => {
    // The widget writes its bound as a number typed by the generated value (`MAX_FIELDS: ... = 24`), so sdk.js carries no table.
    expect(
      copiesOf(/(?:MAX_FIELDS|MAX_FORM_FIELDS|MAX_FIELD_VALUE_LENGTH|MAX_FIELD_NAME_LENGTH)\s*=\s*[\d_]+|maxFields:\s*[\d_]+/),
    ).toEqual([]);
    // The sanitiser's clean-name test is built from the generated bound, not written as a {1,40} pattern.
    expect(copiesOf(/A-Za-z0-9_-\]\{1,\d+\}/)).toEqual([]);
  });

  it('the error codes are listed once, in @svc/spec (no hand-written union of the 409 codes)', () => {
    expect(copiesOf(/'IDEMPOTENCY_CONFLICT'\s*\|/)).toEqual([]);
  });
});
