// POST /v1/engage/forms/:form: a managed form submission stored as a ticket (source form), with the site's policies.
import type { components } from '@svc/spec';
import { limits } from '@svc/spec';
import { cleanFieldName, sanitiseFields } from '../capture/sanitise.js';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { fail } from '../http/errors.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Idempotency } from '../http/idempotency.js';
import { IDEMPOTENCY_CONFLICT_MESSAGE, idempotencyKeyOf } from '../http/idempotency.js';
import { isPlainObject } from '../http/json.js';
import { iso } from '../ports/clock.js';
import { authenticate } from './access-routes.js';
import { extractContact } from './extract.js';
import type { EngageSite, TicketRecord } from './model.js';
import { ticketsTable } from './model.js';
import { optionalText, readObjectBody } from '../http/validation.js';

/** A form label is a key of the site's form policies: the contract bounds both alike. */
export const MAX_FORM_LABEL = limits.FormSettings.policies.propertyNames.maxLength;
export const MAX_FORM_FIELDS = 24;
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

export async function submitForm(c: AppContext, deps: Deps, idempotency: Idempotency): Promise<Response> {
  const caller = await authenticate(c, deps, { module: 'forms' });
  if (caller instanceof Response) return caller;
  const { site } = caller;

  const label = (c.req.param('form') ?? '').trim();
  if (label === '' || textLength(label) > MAX_FORM_LABEL) {
    return fail(c, 400, 'VALIDATION_FAILED', 'the form label must be 1 to 40 characters', { fields: ['form'] });
  }
  if (hasControlCharacters(label)) return fail(c, 400, 'VALIDATION_FAILED', controlCharactersMessage('form'), { fields: ['form'] });
  const policy = policyFor(site, label);
  if (site.forms?.strict === true && !policy) {
    return fail(c, 400, 'FORM_NOT_CONFIGURED', 'this form is not configured for this site');
  }

  // An empty body simply has no fields (answered FIELDS_REQUIRED below); a body that is not a JSON object is malformed.
  const body = await readObjectBody(c, { empty: 'as-object' });
  if (body instanceof Response) return body;
  const page = optionalText(body.page, 'page', MAX_FORM_PAGE);
  if (!page.ok) return fail(c, 400, 'VALIDATION_FAILED', page.problem, { fields: ['page'] });
  if (!isPlainObject(body.fields)) return fail(c, 400, 'FIELDS_REQUIRED', 'fields are required', { fields: ['fields'] });

  const fields = sanitiseFields(withoutHoneypots(body.fields), { maxFields: MAX_FORM_FIELDS });
  // Blank values are kept as submitted, but a submission of nothing but blanks carries nothing to store.
  if (!Object.values(fields).some((v) => v !== '')) {
    return fail(c, 400, 'FIELDS_REQUIRED', 'fields are required', { fields: ['fields'] });
  }
  const missing = (policy?.requiredFields ?? []).filter((name) => (fields[name] ?? '') === '');
  if (missing.length > 0) {
    return fail(c, 400, 'REQUIRED_FIELDS_MISSING', `required fields are missing: ${missing.join(', ')}`, { fields: missing });
  }

  const successMessage = policy?.successMessage ? { successMessage: policy.successMessage } : {};
  const outcome = await idempotency.run(site.id, idempotencyKeyOf(c), { form: label, fields, page: page.value ?? null }, async () => {
    const now = iso(deps.clock.now());
    const contact = extractContact(fields);
    const ticket: TicketRecord = {
      id: deps.ids.next('tkt'),
      siteId: site.id,
      source: 'form',
      form: label,
      status: 'open',
      ...contact,
      category: null,
      page: page.value ?? null,
      fields,
      conversationId: null,
      replies: [],
      createdAt: now,
      updatedAt: now,
    };
    ticketsTable(deps).set(ticket);
    return { resultId: ticket.id };
  });
  if (outcome.kind === 'conflict') return fail(c, 409, 'IDEMPOTENCY_CONFLICT', IDEMPOTENCY_CONFLICT_MESSAGE);
  if (outcome.kind === 'replay') {
    const replay: components['schemas']['ManagedFormResult'] = { success: true, id: outcome.resultId, duplicate: true, ...successMessage };
    return c.json(replay, 200);
  }
  const created: components['schemas']['ManagedFormResult'] = { success: true, id: outcome.value.resultId, ...successMessage };
  return c.json(created, 201);
}
