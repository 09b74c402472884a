import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { textLength } from './text.js';

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
    const website = await t.request('POST', '/_admin/websites', { json: { name: EMOJI.repeat(120), members: [{ sub: 'u1', roles: ['manage'] }] } });
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
    const capture = await t.request('POST', '/v1/capture', { headers: { 'x-api-key': demo.capture.keys.test }, json: { form: 'con\u0000tact', fields: { email: 'a@b.co' } } });
    expectRefused(capture, 'form');
    expect(capture.body.message).toBe('form must not contain control characters');
    const form = await t.request('POST', '/v1/engage/forms/con%00tact', { headers: engage, json: { fields: { email: 'a@b.co' } } });
    expectRefused(form, 'form');
    const chat = await t.request('POST', '/v1/engage/chat', { headers: engage, json: { message: 'hi', visitor: { name: 'Ada\u0007' } } });
    expectRefused(chat, 'visitor.name');
    const support = await t.request('POST', '/v1/engage/support', { headers: engage, json: { name: 'Ada\u001b[31m', email: 'a@b.co', message: 'hi' } });
    expectRefused(support, 'name');
    expect(support.body.code).toBe('NAME_AND_EMAIL_REQUIRED');
  });

  it('console site names and assistant names, admin website names, collection names and field labels', async () => {
    const demo = t.server.demo!;
    const console_ = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': 'user_demo' };
    expectRefused(await t.request('POST', '/api/engage/sites', { headers: console_, json: { name: NUL } }), 'name');
    expectRefused(await t.request('PATCH', '/api/engage/sites/eng_demo', { headers: console_, json: { branding: { assistantName: 'Ada\u0085' } } }), 'branding.assistantName');
    expectRefused(await t.request('POST', '/_admin/websites', { json: { name: NUL, members: [{ sub: 'u1', roles: ['manage'] }] } }), 'name');
    const identity = { 'x-identity-sub': 'user_demo' };
    expectRefused(await t.request('POST', '/_admin/content/websites/web_demo/collections', { headers: identity, json: { key: 'things', name: NUL, fields: [] } }), 'name');
    const label = await t.request('POST', '/_admin/content/websites/web_demo/collections', {
      headers: identity,
      json: { key: 'things', name: 'Things', fields: [{ key: 'a', label: 'A\u0000', type: 'text' }] },
    });
    expect(label.status).toBe(400);
  });
});
