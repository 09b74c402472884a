import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { configDefaults } from 'vitest/config';
import { BROWSER_FILES, BROWSER_SUITES, filesOfHalf, PACKAGES_WITH_BROWSER_FILES, testHalf } from '../vitest.halves.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every `*.browser.test.ts` of the workspace's packages, as paths from the root. */
function browserFiles(): string[] {
  const dirs = ['packages', 'test', 'examples'].flatMap((top) =>
    readdirSync(join(root, top), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(root, top, d.name)),
  );
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.browser.test.ts') && !f.parentPath.includes('node_modules'))
      .map((f) => relative(root, join(f.parentPath, f.name))),
  );
}

describe('the test halves of pnpm verify (vitest.halves.ts)', () => {
  it('SVC_TESTS is node, browser or unset; anything else is refused with the choices', () => {
    expect(testHalf({})).toBeUndefined();
    expect(testHalf({ SVC_TESTS: 'node' })).toBe('node');
    expect(testHalf({ SVC_TESTS: 'browser' })).toBe('browser');
    expect(() => testHalf({ SVC_TESTS: 'chromium' })).toThrow(/SVC_TESTS=chromium: use node .*browser .*or leave it unset/);
  });

  it("a package's Chromium files run in the browser half only, its other files in the node half, all when unset", () => {
    const include = ['src/**/*.test.ts'];
    expect(filesOfHalf(include, ['test/packed/**'], {})).toEqual({
      include,
      exclude: [...configDefaults.exclude, 'test/packed/**'],
    });
    expect(filesOfHalf(include, [], { SVC_TESTS: 'browser' })).toEqual({ include: [BROWSER_FILES], exclude: [...configDefaults.exclude] });
    expect(filesOfHalf(include, [], { SVC_TESTS: 'node' })).toEqual({ include, exclude: [...configDefaults.exclude, BROWSER_FILES] });
  });

  it('every package with a *.browser.test.ts is listed, so no Chromium test runs in the node half beside the browser half', () => {
    const files = browserFiles();
    expect(files.length).toBeGreaterThan(0);
    const owners = [...PACKAGES_WITH_BROWSER_FILES, ...BROWSER_SUITES];
    expect(files.filter((file) => !owners.some((dir) => file.startsWith(`${dir}/`)))).toEqual([]);
  });
});
