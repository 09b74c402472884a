import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    name: 'core',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One module graph per worker: the files share no state (each fakes timers and starts its servers, and undoes both
    // in afterEach/afterAll), and importing the client's sources once instead of per file is most of the project's time.
    isolate: false,
  },
});
