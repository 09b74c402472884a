import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  esmEntryDeclaration,
  isEsmOnlyDependency,
  packageName,
  sharedDeclarations,
  toCommonJsDeclaration,
  twoSpaceIndent,
} from './cjs-declarations.js';

const esmOnly = (name: string) => name === '@svc/spec' || name === 'esm-only';

/** What TypeScript reports for a consumer file under module node16, strict, with library files checked. */
function node16Diagnostics(file: string): string[] {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    lib: ['lib.es2022.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

describe('CommonJS declarations (.d.cts)', () => {
  it('relative .js imports become .cjs and the source map comment goes', () => {
    const out = toCommonJsDeclaration(
      `export { a } from './a.js';\nimport type { B } from "../b.js";\n//# sourceMappingURL=index.d.ts.map\n`,
      esmOnly,
    );
    expect(out).toBe(`export { a } from './a.cjs';\nimport type { B } from "../b.cjs";\n\n`);
  });

  it('an import of an ESM-only package becomes type-only with resolution-mode import', () => {
    expect(toCommonJsDeclaration(`import type { paths } from '@svc/spec';`, esmOnly)).toBe(
      `import type { paths } from '@svc/spec' with { 'resolution-mode': 'import' };`,
    );
    expect(toCommonJsDeclaration(`import { ErrorBody } from '@svc/spec';`, esmOnly)).toBe(
      `import type { ErrorBody } from '@svc/spec' with { 'resolution-mode': 'import' };`,
    );
    expect(toCommonJsDeclaration(`import * as spec from "esm-only/sub";`, esmOnly)).toBe(
      `import type * as spec from "esm-only/sub" with { 'resolution-mode': 'import' };`,
    );
  });

  it('a type re-export and an import() type of an ESM-only package get resolution-mode import', () => {
    expect(toCommonJsDeclaration(`export type {\n  paths,\n  ErrorBody,\n} from '@svc/spec';`, esmOnly)).toBe(
      `export type {\n  paths,\n  ErrorBody,\n} from '@svc/spec' with { 'resolution-mode': 'import' };`,
    );
    expect(toCommonJsDeclaration(`export declare const e: import("@svc/spec").ErrorBody;`, esmOnly)).toBe(
      `export declare const e: import("@svc/spec", { with: { 'resolution-mode': 'import' } }).ErrorBody;`,
    );
  });

  it('imports of packages that ship CommonJS types stay as tsc wrote them', () => {
    const text = `import type { Client } from 'openapi-fetch';\nexport { SvcError } from '@svc/core';\nexport declare const c: import('@svc/core').CallOptions;\n`;
    expect(toCommonJsDeclaration(text, esmOnly)).toBe(text);
  });

  it('an import that already names its resolution mode is left alone', () => {
    const text = `import type { paths } from '@svc/spec' with { 'resolution-mode': 'require' };`;
    expect(toCommonJsDeclaration(text, esmOnly)).toBe(text);
  });

  it('a value re-export from an ESM-only package is refused, naming the file and package', () => {
    expect(() => toCommonJsDeclaration(`export { openapiDocument } from '@svc/spec';`, esmOnly, 'index.d.ts')).toThrow(
      /index\.d\.ts: .*re-exports from the ESM-only package @svc\/spec/,
    );
  });

  it('package names come from bare specifiers with and without a scope', () => {
    expect([packageName('@svc/spec/document'), packageName('openapi-fetch'), packageName('a/b')]).toEqual([
      '@svc/spec',
      'openapi-fetch',
      'a',
    ]);
  });
});

describe('CommonJS declarations against TypeScript (module node16, skipLibCheck off)', () => {
  let dir: string;
  const declaration = `import type { Greeting } from 'esm-only';\nexport declare function greet(): Greeting;\n`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'svc-cjs-declarations-'));
    const esm = join(dir, 'node_modules', 'esm-only');
    const dual = join(dir, 'node_modules', 'dual');
    await mkdir(esm, { recursive: true });
    await mkdir(dual, { recursive: true });
    await writeFile(
      join(esm, 'package.json'),
      JSON.stringify({ name: 'esm-only', type: 'module', exports: { '.': { types: './index.d.ts', default: './index.js' } } }),
    );
    await writeFile(join(esm, 'index.d.ts'), `export type Greeting = { text: string };\n`);
    await writeFile(
      join(dual, 'package.json'),
      JSON.stringify({ name: 'dual', type: 'module', exports: { '.': { import: './index.js', require: './index.cjs' } } }),
    );
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  async function diagnostics(text: string): Promise<string[]> {
    await writeFile(join(dir, 'typings.d.cts'), text);
    await writeFile(join(dir, 'consumer.cts'), `import lib = require('./typings.cjs');\nexport const text: string = lib.greet().text;\n`);
    return node16Diagnostics(join(dir, 'consumer.cts'));
  }

  it('a package is ESM-only when it is "type": "module" with no require condition', () => {
    expect(isEsmOnlyDependency(dir, 'esm-only')).toBe(true);
    expect(isEsmOnlyDependency(dir, 'dual')).toBe(false);
    expect(isEsmOnlyDependency(dir, 'not-installed')).toBe(false);
  });

  it('TypeScript refuses the untouched ESM import in a .d.cts (TS1541), and accepts the rewritten one', async () => {
    expect((await diagnostics(declaration)).join('\n')).toMatch(/TS1541/);
    expect(await diagnostics(toCommonJsDeclaration(declaration, (name) => isEsmOnlyDependency(dir, name)))).toEqual([]);
  }, 30_000);
});

describe('declarations both formats share', () => {
  const files = new Map([
    ['generated/openapi.d.ts', `/** A path. @public */\nexport interface paths {\n    "/a": { get: { x: number } };\n}\n`],
    [
      'types.d.ts',
      `import type { paths } from './generated/openapi.js';\n/** declare in a comment is documentation */\nexport type A = paths['/a'];\n`,
    ],
    ['client.d.ts', `import type { A } from './types.js';\nexport declare function read(): A;\n`],
    ['errors.d.ts', `export declare class E extends Error {}\n`],
    ['uses-errors.d.ts', `import type { E } from './errors.js';\nexport type Wrapped = { error: E };\n`],
    ['uses-package.d.ts', `import type { Client } from 'openapi-fetch';\nexport type C = Client<object>;\n`],
    ['reexports.d.ts', `export { read } from './client.js';\n`],
    ['empty.d.ts', `export {};\n`],
    ['media.d.ts', `export type Accept = "*/*";\nexport declare const accept: Accept;\n/** A comment. */\nexport type B = 1;\n`],
  ]);

  it('are the files of types only that import nothing but other shared files', () => {
    expect([...sharedDeclarations(files)].sort()).toEqual(['empty.d.ts', 'generated/openapi.d.ts', 'types.d.ts']);
  });

  it('are imported by the CommonJS twin from the ESM build, type-only, with resolution-mode import', () => {
    const toShared = (specifier: string) => (specifier === './types.js' ? '../types.js' : undefined);
    expect(toCommonJsDeclaration(files.get('client.d.ts')!, esmOnly, 'client.d.ts', toShared)).toBe(
      `import type { A } from '../types.js' with { 'resolution-mode': 'import' };\nexport declare function read(): A;\n`,
    );
    expect(
      toCommonJsDeclaration(`export { type A, B } from './types.js';\nexport { c } from './c.js';\n`, esmOnly, 'index.d.ts', toShared),
    ).toBe(`export type { A, B } from '../types.js' with { 'resolution-mode': 'import' };\nexport { c } from './c.cjs';\n`);
    expect(toCommonJsDeclaration(`export declare const a: import('./types.js').A;\n`, esmOnly, 'a.d.ts', toShared)).toBe(
      `export declare const a: import('../types.js', { with: { 'resolution-mode': 'import' } }).A;\n`,
    );
  });

  it('are indented by two spaces, as the sources are; comment text keeps its own spacing', () => {
    expect(
      twoSpaceIndent(`export interface A {\n    b: {\n        c: 1;\n    };\n    /**\n     *     code in a comment\n     */\n}\n`),
    ).toBe(`export interface A {\n  b: {\n    c: 1;\n  };\n  /**\n   *     code in a comment\n   */\n}\n`);
  });
});

describe('ESM entry declarations re-export from the CommonJS twins', () => {
  const shared = new Set(['generated/openapi.d.ts']);

  it('point every relative specifier at the twin in cjs/, except a shared file, and keep the export lists', () => {
    const entry = `export type { paths } from './generated/openapi.js';\nexport { E, type Init } from './errors.js';\nexport { read } from './sub/read.js';\n`;
    expect(esmEntryDeclaration(entry, 'index.d.ts', shared)).toBe(
      `export type { paths } from './generated/openapi.js';\nexport { E, type Init } from './cjs/errors.cjs';\nexport { read } from './cjs/sub/read.cjs';\n`,
    );
  });

  it('refuse an entry that declares something itself, naming the file', () => {
    expect(() => esmEntryDeclaration(`export declare const a: 1;\n`, 'config-entry.d.ts', shared)).toThrow(
      /config-entry\.d\.ts: an entry's declaration file declares something itself/,
    );
    // The word in documentation is not a declaration.
    expect(esmEntryDeclaration(`/** declare nothing */\nexport { a } from './a.js';\n`, 'index.d.ts', shared)).toContain("'./cjs/a.cjs'");
  });

  it('give an ESM and a CommonJS consumer the same class: one declaration, usable across formats (TypeScript, node16)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-esm-entry-'));
    try {
      const pkg = join(dir, 'node_modules', 'lib');
      await mkdir(join(pkg, 'dist', 'cjs'), { recursive: true });
      await writeFile(
        join(pkg, 'package.json'),
        JSON.stringify({
          name: 'lib',
          type: 'module',
          exports: {
            '.': {
              import: { types: './dist/index.d.ts', default: './dist/index.js' },
              require: { types: './dist/cjs/index.d.cts', default: './dist/cjs/index.cjs' },
            },
          },
        }),
      );
      await writeFile(join(pkg, 'dist', 'cjs', 'errors.d.cts'), `export declare class E extends Error {\n  private readonly brand;\n}\n`);
      await writeFile(join(pkg, 'dist', 'cjs', 'index.d.cts'), `export { E } from './errors.cjs';\n`);
      await writeFile(join(pkg, 'dist', 'index.d.ts'), esmEntryDeclaration(`export { E } from './errors.js';\n`, 'index.d.ts', shared));
      await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
      await writeFile(
        join(dir, 'cjs.cts'),
        `import lib = require('lib');\nexport function take(e: lib.E): string {\n  return e.message;\n}\n`,
      );
      await writeFile(
        join(dir, 'esm.ts'),
        `import { E } from 'lib';\nimport { take } from './cjs.cjs';\nconst e: unknown = new E();\nif (e instanceof E) take(e);\n`,
      );
      expect(node16Diagnostics(join(dir, 'esm.ts'))).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
