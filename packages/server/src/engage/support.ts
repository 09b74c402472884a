// POST /v1/engage/support: a support ticket (source support), optionally linked to one of the site's chat threads.
import { limits } from '@svc/spec';
import type { Deps } from '../deps.js';
import { isEmail } from '../http/email.js';
import { controlCharactersMessage, cutText, hasControlCharacters, textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { Problems, problemsRefusal } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import type { EngageSite, TicketRecord } from './model.js';
import { conversationsTable, ticketsTable } from './model.js';

/** Each property's maximum length: the contract's `SupportRequest` bounds (generated into @svc/spec). */
export const SUPPORT_BOUNDS = {
  name: limits.SupportRequest.name.maxLength,
  email: limits.SupportRequest.email.maxLength,
  message: limits.SupportRequest.message.maxLength,
  phone: limits.SupportRequest.phone.maxLength,
  category: limits.SupportRequest.category.maxLength,
  subject: limits.SupportRequest.subject.maxLength,
  page: limits.SupportRequest.page.maxLength,
  conversationId: limits.SupportRequest.conversationId.maxLength,
} as const;
export const DEFAULT_CATEGORY = 'general';
export const DEFAULT_SUBJECT_LENGTH = 80;

export interface SupportInput {
  name: string;
  email: string;
  message: string;
  phone: string | null;
  category: string;
  subject: string;
  page: string | null;
  conversationId: string | null;
}

const NAME_AND_EMAIL = { status: 400, code: 'NAME_AND_EMAIL_REQUIRED', message: 'name and a valid email are required' } as const;

/**
 * Who is asking first, then what they ask, then the bounds of everything else, each named in `fields`. A name or
 * email that is missing, invalid or over its bound gets the service's one message for that row, "name and a valid
 * email are required", with the property in `fields`.
 */
export function readSupport(body: Record<string, unknown>): { input: SupportInput } | Refusal {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  // A name with control characters or over its bound is not a valid name: the spec's one answer for an invalid name.
  if (name === '' || hasControlCharacters(name) || textLength(name) > SUPPORT_BOUNDS.name) return { ...NAME_AND_EMAIL, fields: ['name'] };
  // "valid address, at most 160": an over-long address is not a valid one, so it gets the same answer as a bad one.
  if (textLength(email) > SUPPORT_BOUNDS.email || !isEmail(email)) return { ...NAME_AND_EMAIL, fields: ['email'] };
  if (typeof body.message !== 'string' || body.message.trim() === '') {
    return { status: 400, code: 'MESSAGE_REQUIRED', message: 'message is required', fields: ['message'] };
  }
  const problems = new Problems();
  const bounded = (field: keyof typeof SUPPORT_BOUNDS) => problems.text(body[field], field, SUPPORT_BOUNDS[field]);
  const message = bounded('message') ?? '';
  const phone = bounded('phone') ?? null;
  const category = bounded('category') ?? DEFAULT_CATEGORY;
  // The category names a queue in the console: a name, screened like every name.
  if (hasControlCharacters(category)) problems.add('category', controlCharactersMessage('category'));
  const subject = bounded('subject') ?? cutText(message, DEFAULT_SUBJECT_LENGTH).trim();
  const page = bounded('page') ?? null;
  const conversationId = bounded('conversationId') ?? null;
  if (!problems.ok) return problemsRefusal(problems);
  return { input: { name, email, message, phone, category, subject, page, conversationId } };
}

/** Whether a ticket may name `conversationId`: only a conversation of the same site (or none). */
export function linkableConversation(deps: Pick<Deps, 'store'>, site: EngageSite, conversationId: string | null): boolean {
  if (conversationId === null) return true;
  const thread = conversationsTable(deps).get(conversationId);
  return thread !== undefined && thread.siteId === site.id;
}

/** Stores a support request as an open ticket of the site; returns its id. */
export function storeSupportTicket(deps: Pick<Deps, 'store' | 'ids' | 'clock'>, site: EngageSite, input: SupportInput): string {
  const now = iso(deps.clock.now());
  const ticket: TicketRecord = {
    id: deps.ids.next('tkt'),
    siteId: site.id,
    source: 'support',
    form: null,
    status: 'open',
    ...input,
    fields: {},
    replies: [],
    createdAt: now,
    updatedAt: now,
  };
  ticketsTable(deps).set(ticket);
  return ticket.id;
}
