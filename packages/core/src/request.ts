// The ergonomic methods' requests: a path, a query and a JSON body sent through the retrying fetch, and the answer
// read into data or a typed error. No general-purpose client runs in a client's bundle: its every byte is this.

import { userAgent } from '#platform';
import { withAttempts } from './attempts.js';
import { connectionError, errorFromResponse, invalidResponse, isSvcError, requestOf } from './errors.js';
import type { RateLimit } from './rate-limit.js';
import type { Seen } from './response.js';
import type { AttemptOptions, RetryOptions } from './retry.js';
import { callKey, retryingFetch } from './retry.js';

/**
 * One request of an ergonomic method.
 * @public
 */
export interface RequestSpec {
  /** Query values; undefined ones are left out. */
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Options of this call: retries, timeouts, signal, idempotency. */
  call?: AttemptOptions | undefined;
  /** What the operation returns, as a check: a success that fails it is an INVALID_RESPONSE error, never data. */
  shape?: (data: object) => unknown;
  /** Sees the successful response (its headers: a cache lifetime, say). */
  seen?: (response: Response) => void;
  /** Given the call's last response and its number of attempts, for `withResponse()`. */
  into?: Seen | undefined;
}

/**
 * Sends requests of one client and reads their answers: the data of a success, else the typed error.
 * @public
 */
export interface Requester {
  /** Sends one call to `path` (under the base URL) and resolves to its JSON, or throws a typed error. */
  <T>(method: 'GET' | 'POST', path: string, spec?: RequestSpec): Promise<T>;
  /** The RateLimit-* figures of the last response that carried them. */
  readonly rateLimit: RateLimit | undefined;
}

/**
 * Options of a requester: the retry options, the base URL and the headers of every request (the key).
 * @public
 */
export interface RequesterOptions extends RetryOptions {
  /** Where the service is: an absolute http(s) URL. */
  baseUrl: string;
  /** Headers sent with every call (the key). */
  headers: Record<string, string>;
  /** The client package and version (`svc-content/0.2.0`), sent as the User-Agent on server runtimes. */
  product?: string;
}

/** A path segment, encoded. @public */
export const segment = (value: string): string => encodeURIComponent(value);

/**
 * The requester of one client.
 * @public
 */
export function createRequester(options: RequesterOptions): Requester {
  return requester(options, callKey);
}

/**
 * The requester of a read-only client: as createRequester, but its calls send no idempotency key (`idempotencyKey`
 * and `autoIdempotencyKey` are not read), so the keys' making and checking stay out of the client's bundle.
 * @public
 */
export function createReader(options: RequesterOptions): Requester {
  return requester(options);
}

function requester(options: RequesterOptions, keyOf?: (call: AttemptOptions) => string | null): Requester {
  const retrying = retryingFetch(options, keyOf);
  const base = options.baseUrl.replace(/\/+$/, '');
  // The caller's headers may name their own User-Agent.
  const agent = userAgent(options.product);
  const request = async <T>(method: string, path: string, { query, body, call = {}, shape, seen, into }: RequestSpec = {}): Promise<T> => {
    const state = retrying.prepare(call);
    let url = base + path;
    let glue = '?';
    for (const name in query) {
      const value = query[name];
      if (value === undefined) continue;
      url += `${glue}${name}=${encodeURIComponent(value)}`;
      glue = '&';
    }
    const headers: Record<string, string> = { ...agent, ...options.headers, ...call.headers };
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await retrying.send(new Request(url, init), state);
    if (into) {
      into.response = response;
      into.attempts = state.attempts.length;
    }
    // The attempt's timer and the caller's abort still cover this read; release() ends them. A success is parsed
    // from the bytes (no string in between); an error body may be text.
    let data: unknown;
    // A success that is not JSON (an HTML page from a proxy or a captive portal) is an error, never data.
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && !/json/i.test(type)) {
      state.release();
      void response.body?.cancel();
      throw invalidResponse(response, `expected JSON, got ${type || 'no content type'}`);
    }
    try {
      if (response.ok) data = await response.json();
      else {
        data = (await response.text()) || undefined;
        try {
          data = JSON.parse(data as string);
        } catch {
          // Not JSON: the text is what the service said.
        }
      }
    } catch (error) {
      if (isSvcError(error)) throw error;
      throw error instanceof SyntaxError
        ? invalidResponse(response, 'the body is not JSON')
        : connectionError(error, requestOf.get(response));
    } finally {
      state.release();
    }
    if (!response.ok) throw withAttempts(errorFromResponse(response, data), response);
    if (typeof data !== 'object' || data === null) throw invalidResponse(response, 'empty body');
    if (shape && !shape(data)) throw invalidResponse(response, `not what ${method} ${path} returns`);
    seen?.(response);
    return data as T;
  };
  return Object.defineProperty(request, 'rateLimit', { get: () => retrying.rateLimit }) as Requester;
}
