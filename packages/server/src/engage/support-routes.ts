// POST /v1/engage/support over HTTP: the caller checks, the body read (support.ts's rules), the idempotent store.
import type { components } from '@svc/spec';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import type { Idempotency } from '../http/idempotency.js';
import { idempotencyKeyOf } from '../http/idempotency.js';
import { invalid, isRefusal, readObjectBody, refuse } from '../http/validation.js';
import { authenticate } from './access-routes.js';
import { linkableConversation, readSupport, storeSupportTicket } from './support.js';

export async function createSupportTicket(c: AppContext, deps: Deps, idempotency: Idempotency): Promise<Response> {
  const caller = await authenticate(c, deps, { module: 'support' });
  if (isRefusal(caller)) return refuse(c, caller);
  const { site } = caller;

  // An empty body has no name: the support desk's own answer for a missing name, from readSupport.
  const read = await readObjectBody(c, { empty: 'as-object' });
  if (isRefusal(read)) return refuse(c, read);
  const parsed = readSupport(read.body);
  if (isRefusal(parsed)) return refuse(c, parsed);
  const input = parsed.input;
  if (!linkableConversation(deps, site, input.conversationId)) {
    return refuse(c, invalid('conversationId is not a conversation of this site', ['conversationId']));
  }

  const outcome = await idempotency.run({ scope: site.id, key: idempotencyKeyOf(c), content: input }, async () => ({
    resultId: storeSupportTicket(deps, site, input),
  }));
  if (isRefusal(outcome)) return refuse(c, outcome);
  if (outcome.kind === 'replay') {
    const replay: components['schemas']['SupportTicketResult'] = { success: true, ticketId: outcome.resultId, duplicate: true };
    return c.json(replay, 200);
  }
  const created: components['schemas']['SupportTicketResult'] = { success: true, ticketId: outcome.value.resultId };
  return c.json(created, 201);
}
