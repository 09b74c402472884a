import { defineProject } from 'vitest/config';

export default defineProject({
  // In this repository the svc packages resolve to their TypeScript sources (no build needed).
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { name: 'capture-express', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 20_000 },
});
