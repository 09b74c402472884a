// The Engage console operations the Engage tab calls: a site's conversations and tickets, and what an agent does to
// them, each with the console's portal key and identity.
import type { Schema } from '@svc/spec';
import { api, engage, unwrap } from '../../api.js';

export type Conversation = Schema<'ConversationList'>['conversations'][number];
export type Ticket = Schema<'TicketList'>['tickets'][number];
/** A conversation of a site. */
export type ThreadAt = { siteId: string; conversationId: string };

/** What an agent does to a conversation. */
export const threadCalls = {
  typing: (path: ThreadAt, body: Schema<'TypingRequest'>) =>
    engage((headers) =>
      unwrap(api.POST('/api/engage/sites/{siteId}/conversations/{conversationId}/typing', { params: { path }, headers, body })),
    ),
  reply: (path: ThreadAt, body: Schema<'ConversationReplyRequest'>) =>
    engage((headers) =>
      unwrap(api.POST('/api/engage/sites/{siteId}/conversations/{conversationId}/reply', { params: { path }, headers, body })),
    ),
  release: (path: ThreadAt) =>
    engage((headers) =>
      unwrap(api.POST('/api/engage/sites/{siteId}/conversations/{conversationId}/release', { params: { path }, headers })),
    ),
  close: (path: ThreadAt) =>
    engage((headers) => unwrap(api.POST('/api/engage/sites/{siteId}/conversations/{conversationId}/close', { params: { path }, headers }))),
  reopen: (path: ThreadAt) =>
    engage((headers) =>
      unwrap(api.POST('/api/engage/sites/{siteId}/conversations/{conversationId}/reopen', { params: { path }, headers })),
    ),
};

export const replyToTicket = (siteId: string, ticketId: string, body: Schema<'TicketReplyRequest'>) =>
  engage((headers) =>
    unwrap(api.POST('/api/engage/sites/{siteId}/tickets/{ticketId}/reply', { params: { path: { siteId, ticketId } }, headers, body })),
  );

export const listConversations = (siteId: string): Promise<Conversation[]> =>
  engage((headers) => unwrap(api.GET('/api/engage/sites/{siteId}/conversations', { params: { path: { siteId } }, headers }))).then(
    (r) => r.conversations,
  );

export const listTickets = (siteId: string): Promise<Ticket[]> =>
  engage((headers) => unwrap(api.GET('/api/engage/sites/{siteId}/tickets', { params: { path: { siteId } }, headers }))).then(
    (r) => r.tickets,
  );
