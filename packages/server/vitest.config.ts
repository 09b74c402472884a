import { defineProject } from 'vitest/config';
import { filesOfHalf } from '../../vitest.halves.js';

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    // Its Chromium test (the HTTP reference page) runs in the browser half of `pnpm verify` (vitest.halves.ts).
    ...filesOfHalf(['src/**/*.test.ts', 'test/**/*.test.ts']),
    // Test files share nothing but compiled contract validators, so one module graph per worker is safe and fast.
    isolate: false,
    // Property and process tests do real work; on a busy 2-core CI machine 5 s is too tight for them.
    testTimeout: 30_000,
  },
});
