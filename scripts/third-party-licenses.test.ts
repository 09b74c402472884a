import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRootsOf, thirdPartyNotice } from './third-party-licenses.mjs';

const dir = mkdtempSync(join(tmpdir(), 'svc-notice-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function installed(name: string, manifest: Record<string, unknown>, licence?: string): string {
  const root = join(dir, 'node_modules', '.pnpm', `${name.replace('/', '+')}@1.0.0`, 'node_modules', name);
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...manifest }));
  if (licence) writeFileSync(join(root, 'LICENSE'), licence);
  return root;
}

describe('the notice of bundled packages', () => {
  it("finds each installed package a module belongs to, scoped or not, once, and none of this repository's own", () => {
    const hono = installed('hono', { license: 'MIT' });
    const noble = installed('@noble/hashes', { license: 'MIT' });
    expect(
      packageRootsOf([
        join(hono, 'dist', 'index.js'),
        join(hono, 'dist', 'router.js'),
        `\0${join(noble, 'esm', 'sha2.js')}?commonjs-proxy`,
        '/repo/packages/core/src/index.ts',
        '\0vite/preload-helper',
      ]),
    ).toEqual([noble, hono]);
  });

  it('quotes each licence file whole, or the licence the package.json names when there is no file', () => {
    const withFile = installed('with-file', { license: 'MIT' }, 'MIT License\n\nPermission is hereby granted...\n');
    const without = installed('without-file', { license: 'ISC', repository: { url: 'https://example.org/without' } });
    const text = thirdPartyNotice([withFile, without], 'These files carry:');
    expect(text).toMatch(/^These files carry:\n\nwith-file@1\.0\.0 \(MIT\)\n\nMIT License\n\nPermission is hereby granted\.\.\.\n/);
    expect(text).toContain(
      `\n${'-'.repeat(80)}\n\nwithout-file@1.0.0 (ISC)\n\nThe package ships no licence file; its package.json names the ISC licence (https://example.org/without).\n`,
    );
  });

  it('refuses a bundled package that names no licence, naming it and what to do', () => {
    const unnamed = installed('no-licence', {});
    expect(() => thirdPartyNotice([unnamed], 'x')).toThrow(/no-licence@1\.0\.0 is bundled but names no licence .*choose another package/);
  });
});
