// An openapi-fetch client over the retrying fetch, and the unwrap that turns its result into data or a typed error.

import type { Client, Middleware } from 'openapi-fetch';
import createClient from 'openapi-fetch';
import { withAttempts } from './attempts.js';
import { errorFromResponse, invalidResponse, isSvcError, readError } from './errors.js';
import type { RateLimit } from './rate-limit.js';
import type { AttemptOptions, RetryOptions } from './retry.js';
import { createRetryingFetch, releaseOf } from './retry.js';

/**
 * Options of a typed client.
 * @public
 */
export interface SvcClientOptions extends RetryOptions {
  /** The service's base URL; a trailing slash makes no difference. */
  baseUrl: string;
  /** Sent on every request (the API key). */
  headers?: Record<string, string>;
}

/**
 * What `call()` adds to an openapi-fetch request: the retrying fetch of this call and its idempotency key.
 * @public
 */
export interface CallInit {
  /** The retrying fetch this call is sent through, with its options applied. */
  fetch: (request: Request) => Promise<Response>;
  /** Headers of this call (its idempotency key, when it has one). */
  headers?: Record<string, string>;
}

/**
 * A typed client of `Paths` whose every request goes through the retrying fetch.
 * @public
 */
export interface SvcClient<Paths extends object> {
  /** The openapi-fetch client, for anything the ergonomic methods do not wrap. */
  readonly raw: Client<Paths>;
  /** The RateLimit-* figures of the last response that carried them. */
  readonly rateLimit: RateLimit | undefined;
  /** Per-request options for `raw` that give one call its own signal, retries, timeout, deadline and idempotency key. */
  call(options?: AttemptOptions): CallInit;
}

// A success that is not JSON (an HTML page from a proxy or a captive portal) is an error, never data.
const jsonOnly: Middleware = {
  onResponse({ response, options }) {
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && response.status !== 204 && options.parseAs === 'json' && !/json/i.test(type)) {
      throw invalidResponse(response, `expected JSON, got ${type || 'no content type'}`);
    }
    return undefined;
  },
};

/**
 * An openapi-fetch client of `Paths` over a retrying fetch; successes that are not JSON become errors.
 * @public
 */
export function createSvcClient<Paths extends object>(options: SvcClientOptions): SvcClient<Paths> {
  const retrying = createRetryingFetch(options);
  const raw = createClient<Paths>({
    baseUrl: options.baseUrl,
    ...(options.headers ? { headers: options.headers } : {}),
    fetch: (request: Request) => retrying(request),
  });
  raw.use(jsonOnly);
  return {
    raw,
    get rateLimit() {
      return retrying.rateLimit;
    },
    call(call = {}) {
      // The call's state exists before openapi-fetch builds the request, so the request carries the call's key.
      const state = retrying.prepare(call);
      return {
        fetch: (request: Request) => retrying.send(request, state),
        ...(state.key ? { headers: { 'Idempotency-Key': state.key } } : {}),
      };
    },
  };
}

/**
 * The data of an openapi-fetch result, or the typed error of its response. An empty success body is an error, and
 * a body read that fails (timeout, abort, a socket closed mid-body) is the typed error of that failure.
 * @public
 */
export async function unwrap<T>(result: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<NonNullable<T>> {
  let outcome: { data?: T; error?: unknown; response: Response };
  try {
    outcome = await result;
  } catch (error) {
    throw isSvcError(error) ? error : readError(error);
  }
  const { data, error, response } = outcome;
  releaseOf.get(response)?.();
  if (!response.ok) throw withAttempts(errorFromResponse(response, error), response);
  if (typeof data !== 'object' || data === null) throw invalidResponse(response, 'empty body');
  return data;
}
