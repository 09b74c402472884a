// The capture rules (POST /v1/capture): the key and the site's capture switch, the body's rules and sanitising, the
// stored submission. Plain values in, the submission or a refusal out; intake-routes.ts is the HTTP side.
import { limits } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { JsonRead } from '../http/json.js';
import { isJsonContentType, isPlainObject } from '../http/json.js';
import { FIFTEEN_MINUTES, rulesPerKey } from '../http/rate-limit.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { invalid } from '../http/validation.js';
import type { ApiKeyRecord, Environment } from '../keys.js';
import { INVALID_KEY, markKeyUsed } from '../keys.js';
import { iso } from '../ports/clock.js';
import type { GeoResult } from '../ports/geo.js';
import type { Website } from '../websites.js';
import { websitesTable } from '../websites.js';
import type { CaptureContext } from './context.js';
import { acceptContext } from './context.js';
import { deviceLabel } from './device.js';
import type { CaptureSite, Submission } from './model.js';
import { captureSiteOf, submissionsTable } from './model.js';
import { initialNotification } from './notify.js';
import { CAPTURE_MAX_FIELDS, sanitiseFields } from './sanitise.js';

export const CAPTURE_RATE_LIMIT = 40;
export const CAPTURE_RATE_MESSAGE = 'Too many form submissions, please try again later';
export const MAX_FORM_LENGTH = limits.CaptureRequest.form.maxLength;
export const MAX_PAGE_LENGTH = limits.CaptureRequest.page.maxLength;

export interface Authenticated {
  key: ApiKeyRecord;
  website: Website;
  site: CaptureSite;
}

/** The rate limit a key's captures count against. */
export const captureRules = rulesPerKey((key: ApiKeyRecord) => [
  { bucket: `capture:${key.id}`, limit: CAPTURE_RATE_LIMIT, windowMs: FIFTEEN_MINUTES, message: CAPTURE_RATE_MESSAGE },
]);

// Why a capture is refused: the status, code, message (and field) the contract gives, as refusals of http/validation.ts.
// The fixed ones are made once, so refusing a request builds nothing.
export const KEY_NOT_ALLOWED: Refusal = {
  status: 403,
  code: 'KEY_NOT_ALLOWED',
  message: 'this key cannot capture form submissions',
};
/** A browser's call (or its preflight): the capture API is called from servers only. */
export const CORS_ORIGIN_DENIED: Refusal = { status: 403, code: 'CORS_ORIGIN_DENIED', message: 'Not allowed by CORS' };
export const SITE_NOT_ACTIVE: Refusal = { status: 403, code: 'SITE_NOT_ACTIVE', message: 'capture site is not active' };
export const FIELDS_REQUIRED: Refusal = { status: 400, code: 'FIELDS_REQUIRED', message: 'fields are required', fields: ['fields'] };
export const NOT_JSON: Refusal = {
  status: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: 'Content-Type must be application/json (the body is a JSON object with fields)',
};

/** X-Api-Key wins when both are sent (the contract says so); an empty one counts as not sent. */
export function captureKeyOf(apiKey: string | undefined, serviceKey: string | undefined): string | undefined {
  return apiKey || serviceKey;
}

/**
 * What the verified key (or its absence) allows: the key's own checks, then the website's capture switch. A key
 * that passes its own checks is marked used, even when the site is disabled: a deployment calling with it is using it.
 */
export function authorizeCapture(deps: Pick<Deps, 'store' | 'clock'>, key: ApiKeyRecord | undefined): Authenticated | Refusal {
  if (!key || key.status !== 'active') return INVALID_KEY.capture;
  if (key.family !== 'capture') return KEY_NOT_ALLOWED;
  markKeyUsed(deps, key);
  const website = websitesTable(deps).get(key.siteId);
  const site = captureSiteOf(website);
  if (!website || !site || site.status !== 'active') return SITE_NOT_ACTIVE;
  return { key, website, site };
}

export interface SubmissionInput {
  form: string;
  page: string | null;
  fields: Record<string, string>;
  context: CaptureContext;
}

/** The submission a body carries, checked in the service's order, or why it is refused. */
export function checkSubmission(body: JsonRead, contentType: string | undefined, site: CaptureSite): SubmissionInput | Refusal {
  // A form post (urlencoded, multipart) would otherwise be told "fields are required" with no hint why. JSON sent
  // under another type (fetch's text/plain default for a string body) is still read, as it always was.
  if (!body.ok && body.reason === 'invalid' && !isJsonContentType(contentType)) {
    return NOT_JSON;
  }
  if (!body.ok || !isPlainObject(body.value)) return FIELDS_REQUIRED;
  const v = body.value;
  if (!isPlainObject(v.fields) || Object.keys(v.fields).length === 0) return FIELDS_REQUIRED;

  // null is read as "not given"; an empty or blank form name falls back to the site's default form.
  if (v.form !== undefined && v.form !== null && typeof v.form !== 'string') {
    return invalid('form must be a string', ['form']);
  }
  if (typeof v.form === 'string' && hasControlCharacters(v.form)) {
    return invalid(controlCharactersMessage('form'), ['form']);
  }
  if (typeof v.form === 'string' && textLength(v.form) > MAX_FORM_LENGTH) {
    return invalid(`form must be at most ${MAX_FORM_LENGTH} characters`, ['form']);
  }
  if (v.page !== undefined && v.page !== null && typeof v.page !== 'string') {
    return invalid('page must be a string', ['page']);
  }
  if (typeof v.page === 'string' && textLength(v.page) > MAX_PAGE_LENGTH) {
    return invalid(`page must be at most ${MAX_PAGE_LENGTH} characters`, ['page']);
  }

  const fields = sanitiseFields(v.fields, { maxFields: CAPTURE_MAX_FIELDS });
  if (Object.keys(fields).length === 0) return FIELDS_REQUIRED;
  const form = typeof v.form === 'string' && v.form.trim() !== '' ? v.form.trim() : site.defaultForm;
  const page = typeof v.page === 'string' && v.page !== '' ? v.page : null;
  return { form, page, fields, context: acceptContext(v.context) };
}

const NO_COUNTRY: GeoResult = { country: null, countryCode: null };

/** A checked submission and where it goes: the website, the key that sent it and the key's environment. */
export interface SubmissionToStore {
  input: SubmissionInput;
  website: Website;
  key: ApiKeyRecord;
  environment: Environment;
}

/** Stores the submission; waits only for a country lookup, when the context gave an address. */
export function storeSubmission(deps: Deps, submission: SubmissionToStore): Submission | Promise<Submission> {
  const ip = submission.input.context.ip;
  if (!ip) return saveSubmission(deps, submission, NO_COUNTRY);
  return lookupCountry(deps, ip).then((geo) => saveSubmission(deps, submission, geo));
}

function saveSubmission(deps: Deps, { input, website, key, environment }: SubmissionToStore, geo: GeoResult): Submission {
  const now = iso(deps.clock.now());
  const submission: Submission = {
    id: deps.ids.next('sub'),
    websiteId: website.id,
    environment,
    form: input.form,
    page: input.page,
    fields: input.fields,
    receivedAt: now,
    context: input.context,
    device: input.context.userAgent ? deviceLabel(input.context.userAgent) : null,
    country: geo.country,
    countryCode: geo.countryCode,
    ipRemovedAt: null,
    keyId: key.id,
    lead: { status: 'unread', assignee: null, updatedAt: now },
    notification: initialNotification(),
  };
  return submissionsTable(deps).set(submission);
}

/** Fails open: a lookup port that throws is treated like an address it cannot resolve. */
async function lookupCountry(deps: Deps, ip: string): Promise<GeoResult> {
  try {
    const result = await deps.geo.lookup(ip);
    return { country: result.country ?? null, countryCode: result.countryCode ?? null };
  } catch {
    return { country: null, countryCode: null };
  }
}
