import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    name: 'capture-node',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One module graph per worker: the files share no state (each starts its own reference server; fake timers and
    // stubbed globals are undone in afterEach), and importing the reference server once instead of per file is most of
    // the project's time.
    isolate: false,
  },
});
