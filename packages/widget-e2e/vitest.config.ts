import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    name: 'widget-e2e',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time on a 2-core machine.
    fileParallelism: false,
    // One module graph for the files: each borrows the worker's Chromium (@svc/test-chromium lends it and closes what
    // the file opened) and starts its own servers in beforeAll, closing them in afterAll, and no file fakes timers or
    // changes globals or the environment, so importing the reference server, playwright and the helpers once instead
    // of per file is safe; it saves about 1.4 s a file, and the shared Chromium about 2 s more.
    isolate: false,
  },
});
