import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { name: 'capture-node', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
