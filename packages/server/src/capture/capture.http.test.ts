import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import type { ReferenceServerOptions } from '../app.js';
import { issueKey } from '../keys.js';

let t: TestServer;
let site: { websiteId: string; key: string; keyId: string };

async function setup(options: ReferenceServerOptions = {}): Promise<void> {
  t = await startServer(options);
  const w = await t.request('POST', '/_admin/websites', {
    json: { name: 'Acme', members: [{ sub: 'u_owner', roles: ['manage', 'leads'] }] },
  });
  const websiteId = w.body.website.id as string;
  await t.request('PUT', `/_admin/capture/websites/${websiteId}/site`, { json: { notificationEmail: 'team@acme.example' } });
  await t.request('POST', `/_admin/capture/websites/${websiteId}/site/activate`);
  const k = await t.request('POST', `/_admin/capture/websites/${websiteId}/keys`, { json: { environment: 'test' } });
  site = { websiteId, key: k.body.plaintext, keyId: k.body.key.id };
}

const capture = (json: unknown, headers: Record<string, string> = {}) =>
  t.request('POST', '/v1/capture', { json, headers: { 'X-Api-Key': site.key, ...headers } });
const stored = async (id: string) => (await t.request('GET', `/_admin/capture/submissions/${id}`)).body.submission;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

afterEach(() => t.close());

describe('POST /v1/capture: the error table', () => {
  beforeEach(() => setup());

  it('201 stored: success true and a permanent sub_ id', async () => {
    const r = await capture({ form: 'contact', page: '/contact', fields: { name: 'Ada', email: 'ada@example.org' } });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ success: true, id: expect.stringMatching(/^sub_/) });
    expect((await stored(r.body.id)).fields).toEqual({ name: 'Ada', email: 'ada@example.org' });
  });

  it('400 "fields are required" when fields are missing, empty or not an object', async () => {
    for (const body of [{}, { fields: {} }, { fields: 'x' }, { fields: ['a'] }, { fields: null }, { form: 'contact' }]) {
      const r = await capture(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ success: false, code: 'FIELDS_REQUIRED', message: 'fields are required' });
    }
  });

  it('400 "fields are required" when the body is not JSON or is empty', async () => {
    for (const body of ['not json', '', '[1,2]', '"fields"']) {
      const r = await t.request('POST', '/v1/capture', { body, headers: { 'X-Api-Key': site.key, 'content-type': 'application/json' } });
      expect(r.status, body).toBe(400);
      expect(r.body.message).toBe('fields are required');
    }
  });

  it('400 "fields are required" when no field survives sanitising', async () => {
    const r = await capture({ fields: { '!!!': 'x', ok: null, '***': 'y' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'FIELDS_REQUIRED', message: 'fields are required' });
  });

  it('401 "missing service key" without a key', async () => {
    for (const headers of [{}, { 'X-Api-Key': '' }] as Array<Record<string, string>>) {
      const r = await t.request('POST', '/v1/capture', { json: { fields: { a: 'b' } }, headers });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ success: false, code: 'MISSING_KEY', message: 'missing service key' });
    }
  });

  it('401 "invalid or revoked developer key" for an unknown key', async () => {
    const r = await capture({ fields: { a: 'b' } }, { 'X-Api-Key': 'sk_test_0000000000000000000000000000' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'INVALID_KEY', message: 'invalid or revoked developer key' });
  });

  it('401 "invalid or revoked developer key" for a revoked key', async () => {
    await t.request('POST', `/_admin/capture/keys/${site.keyId}/revoke`, { json: { emergency: true } });
    const r = await capture({ fields: { a: 'b' } });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'INVALID_KEY', message: 'invalid or revoked developer key' });
  });

  it('403 "this key cannot capture form submissions" for a key of another family', async () => {
    const { plaintext } = await issueKey(t.server.deps, { family: 'content', siteId: site.websiteId, environment: 'test' });
    const r = await capture({ fields: { a: 'b' } }, { 'X-Api-Key': plaintext });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, code: 'KEY_NOT_ALLOWED', message: 'this key cannot capture form submissions' });
  });

  it('403 "capture site is not active" when the site is disabled', async () => {
    await t.request('POST', `/_admin/capture/websites/${site.websiteId}/site/disable`);
    const r = await capture({ fields: { a: 'b' } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, code: 'SITE_NOT_ACTIVE', message: 'capture site is not active' });
    await t.request('POST', `/_admin/capture/websites/${site.websiteId}/site/resume`);
    expect((await capture({ fields: { a: 'b' } })).status).toBe(201);
  });

  it('403 "capture site is not active" when the site is still a draft or was never configured', async () => {
    const w = await t.request('POST', '/_admin/websites', { json: { name: 'Draft', members: [{ sub: 'u', roles: ['manage'] }] } });
    const id = w.body.website.id;
    const k = await t.request('POST', `/_admin/capture/websites/${id}/keys`, { json: { environment: 'live' } });
    expect((await capture({ fields: { a: 'b' } }, { 'X-Api-Key': k.body.plaintext })).body.code).toBe('SITE_NOT_ACTIVE');
    await t.request('PUT', `/_admin/capture/websites/${id}/site`, { json: { notificationEmail: 'a@b.example' } });
    const r = await capture({ fields: { a: 'b' } }, { 'X-Api-Key': k.body.plaintext });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('capture site is not active');
  });

  it('403 CORS_ORIGIN_DENIED "Not allowed by CORS" for a browser request, readable by the page so it can say why', async () => {
    const r = await capture({ fields: { a: 'b' } }, { Origin: 'https://shop.example.com' });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, code: 'CORS_ORIGIN_DENIED', message: 'Not allowed by CORS' });
    expect(r.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    expect((await t.request('GET', `/_admin/capture/websites/${site.websiteId}/submissions`)).body.submissions).toHaveLength(0);
  });

  it('a preflight to /v1/capture is refused the same way', async () => {
    const r = await t.request('OPTIONS', '/v1/capture', {
      headers: {
        Origin: 'https://shop.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key',
      },
    });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, code: 'CORS_ORIGIN_DENIED', message: 'Not allowed by CORS' });
    expect(r.headers.get('access-control-allow-origin')).toBeNull();
    expect(r.headers.get('access-control-allow-methods')).toBeNull();
    expect(r.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('503 "key verification unavailable; retry with backoff" with Retry-After when verification is down', async () => {
    t.faults.inject({ operation: 'createCapture', kind: 'key_verification_unavailable', times: 1 });
    const r = await capture({ fields: { a: 'b' } });
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({
      success: false,
      code: 'KEY_VERIFICATION_UNAVAILABLE',
      message: 'key verification unavailable; retry with backoff',
    });
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await capture({ fields: { a: 'b' } })).status).toBe(201);
  });

  it('400 VALIDATION_FAILED when form is longer than 40 characters or page longer than 200', async () => {
    const form = await capture({ form: 'f'.repeat(41), fields: { a: 'b' } });
    expect(form.status).toBe(400);
    expect(form.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'form must be at most 40 characters', fields: ['form'] });
    const page = await capture({ page: `/${'p'.repeat(200)}`, fields: { a: 'b' } });
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'page must be at most 200 characters', fields: ['page'] });
    expect((await capture({ form: 'f'.repeat(40), page: `/${'p'.repeat(199)}`, fields: { a: 'b' } })).status).toBe(201);
  });

  it('400 VALIDATION_FAILED when form or page is not a string', async () => {
    expect((await capture({ form: 3, fields: { a: 'b' } })).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['form'] });
    expect((await capture({ page: ['/'], fields: { a: 'b' } })).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['page'] });
  });
});

describe('POST /v1/capture: keys, limits and request rules', () => {
  beforeEach(() => setup());

  it('X-Service-Key is accepted as an alias of X-Api-Key', async () => {
    const r = await t.request('POST', '/v1/capture', { json: { fields: { a: 'b' } }, headers: { 'X-Service-Key': site.key } });
    expect(r.status).toBe(201);
  });

  it('X-Api-Key wins when both key headers are sent', async () => {
    // Some generated clients send the key in both headers; the primary header decides, whatever the alias holds.
    const wrongAlias = await capture({ fields: { a: 'b' } }, { 'X-Service-Key': 'sk_test_not_a_real_key_0000' });
    expect(wrongAlias.status).toBe(201);
    const wrongPrimary = await t.request('POST', '/v1/capture', {
      json: { fields: { a: 'b' } },
      headers: { 'X-Api-Key': 'sk_test_not_a_real_key_0000', 'X-Service-Key': site.key },
    });
    expect(wrongPrimary.status).toBe(401);
    expect(wrongPrimary.body).toMatchObject({ code: 'INVALID_KEY' });
  });

  it('an empty X-Api-Key counts as not sent, so X-Service-Key is used', async () => {
    const r = await t.request('POST', '/v1/capture', {
      json: { fields: { a: 'b' } },
      headers: { 'X-Api-Key': '', 'X-Service-Key': site.key },
    });
    expect(r.status).toBe(201);
  });

  it('a successful capture marks the key as used', async () => {
    await capture({ fields: { a: 'b' } });
    const keys = (await t.request('GET', `/_admin/capture/websites/${site.websiteId}/keys`)).body.keys;
    expect(keys[0].lastUsedAt).toBe(new Date(t.clock.now()).toISOString());
  });

  it('authenticated responses carry RateLimit-Limit, -Remaining and -Reset', async () => {
    const ok = await capture({ fields: { a: 'b' } });
    expect(ok.headers.get('ratelimit-limit')).toBe('40');
    expect(ok.headers.get('ratelimit-remaining')).toBe('39');
    expect(ok.headers.get('ratelimit-reset')).toBe('900');
    const bad = await capture({ fields: {} });
    expect(bad.headers.get('ratelimit-remaining')).toBe('38');
  });

  it('the 41st request in 15 minutes is a 429 with Retry-After, and the window then resets', { timeout: 30_000 }, async () => {
    for (let i = 0; i < 40; i++) expect((await capture({ fields: { n: i } })).status).toBe(201);
    t.clock.advance(60_000);
    const r = await capture({ fields: { n: 41 } });
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ success: false, code: 'RATE_LIMITED', message: 'Too many form submissions, please try again later' });
    expect(r.headers.get('retry-after')).toBe('840');
    expect(r.headers.get('ratelimit-remaining')).toBe('0');
    t.clock.advance(14 * 60_000);
    expect((await capture({ fields: { n: 42 } })).status).toBe(201);
  });

  it('the limit is per site key: another key has its own window', { timeout: 30_000 }, async () => {
    for (let i = 0; i < 40; i++) await capture({ fields: { n: i } });
    const live = await t.request('POST', `/_admin/capture/websites/${site.websiteId}/keys`, { json: { environment: 'live' } });
    expect((await capture({ fields: { a: 'b' } }, { 'X-Api-Key': live.body.plaintext })).status).toBe(201);
  });

  it('an injected rate-limit fault answers 429 with the capture message', async () => {
    t.faults.inject({ operation: 'createCapture', kind: 'rate_limit', times: 1, resetSeconds: 30 });
    const r = await capture({ fields: { a: 'b' } });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('30');
    expect(r.body.message).toBe('Too many form submissions, please try again later');
  });

  it('unknown top-level properties are ignored', async () => {
    const r = await capture({ fields: { a: 'b' }, extra: { deep: true }, honeypot: 'x' });
    expect(r.status).toBe(201);
    expect(await stored(r.body.id)).not.toHaveProperty('extra');
  });

  it("form defaults to the site's default form, contact unless changed", async () => {
    expect((await stored((await capture({ fields: { a: 'b' } })).body.id)).form).toBe('contact');
    await t.request('PUT', `/_admin/capture/websites/${site.websiteId}/site`, { json: { defaultForm: 'enquiry' } });
    expect((await stored((await capture({ fields: { a: 'b' } })).body.id)).form).toBe('enquiry');
    expect((await stored((await capture({ form: 'quote', fields: { a: 'b' } })).body.id)).form).toBe('quote');
  });

  it('fields are sanitised by the five rules before storage', async () => {
    const fields: Record<string, unknown> = {
      ' full name ': '  Ada Lovelace  ',
      nothing: null,
      ['x'.repeat(45)]: 'long name',
      tags: ['a', 'b'],
      address: { city: 'London' },
      count: 3,
      message: 'm'.repeat(2100),
      website: 'honeypot stays',
    };
    for (let i = 0; i < 15; i++) fields[`extra${i}`] = i;
    const r = await capture({ fields });
    const s = await stored(r.body.id);
    expect(s.fields).toMatchObject({
      fullname: 'Ada Lovelace',
      ['x'.repeat(40)]: 'long name',
      tags: '["a","b"]',
      address: '{"city":"London"}',
      count: '3',
      message: 'm'.repeat(2000),
      website: 'honeypot stays',
    });
    expect(s.fields).not.toHaveProperty('nothing');
    // 8 named + 15 extra = 23 given; the first 20 in object order are considered, `nothing` is null.
    expect(Object.keys(s.fields)).toHaveLength(19);
    expect(s.fields).toHaveProperty('extra11');
    expect(s.fields).not.toHaveProperty('extra12');
  });
});

describe('POST /v1/capture: context, country and device', () => {
  const geo = {
    async lookup(ip: string) {
      return ip === '81.2.69.142' ? { country: 'United Kingdom', countryCode: 'GB' } : { country: null, countryCode: null };
    },
  };
  beforeEach(() => setup({ geo }));

  it('stores valid context as sent, with country, device label and the raw IP', async () => {
    const context = {
      ip: '81.2.69.142',
      userAgent: IPHONE,
      referrer: 'https://www.google.com/',
      landingPage: '/pricing?plan=pro',
      language: 'en-GB',
      timezone: 'Europe/London',
      screen: '390x844',
      utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
    };
    const s = await stored((await capture({ fields: { a: 'b' }, context })).body.id);
    expect(s.context).toEqual(context);
    expect(s).toMatchObject({ country: 'United Kingdom', countryCode: 'GB', device: 'Mobile · iOS 17.4 · Safari' });
  });

  it('drops malformed context properties silently and still stores the submission', async () => {
    const r = await capture({
      fields: { a: 'b' },
      context: {
        ip: '300.1.1.1',
        userAgent: 'u'.repeat(501),
        referrer: 'ftp://x',
        landingPage: 'pricing',
        language: 'en_GB',
        timezone: 'Mars/Base',
        screen: '1x1',
        utm: { source: '', medium: 'm'.repeat(121) },
        timezoneOffset: 60,
      },
    });
    expect(r.status).toBe(201);
    const s = await stored(r.body.id);
    expect(s.context).toEqual({});
    expect(s).toMatchObject({ country: null, countryCode: null, device: null });
  });

  it('a context that is not an object is ignored, never a 400', async () => {
    expect((await capture({ fields: { a: 'b' }, context: 'nope' })).status).toBe(201);
  });

  it('an address the lookup cannot resolve is stored with country null', async () => {
    const s = await stored((await capture({ fields: { a: 'b' }, context: { ip: '2001:db8::1' } })).body.id);
    expect(s.context.ip).toBe('2001:db8::1');
    expect(s).toMatchObject({ country: null, countryCode: null });
  });

  it('the raw IP is removed after 30 days by the scheduled job; the country stays', async () => {
    const id = (await capture({ fields: { a: 'b' }, context: { ip: '81.2.69.142', language: 'en' } })).body.id;
    t.clock.advance(29 * 86_400_000);
    expect((await stored(id)).context.ip).toBe('81.2.69.142');
    t.clock.advance(86_400_000);
    const s = await stored(id);
    expect(s.context).toEqual({ language: 'en' });
    expect(s).toMatchObject({ country: 'United Kingdom', countryCode: 'GB', ipRemovedAt: expect.any(String) });
  });

  it('the retention job also runs when the admin clock is advanced', async () => {
    const id = (await capture({ fields: { a: 'b' }, context: { ip: '81.2.69.142' } })).body.id;
    await t.request('POST', '/_admin/clock/advance', { json: { seconds: 30 * 86_400 } });
    expect(t.server.deps.store.table<{ id: string; context: object }>('capture.submissions').get(id)?.context).toEqual({});
  });
});

describe('POST /v1/capture: country lookup fails open', () => {
  beforeEach(() =>
    setup({
      geo: {
        lookup: () => Promise.reject(new Error('database missing')),
      },
    }),
  );

  it('a lookup that throws stores the submission with country null', async () => {
    const r = await capture({ fields: { a: 'b' }, context: { ip: '8.8.8.8' } });
    expect(r.status).toBe(201);
    expect(await stored(r.body.id)).toMatchObject({ country: null, countryCode: null });
  });
});

describe('POST /v1/capture content type', () => {
  it('a body that is not JSON, sent with another content type (a form post), is a 415 naming application/json', async () => {
    const t = await startServer({ seed: 'demo' });
    try {
      const key = t.server.demo!.capture.keys.test;
      const form = await t.request('POST', '/v1/capture', {
        headers: { 'x-api-key': key, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'fields[email]=ada@example.org',
      });
      expect(form.status).toBe(415);
      expect(form.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      expect(form.body.message).toContain('application/json');
      // fetch sends a string body as text/plain: JSON in it is still read, as before.
      const bare = await t.request('POST', '/v1/capture', {
        headers: { 'x-api-key': key },
        body: JSON.stringify({ fields: { email: 'ada@example.org' } }),
      });
      expect(bare.status).toBe(201);
      const vendor = await t.request('POST', '/v1/capture', {
        headers: { 'x-api-key': key, 'content-type': 'application/vnd.api+json; charset=utf-8' },
        body: JSON.stringify({ fields: { email: 'ada@example.org' } }),
      });
      expect(vendor.status).toBe(201);
    } finally {
      await t.close();
    }
  });
});
