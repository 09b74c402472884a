import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findUntyped } from './untyped.js';

/** A program over one in-memory file, as the check builds one over a generator's output. */
function programOf(source: string): ts.Program {
  const file = '/virtual/types.ts';
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'] };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version) => (name === file ? ts.createSourceFile(file, source, version) : read(name, version));
  host.fileExists = (name) => name === file || ts.sys.fileExists(name);
  return ts.createProgram([file], options, host);
}
const untyped = (source: string, allowed: string[] = [], excused = new Map<string, string>()) =>
  findUntyped(programOf(source), ['/virtual/types.ts'], new Set(allowed), excused);

describe('no contract field comes out unknown or any', () => {
  it('reports a field typed unknown (the old CaptureContext.ip) or any, in unions and arrays too', () => {
    const found = untyped(`
      export type CaptureContext = { ip?: unknown; userAgent?: string };
      export type Page = { items: Array<{ value: string | any }>; tags: unknown[] };
    `);
    expect(found).toEqual([
      { path: 'CaptureContext.ip', problem: 'unknown' },
      { path: 'Page.items[].value', problem: 'any' },
      { path: 'Page.tags[]', problem: 'unknown' },
    ]);
  });

  it('reports a field typed as an object with no members, unless the contract leaves it free-form', () => {
    const source = `
      export type AdminWebsite = { capture?: { [key: string]: unknown }; demo?: Record<string, never>; meta: {} };
    `;
    expect(untyped(source).map((u) => u.path)).toEqual(['AdminWebsite.capture', 'AdminWebsite.demo', 'AdminWebsite.meta']);
    expect(untyped(source, ['capture', 'demo', 'meta'])).toEqual([]);
  });

  it('accepts additional properties beside typed members, intersections, `string & {}` and excused paths', () => {
    const found = untyped(
      `
      export type CaptureRequest = { fields: { [key: string]: string }; [key: string]: unknown };
      export type Info = { title: string } & { [key: string]: unknown };
      export type Options = { baseUrl: 'https://api.svc.example' | (string & {}) };
      export type GetEngageSdk304 = any;
      export type Fields = { [key: string]: unknown };
    `,
      [],
      new Map([['GetEngageSdk304', 'no body']]),
    );
    expect(found).toEqual([]);
  });
});
