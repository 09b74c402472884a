// The capture rules without HTTP: which keys may capture, and what a body must carry.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { issueKey } from '../keys.js';
import type { CaptureSite } from './model.js';
import { authorise, captureKeyOf, checkSubmission, INVALID_KEY, KEY_NOT_ALLOWED } from './intake.js';

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
    expect(authorise(deps, undefined)).toBe(INVALID_KEY);
    const content = await issueKey(deps, { family: 'content', siteId: 'web_1', environment: 'live' });
    expect(authorise(deps, content.record)).toBe(KEY_NOT_ALLOWED);
    expect(authorise(deps, { ...content.record, status: 'revoked' })).toBe(INVALID_KEY);
  });
});

describe('what a capture body must carry', () => {
  it('fields are required: none, an empty object or only unusable names are FIELDS_REQUIRED', () => {
    expect(checkSubmission(json({}), 'application/json', site)).toMatchObject({ status: 400, code: 'FIELDS_REQUIRED' });
    expect(checkSubmission(json({ fields: {} }), 'application/json', site)).toMatchObject({ code: 'FIELDS_REQUIRED' });
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
