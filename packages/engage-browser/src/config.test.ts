import { AuthenticationError, ConnectionError, SvcError } from '@svc/core';
import { describe, expect, it } from 'vitest';
import { fetchEngageConfig } from './config.js';

const config = {
  ok: true,
  name: 'Site',
  assistantName: 'A',
  modules: { chat: true, forms: true, support: true },
  identityMode: 'anonymous',
  branding: { launcherLabel: 'Chat', accent: '#000000', greeting: 'Hi' },
};

function fakeFetch(make: () => Response) {
  const seen: Request[] = [];
  return { seen, fetch: async (r: Request) => (seen.push(r), make()) };
}

describe('fetchEngageConfig', () => {
  it('refuses a secret key before anything is sent', async () => {
    const f = fakeFetch(() => Response.json(config));
    await expect(fetchEngageConfig({ publishableKey: 'sk_live_x', baseUrl: 'http://127.0.0.1', fetch: f.fetch })).rejects.toThrow(
      TypeError,
    );
    expect(f.seen).toHaveLength(0);
  });

  it('sends the key to GET /v1/engage/config and caches the answer for its max-age only', async () => {
    const f = fakeFetch(() => Response.json(config, { headers: { 'Cache-Control': 'public, max-age=60' } }));
    const options = { publishableKey: 'pk_cache_1', baseUrl: 'http://127.0.0.1:9/', fetch: f.fetch };
    expect(await fetchEngageConfig(options)).toEqual(config);
    expect(await fetchEngageConfig(options)).toEqual(config);
    expect(f.seen).toHaveLength(1);
    expect(f.seen[0]!.url).toBe('http://127.0.0.1:9/v1/engage/config');
    expect(f.seen[0]!.headers.get('x-api-key')).toBe('pk_cache_1');
    const g = fakeFetch(() => Response.json(config));
    const uncached = { ...options, publishableKey: 'pk_cache_2', fetch: g.fetch };
    await fetchEngageConfig(uncached);
    await fetchEngageConfig(uncached);
    expect(g.seen).toHaveLength(2);
  });

  it('throws the typed error of a failed response with the service message verbatim', async () => {
    const f = fakeFetch(() => Response.json({ code: 'UNAUTHORIZED', message: 'the key is revoked' }, { status: 401 }));
    const error = await fetchEngageConfig({ publishableKey: 'pk_err', baseUrl: 'http://127.0.0.1', fetch: f.fetch }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'the key is revoked' });
  });

  it('treats a success that is not JSON (a proxy page) as an error, never as a config', async () => {
    const f = fakeFetch(() => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }));
    const error = await fetchEngageConfig({ publishableKey: 'pk_html', baseUrl: 'http://127.0.0.1', fetch: f.fetch }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SvcError);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('retries a 503, a 429 and a network failure with backoff, then answers; a 401 is not retried', async () => {
    const replies = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(Response.json({ code: 'UNAVAILABLE', message: 'down' }, { status: 503, headers: { 'Retry-After': '0' } })),
      () =>
        Promise.resolve(Response.json({ code: 'RATE_LIMITED', message: 'slow down' }, { status: 429, headers: { 'Retry-After': '0' } })),
      () => Promise.resolve(Response.json(config)),
    ];
    let sent = 0;
    const fetch = () => replies[sent++]!();
    const options = { publishableKey: 'pk_retry', baseUrl: 'http://127.0.0.1', fetch, maxRetries: 3, backoff: { baseMs: 1 } };
    expect(await fetchEngageConfig(options)).toEqual(config);
    expect(sent).toBe(4);
    const refused = fakeFetch(() => Response.json({ code: 'UNAUTHORIZED', message: 'no' }, { status: 401 }));
    await expect(fetchEngageConfig({ ...options, publishableKey: 'pk_retry_401', fetch: refused.fetch })).rejects.toMatchObject({
      status: 401,
    });
    expect(refused.seen).toHaveLength(1);
  });

  it('a network failure past the retries is a typed ConnectionError (CONNECTION_FAILED), not a bare TypeError', async () => {
    let sent = 0;
    const fetch = () => (sent++, Promise.reject(new TypeError('Failed to fetch')));
    const error = await fetchEngageConfig({ publishableKey: 'pk_net', baseUrl: 'http://127.0.0.1', fetch, backoff: { baseMs: 1 } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ code: 'CONNECTION_FAILED', retryable: true });
    expect(sent).toBe(3);
  });

  it('reload reads the service past a fresh cached answer', async () => {
    const f = fakeFetch(() => Response.json(config, { headers: { 'Cache-Control': 'public, max-age=60' } }));
    const options = { publishableKey: 'pk_reload', baseUrl: 'http://127.0.0.1', fetch: f.fetch };
    await fetchEngageConfig(options);
    await fetchEngageConfig({ ...options, reload: true });
    expect(f.seen).toHaveLength(2);
  });
});
