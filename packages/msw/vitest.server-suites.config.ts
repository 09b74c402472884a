// The reference server's black-box HTTP suites (packages/server/src/**/*.http.test.ts and the contract validator),
// unchanged, against the @svc/msw handlers. What cannot run on the mocks is in test/server-suites/exclusions.ts, with
// the reason, and printed by every run.
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { EXCLUDED_FILES } from './test/server-suites/exclusions.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    name: 'server-msw',
    root: here('../server'),
    environment: 'node',
    include: ['src/**/*.http.test.ts', 'test/**/*.http.test.ts', 'test/contract-validator.test.ts'],
    exclude: EXCLUDED_FILES,
    env: { SVC_TARGET: 'msw' },
    setupFiles: [here('test/server-suites/target.ts')],
    globalSetup: [here('test/server-suites/print-exclusions.ts')],
    // As the server's own projects: files share nothing but compiled contract validators.
    isolate: false,
    testTimeout: 30_000,
  },
});
