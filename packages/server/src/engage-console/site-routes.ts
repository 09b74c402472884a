// Console management of Engage sites: list, create, change, knowledge, keys, stats, the webhook test and secret rotation.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import {
  DEFAULT_IDENTITY_GRACE_SECONDS,
  MAX_IDENTITY_GRACE_SECONDS,
  rotateIdentitySecret,
  SECRET_NEEDED_MESSAGE,
} from '../engage/identity.js';
import { sitesTable } from '../engage/model.js';
import { DEFAULT_GRACE_SECONDS, MAX_GRACE_SECONDS, rotateWebhookSecret } from '../engage/webhook-secrets.js';
import { enqueueWebhook, publicDelivery } from '../engage/webhooks.js';
import type { AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import type { Refusal } from '../http/validation.js';
import { invalid, isRefusal, readObjectBody, refuse, validationFailed } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import { withConsoleUser, withOwnSite } from './access-routes.js';
import { parseKnowledge } from './knowledge-rules.js';
import { parseSiteInput } from './site-rules.js';
import { createSite, issueSiteKey, siteView, updateSite } from './sites.js';
import { siteStats } from './stats.js';

const BASE = '/api/engage/sites';
export const WEBHOOK_TEST_MESSAGE = 'This is a test event from svc.';
const WEBHOOK_NOT_CONFIGURED: Refusal = {
  status: 400,
  code: 'WEBHOOK_NOT_CONFIGURED',
  message: 'webhook URL is not configured',
  fields: ['webhookUrl'],
};

export function registerSiteRoutes(app: Hono<AppEnv>, deps: Deps): void {
  registerSiteSettingRoutes(app, deps);
  registerSiteKnowledgeRoutes(app, deps);
  registerSiteCredentialRoutes(app, deps);
}

/** The owner's sites: the list, a new site, a change. */
function registerSiteSettingRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get(
    BASE,
    op(deps, 'listSites'),
    withConsoleUser(deps, (c, sub) => {
      const sites = sitesTable(deps)
        .filter((s) => s.ownerSub === sub)
        .sort((a, b) => (a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.id < b.id ? 1 : -1));
      return c.json({ success: true as const, sites: sites.map((s) => siteView(deps, s)) });
    }),
  );

  app.post(
    BASE,
    op(deps, 'createSite'),
    withConsoleUser(deps, async (c, sub) => {
      const read = await readObjectBody(c);
      if (isRefusal(read)) return refuse(c, read);
      const body = read.body;
      const { changes, problems } = parseSiteInput(body, 'create', deps.options.localDevelopment);
      // A new site has no identity secret yet, so it cannot require verified visitors.
      if (changes.requireVerifiedIdentity === true) problems.add('requireVerifiedIdentity', SECRET_NEEDED_MESSAGE);
      if (!problems.ok || changes.name === undefined) return validationFailed(c, problems);
      const site = createSite(deps, sub, { ...changes, name: changes.name });
      return c.json({ success: true as const, site: siteView(deps, site) }, 201);
    }),
  );

  app.patch(
    `${BASE}/:siteId`,
    op(deps, 'updateSite'),
    withOwnSite(deps, async (c, site) => {
      const read = await readObjectBody(c);
      if (isRefusal(read)) return refuse(c, read);
      const body = read.body;
      const { changes, problems } = parseSiteInput(body, 'update', deps.options.localDevelopment);
      if (changes.requireVerifiedIdentity === true && !site.identitySecret) {
        problems.add('requireVerifiedIdentity', SECRET_NEEDED_MESSAGE);
      }
      if (!problems.ok) return validationFailed(c, problems);
      const updated = updateSite(deps, site.id, changes)!;
      return c.json({ success: true as const, site: siteView(deps, updated) });
    }),
  );
}

/** The assistant's knowledge and the site's stats. */
function registerSiteKnowledgeRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get(
    `${BASE}/:siteId/knowledge`,
    op(deps, 'getSiteKnowledge'),
    withOwnSite(deps, (c, site) => c.json({ success: true as const, knowledge: site.knowledge })),
  );

  app.put(
    `${BASE}/:siteId/knowledge`,
    op(deps, 'replaceSiteKnowledge'),
    withOwnSite(deps, async (c, site) => {
      const read = await readObjectBody(c);
      if (isRefusal(read)) return refuse(c, read);
      const body = read.body;
      const { knowledge, problems } = parseKnowledge(body);
      if (!knowledge) return validationFailed(c, problems);
      const updatedAt = iso(deps.clock.now());
      const updated = sitesTable(deps).update(site.id, (s) => ({ ...s, knowledge: { ...knowledge, updatedAt } }))!;
      return c.json({ success: true as const, knowledge: updated.knowledge });
    }),
  );

  app.get(
    `${BASE}/:siteId/stats`,
    op(deps, 'getSiteStats'),
    withOwnSite(deps, (c, site) => c.json({ success: true as const, stats: siteStats(deps, site) })),
  );
}

/** Keys and secrets: a new publishable key, the webhook and identity secrets' rotation, the webhook test. */
function registerSiteCredentialRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post(
    `${BASE}/:siteId/keys`,
    op(deps, 'issueSiteKey'),
    withOwnSite(deps, async (c, site) => {
      const { record, plaintext, revokedKeyId } = await issueSiteKey(deps, site.id);
      const key = { id: record.id, publishableKey: plaintext, prefix: record.prefix, createdAt: record.createdAt };
      return c.json({ success: true as const, key, revokedKeyId }, 201);
    }),
  );

  app.post(
    `${BASE}/:siteId/webhook/secret`,
    op(deps, 'rotateSiteWebhookSecret'),
    withOwnSite(deps, async (c, site) => {
      const read = await readObjectBody(c, { empty: 'as-object' });
      if (isRefusal(read)) return refuse(c, read);
      const body = read.body;
      const grace = body.graceSeconds ?? DEFAULT_GRACE_SECONDS;
      if (typeof grace !== 'number' || !Number.isInteger(grace) || grace < 0 || grace > MAX_GRACE_SECONDS) {
        return refuse(c, invalid(`graceSeconds must be an integer from 0 to ${MAX_GRACE_SECONDS}`, ['graceSeconds']));
      }
      return c.json({ success: true as const, ...rotateWebhookSecret(deps, site, grace) });
    }),
  );

  app.post(
    `${BASE}/:siteId/identity/secret`,
    op(deps, 'rotateSiteIdentitySecret'),
    withOwnSite(deps, async (c, site) => {
      const read = await readObjectBody(c, { empty: 'as-object' });
      if (isRefusal(read)) return refuse(c, read);
      const body = read.body;
      const grace = body.graceSeconds ?? DEFAULT_IDENTITY_GRACE_SECONDS;
      if (typeof grace !== 'number' || !Number.isInteger(grace) || grace < 0 || grace > MAX_IDENTITY_GRACE_SECONDS) {
        return refuse(c, invalid(`graceSeconds must be an integer from 0 to ${MAX_IDENTITY_GRACE_SECONDS}`, ['graceSeconds']));
      }
      // The secret is in this answer only: the site view shows its prefix.
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, ...rotateIdentitySecret(deps, site, grace) }, 201);
    }),
  );

  app.post(
    `${BASE}/:siteId/webhook/test`,
    op(deps, 'testSiteWebhook'),
    withOwnSite(deps, async (c, site) => {
      if (!site.webhookUrl) return refuse(c, WEBHOOK_NOT_CONFIGURED);
      const delivery = await enqueueWebhook(deps, site, { type: 'webhook.test', data: { siteId: site.id, message: WEBHOOK_TEST_MESSAGE } });
      return c.json({ success: true as const, delivery: publicDelivery(delivery) });
    }),
  );
}
