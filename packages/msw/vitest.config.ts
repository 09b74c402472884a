import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    name: 'msw',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // From packed tarballs, after the build: pnpm test:packed (a step of pnpm verify).
    exclude: ['test/packed/**'],
    // The browser test bundles a page and starts Chromium.
    testTimeout: 60_000,
  },
});
