import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { controlCharactersMessage, textLength } from './text.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
});
afterEach(() => t.close());

const EMOJI = '😀'; // one code point, two UTF-16 units

describe('one way of counting string length: code points, as JSON Schema maxLength', () => {
  it('textLength counts code points', () => {
    expect(textLength(EMOJI.repeat(3))).toBe(3);
    expect(textLength('e\u0301')).toBe(2);
  });

  it('public and console bounds accept exactly their bound in code points, whatever the UTF-16 length', async () => {
    const demo = t.server.demo!;
    const engage = { 'x-api-key': demo.engage.publishableKey };
    const support = await t.request('POST', '/v1/engage/support', {
      headers: engage,
      json: { name: EMOJI.repeat(120), email: 'ada@example.org', message: EMOJI.repeat(5000) },
    });
    expect(support.status).toBe(201);
    const chat = await t.request('POST', '/v1/engage/chat', { headers: engage, json: { message: EMOJI.repeat(2000) } });
    expect(chat.status).toBe(200);
    const capture = await t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': demo.capture.keys.test },
      json: { form: EMOJI.repeat(40), page: EMOJI.repeat(200), fields: { email: 'ada@example.org' } },
    });
    expect(capture.status).toBe(201);
    const website = await t.request('POST', '/_admin/websites', {
      json: { name: EMOJI.repeat(120), members: [{ sub: 'u1', roles: ['manage'] }] },
    });
    expect(website.status).toBe(201);
    const over = await t.request('POST', '/v1/engage/support', {
      headers: engage,
      json: { name: 'Ada', email: 'ada@example.org', message: EMOJI.repeat(5001) },
    });
    expect(over.status).toBe(400);
  });
});

describe('control characters in labels and names are refused, the same way everywhere', () => {
  const NUL = 'Studio\u0000Name';
  const expectRefused = (r: { status: number; body: { code: string; message: string; fields?: string[] } }, field: string) => {
    expect(r.status, field).toBe(400);
    expect(r.body.fields, field).toContain(field);
  };

  it('Form Capture form label, managed form label, chat visitor name, support name', async () => {
    const demo = t.server.demo!;
    const engage = { 'x-api-key': demo.engage.publishableKey };
    const capture = await t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': demo.capture.keys.test },
      json: { form: 'con\u0000tact', fields: { email: 'a@b.co' } },
    });
    expectRefused(capture, 'form');
    expect(capture.body.message).toBe('form must not contain control characters');
    const form = await t.request('POST', '/v1/engage/forms/con%00tact', { headers: engage, json: { fields: { email: 'a@b.co' } } });
    expectRefused(form, 'form');
    const chat = await t.request('POST', '/v1/engage/chat', { headers: engage, json: { message: 'hi', visitor: { name: 'Ada\u0007' } } });
    expectRefused(chat, 'visitor.name');
    const support = await t.request('POST', '/v1/engage/support', {
      headers: engage,
      json: { name: 'Ada\u001b[31m', email: 'a@b.co', message: 'hi' },
    });
    expectRefused(support, 'name');
    expect(support.body.code).toBe('NAME_AND_EMAIL_REQUIRED');
  });

  it('console site names and assistant names, admin website names, collection names and field labels', async () => {
    const demo = t.server.demo!;
    const console_ = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': 'user_demo' };
    expectRefused(await t.request('POST', '/api/engage/sites', { headers: console_, json: { name: NUL } }), 'name');
    expectRefused(
      await t.request('PATCH', '/api/engage/sites/eng_demo', { headers: console_, json: { branding: { assistantName: 'Ada\u0085' } } }),
      'branding.assistantName',
    );
    expectRefused(
      await t.request('POST', '/_admin/websites', { json: { name: NUL, members: [{ sub: 'u1', roles: ['manage'] }] } }),
      'name',
    );
    const identity = { 'x-identity-sub': 'user_demo' };
    expectRefused(
      await t.request('POST', '/_admin/content/websites/web_demo/collections', {
        headers: identity,
        json: { key: 'things', name: NUL, fields: [] },
      }),
      'name',
    );
    const label = await t.request('POST', '/_admin/content/websites/web_demo/collections', {
      headers: identity,
      json: { key: 'things', name: 'Things', fields: [{ key: 'a', label: 'A\u0000', type: 'text' }] },
    });
    expect(label.status).toBe(400);
  });
});

describe('every bound on a string counts code points: exactly the bound in emoji (2 UTF-16 units each) passes, one more fails', () => {
  const identity = { 'x-identity-sub': 'user_demo' };
  const collections = '/_admin/content/websites/web_demo/collections';
  const status = async (method: string, path: string, json: unknown, headers: Record<string, string> = identity) =>
    (await t.request(method, path, { headers, json })).status;

  it('content: select options (100), entry title (200), summary (1,000), text values (10,000), URLs (2,000), key labels (80)', async () => {
    const schema = (option: string) => ({
      key: 'things',
      name: 'Things',
      fields: [
        { key: 'kind', label: 'Kind', type: 'select', options: [option] },
        { key: 'body', label: 'Body', type: 'text' },
        { key: 'link', label: 'Link', type: 'url' },
      ],
    });
    expect(await status('POST', collections, schema(EMOJI.repeat(101)))).toBe(400);
    expect(await status('POST', collections, schema(EMOJI.repeat(100)))).toBe(201);
    const entries = `${collections}/things/entries?environment=test`;
    const url = (n: number) => `https://example.com/${EMOJI.repeat(n - 'https://example.com/'.length)}`;
    const entry = (slug: string, over: Record<string, unknown>) => ({ slug, title: 'T', ...over });
    expect(
      await status(
        'POST',
        entries,
        entry('a', {
          title: EMOJI.repeat(200),
          summary: EMOJI.repeat(1000),
          image: url(2000),
          fields: { body: EMOJI.repeat(10_000), link: url(2000) },
        }),
      ),
    ).toBe(201);
    expect(await status('POST', entries, entry('b', { title: EMOJI.repeat(201) }))).toBe(400);
    expect(await status('POST', entries, entry('c', { summary: EMOJI.repeat(1001) }))).toBe(400);
    expect(await status('POST', entries, entry('d', { image: url(2001) }))).toBe(400);
    expect(await status('POST', entries, entry('e', { fields: { body: EMOJI.repeat(10_001) } }))).toBe(400);
    expect(await status('POST', entries, entry('f', { fields: { link: url(2001) } }))).toBe(400);
    const keys = '/_admin/content/websites/web_demo/keys';
    expect(await status('POST', keys, { environment: 'test', label: EMOJI.repeat(80) })).toBe(201);
    expect(await status('POST', keys, { environment: 'test', label: EMOJI.repeat(81) })).toBe(400);
  });

  it('admin: member names (120) and subs (200), portal key labels (120)', async () => {
    const website = (member: Record<string, unknown>) => ({ name: 'W', members: [{ roles: ['manage'], ...member }] });
    expect(await status('POST', '/_admin/websites', website({ sub: EMOJI.repeat(200), name: EMOJI.repeat(120) }))).toBe(201);
    expect(await status('POST', '/_admin/websites', website({ sub: EMOJI.repeat(201) }))).toBe(400);
    expect(await status('POST', '/_admin/websites', website({ sub: 'u', name: EMOJI.repeat(121) }))).toBe(400);
    expect(
      await status('PUT', '/_admin/websites/web_demo/members', {
        members: [{ sub: 'user_demo', name: EMOJI.repeat(120), roles: ['manage'] }],
      }),
    ).toBe(200);
    expect(await status('POST', '/_admin/console/portal-keys', { label: EMOJI.repeat(120) })).toBe(201);
    expect(await status('POST', '/_admin/console/portal-keys', { label: EMOJI.repeat(121) })).toBe(400);
  });

  it('Form Capture admin: default form (40), key labels (80), the leads filters q (200) and form (40)', async () => {
    const site = '/_admin/capture/websites/web_demo';
    expect(await status('PUT', `${site}/site`, { defaultForm: EMOJI.repeat(40) })).toBe(200);
    expect(await status('PUT', `${site}/site`, { defaultForm: EMOJI.repeat(41) })).toBe(400);
    const fresh = (await t.request('POST', '/_admin/websites', { json: { name: 'W', members: [{ sub: 'u', roles: ['manage'] }] } })).body
      .website.id;
    const keys = `/_admin/capture/websites/${fresh}/keys`;
    expect(await status('POST', keys, { environment: 'test', label: EMOJI.repeat(81) })).toBe(400);
    expect(await status('POST', keys, { environment: 'test', label: EMOJI.repeat(80) })).toBe(201);
    const leads = (query: string) => t.request('GET', `${site}/leads?environment=test&${query}`);
    expect((await leads(`q=${encodeURIComponent(EMOJI.repeat(200))}`)).status).toBe(200);
    expect((await leads(`q=${encodeURIComponent(EMOJI.repeat(201))}`)).status).toBe(400);
    expect((await leads(`form=${encodeURIComponent(EMOJI.repeat(40))}`)).status).toBe(200);
    expect((await leads(`form=${encodeURIComponent(EMOJI.repeat(41))}`)).status).toBe(400);
  });

  it('Form Capture context: utm values of 120 emoji are kept, 121 dropped', async () => {
    const demo = t.server.demo!;
    const r = await t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': demo.capture.keys.test },
      json: { fields: { email: 'ada@example.org' }, context: { utm: { source: EMOJI.repeat(120), medium: EMOJI.repeat(121) } } },
    });
    expect(r.status).toBe(201);
    const stored = await t.request('GET', `/_admin/capture/submissions/${r.body.id}`);
    expect(stored.body.submission.context.utm).toEqual({ source: EMOJI.repeat(120) });
  });

  it('Engage console: launcher label (60), knowledge article titles (200)', async () => {
    const demo = t.server.demo!;
    const console_ = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    expect(await status('PATCH', '/api/engage/sites/eng_demo', { branding: { launcherLabel: EMOJI.repeat(60) } }, console_)).toBe(200);
    expect(await status('PATCH', '/api/engage/sites/eng_demo', { branding: { launcherLabel: EMOJI.repeat(61) } }, console_)).toBe(400);
    const knowledge = (title: string) => ({ context: '', articles: [{ slug: 'a', title, body: 'b' }] });
    expect(await status('PUT', '/api/engage/sites/eng_demo/knowledge', knowledge(EMOJI.repeat(200)), console_)).toBe(200);
    expect(await status('PUT', '/api/engage/sites/eng_demo/knowledge', knowledge(EMOJI.repeat(201)), console_)).toBe(400);
  });
});

describe('every label and name with a control character gets the shared message, with the field named', () => {
  const identity = { 'x-identity-sub': 'user_demo' };
  const refused = async (method: string, path: string, json: unknown, field: string, headers: Record<string, string> = identity) => {
    const r = await t.request(method, path, { headers, json });
    expect(r.status, `${path} ${field}`).toBe(400);
    expect(r.body.code, field).toBe('VALIDATION_FAILED');
    expect(r.body.message, field).toBe(controlCharactersMessage(field));
    expect(r.body.fields, field).toContain(field);
  };

  it('content: entry titles, key labels, field labels and select options', async () => {
    const collections = '/_admin/content/websites/web_demo/collections';
    await refused(
      'POST',
      `${collections}/events/entries?environment=test`,
      { slug: 'x', title: 'Launch\u0000', fields: { date: '2026-04-18' } },
      'title',
    );
    await refused('POST', '/_admin/content/websites/web_demo/keys', { environment: 'test', label: 'ci\u0007' }, 'label');
    const r = await t.request('POST', collections, {
      headers: identity,
      json: {
        key: 'things',
        name: 'Things',
        fields: [
          { key: 'a', label: 'A\u0000', type: 'text' },
          { key: 'b', type: 'select', options: ['x\u001b'] },
        ],
      },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(controlCharactersMessage('the label or options of a, b'));
    expect(r.body.fields).toEqual(['a', 'b']);
  });

  it('admin: member names and portal key labels', async () => {
    await refused('POST', '/_admin/websites', { name: 'W', members: [{ sub: 'u', name: 'Ada\u0000', roles: ['manage'] }] }, 'members.name');
    await refused(
      'PUT',
      '/_admin/websites/web_demo/members',
      { members: [{ sub: 'user_demo', name: 'Ada\u0085', roles: ['manage'] }] },
      'members.name',
    );
    await refused('POST', '/_admin/console/portal-keys', { label: 'ci\u0000' }, 'label');
  });

  it('Form Capture admin: the default form and key labels', async () => {
    await refused('PUT', '/_admin/capture/websites/web_demo/site', { defaultForm: 'con\u0000tact' }, 'defaultForm');
    await refused('POST', '/_admin/capture/websites/web_demo/keys', { environment: 'test', label: 'ci\u007f' }, 'label');
  });

  it('Engage: launcher label, form policy labels, knowledge article titles and tags, support category', async () => {
    const demo = t.server.demo!;
    const console_ = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    await refused('PATCH', '/api/engage/sites/eng_demo', { branding: { launcherLabel: 'Chat\u0000' } }, 'branding.launcherLabel', console_);
    await refused(
      'PATCH',
      '/api/engage/sites/eng_demo',
      { forms: { policies: { 'con\u0000tact': { successMessage: 'Thanks' } } } },
      'forms.policies',
      console_,
    );
    const knowledge = (article: Record<string, unknown>) => ({ context: '', articles: [{ slug: 'a', title: 'A', body: 'b', ...article }] });
    await refused('PUT', '/api/engage/sites/eng_demo/knowledge', knowledge({ title: 'Ship\u0000ping' }), 'articles[0].title', console_);
    await refused('PUT', '/api/engage/sites/eng_demo/knowledge', knowledge({ tags: ['ok', 'bad\u0000'] }), 'articles[0].tags', console_);
    await refused(
      'POST',
      '/v1/engage/support',
      { name: 'Ada', email: 'ada@example.org', message: 'hi', category: 'billing\u0000' },
      'category',
      { 'x-api-key': demo.engage.publishableKey },
    );
  });

  it('free text keeps its line breaks: greetings, messages and field values are not labels', async () => {
    const demo = t.server.demo!;
    const console_ = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    expect(
      (
        await t.request('PATCH', '/api/engage/sites/eng_demo', {
          headers: console_,
          json: { branding: { greeting: 'Hi!\nHow can we help?' } },
        })
      ).status,
    ).toBe(200);
    const engage = { 'x-api-key': demo.engage.publishableKey };
    expect(
      (
        await t.request('POST', '/v1/engage/support', {
          headers: engage,
          json: { name: 'Ada', email: 'ada@example.org', message: 'line one\nline two' },
        })
      ).status,
    ).toBe(201);
  });
});
