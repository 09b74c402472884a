// What a bundler and a second copy of the package do to the errors: names survive minification, and errors made by
// one copy (CommonJS, say) are recognised by another (ESM) through isSvcError and instanceof.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

import type * as ErrorsModule from './errors.js';

type Errors = typeof ErrorsModule;

/** The errors module bundled and minified on its own: a copy as an app's bundle holds it. */
let copies = 0;
async function copy(): Promise<Errors> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./errors.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'error',
  });
  // A distinct source per copy: the same data: URL would be the same module instance.
  const code = `${result.outputFiles[0]!.text}\n// copy ${++copies}`;
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Errors;
}

describe('errors across bundles and copies', () => {
  it('class and error names survive minification', async () => {
    const a = await copy();
    expect(a.AuthenticationError.name).toBe('AuthenticationError');
    const error = a.errorFromResponse(new Response(null, { status: 401 }), { message: 'invalid or revoked developer key' });
    expect(error.name).toBe('AuthenticationError');
    expect(error.constructor.name).toBe('AuthenticationError');
    expect(String(error)).toBe('AuthenticationError: invalid or revoked developer key');
  });

  it('an error of one copy is an instance of the same family of another copy, and of no other family', async () => {
    const [a, b] = await Promise.all([copy(), copy()]);
    expect(a.RateLimitError).not.toBe(b.RateLimitError);
    const error = a.errorFromResponse(new Response(null, { status: 429 }), { message: 'slow down' });
    expect(b.isSvcError(error)).toBe(true);
    expect(error instanceof b.RateLimitError).toBe(true);
    expect(error instanceof b.SvcError).toBe(true);
    expect(error instanceof b.AuthenticationError).toBe(false);
    expect(new Error('x') instanceof b.SvcError).toBe(false);
  });
});
