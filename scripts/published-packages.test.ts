// Every published package ships an MIT licence and a README, listed in its `files`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = readdirSync(join(root, 'packages'))
  .map((dir) => join(root, 'packages', dir))
  .filter((dir) => existsSync(join(dir, 'package.json')))
  .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string; private?: boolean; license?: string; files?: string[] } }))
  .filter((p) => p.manifest.private !== true);

describe('published packages', () => {
  it('the repository root has the MIT licence', () => {
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) 2026 svc contributors/);
  });

  it.each(packages.map((p) => [p.manifest.name, p] as const))('%s has an MIT LICENSE and a README, both in `files`', (_name, p) => {
    expect(p.manifest.license).toBe('MIT');
    expect(readFileSync(join(p.dir, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
    expect(readFileSync(join(p.dir, 'README.md'), 'utf8').length).toBeGreaterThan(200);
    expect(p.manifest.files).toEqual(expect.arrayContaining(['LICENSE', 'README.md']));
  });
});
