import { defineProject } from 'vitest/config';
import { filesOfHalf } from '../../vitest.halves.js';

export default defineProject({
  resolve: { conditions: ['@svc/source'] },
  ssr: { resolve: { conditions: ['@svc/source'] } },
  test: {
    name: 'engage-browser',
    environment: 'node',
    // Its Chromium test (the client in a page) runs in the browser half of `pnpm verify` (vitest.halves.ts).
    ...filesOfHalf(['src/**/*.test.ts', 'test/**/*.test.ts']),
    // One module graph per worker: the files share no state (each starts its own reference server; fake timers and
    // stubbed globals are undone in afterEach; only config.test.ts calls fetchEngageConfig, whose cache is the module's),
    // and importing the reference server once instead of per file is most of the project's time.
    isolate: false,
  },
});
