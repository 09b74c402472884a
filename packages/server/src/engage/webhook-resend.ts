// Resending one webhook delivery (the console's "resend"): the same event, id and body, to the site's current
// endpoint, signed anew, as one more attempt of the delivery.
import type { Deps } from '../deps.js';
import { sitesTable } from './model.js';
import type { WebhookDeliveryRecord } from './webhooks.js';
import { attemptDelivery, deliveriesTable } from './webhooks.js';

export type ResendOutcome = { ok: true; delivery: WebhookDeliveryRecord } | { ok: false; reason: 'not_found' | 'no_site' | 'no_endpoint' };

export async function resendDelivery(deps: Deps, id: string): Promise<ResendOutcome> {
  const record = deliveriesTable(deps).get(id);
  if (!record) return { ok: false, reason: 'not_found' };
  const site = sitesTable(deps).get(record.siteId);
  if (!site) return { ok: false, reason: 'no_site' };
  if (!site.webhookUrl) return { ok: false, reason: 'no_endpoint' };
  // Pending again, at the endpoint the site names now (the console may just have pointed it elsewhere).
  deliveriesTable(deps).update(id, (r) => ({
    ...r,
    url: site.webhookUrl!,
    status: 'pending',
    failureReason: null,
    nextAttemptAt: r.nextAttemptAt ?? r.createdAt,
  }));
  const delivery = (await attemptDelivery(deps, id)) ?? deliveriesTable(deps).get(id)!;
  return { ok: true, delivery };
}
