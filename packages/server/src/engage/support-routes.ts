// POST /v1/engage/support over HTTP: the caller checks, the body read (support.ts's rules), the idempotent store.
import type { components } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { fail } from '../http/errors.js';
import type { Idempotency } from '../http/idempotency.js';
import { IDEMPOTENCY_CONFLICT_MESSAGE, idempotencyKeyOf } from '../http/idempotency.js';
import { readObjectBody } from '../http/validation.js';
import { authenticate } from './access-routes.js';
import { linkableConversation, readSupport, storeSupportTicket } from './support.js';

export async function createSupportTicket(c: AppContext, deps: Deps, idempotency: Idempotency): Promise<Response> {
  const caller = await authenticate(c, deps, { module: 'support' });
  if (caller instanceof Response) return caller;
  const { site } = caller;

  // An empty body has no name: the support desk's own answer for a missing name, from readSupport.
  const body = await readObjectBody(c, { empty: 'as-object' });
  if (body instanceof Response) return body;
  const parsed = readSupport(body);
  if (!parsed.ok) return fail(c, 400, parsed.code, parsed.message, parsed.fields ? { fields: parsed.fields } : {});
  const input = parsed.input;
  if (!linkableConversation(deps, site, input.conversationId)) {
    return fail(c, 400, 'VALIDATION_FAILED', 'conversationId is not a conversation of this site', { fields: ['conversationId'] });
  }

  const outcome = await idempotency.run(site.id, idempotencyKeyOf(c), input, async () => ({
    resultId: storeSupportTicket(deps, site, input),
  }));
  if (outcome.kind === 'conflict') return fail(c, 409, 'IDEMPOTENCY_CONFLICT', IDEMPOTENCY_CONFLICT_MESSAGE);
  if (outcome.kind === 'replay') {
    const replay: components['schemas']['SupportTicketResult'] = { success: true, ticketId: outcome.resultId, duplicate: true };
    return c.json(replay, 200);
  }
  const created: components['schemas']['SupportTicketResult'] = { success: true, ticketId: outcome.value.resultId };
  return c.json(created, 201);
}
