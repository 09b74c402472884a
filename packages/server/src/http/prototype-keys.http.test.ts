import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
});
afterEach(() => t.close());

// Raw JSON text: JSON.parse makes `__proto__` an own property, as any client's JSON would.
const FIELDS = '{"__proto__":"p","constructor":"c","prototype":"t","email":"ada@example.org","message":"hi"}';
const KEPT = { ['__proto__']: 'p', constructor: 'c', prototype: 't' };

function expectKept(fields: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(KEPT)) expect(Object.getOwnPropertyDescriptor(fields, key)?.value, key).toBe(value);
  expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
}

describe('__proto__, constructor and prototype are kept as data', () => {
  it('in Form Capture fields', async () => {
    const r = await t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': t.server.demo!.capture.keys.test, 'content-type': 'application/json' },
      body: `{"fields":${FIELDS}}`,
    });
    expect(r.status).toBe(201);
    const stored = await t.request('GET', `/_admin/capture/submissions/${r.body.id}`);
    expectKept(JSON.parse(stored.text).submission.fields);
  });

  it('in managed form fields', async () => {
    const r = await t.request('POST', '/v1/engage/forms/contact', {
      headers: { 'x-api-key': t.server.demo!.engage.publishableKey, 'content-type': 'application/json' },
      body: `{"fields":${FIELDS}}`,
    });
    expect(r.status).toBe(201);
    const demo = t.server.demo!;
    const tickets = await t.request('GET', '/api/engage/sites/eng_demo/tickets', {
      headers: { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': 'user_demo' },
    });
    const ticket = JSON.parse(tickets.text).tickets.find((x: { id: string }) => x.id === r.body.id);
    expectKept(ticket.fields);
  });

  it('as form labels of form policies: never dropped, and they apply to their form', async () => {
    const demo = t.server.demo!;
    const headers = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': 'user_demo', 'content-type': 'application/json' };
    const policy = '{"requiredFields":["email"],"successMessage":"proto form"}';
    const created = await t.request('POST', '/api/engage/sites', {
      headers,
      body: `{"name":"Proto","forms":{"strict":true,"policies":{"__proto__":${policy},"constructor":${policy},"prototype":${policy}}}}`,
    });
    expect(created.status).toBe(201);
    const policies = JSON.parse(created.text).site.forms.policies;
    expect(Object.keys(policies).sort()).toEqual(['__proto__', 'constructor', 'prototype']);
    const site = created.body.site.id as string;
    const key = (await t.request('POST', `/api/engage/sites/${site}/keys`, { headers })).body.key.publishableKey;
    const submit = (form: string) =>
      t.request('POST', `/v1/engage/forms/${form}`, {
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: '{"fields":{"email":"a@b.co"}}',
      });
    for (const form of ['__proto__', 'constructor', 'prototype']) {
      const r = await submit(form);
      expect(r.status, form).toBe(201);
      expect(r.body.successMessage).toBe('proto form');
    }
    expect((await submit('toString')).status).toBe(400);
  });

  it('in content entry fields named constructor and prototype', async () => {
    const identity = { 'x-identity-sub': 'user_demo', 'content-type': 'application/json' };
    await t.request('POST', '/_admin/content/websites/web_demo/collections', {
      headers: identity,
      body: '{"key":"things","name":"Things","fields":[{"key":"constructor","label":"C","type":"text"},{"key":"prototype","label":"P","type":"text"}]}',
    });
    const e = await t.request('POST', '/_admin/content/websites/web_demo/collections/things/entries?environment=test', {
      headers: identity,
      body: '{"slug":"a","title":"A","fields":{"constructor":"c","prototype":"t"}}',
    });
    expect(e.status).toBe(201);
    expect(JSON.parse(e.text).entry.draft.fields).toEqual({ constructor: 'c', prototype: 't' });
  });
});
