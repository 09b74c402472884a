// What the checks share: steering the reference server's faults, reading JSON, keys, and recording clients.
import type { ContentClient } from '@svc/content';
import { createContentClient } from '@svc/content';
import type { SmokeConfig } from '../protocol.js';

/** Calls the reference server's /_admin API (fault injection) from inside the runtime. */
export async function control(config: SmokeConfig, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${config.controlUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /_admin${path} answered ${response.status}: ${text.slice(0, 200)}`);
}

/** Makes the next call of `operation` answer 503 KEY_VERIFICATION_UNAVAILABLE with Retry-After. */
export function inject503(config: SmokeConfig, operation: string): Promise<void> {
  return control(config, 'POST', '/faults', { operation, kind: 'key_verification_unavailable', times: 1 });
}

/** Makes the next call of `operation` answer 429 asking for a wait of `seconds`. */
export function inject429(config: SmokeConfig, operation: string, seconds: number): Promise<void> {
  return control(config, 'POST', '/faults', { operation, kind: 'rate_limit', times: 1, resetSeconds: seconds });
}

export async function json(response: Response, status: number): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** The published ids of a collection in one read, as the ground truth a paged read must reproduce. */
export async function allEntryIds(config: SmokeConfig): Promise<string[]> {
  const { apiKey, siteId, collection } = config.content;
  const url = `${config.baseUrl}/v1/content/${siteId}/${collection}?limit=200`;
  const whole = await json(await fetch(url, { headers: { 'X-Api-Key': apiKey } }), 200);
  const ids = (whole.items as { id: string }[]).map((item) => item.id);
  if (ids.length < 2) throw new Error(`the collection has ${ids.length} entries; paging needs at least 2`);
  return ids;
}

/**
 * A fetch for a client's `fetch` option that notes the Idempotency-Key of every attempt before sending it, so a check
 * can prove the retries of one logical call reused one key.
 */
export function keyRecordingFetch(keys: (string | null)[]): (request: Request) => Promise<Response> {
  return (request) => {
    keys.push(request.headers.get('Idempotency-Key'));
    return fetch(request);
  };
}

/** A @svc/content client of the scenario's site that notes the status of every attempt, retries included. */
export function statusRecordingContentClient(
  config: SmokeConfig,
  onStatus: (status: number) => void = () => {},
): { content: ContentClient; statuses: number[] } {
  const { apiKey, siteId } = config.content;
  const statuses: number[] = [];
  const content = createContentClient({
    apiKey,
    siteId,
    baseUrl: config.baseUrl,
    fetch: async (request) => {
      const response = await fetch(request);
      statuses.push(response.status);
      onStatus(response.status);
      return response;
    },
  });
  return { content, statuses };
}

/** Both attempts (the 503 and its retry) carried one generated key; answers it. */
export function sameKeyOnBothAttempts(keys: (string | null)[]): string {
  const [first, second] = keys;
  if (keys.length !== 2) throw new Error(`expected 2 attempts (the 503 and one retry), saw ${keys.length}`);
  if (!first || first !== second) throw new Error(`the attempts carried the keys ${JSON.stringify(keys)}`);
  return first;
}
