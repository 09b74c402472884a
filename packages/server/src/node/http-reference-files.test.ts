import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHttpReferenceRendererLoader, HTTP_REFERENCE_RENDERER, httpReferenceRendererPath } from './http-reference-files.js';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  files: string[];
};

describe('the HTTP reference renderer (Node adapter)', () => {
  it('comes from @svc/http-reference, an optional peer: a plain install of the server (or of @svc/msw) does not pull it in', () => {
    expect(HTTP_REFERENCE_RENDERER).toBe('@svc/http-reference/scalar.js');
    expect(manifest.peerDependencies?.['@svc/http-reference']).toBeDefined();
    expect(manifest.peerDependenciesMeta?.['@svc/http-reference']).toEqual({ optional: true });
    expect(Object.keys(manifest.dependencies)).not.toContain('@svc/http-reference');
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith('@scalar/'))).toEqual([]);
  });

  it('is read from where the package resolves, on each call of the loader (the routes keep the first answer)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'svc-http-reference-'));
    const file = join(dir, 'scalar.js');
    await writeFile(file, 'window.Scalar = {};');
    const asked: string[] = [];
    const load = createHttpReferenceRendererLoader((specifier) => (asked.push(specifier), file));
    expect(new TextDecoder().decode(await load())).toBe('window.Scalar = {};');
    expect(asked).toEqual(['@svc/http-reference/scalar.js']);
  });

  it('is undefined when the package is not installed, or its file cannot be read: the page then says what to install', async () => {
    const notInstalled = (specifier: string): string => {
      throw Object.assign(new Error(`Cannot find module '${specifier}'`), { code: 'MODULE_NOT_FOUND' });
    };
    expect(httpReferenceRendererPath(notInstalled)).toBeUndefined();
    expect(await createHttpReferenceRendererLoader(notInstalled)()).toBeUndefined();
    expect(await createHttpReferenceRendererLoader(() => join(tmpdir(), 'no-such-dir', 'scalar.js'))()).toBeUndefined();
  });
});
