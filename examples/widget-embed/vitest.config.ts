import { defineProject } from 'vitest/config';

export default defineProject({
  // In this repository the svc packages resolve to their TypeScript sources (no build needed).
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { name: 'widget-embed', environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 60_000 },
});
