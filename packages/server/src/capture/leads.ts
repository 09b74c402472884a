// The leads inbox over stored submissions: contact picking, search, filters, lead moves and keyset pages.

import { decodePageToken as decodeToken, encodePageToken as encodeToken } from '../page-token.js';
import type { LeadStatus, Submission } from './model.js';

/** A page token longer than this is refused unread. */
const MAX_PAGE_TOKEN_LENGTH = 400;

export interface Contact {
  name: string | null;
  email: string | null;
  company: string | null;
  phone: string | null;
}

// Field names compared without case, "_" or "-": fullName, full_name and Full-Name are one name.
const NAME_KEYS = ['name', 'fullname', 'yourname', 'contactname'];
const FIRST_KEYS = ['firstname', 'givenname', 'fname', 'first'];
const LAST_KEYS = ['lastname', 'surname', 'familyname', 'lname', 'last'];
const EMAIL_KEYS = ['email', 'emailaddress', 'youremail', 'mail', 'contactemail', 'workemail'];
const COMPANY_KEYS = ['company', 'companyname', 'organisation', 'organization', 'org', 'business', 'businessname'];
const PHONE_KEYS = ['phone', 'phonenumber', 'telephone', 'tel', 'mobile', 'yourphone', 'mobilephone'];

const squash = (name: string) => name.toLowerCase().replace(/[_-]/g, '');

/** The contact of a lead, picked from common field names. */
export function pickContact(fields: Record<string, string>): Contact {
  const byName = new Map<string, string>();
  for (const [name, value] of Object.entries(fields)) {
    const key = squash(name);
    if (value.trim() !== '' && !byName.has(key)) byName.set(key, value.trim());
  }
  const first = (keys: string[]) => keys.map((k) => byName.get(k)).find((v) => v !== undefined) ?? null;
  const parts = [first(FIRST_KEYS), first(LAST_KEYS)].filter((v): v is string => v !== null);
  return {
    name: first(NAME_KEYS) ?? (parts.length > 0 ? parts.join(' ') : null),
    email: first(EMAIL_KEYS),
    company: first(COMPANY_KEYS),
    phone: first(PHONE_KEYS),
  };
}

/** Lower case without accents, so "Zoë" is found by "zoe". */
export function normaliseForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Every word of the query must appear in some value of the lead (any field name), its form, page or id. */
export function matchesSearch(submission: Submission, query: string): boolean {
  const terms = normaliseForSearch(query)
    .split(/\s+/)
    .filter((t) => t !== '');
  if (terms.length === 0) return true;
  const haystack = normaliseForSearch(
    [...Object.values(submission.fields), submission.form, submission.page ?? '', submission.id].join('\n'),
  );
  return terms.every((term) => haystack.includes(term));
}

/** Inbox status filter: `active` is every open lead (unread included), `closed` covers closed and archived. */
export const STATUS_FILTERS = ['all', 'unread', 'active', 'closed', 'archived'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function matchesStatus(status: LeadStatus, filter: StatusFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unread':
      return status === 'unread';
    case 'active':
      return status === 'unread' || status === 'active';
    case 'closed':
      return status === 'closed' || status === 'archived';
    case 'archived':
      return status === 'archived';
  }
}

export const ASSIGNMENT_FILTERS = ['everyone', 'me', 'unassigned'] as const;
export type AssignmentFilter = (typeof ASSIGNMENT_FILTERS)[number];

export function matchesAssignment(assignee: string | null, filter: AssignmentFilter, me: string | undefined): boolean {
  if (filter === 'everyone') return true;
  if (filter === 'unassigned') return assignee === null;
  return me !== undefined && assignee === me;
}

/**
 * Lead moves: opening (unread → active), marking unread again (active → unread), closing and archiving open
 * leads, archiving a closed one, and reopening (closed or archived → active). Staying put is allowed.
 */
const MOVES: Record<LeadStatus, LeadStatus[]> = {
  unread: ['active', 'closed', 'archived'],
  active: ['unread', 'closed', 'archived'],
  closed: ['active', 'archived'],
  archived: ['active'],
};
export const LEAD_STATUSES: LeadStatus[] = ['unread', 'active', 'closed', 'archived'];

export function canMove(from: LeadStatus, to: LeadStatus): boolean {
  return from === to || MOVES[from].includes(to);
}

/** Newest first; the id breaks ties so the order is total and a keyset position is exact. */
export function newestFirst(a: Submission, b: Submission): number {
  if (a.receivedAt !== b.receivedAt) return a.receivedAt < b.receivedAt ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export interface PagePosition {
  receivedAt: string;
  id: string;
}

/** The page token: the last lead's position, base64url JSON. Opaque to callers. */
export function encodePageToken(position: PagePosition): string {
  return encodeToken([position.receivedAt, position.id]);
}

export function decodePageToken(token: string): PagePosition | undefined {
  const value = decodeToken(token, MAX_PAGE_TOKEN_LENGTH);
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') return undefined;
  if (Number.isNaN(Date.parse(value[0]))) return undefined;
  return { receivedAt: value[0], id: value[1] };
}

/** Whether a lead comes after the position in newest-first order. */
export function isAfter(submission: Submission, position: PagePosition): boolean {
  return newestFirst(submission, { receivedAt: position.receivedAt, id: position.id } as Submission) > 0;
}
