import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'test-reference',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
