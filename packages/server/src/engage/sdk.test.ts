// Compression of the loader and its files: once per file, in the encoding Accept-Encoding prefers, an ETag each.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { nodeCompressor } from '../node/compress.js';
import type { SdkCompressor } from '../ports/compressor.js';
import { webCompressor } from '../ports/compressor.js';
import { acceptedCodings, matchesEtag } from './sdk-routes.js';

const LOADER = `(()=>{${'/* the widget loader */ '.repeat(200)}})();`;
const PANEL = `export const panel = ${JSON.stringify('panel '.repeat(500))};`;
const FILES = { 'panel-Zz9.js': PANEL };

async function get(path: string, headers: Record<string, string>, sdkCompressor?: SdkCompressor) {
  const server = await createReferenceServer({ sdkScript: LOADER, sdkFiles: FILES, sdkCompressor });
  const r = await server.fetch(new Request(`http://svc.test${path}`, { headers }));
  return { r, body: new Uint8Array(await r.arrayBuffer()), server };
}

describe('loader revalidation', () => {
  it('If-None-Match matches the same tag, its weak form, a list containing it, or *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
  });

  it('no header or another tag does not match', () => {
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag('abc', '"abc"')).toBe(false);
  });
});

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, honours q-values and q=0, and falls back to no encoding', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedCodings('gzip')).toEqual(['gzip', 'identity']);
    expect(acceptedCodings('br;q=0.5, gzip;q=0.9')).toEqual(['gzip', 'br', 'identity']);
    expect(acceptedCodings('br;q=0, gzip;q=0, identity;q=0.1')).toEqual(['identity']);
    expect(acceptedCodings('*')).toEqual(['br', 'gzip', 'identity']);
    expect(acceptedCodings(undefined)).toEqual(['identity']);
    expect(acceptedCodings('')).toEqual(['identity']);
  });
});

describe('compressed loader and files (the Node compressor: gzip and brotli)', () => {
  for (const [path, text] of [
    ['/v1/engage/sdk.js', LOADER],
    ['/v1/engage/sdk/panel-Zz9.js', PANEL],
  ] as const) {
    it(`${path}: brotli when asked for it, gzip when asked for gzip alone, plain otherwise, one ETag per encoding`, async () => {
      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' }, nodeCompressor);
      expect(br.r.status).toBe(200);
      expect(br.r.headers.get('content-encoding')).toBe('br');
      expect(br.r.headers.get('vary')).toBe('Accept-Encoding');
      expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text);
      expect(br.body.length).toBeLessThan(text.length / 4);

      const gz = await get(path, { 'accept-encoding': 'gzip' }, nodeCompressor);
      expect(gz.r.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(gz.body).toString('utf8')).toBe(text);

      const plain = await get(path, {}, nodeCompressor);
      expect(plain.r.headers.get('content-encoding')).toBeNull();
      expect(plain.r.headers.get('vary')).toBe('Accept-Encoding');
      expect(new TextDecoder().decode(plain.body)).toBe(text);

      const tags = [br, gz, plain].map((x) => x.r.headers.get('etag'));
      expect(new Set(tags).size).toBe(3);
      expect(tags[1]).toBe(tags[2]!.replace(/"$/, '-gzip"'));
    });
  }

  it("answers 304 to the ETag of the encoding it would send, and 200 to another encoding's", async () => {
    const { r: first, server } = await get('/v1/engage/sdk/panel-Zz9.js', { 'accept-encoding': 'gzip' }, nodeCompressor);
    const etag = first.headers.get('etag')!;
    const again = await server.fetch(
      new Request('http://svc.test/v1/engage/sdk/panel-Zz9.js', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } }),
    );
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('Accept-Encoding');
    const other = await server.fetch(
      new Request('http://svc.test/v1/engage/sdk/panel-Zz9.js', { headers: { 'accept-encoding': 'br', 'if-none-match': etag } }),
    );
    expect(other.status).toBe(200);
    expect(other.headers.get('content-encoding')).toBe('br');
  });

  it('compresses each file once, however many requests', async () => {
    let calls = 0;
    const counting: SdkCompressor = async (body) => (calls++, nodeCompressor(body));
    const server = await createReferenceServer({ sdkScript: LOADER, sdkFiles: FILES, sdkCompressor: counting });
    for (let i = 0; i < 5; i++) {
      for (const path of ['/v1/engage/sdk.js', '/v1/engage/sdk/panel-Zz9.js']) {
        const r = await server.fetch(new Request(`http://svc.test${path}`, { headers: { 'accept-encoding': 'br, gzip' } }));
        expect(r.status).toBe(200);
      }
    }
    expect(calls).toBe(2);
  });

  it('the default compressor (no Node) gives gzip through CompressionStream, so browsers and workers get it too', async () => {
    const { r, body } = await get('/v1/engage/sdk.js', { 'accept-encoding': 'br, gzip' });
    expect(r.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(body).toString('utf8')).toBe(LOADER);
    expect((await webCompressor(new TextEncoder().encode('x'))).gzip).toBeInstanceOf(Uint8Array);
  });

  it('a file that does not shrink is sent as it is', async () => {
    const server = await createReferenceServer({ sdkScript: 'x', sdkCompressor: nodeCompressor });
    const r = await server.fetch(new Request('http://svc.test/v1/engage/sdk.js', { headers: { 'accept-encoding': 'br, gzip' } }));
    expect(r.headers.get('content-encoding')).toBeNull();
    expect(await r.text()).toBe('x');
  });
});
