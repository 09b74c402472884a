import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RequestOptions, TestResponse, TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

/** A content read; the harness checks status, headers and body against openapi.yaml. */
const contentRead = (path: string, options: RequestOptions = {}): Promise<TestResponse> => t.request('GET', path, options);

const OWNER = { 'x-identity-sub': 'owner' };
const ORIGIN = 'https://www.studio.example';

let t: TestServer;
let siteId: string;
let liveKey: string;
let liveKeyId: string;
let testKey: string;

async function newSite(name: string): Promise<string> {
  const r = await t.request('POST', '/_admin/websites', { json: { name, members: [{ sub: 'owner', roles: ['manage', 'publish'] }] } });
  return r.body.website.id as string;
}

async function issue(site: string, environment: 'test' | 'live'): Promise<{ plaintext: string; id: string }> {
  const r = await t.request('POST', `/_admin/content/websites/${site}/keys`, { headers: OWNER, json: { environment } });
  expect(r.status).toBe(201);
  return { plaintext: r.body.plaintext, id: r.body.key.id };
}

async function publish(site: string, environment: 'test' | 'live', slug: string): Promise<string> {
  const base = `/_admin/content/websites/${site}/collections/events/entries`;
  const created = await t.request('POST', `${base}?environment=${environment}`, { headers: OWNER, json: { slug, title: slug } });
  expect(created.status).toBe(201);
  const published = await t.request('POST', `${base}/${created.body.entry.id}/publish`, { headers: OWNER });
  expect(published.status).toBe(200);
  return created.body.entry.id as string;
}

const list = (key: string | undefined, query = '', headers: Record<string, string> = {}) =>
  contentRead(`/v1/content/${siteId}/events${query}`, { headers: { ...(key ? { 'x-api-key': key } : {}), ...headers } });

beforeEach(async () => {
  t = await startServer();
  siteId = await newSite('Studio');
  await t.request('POST', `/_admin/content/websites/${siteId}/collections`, { headers: OWNER, json: { key: 'events', name: 'Events' } });
  await t.request('PATCH', `/_admin/content/websites/${siteId}/settings`, { headers: OWNER, json: { allowedOrigins: [ORIGIN] } });
  ({ plaintext: liveKey, id: liveKeyId } = await issue(siteId, 'live'));
  ({ plaintext: testKey } = await issue(siteId, 'test'));
  await publish(siteId, 'live', 'open-day');
});
afterEach(() => t.close());

describe('Content API keys (401, 503)', () => {
  it('a request without X-Api-Key is 401 MISSING_KEY "missing api key"', async () => {
    const r = await list(undefined);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'MISSING_KEY', message: 'missing api key' });
  });

  it('an unknown key is 401 INVALID_KEY "invalid or revoked content key"', async () => {
    const r = await list('ck_live_thisKeyDoesNotExistAtAll000000');
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'INVALID_KEY', message: 'invalid or revoked content key' });
  });

  it('a key of another family (capture, engage) never reads content', async () => {
    const { issueKey } = await import('../keys.js');
    for (const family of ['capture', 'engage'] as const) {
      const { plaintext } = await issueKey(t.server.deps, { family, siteId, environment: 'live' });
      const r = await list(plaintext);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('INVALID_KEY');
    }
  });

  it('a webhook secret is not a read key', async () => {
    const r = await list('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('INVALID_KEY');
  });

  it('key revocation takes effect on the next request', async () => {
    expect((await list(liveKey)).status).toBe(200);
    const revoked = await t.request('POST', `/_admin/content/keys/${liveKeyId}/revoke`, { headers: OWNER });
    expect(revoked.body.key.status).toBe('revoked');
    const r = await list(liveKey);
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'INVALID_KEY', message: 'invalid or revoked content key' });
  });

  it('key verification unavailable is a 503 with Retry-After, before the key is looked at', async () => {
    t.faults.inject({ operation: 'listContentEntries', kind: 'key_verification_unavailable', times: 1 });
    const r = await list(undefined);
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ code: 'KEY_VERIFICATION_UNAVAILABLE', message: 'key verification unavailable; retry with backoff' });
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await list(liveKey)).status).toBe(200);
  });

  it('key verification unavailable applies to single reads too', async () => {
    t.faults.inject({ operation: 'getContentEntry', kind: 'key_verification_unavailable', times: 1 });
    const r = await contentRead(`/v1/content/${siteId}/events/open-day`, { headers: { 'x-api-key': liveKey } });
    expect(r.status).toBe(503);
  });
});

describe('Content API rate limit (429) and headers', () => {
  it('600 reads per 15 minutes per key; the 601st is 429 with Retry-After and the spec message', async () => {
    let last = await list(liveKey);
    expect(last.headers.get('ratelimit-limit')).toBe('600');
    expect(last.headers.get('ratelimit-remaining')).toBe('599');
    expect(last.headers.get('ratelimit-reset')).toBe('900');
    for (let i = 1; i < 600; i++)
      last = await contentRead(`/v1/content/${siteId}/events`, { headers: { 'x-api-key': liveKey }, unchecked: true });
    expect(last.status).toBe(200);
    expect(last.headers.get('ratelimit-remaining')).toBe('0');
    const limited = await list(liveKey);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests, please try again later' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    // Another key has its own window; the window reopens after 15 minutes.
    expect((await list(testKey)).status).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    expect((await list(liveKey)).status).toBe(200);
  }, 60_000);

  it('an injected rate_limit fault answers 429 with the fault reset as Retry-After', async () => {
    t.faults.inject({ operation: 'getContentEntry', kind: 'rate_limit', times: 1, resetSeconds: 7 });
    const r = await contentRead(`/v1/content/${siteId}/events/open-day`, { headers: { 'x-api-key': liveKey } });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('7');
    expect(r.headers.get('ratelimit-reset')).toBe('7');
  });

  it('RateLimit headers are on every response after the key is verified, errors included', async () => {
    const wrongEnv = await list(liveKey, '?environment=test');
    expect(wrongEnv.status).toBe(403);
    expect(wrongEnv.headers.get('ratelimit-limit')).toBe('600');
    const missing = await contentRead(`/v1/content/${siteId}/nope`, { headers: { 'x-api-key': liveKey } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ratelimit-remaining')).toBe('598');
    const badLimit = await list(liveKey, '?limit=0');
    expect(badLimit.headers.get('ratelimit-remaining')).toBe('597');
  });

  it('Cache-Control: private, no-store is on every content response, errors and preflights included', async () => {
    const responses = [
      await list(liveKey),
      await list(undefined),
      await list(liveKey, '?limit=abc'),
      await list(liveKey, '?environment=test'),
      await contentRead(`/v1/content/${siteId}/events/open-day`, { headers: { 'x-api-key': liveKey } }),
      await contentRead(`/v1/content/${siteId}/events/nope`, { headers: { 'x-api-key': liveKey } }),
      await t.request('OPTIONS', `/v1/content/${siteId}/events`, { headers: { origin: ORIGIN } }),
    ];
    for (const r of responses) expect(r.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('Content API scope (403)', () => {
  it('a key of another website is 403 WRONG_SITE', async () => {
    const other = await newSite('Other');
    const { plaintext } = await issue(other, 'live');
    const r = await list(plaintext);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'WRONG_SITE', message: 'this key cannot read this website' });
  });

  it('an environment query that disagrees with the key is 403 ENVIRONMENT_MISMATCH; one that agrees is fine', async () => {
    const r = await list(liveKey, '?environment=test');
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'ENVIRONMENT_MISMATCH', message: 'environment does not match the key' });
    const single = await contentRead(`/v1/content/${siteId}/events/open-day?environment=live`, { headers: { 'x-api-key': testKey } });
    expect(single.status).toBe(403);
    expect((await list(liveKey, '?environment=live')).status).toBe(200);
  });

  it('an environment other than test or live is 400 VALIDATION_FAILED', async () => {
    const r = await list(liveKey, '?environment=staging');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['environment'] });
  });

  it('the key decides the environment: a test key reads Test content only', async () => {
    await publish(siteId, 'test', 'test-only');
    const live = await list(liveKey);
    const test = await list(testKey);
    expect(live.body.items.map((i: { slug: string }) => i.slug)).toEqual(['open-day']);
    expect(test.body.items.map((i: { slug: string }) => i.slug)).toEqual(['test-only']);
    expect(test.body.meta.environment).toBe('test');
  });

  it('a browser Origin not on the exact allow-list is 403 ORIGIN_NOT_ALLOWED, readable by the page (never a 200)', async () => {
    for (const origin of ['https://evil.example', `${ORIGIN}/`, 'https://studio.example', ORIGIN.toUpperCase(), 'null']) {
      const r = await list(liveKey, '', { origin });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'ORIGIN_NOT_ALLOWED', message: 'origin not allowed for this site' });
      expect(r.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it('an allowed Origin gets CORS headers; a request without Origin authenticates by key alone', async () => {
    const browser = await list(liveKey, '', { origin: ORIGIN });
    expect(browser.status).toBe(200);
    expect(browser.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(browser.headers.get('vary')).toContain('Origin');
    expect(browser.headers.get('access-control-expose-headers')).toContain('RateLimit-Remaining');
    expect(browser.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const server = await list(liveKey);
    expect(server.status).toBe(200);
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('an allowed Origin can read the reason of a 401', async () => {
    const r = await list(undefined, '', { origin: ORIGIN });
    expect(r.status).toBe(401);
    expect(r.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('a preflight is answered for any origin with 204, GET and X-Api-Key; the real request is still checked', async () => {
    const r = await t.request('OPTIONS', `/v1/content/${siteId}/events/open-day`, {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get('access-control-allow-origin')).toBe('https://evil.example');
    expect(r.headers.get('access-control-allow-methods')).toContain('GET');
    expect(r.headers.get('access-control-allow-headers')).toContain('X-Api-Key');
    expect((await list(liveKey, '', { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('a preflight allows X-Svc-Retry-Count, so a browser can retry a read after a 429 or 503', async () => {
    const r = await t.request('OPTIONS', `/v1/content/${siteId}/events`, {
      headers: { origin: ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key,x-svc-retry-count' },
    });
    expect(r.status).toBe(204);
    const allowed = (r.headers.get('access-control-allow-headers') ?? '').split(',').map((h) => h.trim().toLowerCase());
    expect(allowed).toEqual(expect.arrayContaining(['x-api-key', 'x-svc-retry-count']));
  });

  it('disabling Content is 403 CONTENT_DISABLED from the next request; enabling restores it', async () => {
    await t.request('PATCH', `/_admin/content/websites/${siteId}/settings`, { headers: OWNER, json: { enabled: false } });
    const r = await list(liveKey);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'CONTENT_DISABLED', message: 'content delivery is disabled for this site' });
    const single = await contentRead(`/v1/content/${siteId}/events/open-day`, { headers: { 'x-api-key': liveKey } });
    expect(single.status).toBe(403);
    await t.request('PATCH', `/_admin/content/websites/${siteId}/settings`, { headers: OWNER, json: { enabled: true } });
    expect((await list(liveKey)).status).toBe(200);
  });

  it('asking for drafts (draft, preview or status parameters) is 403 DRAFT_ACCESS_DENIED', async () => {
    for (const query of ['?draft=true', '?draft=1', '?draft', '?preview=true', '?status=draft', '?status=unpublished']) {
      const r = await list(liveKey, query);
      expect(r.status, query).toBe(403);
      expect(r.body).toMatchObject({ code: 'DRAFT_ACCESS_DENIED', message: 'drafts are never delivered' });
    }
    const single = await contentRead(`/v1/content/${siteId}/events/open-day?preview=1`, { headers: { 'x-api-key': liveKey } });
    expect(single.status).toBe(403);
    for (const query of ['?draft=false', '?preview=0', '?status=published']) expect((await list(liveKey, query)).status).toBe(200);
  });

  it('a key marks its last use', async () => {
    await list(liveKey);
    const keys = await t.request('GET', `/_admin/content/websites/${siteId}/keys`);
    const used = keys.body.keys.find((k: { id: string }) => k.id === liveKeyId);
    expect(used.lastUsedAt).not.toBeNull();
  });
});
