// Reference-server test control of the console: portal keys and the webhook delivery log.
import type { Hono } from 'hono';
import { resendDelivery } from '../engage/webhook-resend.js';
import type { Deps } from '../deps.js';
import type { WebhookDeliveryRecord } from '../engage/webhooks.js';
import { deliveriesTable, publicDelivery } from '../engage/webhooks.js';
import type { AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { fail } from '../http/errors.js';
import { readObjectBody } from '../http/validation.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import { issuePortalKey } from './portal-keys.js';

export const PORTAL_KEY_LABEL_MAX = 120;

export function registerConsoleAdminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/_admin/console/portal-keys', op(deps, 'adminIssuePortalKey'), async (c) => {
    const body = await readObjectBody(c, { empty: 'as-object' });
    if (body instanceof Response) return body;
    const label = body.label;
    if (label !== undefined && label !== null && (typeof label !== 'string' || textLength(label) > PORTAL_KEY_LABEL_MAX)) {
      return fail(c, 400, 'VALIDATION_FAILED', `label must be text of at most ${PORTAL_KEY_LABEL_MAX} characters`, { fields: ['label'] });
    }
    if (typeof label === 'string' && hasControlCharacters(label)) {
      return fail(c, 400, 'VALIDATION_FAILED', controlCharactersMessage('label'), { fields: ['label'] });
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
    if (outcome.ok) return c.json({ success: true as const, delivery: deliveryLogView(outcome.delivery) });
    if (outcome.reason === 'no_endpoint')
      return fail(c, 409, 'WEBHOOK_NOT_CONFIGURED', 'the site has no webhook URL: set one, then resend');
    return fail(c, 404, 'NOT_FOUND', outcome.reason === 'no_site' ? 'the delivery’s site no longer exists' : 'delivery not found');
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
