// Rules of an Engage site's settings (SiteCreate, SiteUpdate): the limits of part 8, each broken one reported by field.

import type { components } from '@svc/spec';
import { limits } from '@svc/spec';
import { parseBusinessHours } from '../engage/hours.js';
import { checkWebhookUrl } from '../engage/webhook-url.js';
import { isPlainObject } from '../http/json.js';
import { controlCharactersMessage, cutText, hasControlCharacters, textLength } from '../http/text.js';
import { Problems } from '../http/validation.js';
import { isExactOrigin } from '../net/url.js';

type S = components['schemas'];

/** The bounds of a site's settings: the contract's (generated into @svc/spec), by the name this module checks. */
export const LIMITS = {
  name: limits.SiteCreate.name.maxLength,
  origins: limits.AllowedOrigins.maxItems,
  originLength: limits.AllowedOrigins.items.maxLength,
  assistantName: limits.SiteBranding.assistantName.maxLength,
  launcherLabel: limits.SiteBranding.launcherLabel.maxLength,
  greeting: limits.SiteBranding.greeting.maxLength,
  policies: limits.FormSettings.policies.maxProperties,
  formLabel: limits.FormSettings.policies.propertyNames.maxLength,
  requiredFields: limits.FormPolicy.requiredFields.maxItems,
  fieldName: limits.FormPolicy.requiredFields.items.maxLength,
  successMessage: limits.FormPolicy.successMessage.maxLength,
} as const;

export interface SiteChanges {
  name?: string;
  allowedOrigins?: string[];
  modules?: S['EngageModules'];
  identityMode?: S['IdentityMode'];
  answerMode?: S['AnswerMode'];
  branding?: S['SiteBranding'];
  forms?: S['FormSettings'];
  webhookUrl?: string | null;
  status?: S['SiteStatus'];
  requireVerifiedIdentity?: boolean;
  businessHours?: S['BusinessHours'] | null;
  consent?: S['ConsentSettings'];
}

const CREATE_KEYS = [
  'name',
  'allowedOrigins',
  'modules',
  'identityMode',
  'answerMode',
  'branding',
  'forms',
  'webhookUrl',
  'requireVerifiedIdentity',
  'businessHours',
  'consent',
] as const;
const UPDATE_KEYS = [...CREATE_KEYS, 'status'] as const;
const ACCENT_PATTERN = new RegExp(limits.SiteBranding.accent.pattern);
/** Required field names follow the field-name rule of managed forms: A-Z a-z 0-9 _ -. */
const NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Reads a SiteCreate (`create`) or SiteUpdate (`update`) body into the changes it asks for. */
export function parseSiteInput(
  body: Record<string, unknown>,
  mode: 'create' | 'update',
  localDevelopment: boolean,
): { changes: SiteChanges; problems: Problems } {
  const problems = new Problems();
  const changes: SiteChanges = {};
  problems.rejectUnknown(body, mode === 'create' ? CREATE_KEYS : UPDATE_KEYS);
  if (mode === 'update' && Object.keys(body).length === 0) {
    problems.add('body', `the body must change at least one of ${UPDATE_KEYS.join(', ')}`);
  }
  const has = (key: string) => Object.hasOwn(body, key);

  if (has('name') || mode === 'create') {
    const name = typeof body.name === 'string' ? body.name.trim() : '';
    if (name.length === 0 || textLength(name) > LIMITS.name) {
      problems.add('name', `name is required (1 to ${LIMITS.name} characters)`);
    } else if (hasControlCharacters(name)) problems.add('name', controlCharactersMessage('name'));
    else changes.name = name;
  }
  if (has('allowedOrigins')) changes.allowedOrigins = parseOrigins(body.allowedOrigins, problems);
  if (has('modules')) changes.modules = parseModules(body.modules, problems);
  if (has('identityMode')) {
    if (body.identityMode === 'anonymous' || body.identityMode === 'email') changes.identityMode = body.identityMode;
    else problems.add('identityMode', 'identityMode must be anonymous or email');
  }
  if (has('answerMode')) {
    if (body.answerMode === 'strict' || body.answerMode === 'open') changes.answerMode = body.answerMode;
    else problems.add('answerMode', 'answerMode must be strict or open');
  }
  if (has('branding')) changes.branding = parseBranding(body.branding, problems);
  if (has('forms')) changes.forms = parseForms(body.forms, problems);
  if (has('webhookUrl')) {
    if (body.webhookUrl === null) changes.webhookUrl = null;
    else {
      const check = checkWebhookUrl(body.webhookUrl, localDevelopment);
      if (check.ok) changes.webhookUrl = check.url;
      else problems.add('webhookUrl', `${check.reason} (an HTTPS URL of at most 400 characters, or null)`);
    }
  }
  if (has('requireVerifiedIdentity')) {
    if (typeof body.requireVerifiedIdentity === 'boolean') changes.requireVerifiedIdentity = body.requireVerifiedIdentity;
    else problems.add('requireVerifiedIdentity', 'requireVerifiedIdentity must be a boolean');
  }
  if (has('businessHours')) changes.businessHours = parseBusinessHours(body.businessHours, problems);
  if (has('consent')) changes.consent = parseConsent(body.consent, problems);
  if (mode === 'update' && has('status')) {
    if (body.status === 'active' || body.status === 'disabled') changes.status = body.status;
    else problems.add('status', 'status must be active or disabled');
  }
  return { changes, problems };
}

function parseOrigins(value: unknown, problems: Problems): string[] | undefined {
  const field = 'allowedOrigins';
  if (!Array.isArray(value)) {
    problems.add(field, 'allowedOrigins must be an array of origins');
    return undefined;
  }
  const before = problems.count;
  if (value.length > LIMITS.origins) problems.add(field, `allowedOrigins must hold at most ${LIMITS.origins} origins`);
  const seen = new Set<string>();
  value.forEach((origin, i) => {
    if (!isExactOrigin(origin)) {
      problems.add(
        field,
        `allowedOrigins[${i}] must be an exact origin such as https://example.com (lowercase scheme and host, optional port, no path, at most ${LIMITS.originLength} characters)`,
      );
    } else if (seen.has(origin)) {
      problems.add(field, `allowedOrigins[${i}] repeats ${origin}`);
    } else seen.add(origin);
  });
  return problems.count === before ? [...seen] : undefined;
}

function parseModules(value: unknown, problems: Problems): S['EngageModules'] | undefined {
  const keys = ['chat', 'forms', 'support'] as const;
  if (!isPlainObject(value) || !keys.every((k) => typeof value[k] === 'boolean')) {
    problems.add('modules', 'modules must be an object with booleans chat, forms and support');
    return undefined;
  }
  const before = problems.count;
  problems.rejectUnknown(value, keys, 'modules');
  return problems.count === before
    ? { chat: value.chat as boolean, forms: value.forms as boolean, support: value.support as boolean }
    : undefined;
}

function parseBranding(value: unknown, problems: Problems): S['SiteBranding'] | undefined {
  if (!isPlainObject(value)) {
    problems.add('branding', 'branding must be an object');
    return undefined;
  }
  const before = problems.count;
  problems.rejectUnknown(value, ['assistantName', 'launcherLabel', 'greeting', 'accent'], 'branding');
  const out: S['SiteBranding'] = {};
  if (Object.hasOwn(value, 'assistantName')) {
    const name = typeof value.assistantName === 'string' ? value.assistantName.trim() : '';
    if (name.length === 0 || textLength(name) > LIMITS.assistantName) {
      problems.add('branding.assistantName', `branding.assistantName must be 1 to ${LIMITS.assistantName} characters`);
    } else if (hasControlCharacters(name)) {
      problems.add('branding.assistantName', controlCharactersMessage('branding.assistantName'));
    } else out.assistantName = name;
  }
  for (const [key, max] of [
    ['launcherLabel', LIMITS.launcherLabel],
    ['greeting', LIMITS.greeting],
  ] as const) {
    if (!Object.hasOwn(value, key)) continue;
    const text = value[key];
    if (typeof text !== 'string' || textLength(text) > max) {
      problems.add(`branding.${key}`, `branding.${key} must be text of at most ${max} characters`);
    } else if (key === 'launcherLabel' && hasControlCharacters(text)) {
      // The launcher label is a label; the greeting is free text (a line break in it is the team's choice).
      problems.add('branding.launcherLabel', controlCharactersMessage('branding.launcherLabel'));
    } else out[key] = text;
  }
  if (Object.hasOwn(value, 'accent')) {
    if (typeof value.accent === 'string' && ACCENT_PATTERN.test(value.accent)) out.accent = value.accent;
    else problems.add('branding.accent', 'branding.accent must be a hex colour such as #4f46e5');
  }
  return problems.count === before ? out : undefined;
}

function parseForms(value: unknown, problems: Problems): S['FormSettings'] | undefined {
  if (!isPlainObject(value)) {
    problems.add('forms', 'forms must be an object with strict and policies');
    return undefined;
  }
  const before = problems.count;
  problems.rejectUnknown(value, ['strict', 'policies'], 'forms');
  const out: S['FormSettings'] = {};
  if (Object.hasOwn(value, 'strict')) {
    if (typeof value.strict === 'boolean') out.strict = value.strict;
    else problems.add('forms.strict', 'forms.strict must be a boolean');
  }
  if (Object.hasOwn(value, 'policies')) {
    const policies = value.policies;
    if (!isPlainObject(policies)) {
      problems.add('forms.policies', 'forms.policies must be an object of form label to policy');
    } else {
      if (Object.keys(policies).length > LIMITS.policies) {
        problems.add('forms.policies', `forms.policies must hold at most ${LIMITS.policies} forms`);
      }
      out.policies = {};
      for (const [label, policy] of Object.entries(policies)) {
        const parsed = parsePolicy(label, policy, problems);
        // Defined, not assigned: a form labelled `__proto__` is data, never the object's prototype.
        if (parsed) Object.defineProperty(out.policies, label, { value: parsed, enumerable: true, writable: true, configurable: true });
      }
    }
  }
  return problems.count === before ? out : undefined;
}

function parsePolicy(label: string, value: unknown, problems: Problems): S['FormPolicy'] | undefined {
  const field = `forms.policies.${label}`;
  // The same labels POST /v1/engage/forms/:form accepts: 1 to 40 characters, no surrounding spaces.
  if (label.length === 0 || label !== label.trim() || textLength(label) > LIMITS.formLabel) {
    problems.add(
      'forms.policies',
      `form label "${cutText(label, 60)}" must be 1 to ${LIMITS.formLabel} characters without surrounding spaces`,
    );
    return undefined;
  }
  if (hasControlCharacters(label)) {
    problems.add('forms.policies', controlCharactersMessage('forms.policies'));
    return undefined;
  }
  if (!isPlainObject(value)) {
    problems.add(field, `${field} must be an object with requiredFields and successMessage`);
    return undefined;
  }
  const before = problems.count;
  problems.rejectUnknown(value, ['requiredFields', 'successMessage'], field);
  const out: S['FormPolicy'] = {};
  if (Object.hasOwn(value, 'requiredFields')) {
    const list = value.requiredFields;
    const valid =
      Array.isArray(list) &&
      list.length <= LIMITS.requiredFields &&
      list.every((n) => typeof n === 'string' && textLength(n) <= LIMITS.fieldName && NAME_PATTERN.test(n)) &&
      new Set(list).size === list.length;
    if (valid) out.requiredFields = list as string[];
    else {
      problems.add(
        `${field}.requiredFields`,
        `${field}.requiredFields must list at most ${LIMITS.requiredFields} distinct field names of 1 to ${LIMITS.fieldName} characters of A-Z a-z 0-9 _ -`,
      );
    }
  }
  if (Object.hasOwn(value, 'successMessage')) {
    const text = value.successMessage;
    if (typeof text === 'string' && textLength(text) <= LIMITS.successMessage) out.successMessage = text;
    else problems.add(`${field}.successMessage`, `${field}.successMessage must be text of at most ${LIMITS.successMessage} characters`);
  }
  return problems.count === before ? out : undefined;
}

export const CONSENT_LIMITS = { languages: 20, text: 400, tag: 35 } as const;
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The consent notice: required (boolean) and its text per BCP 47 language tag. */
function parseConsent(value: unknown, problems: Problems): S['ConsentSettings'] | undefined {
  const field = 'consent';
  if (!isPlainObject(value)) {
    problems.add(field, 'consent must be an object { required, text }');
    return undefined;
  }
  const before = problems.count;
  problems.rejectUnknown(value, ['required', 'text'], field);
  if (typeof value.required !== 'boolean') problems.add('consent.required', 'consent.required must be a boolean');
  const text: Record<string, string> = {};
  if (value.text !== undefined && !isPlainObject(value.text)) {
    problems.add('consent.text', 'consent.text must map language tags (such as en, fr-CA) to the notice');
  } else if (isPlainObject(value.text)) {
    const entries = Object.entries(value.text);
    if (entries.length > CONSENT_LIMITS.languages)
      problems.add('consent.text', `consent.text must hold at most ${CONSENT_LIMITS.languages} languages`);
    for (const [tag, notice] of entries) {
      if (!LANGUAGE_TAG.test(tag) || textLength(tag) > CONSENT_LIMITS.tag) {
        problems.add('consent.text', `consent.text: ${cutText(tag, 40)} is not a language tag such as en or fr-CA`);
      } else if (
        typeof notice !== 'string' ||
        notice.trim() === '' ||
        textLength(notice) > CONSENT_LIMITS.text ||
        hasControlCharacters(notice)
      ) {
        problems.add('consent.text', `consent.text.${tag} must be 1 to ${CONSENT_LIMITS.text} characters without control characters`);
      } else text[tag] = notice.trim();
    }
  }
  if (value.required === true && Object.keys(text).length === 0 && problems.count === before) {
    problems.add('consent.text', 'consent.text needs the notice in at least one language when consent is required');
  }
  // fromEntries keeps a tag such as __proto__ as data (it is refused above anyway).
  return problems.count > before ? undefined : { required: value.required as boolean, text: Object.fromEntries(Object.entries(text)) };
}
