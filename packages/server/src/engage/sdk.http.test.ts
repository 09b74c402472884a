import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
afterEach(() => t.close());

const SCRIPT = '(()=>{/* the widget loader */})();';

describe('GET /v1/engage/sdk.js', () => {
  it('answers the loader without a key, cacheable for 300 seconds, with an ETag', async () => {
    t = await startServer({ sdkScript: SCRIPT });
    const r = await t.request('GET', '/v1/engage/sdk.js');
    expect(r.status).toBe(200);
    expect(r.text).toBe(SCRIPT);
    expect(r.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('public, max-age=300');
    expect(r.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/);
  });

  it('answers 304 with no body to a request naming its ETag', async () => {
    t = await startServer({ sdkScript: SCRIPT });
    const etag = (await t.request('GET', '/v1/engage/sdk.js')).headers.get('etag')!;
    const again = await t.request('GET', '/v1/engage/sdk.js', { headers: { 'if-none-match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('is a 404 in the error format when the server has no loader', async () => {
    t = await startServer({ sdkScript: '' });
    const r = await t.request('GET', '/v1/engage/sdk.js');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('GET /v1/engage/sdk/{file}', () => {
  const FILES = { 'panel-Ab12_-x.js': 'export const p=1;' };

  it('answers a file the loader imports, cacheable for a year as immutable, importable from any origin', async () => {
    t = await startServer({ sdkScript: SCRIPT, sdkFiles: FILES });
    const r = await t.request('GET', '/v1/engage/sdk/panel-Ab12_-x.js', { headers: { origin: 'https://shop.example' } });
    expect(r.status).toBe(200);
    expect(r.text).toBe('export const p=1;');
    expect(r.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('vary')).toBe('Accept-Encoding');
    expect(r.headers.get('etag')).toMatch(/^"[0-9a-f]{64}(-gzip|-br)?"$/);
  });

  it('answers 304 to a request naming its ETag', async () => {
    t = await startServer({ sdkScript: SCRIPT, sdkFiles: FILES });
    const etag = (await t.request('GET', '/v1/engage/sdk/panel-Ab12_-x.js')).headers.get('etag')!;
    const again = await t.request('GET', '/v1/engage/sdk/panel-Ab12_-x.js', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('is a 404 in the error format for a name it does not serve (an older build, a path, an inherited name)', async () => {
    t = await startServer({ sdkScript: SCRIPT, sdkFiles: FILES });
    for (const name of ['panel-old.js', 'constructor', '..%2Fsdk.js', 'panel-Ab12_-x.js.map']) {
      const r = await t.request('GET', `/v1/engage/sdk/${name}`);
      expect(r.status, name).toBe(404);
      expect(r.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
