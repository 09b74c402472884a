import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import type { AppEnv } from '../http/env.js';
import { isRefusal, refuse } from '../http/validation.js';
import { formOf, readFormSubmission, storeFormTicket, withoutHoneypots } from './forms.js';
import type { EngageSite } from './model.js';
import { ticketsTable } from './model.js';
import { createTestSite } from './test-support.js';

describe('managed form honeypots', () => {
  it('drops website, url and homepage, however sanitising would spell them, and keeps the rest in order', () => {
    expect(withoutHoneypots({ name: 'Ada', website: 'x', URL: 'y', ' homepage ': 'z', websites: 'kept', email: 'a@b.c' })).toEqual({
      name: 'Ada',
      websites: 'kept',
      email: 'a@b.c',
    });
  });
});

describe('managed form submissions without HTTP', () => {
  const site = { forms: { strict: true, policies: { contact: { requiredFields: ['email'] } } } } as unknown as EngageSite;

  it('a strict site refuses a form it has no policy for; a known label gives its policy', () => {
    expect(formOf(site, 'newsletter')).toMatchObject({ code: 'FORM_NOT_CONFIGURED' });
    expect(formOf(site, ' contact ')).toEqual({ label: 'contact', policy: { requiredFields: ['email'] } });
    expect(formOf(site, '')).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['form'] });
  });

  it("every form refusal is a 400 Refusal, answered by http/validation.ts's refuse like any other area's", async () => {
    const refusals = [
      formOf(site, 'newsletter'),
      formOf(site, ''),
      readFormSubmission({}, undefined),
      readFormSubmission({ fields: { name: 'Ada' } }, { requiredFields: ['email'] }),
    ];
    for (const refusal of refusals) {
      expect(isRefusal(refusal), JSON.stringify(refusal)).toBe(true);
      expect(refusal).toMatchObject({ status: 400 });
    }
    const hono = new Hono<AppEnv>();
    hono.get('/', (c) => {
      c.set('requestId', 'req_test');
      const missing = readFormSubmission({ fields: { name: 'Ada' } }, { requiredFields: ['email'] });
      return isRefusal(missing) ? refuse(c, missing) : c.json({});
    });
    const r = await hono.request('/');
    expect(r.status).toBe(400);
    expect(await r.text()).toBe(
      '{"success":false,"code":"REQUIRED_FIELDS_MISSING","message":"required fields are missing: email","requestId":"req_test","fields":["email"]}',
    );
  });

  it('a submission without fields is FIELDS_REQUIRED; a required field left blank is REQUIRED_FIELDS_MISSING', () => {
    expect(readFormSubmission({}, undefined)).toMatchObject({ code: 'FIELDS_REQUIRED' });
    expect(readFormSubmission({ fields: { website: 'spam' } }, undefined)).toMatchObject({ code: 'FIELDS_REQUIRED' });
    expect(readFormSubmission({ fields: { name: 'Ada' } }, { requiredFields: ['email'] })).toMatchObject({
      code: 'REQUIRED_FIELDS_MISSING',
      fields: ['email'],
    });
    expect(readFormSubmission({ fields: { email: 'ada@example.org' }, page: '/contact' }, { requiredFields: ['email'] })).toEqual({
      fields: { email: 'ada@example.org' },
      page: '/contact',
    });
  });

  it('stores the submission as an open form ticket with the contact it carries', async () => {
    const { deps } = await createReferenceServer();
    const { site: stored } = await createTestSite(deps);
    const id = storeFormTicket(deps, stored, { form: 'contact', fields: { email: 'ada@example.org', name: 'Ada' }, page: null });
    expect(ticketsTable(deps).get(id)).toMatchObject({ source: 'form', form: 'contact', status: 'open', email: 'ada@example.org' });
  });
});
