// Managed forms (POST /v1/engage/forms/:form): a submission stored as a ticket (source form), with the site's
// policies; form-routes.ts is the HTTP side.
import type { components } from '@svc/spec';
import { limits } from '@svc/spec';
import { cleanFieldName, sanitiseFields } from '../capture/sanitise.js';
import type { Deps } from '../deps.js';
import { isPlainObject } from '../http/json.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { optionalText } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import { extractContact } from './extract.js';
import type { EngageSite, TicketRecord } from './model.js';
import { ticketsTable } from './model.js';

/** A form label is a key of the site's form policies: the contract bounds both alike. */
export const MAX_FORM_LABEL = limits.FormSettings.policies.propertyNames.maxLength;
/** Fields kept of a managed form submission: the contract's `x-svc-max-properties-kept` (the rest are dropped). */
export const MAX_FORM_FIELDS = limits.ManagedFormRequest.fields.maxPropertiesKept;
export const MAX_FORM_PAGE = limits.ManagedFormRequest.page.maxLength;
export const HONEYPOTS: ReadonlySet<string> = new Set(['website', 'url', 'homepage']);

/**
 * Drops honeypot fields before sanitising, so they never take one of the 24 places. Names are compared as
 * sanitising would clean them, in any case: " Website" is the same trap as "website".
 */
export function withoutHoneypots(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !HONEYPOTS.has(cleanFieldName(name).toLowerCase())));
}

type FormPolicy = components['schemas']['FormPolicy'];

function policyFor(site: EngageSite, label: string): FormPolicy | undefined {
  const policies = site.forms?.policies ?? {};
  return Object.hasOwn(policies, label) ? policies[label] : undefined;
}

/** Why a form submission is refused: a {@link Refusal}, always a 400, with the code, message and fields the contract gives. */
export interface FormRefusal extends Refusal {
  readonly status: 400;
  readonly code: 'VALIDATION_FAILED' | 'FORM_NOT_CONFIGURED' | 'FIELDS_REQUIRED' | 'REQUIRED_FIELDS_MISSING';
}

/** The form a label names and its policy; refused when the label is malformed, or unknown to a strict site. */
export function formOf(site: EngageSite, given: string): { label: string; policy: FormPolicy | undefined } | FormRefusal {
  const label = given.trim();
  if (label === '' || textLength(label) > MAX_FORM_LABEL) {
    return { status: 400, code: 'VALIDATION_FAILED', message: 'the form label must be 1 to 40 characters', fields: ['form'] };
  }
  if (hasControlCharacters(label))
    return { status: 400, code: 'VALIDATION_FAILED', message: controlCharactersMessage('form'), fields: ['form'] };
  const policy = policyFor(site, label);
  if (site.forms?.strict === true && !policy) {
    return { status: 400, code: 'FORM_NOT_CONFIGURED', message: 'this form is not configured for this site' };
  }
  return { label, policy };
}

/** A submission's page and fields (honeypots dropped, sanitised), checked against the form's required fields. */
export function readFormSubmission(
  body: Record<string, unknown>,
  policy: FormPolicy | undefined,
): { fields: Record<string, string>; page: string | null } | FormRefusal {
  const page = optionalText(body.page, 'page', MAX_FORM_PAGE);
  if (!page.ok) return { status: 400, code: 'VALIDATION_FAILED', message: page.problem, fields: ['page'] };
  const fieldsRequired: FormRefusal = {
    status: 400,
    code: 'FIELDS_REQUIRED',
    message: 'fields are required',
    fields: ['fields'],
  };
  if (!isPlainObject(body.fields)) return fieldsRequired;
  const fields = sanitiseFields(withoutHoneypots(body.fields), { maxFields: MAX_FORM_FIELDS });
  // Blank values are kept as submitted, but a submission of nothing but blanks carries nothing to store.
  if (!Object.values(fields).some((v) => v !== '')) return fieldsRequired;
  const missing = (policy?.requiredFields ?? []).filter((name) => (fields[name] ?? '') === '');
  if (missing.length > 0) {
    return {
      status: 400,
      code: 'REQUIRED_FIELDS_MISSING',
      message: `required fields are missing: ${missing.join(', ')}`,
      fields: missing,
    };
  }
  return { fields, page: page.value ?? null };
}

/** Stores a submission as an open ticket of the site (source form), with the contact details it carries. */
export function storeFormTicket(
  deps: Pick<Deps, 'store' | 'ids' | 'clock'>,
  site: EngageSite,
  submission: { form: string; fields: Record<string, string>; page: string | null },
): string {
  const now = iso(deps.clock.now());
  const contact = extractContact(submission.fields);
  const ticket: TicketRecord = {
    id: deps.ids.next('tkt'),
    siteId: site.id,
    source: 'form',
    form: submission.form,
    status: 'open',
    ...contact,
    category: null,
    page: submission.page,
    fields: submission.fields,
    conversationId: null,
    replies: [],
    createdAt: now,
    updatedAt: now,
  };
  ticketsTable(deps).set(ticket);
  return ticket.id;
}
