// What hooks and errors see of a request: credentials (keys, portal credentials, the visitor token) replaced, never
// the originals.

import type { ErrorRequest, SvcError } from './errors.js';
import type { RateLimit } from './rate-limit.js';

/**
 * A request as hooks see it.
 * @public
 */
export interface RedactedRequest {
  /** The HTTP method. */
  method: string;
  /** The URL, with tokens and keys in the query redacted. */
  url: string;
  /** The headers, with keys, tokens, secrets, cookies and the identity subject redacted. */
  headers: Record<string, string>;
}

/**
 * Observers of each attempt. They receive redacted copies and cannot change the request.
 * @public
 */
export interface Hooks {
  /** Before each attempt is sent; `attempt` is 1 for the first. */
  onRequest?(event: { request: RedactedRequest; attempt: number }): void;
  /** When an attempt has a response (before its body is read). */
  onResponse?(event: { request: RedactedRequest; attempt: number; status: number; rateLimit: RateLimit | undefined }): void;
  /** Before the sleep that precedes retry number `attempt`; `status` or `error` says why. */
  onRetry?(event: {
    request: RedactedRequest;
    attempt: number;
    delayMs: number;
    status: number | undefined;
    error: SvcError | undefined;
  }): void;
}

// Any header naming a key, token, secret, auth or cookie (X-Api-Key, X-Service-Key, X-Portal-Key, Authorization ...)
// and the identity subject; the Idempotency-Key is not a credential and stays readable in logs.
const SECRET_HEADER = /^(?!idempotency-key$).*(key|token|secret|auth|cookie|sub)/i;
// Query values whose name ends in token or key (visitorToken, api_key ...).
const SECRET_PARAM = /([?&]\w*(?:token|key)=)[^&#]*/gi;

/** A URL with credential query values replaced. @internal */
export const redactUrl = (href: string): string => href.replace(SECRET_PARAM, '$1[redacted]');

/** @internal */
export function redact(request: ErrorRequest, from: Headers): RedactedRequest {
  const headers: Record<string, string> = {};
  from.forEach((value, name) => {
    headers[name] = SECRET_HEADER.test(name) ? '[redacted]' : value;
  });
  return { ...request, headers };
}
