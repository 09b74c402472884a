// The release check runs on its own (`pnpm release:verify`, after `pnpm build`): it publishes what dist/ holds.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 300_000,
    // Installs and servers one at a time on a machine with two shared cores.
    fileParallelism: false,
    sequence: { concurrent: false },
    // The journeys walk three pages at a time (it.concurrent).
    maxConcurrency: 3,
  },
});
