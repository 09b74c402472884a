// The smoke scenario every runtime of the matrix runs: a paged read, a keyed submit retried after an injected 503
// with the same key, an abort during backoff. Runtime-neutral: only fetch, AbortController, timers and Web Crypto.
import type { Check, SmokeConfig, SmokeReport } from './protocol.js';

/** Runs every check that applies to the config and reports each one; it never throws. */
export async function runSmoke(config: SmokeConfig): Promise<SmokeReport> {
  const checks: Check[] = [];
  const check = async (name: string, body: () => Promise<string>): Promise<void> => {
    const started = Date.now();
    try {
      checks.push({ name, ok: true, ms: Date.now() - started, detail: await body() });
    } catch (error) {
      checks.push({ name, ok: false, ms: Date.now() - started, detail: describeError(error) });
    }
    checks[checks.length - 1]!.ms = Date.now() - started;
  };

  await check('paged read', () => pagedRead(config));
  const { capture, engage } = config;
  if (capture) await check('capture submit retried after a 503 with the same key', () => captureSubmit(config, capture));
  if (engage) await check('form submit retried after a 503 with the same key', () => formSubmit(config, engage));
  await check('abort during backoff', () => abortDuringBackoff(config));
  return { runtime: config.runtime, checks };
}

async function pagedRead(config: SmokeConfig): Promise<string> {
  const { apiKey, siteId, collection } = config.content;
  const url = (query: string): string => `${config.baseUrl}/v1/content/${siteId}/${collection}?${query}`;
  const headers = { 'X-Api-Key': apiKey };

  const whole = await json(await fetch(url('limit=200'), { headers }), 200);
  const expected = (whole.items as { id: string }[]).map((item) => item.id);
  if (expected.length < 2) throw new Error(`the collection has ${expected.length} entries; paging needs at least 2`);

  const seen: string[] = [];
  let pages = 0;
  let cursor: string | null = null;
  do {
    const query: string = cursor === null ? 'limit=1' : `limit=1&cursor=${encodeURIComponent(cursor)}`;
    const page = await json(await fetch(url(query), { headers }), 200);
    pages++;
    seen.push(...(page.items as { id: string }[]).map((item) => item.id));
    cursor = (page.meta as { nextCursor: string | null }).nextCursor;
    if (pages > expected.length + 1) throw new Error(`paging did not end after ${pages} pages`);
  } while (cursor !== null);

  if (seen.join() !== expected.join()) throw new Error(`paged ids ${seen.join()} differ from ${expected.join()}`);
  return `${seen.length} entries in ${pages} pages`;
}

function captureSubmit(config: SmokeConfig, capture: { apiKey: string }): Promise<string> {
  const body = JSON.stringify({ form: 'contact', page: '/runtimes', fields: { name: config.marker, message: 'smoke' } });
  return keyedSubmit(config, 'createCapture', (key) =>
    fetch(`${config.baseUrl}/v1/capture`, {
      method: 'POST',
      headers: { 'X-Api-Key': capture.apiKey, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body,
    }),
  );
}

function formSubmit(config: SmokeConfig, engage: { publishableKey: string }): Promise<string> {
  const fields = { name: config.marker, email: 'smoke@example.com', message: 'smoke' };
  const body = JSON.stringify({ fields, page: '/runtimes' });
  return keyedSubmit(config, 'submitManagedForm', (key) =>
    fetch(`${config.baseUrl}/v1/engage/forms/contact`, {
      method: 'POST',
      headers: { 'X-Api-Key': engage.publishableKey, 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body,
    }),
  );
}

/**
 * One logical call with one key: the injected 503 is answered with Retry-After, the retry with the same key stores
 * the record (201), and a replay of that key answers the same id as a duplicate. The host then counts the records.
 */
async function keyedSubmit(config: SmokeConfig, operation: string, send: (key: string) => Promise<Response>): Promise<string> {
  const key = idempotencyKey();
  await control(config, 'POST', '/faults', { operation, kind: 'key_verification_unavailable', times: 1 });

  const refused = await send(key);
  await refused.body?.cancel();
  if (refused.status !== 503) throw new Error(`the injected fault answered ${refused.status}, not 503`);
  const retryAfter = refused.headers.get('Retry-After');
  if (retryAfter === null) throw new Error('the 503 carried no Retry-After');

  const stored = await json(await send(key), 201);
  const replay = await json(await send(key), 200);
  if (typeof stored.id !== 'string') throw new Error(`the retry answered no id: ${JSON.stringify(stored)}`);
  if (replay.id !== stored.id || replay.duplicate !== true) {
    throw new Error(`a replay of the same key answered ${JSON.stringify(replay)}, not the duplicate of ${stored.id}`);
  }
  return `503 (Retry-After ${retryAfter}), retried with the same key: ${stored.id}; replayed: duplicate`;
}

/** A 429 asks for a 30 s wait; aborting 100 ms into it must end the wait at once with an AbortError. */
async function abortDuringBackoff(config: SmokeConfig): Promise<string> {
  const { apiKey, siteId, collection } = config.content;
  await control(config, 'POST', '/faults', { operation: 'listContentEntries', kind: 'rate_limit', times: 1, resetSeconds: 30 });
  const limited = await fetch(`${config.baseUrl}/v1/content/${siteId}/${collection}?limit=1`, { headers: { 'X-Api-Key': apiKey } });
  await limited.body?.cancel();
  if (limited.status !== 429) throw new Error(`the injected rate limit answered ${limited.status}, not 429`);
  const waitSeconds = Number(limited.headers.get('Retry-After'));
  if (!(waitSeconds >= 30)) throw new Error(`Retry-After was ${limited.headers.get('Retry-After')}, not 30`);

  const controller = new AbortController();
  const started = Date.now();
  setTimeout(() => controller.abort(), 100);
  try {
    await sleep(waitSeconds * 1000, controller.signal);
  } catch (error) {
    const waited = Date.now() - started;
    if ((error as Error).name !== 'AbortError') throw error;
    if (waited > 1000) throw new Error(`the abort ended a ${waitSeconds} s backoff only after ${waited} ms`);
    return `a ${waitSeconds} s backoff aborted after ${waited} ms`;
  }
  throw new Error('the backoff sleep was not aborted');
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

async function control(config: SmokeConfig, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${config.controlUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /_admin${path} answered ${response.status}: ${text.slice(0, 200)}`);
}

/** `smoke_` and 32 hex digits from Web Crypto: within the service's 8 to 100 characters of A-Z a-z 0-9 _ -. */
function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `smoke_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

async function json(response: Response, status: number): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}
