import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningNodeServer } from './start.js';
import { startNodeServer } from './start.js';
import { widgetScriptPath } from './widget-script.js';

let running: RunningNodeServer | undefined;

beforeAll(() => {
  // A fresh checkout has not built the widget yet; `pnpm start` does the same before it serves.
  if (widgetScriptPath() === undefined) execFileSync('pnpm', ['--filter', '@svc/widget', 'run', 'build:if-missing'], { stdio: 'ignore' });
}, 120_000);

afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('the Node server serves the widget from its @svc/widget dependency', () => {
  it('GET /v1/engage/sdk.js answers the built sdk.js of @svc/widget when no script is given', async () => {
    const path = widgetScriptPath();
    expect(path).toMatch(/widget[\\/]dist[\\/]sdk\.js$/);
    running = await startNodeServer({ port: 0 });
    const r = await fetch(`${running.url}/v1/engage/sdk.js`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await r.text()).toBe(readFileSync(path!, 'utf8'));
  });

  it('a script given explicitly (the CLI\'s --sdk FILE) wins over the dependency', async () => {
    running = await startNodeServer({ port: 0, sdkScript: 'console.log("mine")' });
    expect(await (await fetch(`${running.url}/v1/engage/sdk.js`)).text()).toBe('console.log("mine")');
  });
});
