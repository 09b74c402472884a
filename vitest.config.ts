// One vitest run for the workspace: each package is a project; `source` resolves workspace packages to their TS sources.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      'packages/*',
      {
        // The server's black-box HTTP tests again, through the Node adapter on a real port.
        extends: './packages/server/vitest.config.ts',
        test: {
          name: 'server-node',
          root: './packages/server',
          include: ['src/**/*.http.test.ts', 'test/**/*.http.test.ts'],
          env: { SVC_TARGET: 'node' },
        },
      },
    ],
  },
});
