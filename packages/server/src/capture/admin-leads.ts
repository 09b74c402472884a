// Admin leads inbox: scope (website + environment), search, form/status/assignment filters, keyset pages,
// lead status moves and assignment to a permitted teammate, and the JSON or CSV export of the current selection.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { fail } from '../http/errors.js';
import { textLength } from '../http/text.js';
import { iso } from '../ports/clock.js';
import type { Website } from '../websites.js';
import { hasRole, websitesTable } from '../websites.js';
import { readObjectBody } from '../http/validation.js';
import { environmentParam, websiteOr404 } from './admin-util.js';
import { leadsCsv } from './csv.js';
import type { AssignmentFilter, PagePosition, StatusFilter } from './leads.js';
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
import { submissionIndex } from './newest-index.js';

export const DEFAULT_LEADS_LIMIT = 25;
export const MAX_LEADS_LIMIT = 100;

interface Selection {
  website: Website;
  environment: Submission['environment'];
  q: string;
  form: string | undefined;
  status: StatusFilter;
  assignment: AssignmentFilter;
  me: string | undefined;
}

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

export function registerCaptureLeadsAdmin(app: Hono<AppEnv>, deps: Deps): void {
  const table = submissionsTable(deps);
  const index = submissionIndex(table);
  /** The selection's test of one submission of its scope, or undefined when it keeps every one. */
  const matcherOf = (sel: Selection): ((s: Submission) => boolean) | undefined =>
    sel.form === undefined && sel.status === 'all' && sel.assignment === 'everyone' && sel.q.trim() === ''
      ? undefined
      : (s) =>
          (sel.form === undefined || s.form === sel.form) &&
          matchesStatus(s.lead.status, sel.status) &&
          matchesAssignment(s.lead.assignee, sel.assignment, sel.me) &&
          matchesSearch(s, sel.q);
  /** Up to `limit` matching submissions newest first, starting after `after`, and whether more follow. */
  const walk = (sel: Selection, after: PagePosition | undefined, limit: number) => {
    const rows = index.rows(sel.website.id, sel.environment);
    const matches = matcherOf(sel);
    const found: Submission[] = [];
    for (let i = index.start(rows, after) - 1; i >= 0; i--) {
      const s = rows[i]!;
      if (matches && !matches(s)) continue;
      if (found.length === limit) return { found, more: true };
      found.push(s);
    }
    return { found, more: false };
  };
  const totalOf = (sel: Selection): number => {
    const rows = index.rows(sel.website.id, sel.environment);
    const matches = matcherOf(sel);
    if (!matches) return rows.length;
    const key = JSON.stringify([sel.website.id, sel.environment, sel.form, sel.status, sel.assignment, sel.me, sel.q]);
    return index.remembered(key, () => {
      let n = 0;
      for (const s of rows) if (matches(s)) n++;
      return n;
    });
  };

  app.get('/_admin/capture/websites/:websiteId/leads', op(deps, 'adminListCaptureLeads'), (c) => {
    const sel = selectionOf(c, deps);
    if (sel instanceof Response) return sel;
    const limitText = c.req.query('limit');
    const limit =
      limitText === undefined ? DEFAULT_LEADS_LIMIT : /^[1-9]\d{0,5}$/.test(limitText) ? Math.min(Number(limitText), MAX_LEADS_LIMIT) : 0;
    if (limit === 0) return fail(c, 400, 'INVALID_LIMIT', 'limit must be a positive integer', { fields: ['limit'] });
    const token = c.req.query('page');
    let after: PagePosition | undefined;
    if (token !== undefined) {
      after = decodePageToken(token);
      if (!after) return fail(c, 400, 'INVALID_CURSOR', 'page token is malformed', { fields: ['page'] });
    }
    const { found: page, more } = walk(sel, after, limit);
    const last = page.at(-1);
    return c.json({
      success: true as const,
      scope: { websiteId: sel.website.id, environment: sel.environment },
      forms: index.forms(sel.website.id, sel.environment),
      total: totalOf(sel),
      limit,
      leads: page.map(leadView),
      nextPage: last && more ? encodePageToken(last) : null,
    });
  });

  app.get('/_admin/capture/websites/:websiteId/leads/export', op(deps, 'adminExportCaptureLeads'), (c) => {
    const sel = selectionOf(c, deps);
    if (sel instanceof Response) return sel;
    const leads = walk(sel, undefined, Infinity).found.map((s) => ({ ...s, contact: pickContact(s.fields) }));
    const format = c.req.query('format') ?? 'json';
    if (format !== 'json' && format !== 'csv')
      return fail(c, 400, 'VALIDATION_FAILED', 'format must be json or csv', { fields: ['format'] });
    if (format === 'csv') {
      c.header('Content-Disposition', `attachment; filename="leads-${sel.website.id}-${sel.environment}.csv"`);
      return c.body(leadsCsv(leads), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    }
    return c.json({
      success: true as const,
      exportedAt: iso(deps.clock.now()),
      scope: { websiteId: sel.website.id, environment: sel.environment },
      filters: { q: sel.q, form: sel.form ?? null, status: sel.status, assignment: sel.assignment },
      count: leads.length,
      leads,
    });
  });

  app.get('/_admin/capture/leads/:id', op(deps, 'adminGetCaptureLead'), (c) => {
    const found = leadOr404(c);
    if (found instanceof Response) return found;
    return c.json({ success: true as const, lead: leadView(found.submission) });
  });

  app.patch('/_admin/capture/leads/:id', op(deps, 'adminUpdateCaptureLead'), async (c) => {
    const found = leadOr404(c);
    if (found instanceof Response) return found;
    const { submission, website } = found;
    const body = await readObjectBody(c, { empty: 'as-object' });
    if (body instanceof Response) return body;
    if (body.status === undefined && body.assignee === undefined) {
      return fail(c, 400, 'VALIDATION_FAILED', 'give a status, an assignee, or both', { fields: ['status', 'assignee'] });
    }
    let status = submission.lead.status;
    if (body.status !== undefined) {
      if (!LEAD_STATUSES.includes(body.status as LeadStatus)) {
        return fail(c, 400, 'VALIDATION_FAILED', `status must be one of ${LEAD_STATUSES.join(', ')}`, { fields: ['status'] });
      }
      const next = body.status as LeadStatus;
      if (!canMove(status, next)) return fail(c, 409, 'INVALID_TRANSITION', `a lead cannot move from ${status} to ${next}`);
      status = next;
    }
    let assignee = submission.lead.assignee;
    if (body.assignee !== undefined) {
      if (body.assignee !== null && (typeof body.assignee !== 'string' || !hasRole(website, body.assignee, 'leads'))) {
        return fail(c, 400, 'VALIDATION_FAILED', 'assignee must be a website member with the leads role', { fields: ['assignee'] });
      }
      assignee = body.assignee;
    }
    const updated = table.update(submission.id, (s) => ({ ...s, lead: { status, assignee, updatedAt: iso(deps.clock.now()) } }))!;
    return c.json({ success: true as const, lead: leadView(updated) });
  });

  function leadOr404(c: AppContext): { submission: Submission; website: Website } | Response {
    const submission = table.get(c.req.param('id') ?? '');
    const website = submission ? websitesTable(deps).get(submission.websiteId) : undefined;
    if (!submission || !website) return fail(c, 404, 'NOT_FOUND', 'lead not found');
    const denied = accessDenied(c, website);
    return denied ?? { submission, website };
  }
}

/**
 * The acting person, when the caller names one with X-Identity-Sub, must be able to see leads (leads or manage
 * role). Without the header the admin API acts as the operator.
 */
function accessDenied(c: AppContext, website: Website): Response | undefined {
  const sub = c.req.header('x-identity-sub');
  if (sub === undefined || hasRole(website, sub, 'leads') || hasRole(website, sub, 'manage')) return undefined;
  return fail(c, 403, 'FORBIDDEN', 'this identity may not work on the leads of this website');
}

function selectionOf(c: AppContext, deps: Deps): Selection | Response {
  const website = websiteOr404(c, deps);
  if (website instanceof Response) return website;
  const environment = environmentParam(c);
  if (environment instanceof Response) return environment;
  const denied = accessDenied(c, website);
  if (denied) return denied;
  const q = c.req.query('q') ?? '';
  if (textLength(q) > 200) return fail(c, 400, 'VALIDATION_FAILED', 'q must be at most 200 characters', { fields: ['q'] });
  const form = c.req.query('form') || undefined;
  if (form !== undefined && textLength(form) > 40)
    return fail(c, 400, 'VALIDATION_FAILED', 'form must be at most 40 characters', { fields: ['form'] });
  const status = (c.req.query('status') ?? 'all') as StatusFilter;
  if (!STATUS_FILTERS.includes(status)) {
    return fail(c, 400, 'VALIDATION_FAILED', `status must be one of ${STATUS_FILTERS.join(', ')}`, { fields: ['status'] });
  }
  const assignment = (c.req.query('assignment') ?? 'everyone') as AssignmentFilter;
  if (!ASSIGNMENT_FILTERS.includes(assignment)) {
    return fail(c, 400, 'VALIDATION_FAILED', `assignment must be one of ${ASSIGNMENT_FILTERS.join(', ')}`, { fields: ['assignment'] });
  }
  const me = c.req.header('x-identity-sub');
  if (assignment === 'me' && !me) {
    return fail(c, 400, 'IDENTITY_REQUIRED', 'assignment=me needs the X-Identity-Sub header', { fields: ['assignment'] });
  }
  return { website, environment, q, form, status, assignment, me };
}
