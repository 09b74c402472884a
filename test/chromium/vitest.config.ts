import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'test-chromium',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One test starts the real browser.
    testTimeout: 60_000,
  },
});
