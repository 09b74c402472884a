// fetchEngageConfig: the site's configuration alone, for code that must stay tiny (the widget's launcher): no
// openapi-fetch and no visitor store, but the same retries as the full client on network failures, 429 and 503.

import type { BackoffOptions } from '@svc/core';
import { backoffDelay, ConnectionError, errorFromResponse, invalidResponse, serverDelay, sleep } from '@svc/core';
import type { EngageConfig } from './types.js';

/** Options of fetchEngageConfig. @public */
export interface EngageConfigOptions {
  /** The site's publishable key (`pk_...`). Any other key is refused before anything is sent. */
  publishableKey: string;
  /** The service's base URL; a trailing slash makes no difference. */
  baseUrl: string;
  /** The fetch to send with; default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Ends the request at once, also during a backoff sleep. */
  signal?: AbortSignal;
  /** Retries after the first attempt on a network failure, 429 or 503; default 2, as the full client. */
  maxRetries?: number;
  /** The wait between retries when the service names none (Retry-After); as in `@svc/core`. */
  backoff?: BackoffOptions;
  /** Reads the service even when a cached answer is fresh (a reachability check); the answer is cached again. */
  reload?: boolean;
}

/**
 * Throws a TypeError for anything but a publishable key (`pk_...`): a secret key must never reach a browser.
 * @public
 */
export function checkPublishableKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || !/^pk_[\w-]+$/.test(key)) {
    throw new TypeError('a publishable key (pk_...) is required: secret keys must not reach a browser');
  }
}

/** The seconds of a response's Cache-Control max-age, in milliseconds (0 when absent). @internal */
export const maxAge = (response: Response): number => {
  const m = /(?:^|,)\s*max-age=(\d+)/i.exec(response.headers.get('cache-control') ?? '');
  return m ? Number(m[1]) * 1000 : 0;
};

// Shared by every caller on the page, keyed by base URL and key, for the response's max-age.
const cache = new Map<string, { value: EngageConfig; until: number }>();

/**
 * The site's configuration (`GET /v1/engage/config`), cached in memory for the response's Cache-Control max-age.
 * Throws a TypeError for anything but a publishable key before any request, and the typed errors of `@svc/core`
 * (AuthenticationError, PermissionError, ...) for a failed response; a success that is not JSON is an error too.
 * @public
 */
export async function fetchEngageConfig(options: EngageConfigOptions): Promise<EngageConfig> {
  const key = options.publishableKey;
  checkPublishableKey(key);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/engage/config`;
  const id = `${url} ${key}`;
  const hit = cache.get(id);
  if (hit && Date.now() < hit.until && !options.reload) return hit.value;
  const send = options.fetch ?? ((r: Request) => globalThis.fetch(r));
  const retries = options.maxRetries ?? 2;
  let response: Response | undefined;
  for (let attempt = 0; ; ) {
    let failed: ConnectionError | undefined;
    response = await send(new Request(url, { headers: { 'X-Api-Key': key }, signal: options.signal })).catch((cause: unknown) => {
      if (options.signal?.aborted) throw cause;
      failed = new ConnectionError(`cannot reach ${url}: ${String(cause)}`, { code: 'CONNECTION_FAILED', retryable: true, cause });
      return undefined;
    });
    // A wait the service asks for (Retry-After) is slept up to a minute, as the full client does; else backoff.
    const asked = response && serverDelay(response);
    if (attempt++ >= retries || (response && response.status !== 429 && response.status !== 503) || asked! > 60_000) {
      if (failed) throw failed;
      break;
    }
    await sleep(asked ?? backoffDelay(attempt, options.backoff), options.signal);
  }
  response = response!;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromResponse(response, body);
  if (typeof body !== 'object' || body === null) throw invalidResponse(response, 'the body is not a JSON object');
  const value = body as EngageConfig;
  cache.set(id, { value, until: Date.now() + maxAge(response) });
  return value;
}
