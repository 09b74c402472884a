import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    name: 'contract-consumers',
    environment: 'node',
    include: ['*.test.ts'],
    // The generators and strict compiles are CPU-heavy child processes: run after the other projects, so they cannot
    // slow the timing-sensitive tests there past their timeouts.
    sequence: { groupOrder: 1 },
  },
});
