// One vitest run for the workspace: each package is a project; `source` resolves workspace packages to their TS sources.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: ['packages/*'],
    passWithNoTests: false,
  },
});
