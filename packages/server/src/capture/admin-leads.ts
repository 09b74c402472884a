// Admin leads inbox: scope (website + environment), search, form/status/assignment filters, keyset pages,
// lead status moves and assignment to a permitted teammate, and the JSON or CSV export of the current selection.
// The rules take the query as sent, the acting identity and the parsed body; capture/admin-routes.ts reads the
// request and writes the outcome.
import type { Deps } from '../deps.js';
import { readPageLimit } from '../http/page-limit.js';
import { textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { invalid, isRefusal } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import type { Website } from '../websites.js';
import { hasRole, websitesTable } from '../websites.js';
import { readEnvironment } from './admin-util.js';
import { leadsCsv } from './csv.js';
import type { AssignmentFilter, Contact, PagePosition, StatusFilter } from './leads.js';
import {
  ASSIGNMENT_FILTERS,
  canMove,
  decodePageToken,
  encodePageToken,
  LEAD_STATUSES,
  matchesAssignment,
  matchesSearch,
  matchesStatus,
  pickContact,
  STATUS_FILTERS,
} from './leads.js';
import type { LeadStatus, Submission } from './model.js';
import { submissionsTable } from './model.js';
import type { SubmissionIndex } from './newest-index.js';
import { submissionIndex } from './newest-index.js';

export const DEFAULT_LEADS_LIMIT = 25;
export const MAX_LEADS_LIMIT = 100;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_FORM_FILTER_LENGTH = 40;

/** The inbox's query as sent (absent parameters undefined), and the acting identity (X-Identity-Sub), if any. */
export interface LeadsQuery {
  environment?: string;
  q?: string;
  form?: string;
  status?: string;
  assignment?: string;
  identity?: string;
}

/** Which leads a list or an export covers: one scope, narrowed by search and filters. */
export interface LeadSelection {
  website: Website;
  environment: Submission['environment'];
  q: string;
  form: string | undefined;
  status: StatusFilter;
  assignment: AssignmentFilter;
  me: string | undefined;
}

export type ExportFormat = 'json' | 'csv';

/** A lead as the inbox shows it: contact first, then everything submitted. */
export function leadView(s: Submission) {
  return {
    id: s.id,
    websiteId: s.websiteId,
    environment: s.environment,
    form: s.form,
    page: s.page,
    receivedAt: s.receivedAt,
    status: s.lead.status,
    assignee: s.lead.assignee,
    contact: pickContact(s.fields),
    fields: s.fields,
    device: s.device,
    country: s.country,
    countryCode: s.countryCode,
    context: s.context,
    notification: s.notification.status,
  };
}

/**
 * The acting person, when the caller names one (X-Identity-Sub), must be able to see leads (leads or manage role).
 * Without one the admin API acts as the operator.
 */
export function leadsAccessDenied(website: Website, identity: string | undefined): Refusal | undefined {
  if (identity === undefined || hasRole(website, identity, 'leads') || hasRole(website, identity, 'manage')) return undefined;
  return { status: 403, code: 'FORBIDDEN', message: 'this identity may not work on the leads of this website' };
}

/** The selection a query asks for, checked in order: environment, access, search, form, status, assignment. */
export function readLeadSelection(website: Website, query: LeadsQuery): LeadSelection | Refusal {
  const environment = readEnvironment(query.environment);
  if (isRefusal(environment)) return environment;
  const denied = leadsAccessDenied(website, query.identity);
  if (denied) return denied;
  const q = query.q ?? '';
  if (textLength(q) > MAX_SEARCH_LENGTH) return invalid(`q must be at most ${MAX_SEARCH_LENGTH} characters`, ['q']);
  const form = query.form || undefined;
  if (form !== undefined && textLength(form) > MAX_FORM_FILTER_LENGTH) {
    return invalid(`form must be at most ${MAX_FORM_FILTER_LENGTH} characters`, ['form']);
  }
  const status = (query.status ?? 'all') as StatusFilter;
  if (!STATUS_FILTERS.includes(status)) return invalid(`status must be one of ${STATUS_FILTERS.join(', ')}`, ['status']);
  const assignment = (query.assignment ?? 'everyone') as AssignmentFilter;
  if (!ASSIGNMENT_FILTERS.includes(assignment)) {
    return invalid(`assignment must be one of ${ASSIGNMENT_FILTERS.join(', ')}`, ['assignment']);
  }
  const me = query.identity;
  if (assignment === 'me' && !me) {
    return { status: 400, code: 'IDENTITY_REQUIRED', message: 'assignment=me needs the X-Identity-Sub header', fields: ['assignment'] };
  }
  return { website, environment, q, form, status, assignment, me };
}

/** A page size as sent: absent is 25, a positive integer above 100 is 100, anything else is INVALID_LIMIT. */
export function readLeadsLimit(text: string | undefined): number | Refusal {
  return (
    readPageLimit(text, { fallback: DEFAULT_LEADS_LIMIT, max: MAX_LEADS_LIMIT, above: 'applied-as-max' }) ?? {
      status: 400,
      code: 'INVALID_LIMIT',
      message: 'limit must be a positive integer',
      fields: ['limit'],
    }
  );
}

/** Where a page starts: undefined (the newest) without a token, the token's position, or INVALID_CURSOR. */
export function readPageToken(token: string | undefined): PagePosition | undefined | Refusal {
  if (token === undefined) return undefined;
  return decodePageToken(token) ?? { status: 400, code: 'INVALID_CURSOR', message: 'page token is malformed', fields: ['page'] };
}

/** The export's format as sent: json (the default) or csv. */
export function readExportFormat(text: string | undefined): ExportFormat | Refusal {
  const format = text ?? 'json';
  return format === 'json' || format === 'csv' ? format : invalid('format must be json or csv', ['format']);
}

/** The file name a CSV export is offered as: its scope. */
export function exportFileName(sel: LeadSelection): string {
  return `leads-${sel.website.id}-${sel.environment}.csv`;
}

/** The lead `id` names and its website, or 404 NOT_FOUND; 403 FORBIDDEN when the acting identity may not see leads. */
export function findLead(
  deps: Pick<Deps, 'store'>,
  id: string,
  identity: string | undefined,
): { submission: Submission; website: Website } | Refusal {
  const submission = submissionsTable(deps).get(id);
  const website = submission ? websitesTable(deps).get(submission.websiteId) : undefined;
  if (!submission || !website) return { status: 404, code: 'NOT_FOUND', message: 'lead not found' };
  return leadsAccessDenied(website, identity) ?? { submission, website };
}

/**
 * A lead's status move (along {@link canMove}) and/or assignment (to a member with the leads role, or null).
 * The body must give at least one of them.
 */
export function updateLead(
  deps: Pick<Deps, 'store' | 'clock'>,
  found: { submission: Submission; website: Website },
  body: Record<string, unknown>,
): Submission | Refusal {
  const { submission, website } = found;
  if (body.status === undefined && body.assignee === undefined) {
    // One problem naming both properties.
    return invalid('give a status, an assignee, or both', ['status', 'assignee']);
  }
  let status = submission.lead.status;
  if (body.status !== undefined) {
    if (!LEAD_STATUSES.includes(body.status as LeadStatus)) {
      return invalid(`status must be one of ${LEAD_STATUSES.join(', ')}`, ['status']);
    }
    const next = body.status as LeadStatus;
    if (!canMove(status, next)) return { status: 409, code: 'INVALID_TRANSITION', message: `a lead cannot move from ${status} to ${next}` };
    status = next;
  }
  let assignee = submission.lead.assignee;
  if (body.assignee !== undefined) {
    if (body.assignee !== null && (typeof body.assignee !== 'string' || !hasRole(website, body.assignee, 'leads'))) {
      return invalid('assignee must be a website member with the leads role', ['assignee']);
    }
    assignee = body.assignee;
  }
  return submissionsTable(deps).update(submission.id, (s) => ({ ...s, lead: { status, assignee, updatedAt: iso(deps.clock.now()) } }))!;
}

/** The leads inbox over the submissions table: pages of a selection, its total, and its export. */
export class LeadsInbox {
  private readonly index: SubmissionIndex;

  constructor(private readonly deps: Pick<Deps, 'store' | 'clock'>) {
    this.index = submissionIndex(submissionsTable(deps));
  }

  /** Up to `limit` leads of the selection, newest first, starting after `after`; `nextPage` when more follow. */
  page(sel: LeadSelection, after: PagePosition | undefined, limit: number) {
    const { found, more } = this.walk(sel, after, limit);
    const last = found.at(-1);
    return {
      scope: { websiteId: sel.website.id, environment: sel.environment },
      forms: this.index.forms(sel.website.id, sel.environment),
      total: this.total(sel),
      limit,
      leads: found.map(leadView),
      nextPage: last && more ? encodePageToken(last) : null,
    };
  }

  /** Every lead of the selection, newest first, each with its picked contact. */
  exportLeads(sel: LeadSelection): Array<Submission & { contact: Contact }> {
    return this.walk(sel, undefined, Infinity).found.map((s) => ({ ...s, contact: pickContact(s.fields) }));
  }

  /** The selection's export as JSON (what the answer carries beside `success`). */
  exportJson(sel: LeadSelection) {
    const leads = this.exportLeads(sel);
    return {
      exportedAt: iso(this.deps.clock.now()),
      scope: { websiteId: sel.website.id, environment: sel.environment },
      filters: { q: sel.q, form: sel.form ?? null, status: sel.status, assignment: sel.assignment },
      count: leads.length,
      leads,
    };
  }

  /** The selection's export as CSV text (columns and escaping: csv.ts). */
  exportCsv(sel: LeadSelection): string {
    return leadsCsv(this.exportLeads(sel));
  }

  /** How many leads the selection holds (remembered until the table changes). */
  total(sel: LeadSelection): number {
    const rows = this.index.rows(sel.website.id, sel.environment);
    const matches = matcherOf(sel);
    if (!matches) return rows.length;
    const key = JSON.stringify([sel.website.id, sel.environment, sel.form, sel.status, sel.assignment, sel.me, sel.q]);
    return this.index.remembered(key, () => {
      let n = 0;
      for (const s of rows) if (matches(s)) n++;
      return n;
    });
  }

  /** Up to `limit` matching submissions newest first, starting after `after`, and whether more follow. */
  private walk(sel: LeadSelection, after: PagePosition | undefined, limit: number) {
    const rows = this.index.rows(sel.website.id, sel.environment);
    const matches = matcherOf(sel);
    const found: Submission[] = [];
    for (let i = this.index.start(rows, after) - 1; i >= 0; i--) {
      const s = rows[i]!;
      if (matches && !matches(s)) continue;
      if (found.length === limit) return { found, more: true };
      found.push(s);
    }
    return { found, more: false };
  }
}

/** The selection's test of one submission of its scope, or undefined when it keeps every one. */
function matcherOf(sel: LeadSelection): ((s: Submission) => boolean) | undefined {
  return sel.form === undefined && sel.status === 'all' && sel.assignment === 'everyone' && sel.q.trim() === ''
    ? undefined
    : (s) =>
        (sel.form === undefined || s.form === sel.form) &&
        matchesStatus(s.lead.status, sel.status) &&
        matchesAssignment(s.lead.assignee, sel.assignment, sel.me) &&
        matchesSearch(s, sel.q);
}
