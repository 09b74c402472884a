// One vitest run for the workspace: each package is a project; `@svc/source` resolves workspace packages to their TS sources.
import { defineConfig } from 'vitest/config';
import { BROWSER_SUITES, PACKAGES_WITH_BROWSER_FILES, testHalf } from './vitest.halves.js';

const source = { resolve: { conditions: ['@svc/source'] }, ssr: { resolve: { conditions: ['@svc/source'] } } };

const half = testHalf();

export default defineConfig({
  ...source,
  test: {
    projects:
      half === 'browser'
        ? [...BROWSER_SUITES, ...PACKAGES_WITH_BROWSER_FILES]
        : [
            'packages/*',
            ...(half === 'node' ? BROWSER_SUITES.map((p) => `!${p}`) : []),
            // The server's black-box HTTP suites again, answered by the @svc/msw handlers (exclusions printed by the run).
            'packages/msw/vitest.server-suites.config.ts',
            // test/consumer and test/runtimes run in their own verify steps (release:verify, test:runtimes), after the build.
            'test/*',
            '!test/consumer',
            '!test/runtimes',
            // test/release publishes dist/ to a local registry: its own verify step (release:verify), after the build.
            '!test/release',
            // Repository tooling (verify, gen) and the contract's own lint rules, each proven on a bad fixture.
            {
              ...source,
              test: {
                name: 'scripts',
                root: '.',
                environment: 'node',
                include: ['scripts/**/*.test.ts'],
                // One module graph for the files: they read files, run tools and call pure functions; the only spies (on
                // console) are restored in afterEach. A worker per file cost 5 s of the project's 16.
                isolate: false,
              },
            },
            // How the hot-path guard judges its runs (bench/guard-verdict.ts): the measuring itself is pnpm bench:guard.
            { test: { name: 'bench', root: './bench', environment: 'node', include: ['*.test.ts'] } },
            // The docs site's generators (the API reference's page layout).
            { ...source, test: { name: 'docs', root: './docs', environment: 'node', include: ['scripts/**/*.test.ts'] } },
            // Each example is its own project, so `pnpm test` runs every example's suite.
            'examples/*',
            // A Jest suite: it runs under Jest, from packed tarballs (pnpm --filter @svc/msw test:packed).
            '!examples/msw-jest',
            {
              // The server's black-box HTTP tests again, through the Node adapter on a real port.
              ...source,
              test: {
                name: 'server-node',
                root: './packages/server',
                environment: 'node',
                include: ['src/**/*.http.test.ts', 'test/**/*.http.test.ts'],
                env: { SVC_TARGET: 'node' },
                // Test files share nothing but compiled contract validators, so one module graph per worker is safe and fast.
                isolate: false,
                testTimeout: 30_000,
              },
            },
          ],
  },
});
