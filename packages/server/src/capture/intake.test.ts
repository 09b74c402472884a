// The capture rules without HTTP: which keys may capture, and what a body must carry.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { isRefusal } from '../http/validation.js';
import { INVALID_KEY, issueKey } from '../keys.js';
import { createWebsite, websitesTable } from '../websites.js';
import {
  authorizeCapture,
  captureKeyOf,
  checkSubmission,
  FIELDS_REQUIRED,
  KEY_NOT_ALLOWED,
  MAX_FORM_LENGTH,
  MAX_PAGE_LENGTH,
  NOT_JSON,
  SITE_NOT_ACTIVE,
} from './intake.js';
import type { CaptureSite } from './model.js';
import { CAPTURE_MAX_FIELDS, MAX_FIELD_VALUE_LENGTH } from './sanitise.js';

const site = { defaultForm: 'contact', status: 'active' } as CaptureSite;
const json = (value: unknown) => ({ ok: true as const, value });

describe('who may capture', () => {
  it('X-Api-Key wins over X-Service-Key; an empty one counts as not sent', () => {
    expect(captureKeyOf('a', 'b')).toBe('a');
    expect(captureKeyOf('', 'b')).toBe('b');
    expect(captureKeyOf(undefined, undefined)).toBeUndefined();
  });

  it('no key or a revoked key is INVALID_KEY; a key of another family is KEY_NOT_ALLOWED', async () => {
    const { deps } = await createReferenceServer();
    expect(authorizeCapture(deps, undefined)).toBe(INVALID_KEY.capture);
    const content = await issueKey(deps, { family: 'content', siteId: 'web_1', environment: 'live' });
    expect(authorizeCapture(deps, content.record)).toBe(KEY_NOT_ALLOWED);
    expect(authorizeCapture(deps, { ...content.record, status: 'revoked' })).toBe(INVALID_KEY.capture);
  });

  it('a capture key captures only while its website has an active capture site; otherwise SITE_NOT_ACTIVE', async () => {
    const { deps } = await createReferenceServer();
    const website = createWebsite(deps, { name: 'Studio', members: [] });
    const key = await issueKey(deps, { family: 'capture', siteId: website.id, environment: 'live' });
    expect(authorizeCapture(deps, key.record)).toBe(SITE_NOT_ACTIVE);
    const setStatus = (status: string) =>
      websitesTable(deps).update(website.id, (w) => ({ ...w, capture: { status, defaultForm: 'contact', notificationEmail: null } }));
    setStatus('disabled');
    expect(authorizeCapture(deps, key.record)).toBe(SITE_NOT_ACTIVE);
    setStatus('active');
    const allowed = authorizeCapture(deps, key.record);
    expect(isRefusal(allowed)).toBe(false);
    expect(allowed).toMatchObject({ key: { id: key.record.id }, website: { id: website.id }, site: { status: 'active' } });
  });
});

describe('what a capture body must carry', () => {
  it('fields are required: none, an empty object or only unusable names are FIELDS_REQUIRED', () => {
    expect(checkSubmission(json({}), 'application/json', site)).toMatchObject({ status: 400, code: 'FIELDS_REQUIRED' });
    expect(checkSubmission(json({ fields: {} }), 'application/json', site)).toMatchObject({ code: 'FIELDS_REQUIRED' });
    expect(checkSubmission(json({ fields: { '!!!': 'x', ok: null } }), 'application/json', site)).toBe(FIELDS_REQUIRED);
    expect(checkSubmission(json([{ fields: { a: 'b' } }]), 'application/json', site)).toBe(FIELDS_REQUIRED);
    expect(checkSubmission({ ok: false, reason: 'empty' }, 'application/json', site)).toBe(FIELDS_REQUIRED);
  });

  it('a body that is not JSON under a JSON Content-Type is FIELDS_REQUIRED, under another type 415', () => {
    expect(checkSubmission({ ok: false, reason: 'invalid' }, 'application/json; charset=utf-8', site)).toBe(FIELDS_REQUIRED);
    expect(checkSubmission({ ok: false, reason: 'invalid' }, 'multipart/form-data; boundary=x', site)).toBe(NOT_JSON);
    expect(NOT_JSON).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it(`form is text of at most ${MAX_FORM_LENGTH} characters without control characters, checked before page`, () => {
    const fields = { name: 'Ada' };
    expect(checkSubmission(json({ fields, form: 'f'.repeat(MAX_FORM_LENGTH + 1), page: 7 }), undefined, site)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: `form must be at most ${MAX_FORM_LENGTH} characters`,
      fields: ['form'],
    });
    expect(checkSubmission(json({ fields, form: 'a\tb' }), undefined, site)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'form must not contain control characters',
      fields: ['form'],
    });
    expect(checkSubmission(json({ fields, form: ' Newsletter ', page: null }), undefined, site)).toMatchObject({
      form: 'Newsletter',
      page: null,
    });
  });

  it(`page is text of at most ${MAX_PAGE_LENGTH} characters, kept as sent`, () => {
    const fields = { name: 'Ada' };
    expect(checkSubmission(json({ fields, page: ['/'] }), undefined, site)).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'page must be a string',
      fields: ['page'],
    });
    expect(checkSubmission(json({ fields, page: `/${'p'.repeat(MAX_PAGE_LENGTH)}` }), undefined, site)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: ['page'],
    });
    expect(checkSubmission(json({ fields, page: ' /pricing ' }), undefined, site)).toMatchObject({ page: ' /pricing ' });
  });

  it(`the fields are sanitised: the first ${CAPTURE_MAX_FIELDS} kept, each value cut at ${MAX_FIELD_VALUE_LENGTH} characters`, () => {
    const many = Object.fromEntries(
      Array.from({ length: CAPTURE_MAX_FIELDS + 5 }, (_, i) => [`f${i}`, 'x'.repeat(MAX_FIELD_VALUE_LENGTH + 10)]),
    );
    const input = checkSubmission(json({ fields: many }), 'application/json', site);
    if (isRefusal(input)) throw new Error(input.message);
    expect(Object.keys(input.fields)).toHaveLength(CAPTURE_MAX_FIELDS);
    expect(input.fields.f0).toHaveLength(MAX_FIELD_VALUE_LENGTH);
    expect(input.fields).not.toHaveProperty(`f${CAPTURE_MAX_FIELDS}`);
  });

  it('a form post that is not JSON is 415; JSON under another type is still read', () => {
    expect(checkSubmission({ ok: false, reason: 'invalid' }, 'application/x-www-form-urlencoded', site)).toMatchObject({ status: 415 });
    expect(checkSubmission(json({ fields: { email: 'a@b.c' } }), 'text/plain', site)).toMatchObject({ form: 'contact' });
  });

  it("a blank form name falls back to the site's default form; a non-string form is VALIDATION_FAILED", () => {
    expect(checkSubmission(json({ form: '  ', fields: { name: 'Ada' }, page: '' }), undefined, site)).toMatchObject({
      form: 'contact',
      page: null,
      fields: { name: 'Ada' },
    });
    expect(checkSubmission(json({ form: 5, fields: { name: 'Ada' } }), undefined, site)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: ['form'],
    });
  });
});
