import { defineProject } from 'vitest/config';
import { filesOfHalf } from '../../vitest.halves.js';

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    name: 'msw',
    environment: 'node',
    // The packed suites run from tarballs, after the build (pnpm test:packed, a step of pnpm verify); the Chromium test
    // (the service worker in a page) runs in the browser half of `pnpm verify` (vitest.halves.ts).
    ...filesOfHalf(['src/**/*.test.ts', 'test/**/*.test.ts'], ['test/packed/**']),
    // The browser test bundles a page and starts Chromium.
    testTimeout: 60_000,
  },
});
