// createCaptureClient: stores form submissions from your server, safe to retry thanks to idempotency keys.
import { createSvcClient, unwrap } from '@svc/core';
import type { CallOptions, Hooks, RateLimit, RetryOptions } from '@svc/core';
import type { paths } from '@svc/spec';
import type { Client } from 'openapi-fetch';
import { refuseBrowser } from './browser-guard.js';
import type { CaptureInput } from './types.js';

/**
 * Options of createCaptureClient; retries, timeoutMs, maxRetryAfterSeconds and backoff are as in `@svc/core`.
 * @public
 */
export interface CaptureClientOptions extends Omit<RetryOptions, 'fetch' | 'hooks'> {
  /** The Form Capture site key (secret; `X-Api-Key`). */
  apiKey: string;
  /** The service's base URL; a trailing slash makes no difference. */
  baseUrl: string;
  /** The fetch to send with; default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Observers of each attempt, given redacted copies (no key). */
  hooks?: Hooks;
  /** Allow construction in a browser page. The key would be public: only for pages nobody else can load. */
  dangerouslyAllowBrowser?: boolean;
}

/** Per-call options; `idempotencyKey` replaces the automatic one (derive it from your own id to survive crashes). @public */
export type SubmitOptions = CallOptions;

/** @public */
export interface CaptureResult {
  /** The permanent submission id. */
  id: string;
  /** True when the key was seen before with the same content: nothing new was stored. */
  duplicate: boolean;
}

/** The Form Capture API. @public */
export interface CaptureClient {
  /** Stores one submission, with an automatic idempotency key reused by every retry of this call. */
  submit(input: CaptureInput, options?: SubmitOptions): Promise<CaptureResult>;
  /** The RateLimit-* figures of the last response that carried them. */
  readonly rateLimit: RateLimit | undefined;
  /** The openapi-fetch client over the same retrying fetch. */
  readonly raw: Client<paths>;
}

/**
 * A client of Form Capture. Throws in a browser page unless `dangerouslyAllowBrowser` is set.
 * @public
 */
export function createCaptureClient(options: CaptureClientOptions): CaptureClient {
  refuseBrowser(options.dangerouslyAllowBrowser);
  if (typeof options.apiKey !== 'string' || !options.apiKey) throw new TypeError('createCaptureClient needs apiKey (a Form Capture key)');
  const api = createSvcClient<paths>({ ...options, headers: { 'X-Api-Key': options.apiKey } });
  return {
    async submit(input, call) {
      const data = await unwrap(api.raw.POST('/v1/capture', { body: input, ...api.call({ ...call, autoIdempotencyKey: true }) }));
      return { id: data.id, duplicate: 'duplicate' in data && data.duplicate === true };
    },
    get rateLimit() {
      return api.rateLimit;
    },
    raw: api.raw,
  };
}
