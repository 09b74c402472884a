// The runtime matrix runs on its own (`pnpm test:runtimes`), after `pnpm build`: the bundles it tests come from dist/.
// The host side (reference server) resolves to TypeScript sources through the `@svc/source` condition.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    include: ['*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One runtime at a time: each starts a process, a worker or a browser on a machine with two shared cores.
    fileParallelism: false,
  },
});
