// Verifies the service's signed webhooks (Standard Webhooks): timestamp tolerance, several signatures and several
// secrets (rotation), constant-time comparison, then the typed event.
import { webhookEventTypes as contractEventTypes } from './generated/webhooks.js';
import type { WebhookEvent, WebhookEventType } from './types.js';

/** The type of every event the service signs and sends: the contract's `webhooks:` section, generated. @public */
export const webhookEventTypes: readonly WebhookEventType[] = contractEventTypes;

/** Why a webhook was refused. @public */
export type WebhookErrorCode =
  | 'MISSING_HEADERS'
  | 'TIMESTAMP_OUT_OF_TOLERANCE'
  | 'INVALID_SIGNATURE'
  | 'INVALID_PAYLOAD'
  | 'INVALID_SECRET';

/** A webhook that must not be trusted; answer it with a 4xx. @public */
export class WebhookVerificationError extends Error {
  /** Why the webhook was refused. */
  readonly code: WebhookErrorCode;
  constructor(code: WebhookErrorCode, message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.code = code;
  }
}

/** Options of `verifyWebhook` and `verifyWebhookRequest`. @public */
export interface VerifyWebhookOptions {
  /** How far the `webhook-timestamp` may be from now, either way, in milliseconds; default 300,000 (5 minutes). */
  toleranceMs?: number;
  /** Epoch milliseconds; default Date.now. */
  now?: number;
}

/** Headers as Fetch, Node and Express give them. @public */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

const encoder = new TextEncoder();

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const value = (headers as Record<string, string | string[] | undefined>)[name];
  return Array.isArray(value) ? value[0] : value;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Equal-length byte strings compared without an early exit, so timing tells nothing about where they differ. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/**
 * Verifies one delivery against the raw body (exactly as received, before any JSON parsing) and returns its event.
 * `secret` may be a list: during a rotation, pass the new and the old secret. Throws WebhookVerificationError.
 * @example
 * ```ts
 * // In a Node handler, with the body read as text (not parsed).
 * const event = await verifyWebhook(rawBody, req.headers, process.env.SVC_WEBHOOK_SECRET!);
 * if (event.type === 'chat.escalated') console.log(event.data.conversationId);
 * ```
 * @public
 */
// eslint-disable-next-line max-params -- public: (payload, headers, secret, options?) is the shape of webhook verifiers (Standard Webhooks, Stripe) that the docs show
export async function verifyWebhook(
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  // A JavaScript caller may pass one object where three arguments are expected: say so, not a TypeError from inside.
  if (
    !(typeof body === 'string' || body instanceof Uint8Array) ||
    typeof headers !== 'object' ||
    headers === null ||
    !(typeof secret === 'string' || (Array.isArray(secret) && secret.every((s) => typeof s === 'string')))
  ) {
    throw new TypeError(
      'expected verifyWebhook(payload, headers, secret, options?): payload the raw body (string or Uint8Array, before any JSON parsing), headers the request headers, secret your whsec_ secret (or a list of them)',
    );
  }
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError('MISSING_HEADERS', 'webhook-id, webhook-timestamp and webhook-signature are required');
  }
  const seconds = /^\d{1,15}$/.test(timestamp) ? Number(timestamp) : NaN;
  const now = (options.now ?? Date.now()) / 1000;
  if (!(Math.abs(now - seconds) * 1000 <= (options.toleranceMs ?? 300_000))) {
    throw new WebhookVerificationError('TIMESTAMP_OUT_OF_TOLERANCE', 'webhook-timestamp is too old or too new');
  }
  const raw = typeof body === 'string' ? encoder.encode(body) : body;
  const signed = new Uint8Array([...encoder.encode(`${id}.${timestamp}.`), ...raw]);
  // Compared as text, like the reference implementation: a non-canonical base64 of the right bytes is refused too.
  const offered = signatures.split(' ').map((s) => encoder.encode(s));
  let valid = false;
  for (const s of typeof secret === 'string' ? [secret] : secret) {
    const keyBytes = decodeBase64(s.startsWith('whsec_') ? s.slice(6) : s);
    if (!keyBytes?.length) throw new WebhookVerificationError('INVALID_SECRET', 'the webhook secret is not whsec_ + base64');
    const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, signed));
    const expected = encoder.encode(`v1,${btoa(String.fromCharCode(...mac))}`);
    // Every candidate is compared, so the time taken does not say which one matched.
    for (const candidate of offered) valid = equalBytes(candidate, expected) || valid;
  }
  if (!valid) throw new WebhookVerificationError('INVALID_SIGNATURE', 'no webhook-signature matches');
  let event: unknown;
  try {
    event = JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body));
  } catch {
    throw new WebhookVerificationError('INVALID_PAYLOAD', 'the signed body is not JSON');
  }
  const type = (event as { type?: unknown } | null)?.type;
  // The event types are the contract's (generated from openapi.yaml), so every event the service sends is accepted.
  if (typeof event !== 'object' || !(webhookEventTypes as readonly unknown[]).includes(type)) {
    throw new WebhookVerificationError(
      'INVALID_PAYLOAD',
      `the signed body is not an svc event (type ${JSON.stringify(type)}; known: ${webhookEventTypes.join(', ')})`,
    );
  }
  return event as WebhookEvent;
}

/** Verifies a Fetch Request's body and headers (reads the body). @public */
export async function verifyWebhookRequest(
  request: Request,
  secret: string | readonly string[],
  options?: VerifyWebhookOptions,
): Promise<WebhookEvent> {
  if (typeof (request as Partial<Request> | null)?.arrayBuffer !== 'function') {
    throw new TypeError(
      'expected verifyWebhookRequest(request, secret, options?): request a Fetch Request (for Node or Express requests, use verifyWebhook(rawBody, req.headers, secret))',
    );
  }
  return verifyWebhook(new Uint8Array(await request.arrayBuffer()), request.headers, secret, options);
}
