// Reference-server test control of the Engage Console API: portal keys and the webhook delivery log.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { resendDelivery } from '../engage/webhook-resend.js';
import type { WebhookDeliveryRecord } from '../engage/webhooks.js';
import { deliveriesTable, publicDelivery } from '../engage/webhooks.js';
import type { AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import { invalid, isRefusal, readObjectBody, refuse } from '../http/validation.js';
import { issuePortalKey } from './portal-keys.js';

export const PORTAL_KEY_LABEL_MAX = 120;

export function registerEngageConsoleAdminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/_admin/console/portal-keys', op(deps, 'adminIssuePortalKey'), async (c) => {
    const read = await readObjectBody(c, { empty: 'as-object' });
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const label = body.label;
    if (label !== undefined && label !== null && (typeof label !== 'string' || textLength(label) > PORTAL_KEY_LABEL_MAX)) {
      return refuse(c, invalid(`label must be text of at most ${PORTAL_KEY_LABEL_MAX} characters`, ['label']));
    }
    if (typeof label === 'string' && hasControlCharacters(label)) {
      return refuse(c, invalid(controlCharactersMessage('label'), ['label']));
    }
    const { record, plaintext } = await issuePortalKey(deps, typeof label === 'string' ? label : null);
    const portalKey = { id: record.id, key: plaintext, prefix: record.prefix, label: record.label, createdAt: record.createdAt };
    return c.json({ success: true as const, portalKey }, 201);
  });

  app.get('/_admin/webhooks/deliveries', op(deps, 'adminListWebhookDeliveries'), (c) => {
    const siteId = c.req.query('siteId');
    const deliveries = deliveriesTable(deps)
      .filter((d) => siteId === undefined || d.siteId === siteId)
      .sort((a, b) => (a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.id < b.id ? 1 : -1))
      .map(deliveryLogView);
    return c.json({ success: true as const, deliveries });
  });

  app.post('/_admin/webhooks/deliveries/:deliveryId/resend', op(deps, 'adminResendWebhookDelivery'), async (c) => {
    const outcome = await resendDelivery(deps, c.req.param('deliveryId'));
    if (isRefusal(outcome)) return refuse(c, outcome);
    return c.json({ success: true as const, delivery: deliveryLogView(outcome.delivery) });
  });
}

function deliveryLogView(d: WebhookDeliveryRecord) {
  const log = d.log.map((a) => ({
    at: a.at,
    status: a.status,
    error: a.error,
    requestHeaders: a.requestHeaders ?? null,
    responseBody: a.responseBody ?? null,
    durationMs: a.durationMs ?? null,
  }));
  return { ...publicDelivery(d), siteId: d.siteId, payload: d.body, failureReason: d.failureReason, log };
}
