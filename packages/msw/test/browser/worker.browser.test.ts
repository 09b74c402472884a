// setupWorker in real Chromium: the page registers msw's own mockServiceWorker.js from 127.0.0.1, and
// @svc/engage-browser talks to the @svc/msw handlers with no svc server running. Required in CI; elsewhere it skips
// loudly when Chromium is missing. test/packed runs the same page from the packed tarballs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { bundlePage, chromiumAvailable } from '@svc/test-chromium';
import { describe, expect, it } from 'vitest';
import { snippets } from '../../../../scripts/readme-snippets.js';
import { expectServiceOutcome, runPage } from './serve-page.js';

const available = chromiumAvailable('the @svc/msw browser test');
const workerJs = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
const pageOf = (file: string) => bundlePage(fileURLToPath(new URL(file, import.meta.url)));

describe.skipIf(!available)('@svc/msw setupWorker in Chromium', () => {
  it('@svc/engage-browser in the page is answered by the handlers: config, chat, thread, ticket and failure scenarios', async () => {
    expectServiceOutcome(await runPage(await pageOf('./page.ts'), workerJs));
  }, 60_000);

  it('streamConversation in the page hears typing and an agent reply within 3 s over EventSource, answered by the worker', async () => {
    const { outcome, errors } = await runPage(await pageOf('./live-page.ts'), workerJs);
    expect(errors).toEqual([]);
    expect(outcome).toEqual({
      transport: 'eventsource',
      roles: ['visitor', 'assistant', 'agent'],
      typing: { typing: true, agentName: 'Sam', ttlMs: 6000 },
      replyWithinMs: true,
      errors: [],
    });
  }, 60_000);

  it("the README's browser block runs as written and prints what its comment says", async () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const block = snippets(readme).find((code) => code.includes("from 'msw/browser'"))!;
    // The page reports what the block logged; console.log is the block's only output.
    const contents = `const __logs: string[] = [];\nconst console = { log: (...a: unknown[]) => __logs.push(a.join(' ')) };\n${block}\n(window as unknown as { svcOutcome: unknown }).svcOutcome = __logs;\n`;
    const pageJs = await bundlePage(
      { contents, resolveDir: fileURLToPath(new URL('.', import.meta.url)) },
      { alias: { '@svc/msw': fileURLToPath(new URL('../../src/index.ts', import.meta.url)) } },
    );
    const { outcome, errors } = await runPage(pageJs, workerJs);
    expect(errors).toEqual([]);
    expect(outcome).toEqual(['403 MODULE_DISABLED']);
  }, 60_000);
});
