import type { paths } from '@svc/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSvcClient, unwrap } from './client.js';
import { AbortError, ConnectionError, RateLimitError, TimeoutError, UnavailableError } from './errors.js';
import { createRetryingFetch, RETRY_COUNT_HEADER } from './retry.js';
import { BASE, startReference } from './test-support.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
beforeEach(async () => {
  ref = await startReference();
});
afterEach(() => {
  vi.useRealTimers();
});

const capture = (key?: string) =>
  new Request(`${BASE}/v1/capture`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': ref.demo.capture.keys.test, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify({ form: 'contact', fields: { email: 'ada@example.org' } }),
  });
const noWait = { backoff: { baseMs: 1, capMs: 1 } };

describe('retry against the reference server', () => {
  it('a keyed POST refused with 429 waits Retry-After, then retries with the same key and the retry-count header', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await ref.fault({ operation: 'createCapture', kind: 'rate_limit', times: 1, resetSeconds: 3 });
    const retrying = createRetryingFetch({ fetch: ref.fetch });
    const pending = retrying(capture(), { autoIdempotencyKey: true });
    await vi.advanceTimersByTimeAsync(2_990);
    expect(ref.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    const response = await pending;
    expect(response.status).toBe(201);
    expect(ref.sent).toHaveLength(2);
    const [first, second] = ref.sent as [Request, Request];
    expect(first.headers.get('idempotency-key')).toMatch(/^idk_[\w-]{24}$/);
    expect(second.headers.get('idempotency-key')).toBe(first.headers.get('idempotency-key'));
    expect(first.headers.has(RETRY_COUNT_HEADER)).toBe(false);
    expect(second.headers.get(RETRY_COUNT_HEADER)).toBe('1');
    expect(await second.json()).toEqual(await first.json());
  });

  it('a 503 sequence (key verification unavailable) is retried twice by default, the key reused, one record stored', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await ref.fault({ operation: 'createCapture', kind: 'key_verification_unavailable', times: 2 });
    const delays: number[] = [];
    const retrying = createRetryingFetch({ fetch: ref.fetch, hooks: { onRetry: (e) => delays.push(e.delayMs) } });
    const pending = retrying(capture('order-4711-submission'));
    await vi.advanceTimersByTimeAsync(4_100);
    const response = await pending;
    expect(response.status).toBe(201);
    expect(delays).toEqual([2000, 2000]); // the reference server's Retry-After: 2
    expect(ref.sent.map((r) => r.headers.get('idempotency-key'))).toEqual(Array(3).fill('order-4711-submission'));
    expect(ref.sent.map((r) => r.headers.get(RETRY_COUNT_HEADER))).toEqual([null, '1', '2']);
    // A replay of the same key after the fact is a duplicate of the one record.
    const replay = await ref.fetch(capture('order-4711-submission'));
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ duplicate: true, id: (await response.json()).id });
  });

  it('a server-requested wait above maxRetryAfterMs is not slept: the 429 returns at once with retryAfterMs', async () => {
    await ref.fault({ operation: 'createCapture', kind: 'rate_limit', times: 1, resetSeconds: 120 });
    const client = createSvcClient<paths>({ baseUrl: BASE, fetch: ref.fetch, headers: { 'X-Api-Key': ref.demo.capture.keys.test } });
    const started = Date.now();
    const error = await unwrap(
      client.raw.POST('/v1/capture', { body: { fields: { a: 'b' } }, ...client.call({ autoIdempotencyKey: true }) }),
    ).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterMs: 120_000, retryable: true });
    expect((error as RateLimitError).message).toBe('Too many form submissions, please try again later');
    expect(ref.sent).toHaveLength(1);
  });

  it('the retries are exhausted after the configured count and the last error is thrown typed', async () => {
    await ref.fault({ operation: 'createCapture', kind: 'rate_limit', resetSeconds: 0 });
    const client = createSvcClient<paths>({
      baseUrl: BASE,
      fetch: ref.fetch,
      maxRetries: 3,
      headers: { 'X-Api-Key': ref.demo.capture.keys.test },
    });
    const error = await unwrap(
      client.raw.POST('/v1/capture', { body: { fields: { a: 'b' } }, ...client.call({ autoIdempotencyKey: true }) }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(ref.sent).toHaveLength(4);
    const perCall = await unwrap(
      client.raw.POST('/v1/capture', { body: { fields: { a: 'b' } }, ...client.call({ autoIdempotencyKey: true, maxRetries: 0 }) }),
    ).catch((e: unknown) => e);
    expect(perCall).toBeInstanceOf(RateLimitError);
    expect(ref.sent).toHaveLength(5);
  });

  it('a POST without an idempotency key is not retried, neither on 429 nor 503 nor a network failure', async () => {
    await ref.fault({ operation: 'createCapture', kind: 'key_verification_unavailable', times: 1 });
    const retrying = createRetryingFetch({ fetch: ref.fetch, ...noWait });
    expect((await retrying(capture())).status).toBe(503);
    await ref.fault({ operation: 'createCapture', kind: 'rate_limit', times: 1, resetSeconds: 0 });
    expect((await retrying(capture())).status).toBe(429);
    expect(ref.sent).toHaveLength(2);
    let calls = 0;
    const failing = createRetryingFetch({ fetch: async () => (calls++, Promise.reject(new TypeError('fetch failed'))), ...noWait });
    await expect(failing(capture())).rejects.toBeInstanceOf(ConnectionError);
    expect(calls).toBe(1);
  });

  it('a chat turn (idempotent by the service) is retried without a key', async () => {
    await ref.fault({ operation: 'sendChatMessage', kind: 'assistant_unavailable', times: 1 });
    const retrying = createRetryingFetch({ fetch: ref.fetch, maxRetryAfterMs: 60_000, ...noWait });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = retrying(
      new Request(`${BASE}/v1/engage/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': ref.demo.engage.publishableKey },
        body: JSON.stringify({ message: 'What are your opening hours?' }),
      }),
      { idempotent: true },
    );
    await vi.advanceTimersByTimeAsync(5_100);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(ref.sent).toHaveLength(2);
    expect(ref.sent[1]!.headers.has('idempotency-key')).toBe(false);
  });
});

describe('retry rules', () => {
  const answering =
    (statuses: number[], log: Request[] = []) =>
    async (request: Request) => {
      log.push(request);
      const status = statuses.shift() ?? 200;
      return new Response(JSON.stringify({ success: status < 400 }), { status, headers: { 'content-type': 'application/json' } });
    };

  it.each([400, 401, 403, 404, 409])(
    'a GET answered %i is not retried (only 408, 429, 500, 502, 503, 504 and network failures are)',
    async (status) => {
      const log: Request[] = [];
      const retrying = createRetryingFetch({ fetch: answering([status], log), ...noWait });
      expect((await retrying(new Request(`${BASE}/x`))).status).toBe(status);
      expect(log).toHaveLength(1);
    },
  );

  it('a GET that meets a network failure is retried with backoff', async () => {
    let calls = 0;
    const retrying = createRetryingFetch({
      fetch: async () =>
        ++calls < 3
          ? Promise.reject(new TypeError('socket hang up'))
          : new Response('{}', { headers: { 'content-type': 'application/json' } }),
      ...noWait,
    });
    expect((await retrying(new Request(`${BASE}/x`))).status).toBe(200);
    expect(calls).toBe(3);
  });

  it('without Retry-After or RateLimit-Reset a 503 waits exponential backoff with jitter (0.5 s doubling)', async () => {
    const delays: number[] = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const retrying = createRetryingFetch({
      fetch: answering([503, 503]),
      backoff: { random: () => 1 },
      hooks: { onRetry: (e) => delays.push(e.delayMs) },
    });
    const pending = retrying(new Request(`${BASE}/x`));
    await vi.advanceTimersByTimeAsync(1_600);
    expect((await pending).status).toBe(200);
    expect(delays).toEqual([500, 1000]);
  });

  it('an abort during a backoff sleep ends the call at once with AbortError', async () => {
    const controller = new AbortController();
    const retrying = createRetryingFetch({
      fetch: async () => new Response('{}', { status: 429, headers: { 'retry-after': '30' } }),
      hooks: { onRetry: () => setTimeout(() => controller.abort(), 20) },
    });
    const started = Date.now();
    const error = await retrying(new Request(`${BASE}/x`), { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('an aborted signal sends nothing', async () => {
    const log: Request[] = [];
    const retrying = createRetryingFetch({ fetch: answering([], log) });
    await expect(retrying(new Request(`${BASE}/x`), { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(AbortError);
    expect(log).toHaveLength(0);
  });

  it('an attempt over the per-attempt timeout is a TimeoutError, retried for a safe request', async () => {
    let calls = 0;
    const hanging = (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        calls++;
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const retrying = createRetryingFetch({ fetch: hanging, timeoutMs: 20, maxRetries: 1, ...noWait });
    const error = await retrying(new Request(`${BASE}/x`)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TIMEOUT', retryable: true });
    expect(calls).toBe(2);
  });

  it('a malformed caller idempotency key is refused before anything is sent', async () => {
    const log: Request[] = [];
    const retrying = createRetryingFetch({ fetch: answering([], log) });
    await expect(retrying(new Request(`${BASE}/x`, { method: 'POST', body: '{}' }), { idempotencyKey: 'short' })).rejects.toThrow(
      TypeError,
    );
    await expect(
      retrying(new Request(`${BASE}/x`, { method: 'POST', body: '{}' }), { idempotencyKey: 'has spaces in it' }),
    ).rejects.toThrow(/8 to 100/);
    expect(log).toHaveLength(0);
  });

  it('a caller key is sent verbatim and makes a POST retryable', async () => {
    const log: Request[] = [];
    const retrying = createRetryingFetch({ fetch: answering([503], log), ...noWait });
    const response = await retrying(new Request(`${BASE}/x`, { method: 'POST', body: '{"a":1}' }), { idempotencyKey: 'Order_42-retry' });
    expect(response.status).toBe(200);
    expect(log.map((r) => r.headers.get('idempotency-key'))).toEqual(['Order_42-retry', 'Order_42-retry']);
    expect(await Promise.all(log.map((r) => r.text()))).toEqual(['{"a":1}', '{"a":1}']);
  });

  it('hooks see every attempt with credentials redacted', async () => {
    const seen: string[] = [];
    const retrying = createRetryingFetch({
      fetch: answering([503]),
      ...noWait,
      hooks: {
        onRequest: (e) => seen.push(`request ${e.attempt} ${e.request.headers['x-api-key']} ${e.request.url}`),
        onResponse: (e) => seen.push(`response ${e.attempt} ${e.status}`),
        onRetry: (e) => seen.push(`retry ${e.attempt} ${e.status}`),
      },
    });
    await retrying(
      new Request(`${BASE}/v1/engage/conversations/c1?visitorToken=vt_secret`, { headers: { 'X-Api-Key': 'pk_test_secret' } }),
    );
    expect(seen).toEqual([
      `request 1 [redacted] ${BASE}/v1/engage/conversations/c1?visitorToken=[redacted]`,
      'response 1 503',
      'retry 1 503',
      `request 2 [redacted] ${BASE}/v1/engage/conversations/c1?visitorToken=[redacted]`,
      'response 2 200',
    ]);
    expect(seen.join()).not.toMatch(/secret/);
  });

  it('hooks never see a credential header or query value, and still see the idempotency key and retry count', async () => {
    const seen: Record<string, string>[] = [];
    const urls: string[] = [];
    const retrying = createRetryingFetch({
      fetch: answering([503]),
      ...noWait,
      hooks: { onRequest: (e) => (seen.push(e.request.headers), urls.push(e.request.url)) },
    });
    const credentials = {
      'X-Api-Key': 'sk_secret',
      'X-Service-Key': 'svc_secret',
      'X-Portal-Key': 'portal_secret',
      'X-Identity-Sub': 'user_secret',
      Authorization: 'Bearer secret',
      Cookie: 'session=secret',
      'X-Session-Token': 'tok_secret',
    };
    await retrying(new Request(`${BASE}/x?limit=5&api_key=k_secret&token=t_secret&cursor=abc`, { method: 'POST', headers: credentials }), {
      idempotencyKey: 'Order_42-retry',
    });
    for (const headers of seen) {
      for (const name of Object.keys(credentials)) expect(headers[name.toLowerCase()], name).toBe('[redacted]');
      expect(headers['idempotency-key']).toBe('Order_42-retry');
    }
    expect(seen[1]!['x-svc-retry-count']).toBe('1');
    expect(urls[0]).toBe(`${BASE}/x?limit=5&api_key=[redacted]&token=[redacted]&cursor=abc`);
    expect(JSON.stringify([seen, urls])).not.toMatch(/secret/);
  });

  it('the rate-limit figures of the last response are readable', async () => {
    const retrying = createRetryingFetch({
      fetch: async () =>
        new Response('{}', { headers: { 'ratelimit-limit': '40', 'ratelimit-remaining': '39', 'ratelimit-reset': '900' } }),
    });
    expect(retrying.rateLimit).toBeUndefined();
    await retrying(new Request(`${BASE}/x`));
    expect(retrying.rateLimit).toEqual({ limit: 40, remaining: 39, resetMs: 900_000 });
  });
});

describe('final answers', () => {
  it('a final 503 carries its retryAfterMs and the service message', async () => {
    await ref.fault({ operation: 'createCapture', kind: 'key_verification_unavailable', times: 1 });
    const client = createSvcClient<paths>({ baseUrl: BASE, fetch: ref.fetch, headers: { 'X-Api-Key': ref.demo.capture.keys.test } });
    const error = await unwrap(client.raw.POST('/v1/capture', { body: { fields: { a: 'b' } } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error).toMatchObject({
      code: 'KEY_VERIFICATION_UNAVAILABLE',
      message: 'key verification unavailable; retry with backoff',
      retryAfterMs: 2000,
    });
  });
});
