// Engage webhooks: Standard Webhooks signing, a delivery log, and clock-driven retries with backoff.
import type { components } from '@svc/spec';
import { fromBase64, hmacSha256, toBase64 } from '../crypto.js';
import type { Deps } from '../deps.js';
import { iso } from '../ports/clock.js';
import type { Row, Store, Table } from '../ports/store.js';
import type { WebhookResult } from '../ports/webhook-sender.js';
import { WEBHOOK_RESPONSE_BODY_BYTES } from '../ports/webhook-sender.js';
import type { EngageSite } from './model.js';
import { ENGAGE_SITES_TABLE, sitesTable } from './model.js';
import { PREVIOUS_SECRETS_TABLE, SECRET_PREFIX, signingSecrets } from './webhook-secrets.js';

// Kept reachable here, where the rest of webhook signing is; it lives with the secrets so the import runs one way.
export { newWebhookSecret } from './webhook-secrets.js';

import { checkWebhookUrl } from './webhook-url.js';

type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookEventType = WebhookDelivery['type'];

export interface WebhookAttemptLog {
  at: string;
  /** The receiver's HTTP status, or null when no answer came (error, refused URL, injected fault at the sender). */
  status: number | null;
  /** The cause of a failure: the network error, or why no request was sent. */
  error: string | null;
  /** The headers of the request sent, signature included (null when no request was built). */
  requestHeaders?: Record<string, string> | null;
  /** The first 4 KB of the receiver's answer, or null when none came (or the sender does not read it). */
  responseBody?: string | null;
  /** From sending the request to the receiver's answer (or the failure), ms; null when no request was sent. */
  durationMs?: number | null;
}

/** The contract's WebhookDelivery plus what the server keeps to retry and explain it. */
export interface WebhookDeliveryRecord extends Row, WebhookDelivery {
  siteId: string;
  /** The exact body signed and sent; identical on every attempt of one event. */
  body: string;
  /** The operation that raised the event, passed to the sender with every attempt (faults injected for it apply). */
  operation: string;
  log: WebhookAttemptLog[];
  /** Why the delivery is `failed`, or null. */
  failureReason: string | null;
}

export const DELIVERIES_TABLE = 'webhooks.deliveries';
/** Waits before retries 1 to 5 after a failed attempt; the sixth failed attempt ends in `failed`. */
export const RETRY_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;

const OPERATION_OF: Record<WebhookEventType, string> = {
  'chat.escalated': 'sendChatMessage',
  'conversation.rated': 'rateConversation',
  'webhook.test': 'testSiteWebhook',
};

export function deliveriesTable(deps: Pick<Deps, 'store'>): Table<WebhookDeliveryRecord> {
  return deps.store.table<WebhookDeliveryRecord>(DELIVERIES_TABLE);
}

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` keyed by the decoded part of the `whsec_` secret. */
export async function signWebhook(
  secret: string,
  { id, timestampSeconds, body }: { id: string; timestampSeconds: number; body: string },
): Promise<string> {
  const key = fromBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  return `v1,${toBase64(await hmacSha256(key, `${id}.${timestampSeconds}.${body}`))}`;
}

/** The contract's view of a delivery. */
export function publicDelivery(r: WebhookDeliveryRecord): WebhookDelivery {
  return {
    id: r.id,
    eventId: r.eventId,
    type: r.type,
    url: r.url,
    status: r.status,
    attempts: r.attempts,
    responseStatus: r.responseStatus,
    createdAt: r.createdAt,
    nextAttemptAt: r.nextAttemptAt,
  };
}

/**
 * Records an event for the site's webhook URL and makes the first attempt at once; failures are retried by the
 * `webhook-retries` job. Never throws: the returned record says what happened, and it is kept whatever happens.
 */
export async function enqueueWebhook(
  deps: Deps,
  site: EngageSite,
  { type, data }: { type: WebhookEventType; data: Record<string, unknown> },
): Promise<WebhookDeliveryRecord> {
  const now = deps.clock.now();
  const record: WebhookDeliveryRecord = {
    id: deps.ids.next('dlv'),
    eventId: deps.ids.next('msg'),
    type,
    url: site.webhookUrl ?? '',
    status: 'pending',
    attempts: 0,
    responseStatus: null,
    createdAt: iso(now),
    // A lease: should the first attempt be lost mid-way, the retry job picks the event up.
    nextAttemptAt: iso(now + RETRY_BACKOFF_MS[0]),
    siteId: site.id,
    body: JSON.stringify({ type, timestamp: iso(now), data }),
    operation: OPERATION_OF[type],
    log: [],
    failureReason: null,
  };
  try {
    ensureWebhookRetries(deps);
    deliveriesTable(deps).set(record);
    if (!site.webhookUrl) return finish(deps, record.id, 'webhook URL is not configured') ?? record;
    return (await attemptDelivery(deps, record.id)) ?? record;
  } catch (error) {
    console.error('[svc-reference-server] webhook enqueue failed:', error);
    return deliveriesTable(deps).get(record.id) ?? record;
  }
}

const inFlightByStore = new WeakMap<Store, Set<string>>();

/** One attempt of a pending delivery. Returns the updated record (undefined when it is not pending). */
export async function attemptDelivery(deps: Deps, id: string): Promise<WebhookDeliveryRecord | undefined> {
  const table = deliveriesTable(deps);
  const record = table.get(id);
  if (!record || record.status !== 'pending') return record;
  let inFlight = inFlightByStore.get(deps.store);
  if (!inFlight) inFlightByStore.set(deps.store, (inFlight = new Set()));
  if (inFlight.has(id)) return record;
  inFlight.add(id);
  try {
    const urlCheck = checkWebhookUrl(record.url, deps.options.localDevelopment);
    if (!urlCheck.ok) return finish(deps, id, urlCheck.reason);
    const site = sitesTable(deps).get(record.siteId);
    if (!site) return finish(deps, id, 'the site no longer exists');
    const { result, headers, durationMs } = await send(deps, record, site);
    return recordAttempt(deps, id, { result, requestHeaders: headers, durationMs: durationMs ?? null });
  } finally {
    inFlight.delete(id);
  }
}

async function send(
  deps: Deps,
  record: WebhookDeliveryRecord,
  site: EngageSite,
): Promise<{ result: WebhookResult; headers: Record<string, string> | null; durationMs?: number }> {
  // The delivery record (and the site and previous secret that sign it) are durable before the receiver hears of the
  // event; a failed commit throws.
  await deps.durability.commitRows([
    [DELIVERIES_TABLE, record.id],
    [ENGAGE_SITES_TABLE, site.id],
    [PREVIOUS_SECRETS_TABLE, site.id],
  ]);
  let headers: Record<string, string> | null = null;
  try {
    const timestamp = Math.floor(deps.clock.now() / 1000);
    // During a secret rotation's grace period both secrets sign: receivers accept either (space-separated).
    const signatures = await Promise.all(
      signingSecrets(deps, site).map((secret) =>
        signWebhook(secret, { id: record.eventId, timestampSeconds: timestamp, body: record.body }),
      ),
    );
    headers = {
      'content-type': 'application/json',
      'webhook-id': record.eventId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatures.join(' '),
    };
    const started = performance.now();
    const result = await deps.webhooks.send({ url: record.url, headers, body: record.body }, { operation: record.operation });
    return { result, headers, durationMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch (error) {
    return { result: { error: error instanceof Error ? error.message : String(error) }, headers };
  }
}

/** One attempt as it went: the sender's result, the request's headers (null when none was built), how long it took. */
interface Attempt {
  result: WebhookResult;
  requestHeaders: Record<string, string> | null;
  durationMs: number | null;
}

function recordAttempt(deps: Deps, id: string, { result, requestHeaders, durationMs }: Attempt): WebhookDeliveryRecord | undefined {
  const now = deps.clock.now();
  const status = 'status' in result ? result.status : null;
  const delivered = status !== null && status >= 200 && status <= 299;
  return deliveriesTable(deps).update(id, (r) => {
    const attempts = r.attempts + 1;
    const wait = RETRY_BACKOFF_MS[attempts - 1];
    const error = 'error' in result ? result.error : delivered ? null : `the receiver answered ${status ?? 'nothing'}`;
    // Bounded here whatever the sender kept, so the log never holds more than 4 KB of an answer.
    const responseBody = 'status' in result && result.body !== undefined ? result.body.slice(0, WEBHOOK_RESPONSE_BODY_BYTES) : null;
    const log = [...r.log, { at: iso(now), status, error, requestHeaders, responseBody, durationMs }];
    if (delivered) return { ...r, attempts, log, responseStatus: status, status: 'delivered', nextAttemptAt: null };
    if (wait === undefined) {
      const reason = `gave up after ${attempts} attempts`;
      return { ...r, attempts, log, responseStatus: status, status: 'failed', nextAttemptAt: null, failureReason: reason };
    }
    return { ...r, attempts, log, responseStatus: status, status: 'pending', nextAttemptAt: iso(now + wait) };
  });
}

function finish(deps: Deps, id: string, reason: string): WebhookDeliveryRecord | undefined {
  return deliveriesTable(deps).update(id, (r) => ({ ...r, status: 'failed', nextAttemptAt: null, failureReason: reason }));
}

/** Runs every pending delivery whose next attempt is due. */
export async function retryDueWebhooks(deps: Deps, now: number): Promise<void> {
  const due = deliveriesTable(deps)
    .filter((r) => r.status === 'pending' && r.nextAttemptAt !== null && Date.parse(r.nextAttemptAt) <= now)
    .sort((a, b) => (a.nextAttemptAt! < b.nextAttemptAt! ? -1 : 1));
  for (const r of due) {
    try {
      await attemptDelivery(deps, r.id);
    } catch (error) {
      console.error('[svc-reference-server] webhook retry failed:', error);
    }
  }
}

const registered = new WeakSet<object>();

/** Registers the `webhook-retries` job once per server (the scheduler runs it before each request and on clock advance). */
export function ensureWebhookRetries(deps: Deps): void {
  if (registered.has(deps.scheduler)) return;
  registered.add(deps.scheduler);
  deps.scheduler.register({ name: 'webhook-retries', everyMs: 1000, run: (now) => retryDueWebhooks(deps, now) });
}
