import { defineProject } from 'vitest/config';

export default defineProject({
  // In this repository the svc packages resolve to their TypeScript sources (no build needed); a customer installing
  // them from the registry does not need these two lines.
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: { name: 'msw-vitest', environment: 'node', include: ['src/**/*.test.ts'] },
});
