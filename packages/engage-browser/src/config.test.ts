import { AuthenticationError, SvcError } from '@svc/core';
import { describe, expect, it } from 'vitest';
import { fetchEngageConfig } from './config.js';

const config = { ok: true, name: 'Site', assistantName: 'A', modules: { chat: true, forms: true, support: true }, identityMode: 'anonymous', branding: { launcherLabel: 'Chat', accent: '#000000', greeting: 'Hi' } };

function fakeFetch(make: () => Response) {
  const seen: Request[] = [];
  return { seen, fetch: async (r: Request) => (seen.push(r), make()) };
}

describe('fetchEngageConfig', () => {
  it('refuses a secret key before anything is sent', async () => {
    const f = fakeFetch(() => Response.json(config));
    await expect(fetchEngageConfig({ publishableKey: 'sk_live_x', baseUrl: 'http://127.0.0.1', fetch: f.fetch })).rejects.toThrow(TypeError);
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
    const error = await fetchEngageConfig({ publishableKey: 'pk_err', baseUrl: 'http://127.0.0.1', fetch: f.fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'the key is revoked' });
  });

  it('treats a success that is not JSON (a proxy page) as an error, never as a config', async () => {
    const f = fakeFetch(() => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }));
    const error = await fetchEngageConfig({ publishableKey: 'pk_html', baseUrl: 'http://127.0.0.1', fetch: f.fetch }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SvcError);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});
