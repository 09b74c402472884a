import { defineProject } from 'vitest/config';

export default defineProject({
  // In this repository the svc packages resolve to their TypeScript sources (no build needed); a customer installing
  // them from the registry does not need these two lines.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { name: 'msw-vitest', environment: 'node', include: ['src/**/*.test.ts'] },
});
