import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { ENGAGE_SITES_TABLE } from '../engage/model.js';

let t: TestServer;
let portalKey: string;

async function boot(options: { localDevelopment?: boolean } = {}): Promise<void> {
  t = await startServer(options);
  portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
}
beforeEach(() => boot());
afterEach(() => t.close());

const headers = (sub = 'user_a') => ({ 'x-portal-key': portalKey, 'x-identity-sub': sub });

async function newSite(json: Record<string, unknown> = { name: 'Studio' }) {
  const r = await t.request('POST', '/api/engage/sites', { headers: headers(), json });
  expect(r.status).toBe(201);
  return r.body.site;
}

const patch = (id: string, json: unknown) => t.request('PATCH', `/api/engage/sites/${id}`, { headers: headers(), json });
const patchBody = (id: string, body: string) =>
  t.request('PATCH', `/api/engage/sites/${id}`, { headers: { ...headers(), 'content-type': 'application/json' }, body });

describe('createSite and listSites', () => {
  it('a new site gets the documented defaults, a whsec_ secret, no key and never exposes its owner', async () => {
    const site = await newSite({ name: '  Studio  ' });
    expect(site).toMatchObject({
      name: 'Studio',
      status: 'active',
      allowedOrigins: [],
      modules: { chat: true, forms: true, support: true },
      identityMode: 'anonymous',
      answerMode: 'strict',
      branding: { assistantName: 'Assistant', launcherLabel: 'Chat with us', greeting: 'Hi! How can we help?', accent: '#4f46e5' },
      forms: { strict: false, policies: {} },
      webhookUrl: null,
      activeKey: null,
    });
    expect(site.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(atob(site.webhookSecret.slice(6))).toHaveLength(24);
    expect(site).not.toHaveProperty('ownerSub');
    expect(site).not.toHaveProperty('knowledge');
  });

  it('two sites get different signing secrets', async () => {
    expect((await newSite()).webhookSecret).not.toBe((await newSite()).webhookSecret);
  });

  it('create takes the optional settings of SiteCreate', async () => {
    const site = await newSite({
      name: 'Studio',
      allowedOrigins: ['https://studio.example'],
      modules: { chat: true, forms: false, support: true },
      identityMode: 'email',
      answerMode: 'open',
      branding: { assistantName: 'Ada' },
      forms: { strict: true, policies: { contact: { requiredFields: ['email'] } } },
      webhookUrl: 'https://hooks.example.org/svc',
    });
    expect(site).toMatchObject({
      allowedOrigins: ['https://studio.example'],
      modules: { forms: false },
      identityMode: 'email',
      answerMode: 'open',
      branding: { assistantName: 'Ada', launcherLabel: 'Chat with us' },
      forms: { strict: true, policies: { contact: { requiredFields: ['email'] } } },
      webhookUrl: 'https://hooks.example.org/svc',
    });
  });

  it('create without a name, with an 81-character name or with status is a 400 naming the fields', async () => {
    for (const [json, field] of [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'n'.repeat(81) }, 'name'],
      [{ name: 'ok', status: 'disabled' }, 'status'],
    ] as const) {
      const r = await t.request('POST', '/api/engage/sites', { headers: headers(), json });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
      expect(r.body.fields).toContain(field);
    }
    expect((await t.request('GET', '/api/engage/sites', { headers: headers() })).body.sites).toEqual([]);
  });

  it('an 80-character name is accepted', async () => {
    expect((await newSite({ name: 'n'.repeat(80) })).name).toHaveLength(80);
  });

  it('a non-JSON or non-object body is a 400', async () => {
    const h = { ...headers(), 'content-type': 'application/json' };
    expect((await t.request('POST', '/api/engage/sites', { headers: h, body: '{nope' })).status).toBe(400);
    expect((await t.request('POST', '/api/engage/sites', { headers: h, body: '["a"]' })).status).toBe(400);
    expect((await t.request('POST', '/api/engage/sites', { headers: h, body: '' })).status).toBe(400);
  });

  it('the list is newest first', async () => {
    await newSite({ name: 'First' });
    t.clock.advance(1000);
    await newSite({ name: 'Second' });
    const r = await t.request('GET', '/api/engage/sites', { headers: headers() });
    expect(r.body.sites.map((s: { name: string }) => s.name)).toEqual(['Second', 'First']);
  });
});

describe('updateSite', () => {
  it('changes only the properties sent and moves updatedAt', async () => {
    const site = await newSite();
    t.clock.advance(5000);
    const r = await patch(site.id, { name: 'Renamed', status: 'disabled', branding: { greeting: 'Hello there' } });
    expect(r.status).toBe(200);
    expect(r.body.site).toMatchObject({ name: 'Renamed', status: 'disabled', identityMode: 'anonymous' });
    expect(r.body.site.branding).toEqual({
      assistantName: 'Assistant',
      launcherLabel: 'Chat with us',
      greeting: 'Hello there',
      accent: '#4f46e5',
    });
    expect(Date.parse(r.body.site.updatedAt) - Date.parse(site.updatedAt)).toBe(5000);
    expect(r.body.site.webhookSecret).toBe(site.webhookSecret);
  });

  it('an empty body is a 400, and so is no body', async () => {
    const site = await newSite();
    expect((await patch(site.id, {})).status).toBe(400);
    expect((await patchBody(site.id, '')).status).toBe(400);
  });

  it('an unknown property is a 400 naming it, so typos are not silently ignored', async () => {
    const site = await newSite();
    const r = await patch(site.id, { nmae: 'Typo' });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['nmae']);
    const nested = await patch(site.id, { branding: { colour: '#fff' } });
    expect(nested.body.fields).toEqual(['branding.colour']);
  });

  it('allowedOrigins holds at most 10 origins', async () => {
    const site = await newSite();
    const origins = Array.from({ length: 11 }, (_, i) => `https://o${i}.example`);
    const r = await patch(site.id, { allowedOrigins: origins });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('allowedOrigins must hold at most 10 origins');
    expect(r.body.fields).toEqual(['allowedOrigins']);
    expect((await patch(site.id, { allowedOrigins: origins.slice(0, 10) })).body.site.allowedOrigins).toHaveLength(10);
  });

  it('origins must be exact origins of at most 200 characters, without duplicates', async () => {
    const site = await newSite();
    for (const bad of [
      ['https://example.com/'],
      ['https://example.com/path'],
      ['ftp://example.com'],
      ['https://Example.com'],
      ['https://example.com:443'],
      [`https://${'a'.repeat(190)}.example`],
      ['https://a.example', 'https://a.example'],
      'https://a.example',
    ]) {
      const r = await patch(site.id, { allowedOrigins: bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.fields).toEqual(['allowedOrigins']);
    }
    const ok = await patch(site.id, { allowedOrigins: ['http://localhost:4010', 'https://a.example', 'http://[::1]:8080'] });
    expect(ok.status).toBe(200);
  });

  it('modules must carry booleans chat, forms and support', async () => {
    const site = await newSite();
    expect((await patch(site.id, { modules: { chat: false } })).status).toBe(400);
    expect((await patch(site.id, { modules: { chat: 'no', forms: true, support: true } })).status).toBe(400);
    const r = await patch(site.id, { modules: { chat: false, forms: true, support: false } });
    expect(r.body.site.modules).toEqual({ chat: false, forms: true, support: false });
  });

  it('identityMode, answerMode and status accept only their values', async () => {
    const site = await newSite();
    const r = await patch(site.id, { identityMode: 'phone', answerMode: 'loose', status: 'paused' });
    expect(r.status).toBe(400);
    expect(r.body.fields).toEqual(['identityMode', 'answerMode', 'status']);
    const ok = await patch(site.id, { identityMode: 'email', answerMode: 'open', status: 'disabled' });
    expect(ok.body.site).toMatchObject({ identityMode: 'email', answerMode: 'open', status: 'disabled' });
  });

  it('branding limits: assistant name 1 to 40, launcher label 60, greeting 400, accent a hex colour', async () => {
    const site = await newSite();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ assistantName: 'a'.repeat(41) }, 'branding.assistantName', '40'],
      [{ assistantName: ' ' }, 'branding.assistantName', '40'],
      [{ launcherLabel: 'l'.repeat(61) }, 'branding.launcherLabel', '60'],
      [{ greeting: 'g'.repeat(401) }, 'branding.greeting', '400'],
      [{ accent: 'red' }, 'branding.accent', 'hex'],
      [{ accent: '#12345' }, 'branding.accent', 'hex'],
    ];
    for (const [branding, field, limit] of cases) {
      const r = await patch(site.id, { branding });
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual([field]);
      expect(r.body.message).toContain(limit);
    }
    const ok = await patch(site.id, {
      branding: { assistantName: 'a'.repeat(40), launcherLabel: 'l'.repeat(60), greeting: 'g'.repeat(400), accent: '#ABC' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.site.branding.accent).toBe('#ABC');
  });

  it('forms: at most 20 policies, labels of 40 characters, 24 required fields, success message 400', async () => {
    const site = await newSite();
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`form${i}`, {}]));
    const cases: Array<[unknown, string]> = [
      [{ policies: many }, 'forms.policies'],
      [{ policies: { ['f'.repeat(41)]: {} } }, 'forms.policies'],
      [{ policies: { ' contact': {} } }, 'forms.policies'],
      [{ policies: { 'con\ntact': {} } }, 'forms.policies'],
      [
        { policies: { contact: { requiredFields: Array.from({ length: 25 }, (_, i) => `f${i}`) } } },
        'forms.policies.contact.requiredFields',
      ],
      [{ policies: { contact: { requiredFields: ['e mail'] } } }, 'forms.policies.contact.requiredFields'],
      [{ policies: { contact: { successMessage: 's'.repeat(401) } } }, 'forms.policies.contact.successMessage'],
      [{ policies: { contact: { thanks: 'x' } } }, 'forms.policies.contact.thanks'],
      [{ strict: 'yes' }, 'forms.strict'],
    ];
    for (const [forms, field] of cases) {
      const r = await patch(site.id, { forms });
      expect(r.status, field).toBe(400);
      expect(r.body.fields).toEqual([field]);
    }
    const ok = await patch(site.id, {
      forms: { strict: true, policies: { contact: { requiredFields: ['email', 'name'], successMessage: 's'.repeat(400) } } },
    });
    expect(ok.status).toBe(200);
    const strictOnly = await patch(site.id, { forms: { strict: false } });
    expect(strictOnly.body.site.forms.policies.contact.requiredFields).toEqual(['email', 'name']);
  });

  it('webhookUrl must be HTTPS of at most 400 characters; null removes it', async () => {
    const site = await newSite();
    const long = `https://hooks.example.org/${'p'.repeat(400 - 26)}`;
    expect(long).toHaveLength(400);
    expect((await patch(site.id, { webhookUrl: long })).status).toBe(200);
    const tooLong = await patch(site.id, { webhookUrl: `${long}x` });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('400 characters');
    const http = await patch(site.id, { webhookUrl: 'http://hooks.example.org/svc' });
    expect(http.status).toBe(400);
    expect(http.body.fields).toEqual(['webhookUrl']);
    expect((await patch(site.id, { webhookUrl: 'not a url' })).status).toBe(400);
    expect((await patch(site.id, { webhookUrl: 42 })).status).toBe(400);
    expect((await patch(site.id, { webhookUrl: null })).body.site.webhookUrl).toBeNull();
  });

  it('webhook URLs on loopback or private hosts are refused', async () => {
    const site = await newSite();
    for (const url of [
      'https://localhost/hook',
      'https://app.localhost/hook',
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://172.20.0.1/hook',
      'https://192.168.1.10/hook',
      'https://169.254.169.254/latest',
      'https://0.0.0.0/hook',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://2130706433/hook',
    ]) {
      const r = await patch(site.id, { webhookUrl: url });
      expect(r.status, url).toBe(400);
      expect(r.body.message).toContain('loopback or private');
      expect(r.body.message).toContain('--local-development (createReferenceServer({ localDevelopment: true }))');
    }
  });

  it('a rejected change stores nothing', async () => {
    const site = await newSite();
    await patch(site.id, { name: 'Kept?', branding: { accent: 'blue' } });
    const stored = t.server.deps.store.table<{ id: string; name: string }>(ENGAGE_SITES_TABLE).get(site.id);
    expect(stored?.name).toBe('Studio');
  });
});

describe('local development', () => {
  it('allows loopback and private webhook hosts, over http too, but still refuses public http', async () => {
    await t.close();
    await boot({ localDevelopment: true });
    const site = await newSite();
    expect((await patch(site.id, { webhookUrl: 'https://127.0.0.1:9000/hook' })).status).toBe(200);
    expect((await patch(site.id, { webhookUrl: 'https://192.168.1.10/hook' })).status).toBe(200);
    // Plain http exists only in local development (the contract's WebhookUrl says so).
    const http = await t.request('PATCH', `/api/engage/sites/${site.id}`, {
      headers: headers(),
      json: { webhookUrl: 'http://localhost:9000/hook' },
    });
    expect(http.status).toBe(200);
    expect(http.body.site.webhookUrl).toBe('http://localhost:9000/hook');
    expect((await patch(site.id, { webhookUrl: 'http://hooks.example.org/svc' })).status).toBe(400);
  });
});
