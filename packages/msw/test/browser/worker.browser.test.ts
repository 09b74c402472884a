// setupWorker in real Chromium: the page registers msw's own mockServiceWorker.js from 127.0.0.1, and
// @svc/engage-browser talks to the @svc/msw handlers with no svc server running. Required in CI; elsewhere it skips
// loudly when Chromium is missing. test/packed runs the same page from the packed tarballs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromiumAvailable } from '@svc/test-chromium';
import { describe, it } from 'vitest';
import { expectServiceOutcome, runPage } from './serve-page.js';

const available = chromiumAvailable('the @svc/msw browser test');

describe.skipIf(!available)('@svc/msw setupWorker in Chromium', () => {
  it('@svc/engage-browser in the page is answered by the handlers: config, chat, thread, ticket and failure scenarios', async () => {
    const bundle = await build({
      entryPoints: [fileURLToPath(new URL('./page.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: 'chrome120',
      conditions: ['source'],
      logLevel: 'silent',
    });
    const workerJs = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
    expectServiceOutcome(await runPage(bundle.outputFiles[0]!.text, workerJs));
  }, 60_000);
});
