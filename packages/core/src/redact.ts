// What hooks see of a request: credentials (keys, portal credentials, the visitor token) replaced, never the originals.
import type { RateLimit } from './rate-limit.js';
import type { SvcError } from './errors.js';

/**
 * A request as hooks see it.
 * @public
 */
export interface RedactedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/**
 * Observers of each attempt. They receive redacted copies and cannot change the request.
 * @public
 */
export interface Hooks {
  onRequest?(event: { request: RedactedRequest; attempt: number }): void;
  onResponse?(event: { request: RedactedRequest; attempt: number; status: number; rateLimit: RateLimit | undefined }): void;
  /** Before the sleep that precedes retry number `attempt`; `status` or `error` says why. */
  onRetry?(event: { request: RedactedRequest; attempt: number; delayMs: number; status: number | undefined; error: SvcError | undefined }): void;
}

const SECRET_HEADER = /^(x-api-key|x-service-key|x-portal-key|x-identity-sub|authorization|cookie)$/i;
const SECRET_PARAM = /([?&](?:visitorToken|token|key|api_key)=)[^&#]*/gi;

/** @internal */
export function redact(method: string, href: string, from: Headers): RedactedRequest {
  const headers: Record<string, string> = {};
  from.forEach((value, name) => {
    headers[name] = SECRET_HEADER.test(name) ? '[redacted]' : value;
  });
  return { method, url: href.replace(SECRET_PARAM, '$1[redacted]'), headers };
}
