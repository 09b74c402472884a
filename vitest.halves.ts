// The two halves of the workspace's tests that `pnpm verify` runs side by side (`test:node+test:browser`), so that one
// core runs Chromium tests while the other runs everything else. `SVC_TESTS=browser` is every Chromium test: the
// widget's and the console's suites, the lending of Chromium itself (test/chromium), and the `*.browser.test.ts`
// files of packages whose other tests are plain Node (the HTTP reference page, the msw service worker, the Engage
// client in a page). `SVC_TESTS=node` is everything else.
// Unset (`pnpm test`, or a package's own `vitest`): everything. Each half runs one file at a time, so never two
// browsers at once, and the halves end about together (measured in decision 0007).
import { configDefaults } from 'vitest/config';

export type Half = 'node' | 'browser' | undefined;

/** The half SVC_TESTS in `env` names (undefined: all tests); any other value is refused with the choices. */
export function testHalf(env: NodeJS.ProcessEnv = process.env): Half {
  const half = env.SVC_TESTS;
  if (half === undefined || half === 'node' || half === 'browser') return half;
  throw new Error(`SVC_TESTS=${half}: use node (all but the Chromium tests), browser (only the Chromium tests), or leave it unset (all)`);
}

/** Packages whose every test runs in Chromium (or, for test/chromium, launches it): the browser half runs them whole. */
export const BROWSER_SUITES = ['packages/widget-e2e', 'packages/console', 'test/chromium'];

/** Packages with a few Chromium tests among Node ones: the browser half runs only those files, the node half the rest. */
export const PACKAGES_WITH_BROWSER_FILES = ['packages/server', 'packages/msw', 'packages/engage-browser'];

/** How a Chromium test file of such a package is named. */
export const BROWSER_FILES = '**/*.browser.test.ts';

/**
 * The `include` and `exclude` of a package with Chromium files, for the half this run is (SVC_TESTS in `env`): its own
 * lists when unset, only its Chromium files in the browser half, and its lists without them in the node half.
 */
export function filesOfHalf(
  include: string[],
  exclude: string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): { include: string[]; exclude: string[] } {
  const half = testHalf(env);
  const excluded = [...configDefaults.exclude, ...exclude];
  if (half === 'browser') return { include: [BROWSER_FILES], exclude: excluded };
  if (half === 'node') return { include, exclude: [...excluded, BROWSER_FILES] };
  return { include, exclude: excluded };
}
