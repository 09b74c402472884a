import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { name: 'core', environment: 'node', include: ['src/**/*.test.ts', 'test/**/*.test.ts'] },
});
