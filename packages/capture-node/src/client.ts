// createCaptureClient: stores form submissions from your server, safe to retry thanks to idempotency keys.

import type { Hooks, RateLimit, ResponsePromise, RetryOptions, SubmitOptions } from '@svc/core';
import { CALL_OPTIONS, CLIENT_OPTIONS, checkBaseUrl, checkKey, checkOptions, createRequester, respond } from '@svc/core';
import { refuseBrowser } from './browser-guard.js';
import type { operations } from './generated/openapi.js';
import type { CaptureInput } from './types.js';
import { product } from './version.js';

/**
 * Options of createCaptureClient; maxRetries, timeoutMs, deadlineMs, maxRetryAfterMs and backoff are as in `@svc/core`.
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
  /** Sent on every request (a tracing header, say); per-call `headers` add to them. */
  headers?: Record<string, string>;
  /** Allow construction in a browser page. The key would be public: only for pages nobody else can load. */
  dangerouslyAllowBrowser?: boolean;
}

/** What `submit` resolves to: the stored submission. @public */
export interface CaptureResult {
  /** The permanent submission id. */
  id: string;
  /** True when the key was seen before with the same content: nothing new was stored. */
  duplicate: boolean;
}

/** The Form Capture API. @public */
export interface CaptureClient {
  /**
   * Stores one submission, with an automatic idempotency key reused by every retry of this call (`idempotencyKey`
   * replaces it: derive it from your own id to survive crashes).
   */
  submit(input: CaptureInput, options?: SubmitOptions): ResponsePromise<CaptureResult>;
  /** The RateLimit-* figures of the last response that carried them. */
  readonly rateLimit: RateLimit | undefined;
}

type Stored = operations['createCapture']['responses'][201]['content']['application/json'] & { duplicate?: boolean };

/**
 * A client of Form Capture. Throws in a browser page unless `dangerouslyAllowBrowser` is set.
 * @example
 * ```ts
 * const capture = createCaptureClient({ apiKey: process.env.SVC_CAPTURE_KEY! });
 * const { id } = await capture.submit({ form: 'contact', fields: { email: 'ada@example.org', message: 'Hello' } });
 * ```
 * @public
 */
export function createCaptureClient(options: CaptureClientOptions): CaptureClient {
  const where = 'createCaptureClient';
  checkOptions(options, `${CLIENT_OPTIONS},apiKey,dangerouslyAllowBrowser`, where, 'createCaptureClient({ apiKey, baseUrl })');
  refuseBrowser(options.dangerouslyAllowBrowser);
  checkKey(options.apiKey, 'sk', where);
  checkBaseUrl(options.baseUrl, where);
  const send = createRequester({ ...options, headers: { ...options.headers, 'X-Api-Key': options.apiKey }, product: product() });
  return {
    submit: (input, call, ...extra: unknown[]) =>
      respond(async (into) => {
        if (typeof input !== 'object' || input === null || extra.length) {
          throw new TypeError('expected capture.submit({ form, fields: { ... } }, options?): one submission object, then the call options');
        }
        checkOptions(call, `${CALL_OPTIONS},idempotencyKey`, 'capture.submit');
        const data = await send<Stored>('POST', '/v1/capture', { body: input, call: { ...call, autoIdempotencyKey: true }, into });
        return { id: data.id, duplicate: data.duplicate === true };
      }),
    get rateLimit() {
      return send.rateLimit;
    },
  };
}
