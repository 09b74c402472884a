// The launcher's config read: the full client's retry policy for its one request, failures as status, code and message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config-read.js';
import { CONFIG } from './test-support.js';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function fetchOf(...answers: (Response | Error)[]) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    seen.push(request);
    const next = answers.shift() ?? json(500, {});
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch, seen };
}

afterEach(() => vi.useRealTimers());

describe('readConfig', () => {
  it('reads GET /v1/engage/config with the publishable key', async () => {
    const { fetch, seen } = fetchOf(json(200, CONFIG));
    expect(await readConfig({ publishableKey: 'pk_test', baseUrl: 'http://svc.test/', fetch })).toEqual(CONFIG);
    expect(seen[0]!.url).toBe('http://svc.test/v1/engage/config');
    expect(seen[0]!.headers.get('x-api-key')).toBe('pk_test');
  });

  it('retries a network failure, a 503 and a 429, waiting Retry-After or backing off 0.5, 1, 2 s', async () => {
    vi.useFakeTimers();
    const { fetch } = fetchOf(new TypeError('Failed to fetch'), json(503, {}, { 'retry-after': '3' }), json(429, {}), json(200, CONFIG));
    const read = readConfig({ publishableKey: 'pk_test', baseUrl: 'http://svc.test', fetch });
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await read).toEqual(CONFIG);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('after its retries, or at once for a refusal, throws the status, code and message (retryable when busy)', async () => {
    const refused = fetchOf(json(403, { success: false, code: 'ORIGIN_NOT_ALLOWED', message: 'origin not allowed' }));
    await expect(readConfig({ publishableKey: 'pk_test', baseUrl: 'http://svc.test', fetch: refused.fetch })).rejects.toEqual({
      status: 403,
      code: 'ORIGIN_NOT_ALLOWED',
      message: 'origin not allowed',
      retryable: false,
    });
    expect(refused.fetch).toHaveBeenCalledTimes(1);
    const down = fetchOf(new TypeError('Failed to fetch'));
    await expect(
      readConfig({ publishableKey: 'pk_test', baseUrl: 'http://svc.test', fetch: down.fetch }, { maxRetries: 0 }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'CONNECTION_FAILED',
      retryable: true,
    });
    const html = fetchOf(new Response('<html>', { status: 200 }));
    await expect(readConfig({ publishableKey: 'pk_test', baseUrl: 'http://svc.test', fetch: html.fetch })).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
  });

  it('a wait over a minute is not slept: the failure is thrown at once', async () => {
    const { fetch } = fetchOf(json(503, { code: 'UNAVAILABLE', message: 'maintenance' }, { 'retry-after': '120' }));
    await expect(readConfig({ publishableKey: 'pk_test', baseUrl: 'http://svc.test', fetch })).rejects.toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
      retryable: true,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
