import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

  it("a script given explicitly (the CLI's --sdk FILE) wins over the dependency", async () => {
    running = await startNodeServer({ port: 0, sdkScript: 'console.log("mine")' });
    expect(await (await fetch(`${running.url}/v1/engage/sdk.js`)).text()).toBe('console.log("mine")');
  });

  it('serves the panel file sdk.js names at /v1/engage/sdk/{file}, brotli- or gzip-compressed, cacheable for a year', async () => {
    const path = widgetScriptPath()!;
    const [name] = readdirSync(join(dirname(path), 'sdk')).filter((n) => /^panel-[\w-]+\.js$/.test(n));
    expect(readFileSync(path, 'utf8')).toContain(`sdk/${name}`);
    running = await startNodeServer({ port: 0 });
    for (const encoding of ['br', 'gzip']) {
      // fetch decodes the body and keeps the Content-Encoding header.
      for (const url of [`${running.url}/v1/engage/sdk.js`, `${running.url}/v1/engage/sdk/${name}`]) {
        const r = await fetch(url, { headers: { 'accept-encoding': encoding } });
        expect(r.status, url).toBe(200);
        expect(r.headers.get('content-encoding'), url).toBe(encoding);
        expect(r.headers.get('vary')).toBe('Accept-Encoding');
        expect(await r.text()).toBe(readFileSync(url.endsWith('sdk.js') ? path : join(dirname(path), 'sdk', name!), 'utf8'));
      }
    }
    const panel = await fetch(`${running.url}/v1/engage/sdk/${name}`);
    expect(panel.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${running.url}/v1/engage/sdk/panel-0ld.js`)).status).toBe(404);
  });
});
