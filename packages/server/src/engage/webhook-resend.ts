// Resending one webhook delivery (the console's "resend"): the same event, id and body, to the site's current
// endpoint, signed anew, as one more attempt of the delivery.
import type { Deps } from '../deps.js';
import type { Refusal } from '../http/validation.js';
import { notFound } from '../http/validation.js';
import { sitesTable } from './model.js';
import type { WebhookDeliveryRecord } from './webhooks.js';
import { attemptDelivery, deliveriesTable } from './webhooks.js';

/** The delivery as resent, or why not: no such delivery, its site gone (404), the site has no endpoint (409). */
export type ResendOutcome = { delivery: WebhookDeliveryRecord } | Refusal;

const DELIVERY_NOT_FOUND = notFound('delivery not found');
const SITE_GONE = notFound('the delivery’s site no longer exists');
const NO_ENDPOINT: Refusal = {
  status: 409,
  code: 'WEBHOOK_NOT_CONFIGURED',
  message: 'the site has no webhook URL: set one, then resend',
};

export async function resendDelivery(deps: Deps, id: string): Promise<ResendOutcome> {
  const record = deliveriesTable(deps).get(id);
  if (!record) return DELIVERY_NOT_FOUND;
  const site = sitesTable(deps).get(record.siteId);
  if (!site) return SITE_GONE;
  if (!site.webhookUrl) return NO_ENDPOINT;
  // Pending again, at the endpoint the site names now (the console may just have pointed it elsewhere).
  deliveriesTable(deps).update(id, (r) => ({
    ...r,
    url: site.webhookUrl!,
    status: 'pending',
    failureReason: null,
    nextAttemptAt: r.nextAttemptAt ?? r.createdAt,
  }));
  const delivery = (await attemptDelivery(deps, id)) ?? deliveriesTable(deps).get(id)!;
  return { delivery };
}
