// The reference server's admin control of Form Capture over HTTP: the capture site, capture keys, the leads inbox
// and stored submissions. Each handler reads the request into a rule's inputs (admin-site.ts, admin-keys.ts,
// admin-leads.ts, admin-submissions.ts) and writes its outcome; a rule's Refusal is answered by http/validation.ts's refuse.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { identitySubOf } from '../http/identity-sub.js';
import type { Refusal } from '../http/validation.js';
import { isRefusal, readObjectBody, refuse } from '../http/validation.js';
import type { Environment } from '../keys.js';
import type { Website } from '../websites.js';
import { findCaptureKey, issueCaptureKey, listCaptureKeys, promoteCaptureKey, revokeCaptureKey, stageReplacement } from './admin-keys.js';
import type { LeadsQuery } from './admin-leads.js';
import {
  exportFileName,
  findLead,
  LeadsInbox,
  leadView,
  readExportFormat,
  readLeadSelection,
  readLeadsLimit,
  readPageToken,
  updateLead,
} from './admin-leads.js';
import type { CaptureSiteAction } from './admin-site.js';
import { CAPTURE_SITE_MOVES, configureCaptureSite, findCaptureSite, moveCaptureSite, testCaptureSite } from './admin-site.js';
import { confirmDelivery, findSubmission, listSubmissions, retryNotification } from './admin-submissions.js';
import { findWebsite, readEnvironment } from './admin-util.js';

/** The website the path's `:websiteId` names, or the 404 refusal. */
function websiteOf(c: AppContext, deps: Deps): Website | Refusal {
  return findWebsite(deps, c.req.param('websiteId') ?? '');
}

/** The optional `environment` query parameter: undefined when absent, the 400 refusal when not "test" or "live". */
function optionalEnvironment(c: AppContext): Environment | undefined | Refusal {
  const text = c.req.query('environment');
  return text === undefined ? undefined : readEnvironment(text);
}

export function registerCaptureAdminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  registerSiteRoutes(app, deps);
  registerKeyRoutes(app, deps);
  registerLeadRoutes(app, deps);
  registerSubmissionRoutes(app, deps);
}

function registerSiteRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const base = '/_admin/capture/websites/:websiteId/site';
  const siteOf = (c: AppContext) => findCaptureSite(deps, c.req.param('websiteId') ?? '');

  app.get(base, op(deps, 'adminGetCaptureSite'), (c) => {
    const found = siteOf(c);
    return isRefusal(found) ? refuse(c, found) : c.json({ success: true as const, websiteId: found.website.id, site: found.site });
  });

  app.put(base, op(deps, 'adminConfigureCaptureSite'), async (c) => {
    const website = websiteOf(c, deps);
    if (isRefusal(website)) return refuse(c, website);
    const read = await readObjectBody(c, { empty: 'as-object' });
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const outcome = configureCaptureSite(deps, website, body);
    if (isRefusal(outcome)) return refuse(c, outcome);
    return c.json({ success: true as const, websiteId: website.id, site: outcome.site }, outcome.created ? 201 : 200);
  });

  app.post(`${base}/test`, op(deps, 'adminTestCaptureSite'), async (c) => {
    const found = siteOf(c);
    if (isRefusal(found)) return refuse(c, found);
    const { site, test } = await testCaptureSite(deps, found, c.get('operationId'));
    return c.json({ success: true as const, websiteId: found.website.id, site, test });
  });

  for (const action of Object.keys(CAPTURE_SITE_MOVES) as CaptureSiteAction[]) {
    const operationId = `admin${action.charAt(0).toUpperCase()}${action.slice(1)}CaptureSite`;
    app.post(`${base}/${action}`, op(deps, operationId), (c) => {
      const found = siteOf(c);
      if (isRefusal(found)) return refuse(c, found);
      const site = moveCaptureSite(deps, found, action);
      if (isRefusal(site)) return refuse(c, site);
      return c.json({ success: true as const, websiteId: found.website.id, site });
    });
  }
}

function registerKeyRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const keyOf = (c: AppContext) => {
    const key = findCaptureKey(deps, c.req.param('keyId') ?? '');
    return key;
  };

  app.post('/_admin/capture/websites/:websiteId/keys', op(deps, 'adminIssueCaptureKey'), async (c) => {
    const website = websiteOf(c, deps);
    if (isRefusal(website)) return refuse(c, website);
    const read = await readObjectBody(c, { empty: 'as-object' });
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const issued = await issueCaptureKey(deps, website, body);
    if (isRefusal(issued)) return refuse(c, issued);
    return c.json({ success: true as const, key: issued.key, plaintext: issued.plaintext }, 201);
  });

  app.get('/_admin/capture/websites/:websiteId/keys', op(deps, 'adminListCaptureKeys'), (c) => {
    const website = websiteOf(c, deps);
    if (isRefusal(website)) return refuse(c, website);
    const environment = optionalEnvironment(c);
    if (isRefusal(environment)) return refuse(c, environment);
    return c.json({ success: true as const, keys: listCaptureKeys(deps, website, environment) });
  });

  app.post('/_admin/capture/keys/:keyId/replacement', op(deps, 'adminStageCaptureKeyReplacement'), async (c) => {
    const key = keyOf(c);
    if (isRefusal(key)) return refuse(c, key);
    const read = await readObjectBody(c, { empty: 'as-object' });
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const staged = await stageReplacement(deps, key, body);
    if (isRefusal(staged)) return refuse(c, staged);
    return c.json({ success: true as const, key: staged.key, plaintext: staged.plaintext, current: staged.current }, 201);
  });

  app.post('/_admin/capture/keys/:keyId/promote', op(deps, 'adminPromoteCaptureKey'), async (c) => {
    const key = keyOf(c);
    if (isRefusal(key)) return refuse(c, key);
    const read = await readObjectBody(c, { empty: 'as-object' });
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const promoted = promoteCaptureKey(deps, key, body);
    if (isRefusal(promoted)) return refuse(c, promoted);
    return c.json({ success: true as const, key: promoted.key, retired: promoted.retired });
  });

  app.post('/_admin/capture/keys/:keyId/revoke', op(deps, 'adminRevokeCaptureKey'), async (c) => {
    const key = keyOf(c);
    if (isRefusal(key)) return refuse(c, key);
    const read = await readObjectBody(c, { empty: 'as-object' });
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const revoked = revokeCaptureKey(deps, key, body);
    if (isRefusal(revoked)) return refuse(c, revoked);
    return c.json({ success: true as const, key: revoked.key, emergency: revoked.emergency, promoted: revoked.promoted });
  });
}

function registerLeadRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const inbox = new LeadsInbox(deps);
  const selectionOf = (c: AppContext) => {
    const website = websiteOf(c, deps);
    if (isRefusal(website)) return website;
    const query: LeadsQuery = {
      environment: c.req.query('environment'),
      q: c.req.query('q'),
      form: c.req.query('form'),
      status: c.req.query('status'),
      assignment: c.req.query('assignment'),
      identity: identitySubOf(c),
    };
    return readLeadSelection(website, query);
  };
  const leadOf = (c: AppContext) => findLead(deps, c.req.param('id') ?? '', identitySubOf(c));

  app.get('/_admin/capture/websites/:websiteId/leads', op(deps, 'adminListCaptureLeads'), (c) => {
    const sel = selectionOf(c);
    if (isRefusal(sel)) return refuse(c, sel);
    const limit = readLeadsLimit(c.req.query('limit'));
    if (isRefusal(limit)) return refuse(c, limit);
    const after = readPageToken(c.req.query('page'));
    if (isRefusal(after)) return refuse(c, after);
    return c.json({ success: true as const, ...inbox.page(sel, after, limit) });
  });

  app.get('/_admin/capture/websites/:websiteId/leads/export', op(deps, 'adminExportCaptureLeads'), (c) => {
    const sel = selectionOf(c);
    if (isRefusal(sel)) return refuse(c, sel);
    const format = readExportFormat(c.req.query('format'));
    if (isRefusal(format)) return refuse(c, format);
    if (format === 'csv') {
      c.header('Content-Disposition', `attachment; filename="${exportFileName(sel)}"`);
      return c.body(inbox.exportCsv(sel), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    }
    return c.json({ success: true as const, ...inbox.exportJson(sel) });
  });

  app.get('/_admin/capture/leads/:id', op(deps, 'adminGetCaptureLead'), (c) => {
    const found = leadOf(c);
    if (isRefusal(found)) return refuse(c, found);
    return c.json({ success: true as const, lead: leadView(found.submission) });
  });

  app.patch('/_admin/capture/leads/:id', op(deps, 'adminUpdateCaptureLead'), async (c) => {
    const found = leadOf(c);
    if (isRefusal(found)) return refuse(c, found);
    const read = await readObjectBody(c, { empty: 'as-object' });
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const updated = updateLead(deps, found, body);
    if (isRefusal(updated)) return refuse(c, updated);
    return c.json({ success: true as const, lead: leadView(updated) });
  });
}

function registerSubmissionRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const submissionOf = (c: AppContext) => findSubmission(deps, c.req.param('id') ?? '');

  app.get('/_admin/capture/websites/:websiteId/submissions', op(deps, 'adminListCaptureSubmissions'), (c) => {
    const website = websiteOf(c, deps);
    if (isRefusal(website)) return refuse(c, website);
    const environment = optionalEnvironment(c);
    if (isRefusal(environment)) return refuse(c, environment);
    return c.json({ success: true as const, submissions: listSubmissions(deps, website, environment) });
  });

  app.get('/_admin/capture/submissions/:id', op(deps, 'adminGetCaptureSubmission'), (c) => {
    const submission = submissionOf(c);
    return isRefusal(submission) ? refuse(c, submission) : c.json({ success: true as const, submission });
  });

  app.post('/_admin/capture/submissions/:id/notify', op(deps, 'adminRetryCaptureNotification'), async (c) => {
    const submission = submissionOf(c);
    if (isRefusal(submission)) return refuse(c, submission);
    const outcome = await retryNotification(deps, submission, c.get('operationId'));
    if (isRefusal(outcome)) return refuse(c, outcome);
    return c.json({ success: true as const, id: outcome.id, notification: outcome.notification });
  });

  app.post('/_admin/capture/submissions/:id/delivered', op(deps, 'adminConfirmCaptureDelivery'), async (c) => {
    const submission = submissionOf(c);
    if (isRefusal(submission)) return refuse(c, submission);
    const read = await readObjectBody(c, { empty: 'as-object' });
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const outcome = confirmDelivery(deps, submission, body);
    if (isRefusal(outcome)) return refuse(c, outcome);
    return c.json({ success: true as const, id: outcome.id, notification: outcome.notification });
  });
}
