// The console inbox: tickets (forms and support) with agent replies, and chat transcripts with take-over, release,
// close and reopen.

import type { components } from '@svc/spec';
import { limits } from '@svc/spec';
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { ChatTurns } from '../engage/chat.js';
import type { AskAssistant } from '../engage/chat-answer.js';
import type { ConversationRecord, EngageSite, TicketRecord } from '../engage/model.js';
import { conversationsTable, publicMessage, ticketsTable } from '../engage/model.js';
import type { HoldOutcome } from '../engage/take-over.js';
import { acceptsConsoleActions, CONVERSATION_CLOSED, close, release, reopen, takeOver } from '../engage/take-over.js';
import { announceChange } from '../http/durable.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { readPageLimit } from '../http/page-limit.js';
import type { Refusal } from '../http/validation.js';
import { invalid, isRefusal, notFound, Problems, readObjectBody, refuse, validationFailed } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import { withOwnSite } from './access-routes.js';
import type { SortKey } from './page-token.js';
import { CONSOLE_LIST_LIMIT, compareDesc, decodePageToken, encodePageToken, takePage } from './page-token.js';
import { readMessage, readText } from './problems.js';

type S = components['schemas'];

const BASE = '/api/engage/sites/:siteId';
const TICKET_STATUSES: S['TicketStatus'][] = ['open', 'in_progress', 'resolved'];
const TICKET_SOURCES: S['TicketSource'][] = ['form', 'support'];
const CONVERSATION_STATUSES: S['ConversationStatus'][] = ['ai', 'agent', 'closed'];
export const TICKET_REPLY_MAX = limits.TicketReplyRequest.message.maxLength;
export const CONVERSATION_REPLY_MAX = limits.ConversationReplyRequest.message.maxLength;
export const AGENT_NAME_MAX = limits.ConversationReplyRequest.agentName.maxLength;

export function registerInboxRoutes(app: Hono<AppEnv>, deps: Deps, chat: ChatTurns): void {
  registerTicketRoutes(app, deps);
  registerConversationRoutes(app, deps);
  registerHoldRoutes(app, deps, chat);
}

/** The tickets (forms and support): the list, and a person's reply that moves the ticket on. */
function registerTicketRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get(
    `${BASE}/tickets`,
    op(deps, 'listSiteTickets'),
    withOwnSite(deps, (c, site) => {
      const status = enumQuery(c, 'status', TICKET_STATUSES);
      const source = enumQuery(c, 'source', TICKET_SOURCES);
      if (isRefusal(status)) return refuse(c, status);
      if (isRefusal(source)) return refuse(c, source);
      const page = newestFirstPage(c, site, {
        list: 'tickets',
        key: (t: TicketRecord): SortKey => ({ at: t.createdAt, id: t.id }),
        rows: ticketsTable(deps).filter(
          (t) => t.siteId === site.id && (!status || t.status === status) && (!source || t.source === source),
        ),
      });
      if (isRefusal(page)) return refuse(c, page);
      return c.json({ success: true as const, tickets: page.items.map(ticketView), nextPage: page.nextPage });
    }),
  );

  app.post(
    `${BASE}/tickets/:ticketId/reply`,
    op(deps, 'replyToSiteTicket'),
    withOwnSite(deps, async (c, site) => {
      const ticket = ticketsTable(deps).get(c.req.param('ticketId') ?? '');
      if (!ticket || ticket.siteId !== site.id) return refuse(c, TICKET_NOT_FOUND);
      const read = await readObjectBody(c);
      if (isRefusal(read)) return refuse(c, read);
      const body = read.body;
      const problems = new Problems();
      problems.rejectUnknown(body, ['message', 'resolve']);
      const message = readMessage(body.message, TICKET_REPLY_MAX, problems);
      if (body.resolve !== undefined && typeof body.resolve !== 'boolean') {
        problems.add('resolve', 'resolve must be a boolean');
      }
      if (!problems.ok || message === undefined) return validationFailed(c, problems);
      const resolve = body.resolve === true;
      const status: 'in_progress' | 'resolved' = resolve ? 'resolved' : 'in_progress';
      const sentAt = iso(deps.clock.now());
      const updated = ticketsTable(deps).update(ticket.id, (t) => ({
        ...t,
        status,
        replies: [...t.replies, { message, resolve, sentAt }],
        updatedAt: sentAt,
      }));
      return c.json({ success: true as const, status, ticket: ticketView(updated!) });
    }),
  );
}

/** The chat transcripts: the list, a person's reply (a take-over) and the typing signal. */
function registerConversationRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get(
    `${BASE}/conversations`,
    op(deps, 'listSiteConversations'),
    withOwnSite(deps, (c, site) => {
      const status = enumQuery(c, 'status', CONVERSATION_STATUSES);
      if (isRefusal(status)) return refuse(c, status);
      const page = newestFirstPage(c, site, {
        list: 'conversations',
        // Most recently active first: a thread that gets a new message moves to the front.
        key: (r: ConversationRecord): SortKey => ({ at: r.updatedAt, id: r.id }),
        rows: conversationsTable(deps).filter((r) => r.siteId === site.id && (!status || r.status === status)),
      });
      if (isRefusal(page)) return refuse(c, page);
      return c.json({ success: true as const, conversations: page.items.map(conversationView), nextPage: page.nextPage });
    }),
  );

  app.post(
    `${BASE}/conversations/:conversationId/reply`,
    op(deps, 'replyToSiteConversation'),
    withOwnSite(deps, async (c, site) => {
      const conversation = ownConversation(c, deps, site);
      if (isRefusal(conversation)) return refuse(c, conversation);
      const read = await readObjectBody(c);
      if (isRefusal(read)) return refuse(c, read);
      const body = read.body;
      const problems = new Problems();
      problems.rejectUnknown(body, ['message', 'agentName']);
      const message = readMessage(body.message, CONVERSATION_REPLY_MAX, problems);
      const agentName = readText(body, { field: 'agentName', max: AGENT_NAME_MAX }, problems);
      if (!problems.ok || message === undefined) return validationFailed(c, problems);
      // Checked after validation so a bad body is reported the same way whatever the thread's state.
      return holdAnswer(c, deps, { conversation, outcome: takeOver(deps, conversation, { message, agentName }) });
    }),
  );

  app.post(
    `${BASE}/conversations/:conversationId/typing`,
    op(deps, 'signalSiteConversationTyping'),
    withOwnSite(deps, async (c, site) => {
      const conversation = ownConversation(c, deps, site);
      if (isRefusal(conversation)) return refuse(c, conversation);
      const read = await readObjectBody(c);
      if (isRefusal(read)) return refuse(c, read);
      const body = read.body;
      const problems = new Problems();
      problems.rejectUnknown(body, ['typing', 'agentName']);
      if (typeof body.typing !== 'boolean') problems.add('typing', 'typing must be a boolean');
      const agentName = readText(body, { field: 'agentName', max: AGENT_NAME_MAX }, problems);
      if (!problems.ok) return validationFailed(c, problems);
      if (!acceptsConsoleActions(conversation)) return refuse(c, CONVERSATION_CLOSED);
      // Never stored: a typing signal only matters to the streams open now.
      const delivered = deps.live.publish(conversation.id, {
        kind: 'typing',
        typing: body.typing === true,
        agentName: agentName ?? conversation.agentName ?? null,
      });
      const result: S['TypingResult'] = { success: true, conversationId: conversation.id, typing: body.typing === true, delivered };
      return c.json(result);
    }),
  );
}

/** Release, close and reopen: who holds a thread, by take-over.ts's rules. */
function registerHoldRoutes(app: Hono<AppEnv>, deps: Deps, chat: ChatTurns): void {
  // Release, close and reopen take no body. Each is safe to repeat: releasing a thread the assistant holds, closing a
  // closed thread or reopening an open one answers the thread as it is. A release also answers the question the
  // visitor asked while the person held the thread (nobody else will), before the answer leaves: the visitor's stream
  // then brings the hand-back and the assistant's answer together.
  const actions = [
    ['release', 'releaseSiteConversation', release],
    ['close', 'closeSiteConversation', close],
    ['reopen', 'reopenSiteConversation', reopen],
  ] as const;
  for (const [action, operationId, rule] of actions) {
    app.post(
      `${BASE}/conversations/:conversationId/${action}`,
      op(deps, operationId),
      withOwnSite(deps, async (c, site) => {
        const conversation = ownConversation(c, deps, site);
        if (isRefusal(conversation)) return refuse(c, conversation);
        const outcome = rule(deps, conversation);
        if (action === 'release' && !isRefusal(outcome) && outcome.changed) {
          // An injected assistant_unavailable fault stands in for the assistant here as on a chat turn.
          const ask: AskAssistant = (input) =>
            deps.faults.consume(operationId, 'assistant_unavailable') ? Promise.resolve(undefined) : deps.assistant.answer(input);
          const answered = await chat.answerPending(site, conversation.id, ask);
          if (answered) announceChange(c, deps, conversation.id);
        }
        return holdAnswer(c, deps, { conversation, outcome });
      }),
    );
  }
}

/** The answer to a take-over transition: the thread's status, or 409 on a closed thread; a change is announced. */
function holdAnswer(
  c: AppContext,
  deps: Deps,
  { conversation, outcome }: { conversation: ConversationRecord; outcome: HoldOutcome },
): Response {
  if (isRefusal(outcome)) return refuse(c, outcome);
  if (outcome.changed) announceChange(c, deps, conversation.id);
  return c.json({ success: true as const, conversationId: conversation.id, status: outcome.status });
}

const TICKET_NOT_FOUND = notFound('ticket not found');
const CONVERSATION_NOT_FOUND = notFound('conversation not found');
const INVALID_LIMIT: Refusal = { status: 400, code: 'INVALID_LIMIT', message: 'limit must be an integer from 1 to 100', fields: ['limit'] };

function ownConversation(c: AppContext, deps: Deps, site: EngageSite): ConversationRecord | Refusal {
  const conversation = conversationsTable(deps).get(c.req.param('conversationId') ?? '');
  if (!conversation || conversation.siteId !== site.id) return CONVERSATION_NOT_FOUND;
  return conversation;
}

function enumQuery<T extends string>(c: AppContext, name: string, allowed: readonly T[]): T | undefined | Refusal {
  const value = c.req.query(name);
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  return invalid(`${name} must be one of ${allowed.join(', ')}`, [name]);
}

/**
 * A page of one of a site's console lists, newest first by `key`: the query's `limit` and `page` token read and
 * checked (a token is only good for the site and list it was made for), and the token of the next page.
 */
function newestFirstPage<T>(
  c: AppContext,
  site: EngageSite,
  of: { list: string; key: (row: T) => SortKey; rows: T[] },
): { items: T[]; nextPage: string | null } | Refusal {
  const paging = pageQuery(c, site, of.list);
  if (isRefusal(paging)) return paging;
  const rows = of.rows.sort((a, b) => compareDesc(of.key(a), of.key(b)));
  return takePage(rows, {
    keyOf: of.key,
    after: paging.after,
    limit: paging.limit,
    tokenOf: (k) => encodePageToken(site.id, of.list, k),
  });
}

function pageQuery(c: AppContext, site: EngageSite, list: string): { limit: number; after: SortKey | undefined } | Refusal {
  const limit = readPageLimit(c.req.query('limit'), CONSOLE_LIST_LIMIT);
  if (limit === undefined) return INVALID_LIMIT;
  const token = c.req.query('page');
  if (token === undefined) return { limit, after: undefined };
  const after = decodePageToken(token, site.id, list);
  if (!after)
    return { status: 400, code: 'INVALID_CURSOR', message: `page is not a valid page token of this site's ${list}`, fields: ['page'] };
  return { limit, after };
}

/** The contract's Ticket, field by field so private bookkeeping on the record never leaks. */
export function ticketView(t: TicketRecord): S['Ticket'] {
  return {
    id: t.id,
    source: t.source,
    form: t.form,
    status: t.status,
    name: t.name,
    email: t.email,
    phone: t.phone,
    subject: t.subject,
    message: t.message,
    category: t.category,
    page: t.page,
    fields: t.fields,
    conversationId: t.conversationId,
    replies: t.replies,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  };
}

/** The contract's ConversationSummary: never the visitor token hash. */
export function conversationView(r: ConversationRecord): S['ConversationSummary'] {
  return {
    id: r.id,
    status: r.status,
    visitor: r.visitor,
    page: r.page,
    pageTitle: r.pageTitle,
    escalated: r.escalated,
    messages: r.messages.map(publicMessage),
    identityVerified: typeof r.verifiedVisitorId === 'string',
    agentName: r.agentName ?? null,
    rating: r.rating ?? null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
