// test:packed: @svc/msw from its packed tarballs, installed with npm as customers do (after `pnpm build`).
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'msw-packed',
    environment: 'node',
    include: ['test/packed/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
