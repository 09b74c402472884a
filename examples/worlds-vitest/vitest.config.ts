import { defineProject } from 'vitest/config';

export default defineProject({
  // In this repository the svc packages resolve to their TypeScript sources (no build needed).
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    name: 'worlds-vitest',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One reference server for the whole run; each test file creates its own world on it.
    globalSetup: ['src/global-setup.ts'],
    // Eight files at once, in eight workers: they share the server and nothing else.
    fileParallelism: true,
    maxWorkers: 8,
    // Only for this repository's workspace run, where projects with their own maxWorkers run as groups of their own.
    sequence: { groupOrder: 2 },
    testTimeout: 30_000,
  },
});
