// What a backend team watches and steers: gateway-aware retries and why they stopped, the caller's own programming
// errors thrown unchanged, headers and onRequest on every attempt, withResponse(), the User-Agent, and logs on demand.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { SvcError } from './errors.js';
import { HttpError, isSvcError, RETRY_STATUSES, UnavailableError } from './errors.js';
import type { Logger } from './log.js';
import type { RequesterOptions } from './request.js';
import { createRequester } from './request.js';
import { respond } from './response.js';

const BASE = 'https://api.svc.example';
const KEY = 'sk_test_SecretKey0123456789ab';
const noWait = { backoff: { baseMs: 1, capMs: 1 } };

/** A fetch answering each status in turn (then 200), recording every request it was given. */
const answering =
  (statuses: Array<number | Error>, sent: Request[] = [], headers: Record<string, string> = {}) =>
  async (request: Request): Promise<Response> => {
    sent.push(request);
    const next = statuses.shift() ?? 200;
    if (next instanceof Error) throw next;
    return new Response(JSON.stringify({ ok: next < 400 }), {
      status: next,
      headers: { 'content-type': 'application/json', 'x-request-id': `req_${sent.length}`, ...headers },
    });
  };

const requester = (fetch: (r: Request) => Promise<Response>, extra: Partial<RequesterOptions> = {}) =>
  createRequester({ baseUrl: BASE, headers: { 'X-Api-Key': KEY }, fetch, ...noWait, ...extra });

const failure = (promise: Promise<unknown>): Promise<SvcError> =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: SvcError) => error,
  );

describe('retries like a gateway-aware client', () => {
  it.each([408, 500, 502, 504])('a GET answered %i is retried and succeeds', async (status) => {
    const sent: Request[] = [];
    const send = requester(answering([status], sent));
    expect(await send('GET', '/v1/x')).toEqual({ ok: true });
    expect(sent).toHaveLength(2);
  });

  it('the default list is 408, 429, 500, 502, 503 and 504', () => {
    expect(RETRY_STATUSES).toEqual([408, 429, 500, 502, 503, 504]);
  });

  it('a connection reset of a GET is retried', async () => {
    const sent: Request[] = [];
    const reset = new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
    expect(await requester(answering([reset], sent))('GET', '/v1/x')).toEqual({ ok: true });
    expect(sent).toHaveLength(2);
  });

  it('a keyed POST and a chat turn are retried on 502; a POST without a key is not, and says it was not safe to repeat', async () => {
    const keyed: Request[] = [];
    await requester(answering([502], keyed))('POST', '/v1/capture', { body: {}, call: { autoIdempotencyKey: true } });
    expect(keyed).toHaveLength(2);
    const chat: Request[] = [];
    await requester(answering([504], chat))('POST', '/v1/engage/chat', { body: {}, call: { idempotent: true } });
    expect(chat).toHaveLength(2);
    const bare: Request[] = [];
    const error = await failure(requester(answering([502], bare))('POST', '/v1/capture', { body: {} }));
    expect(bare).toHaveLength(1);
    expect(error).toMatchObject({ status: 502, retryable: true, retryStopped: 'not-safe', attempts: [{ status: 502 }] });
  });

  it('retryOn narrows the list (502 not retried) and widens it (425 retried)', async () => {
    const narrow: Request[] = [];
    const error = await failure(requester(answering([502], narrow), { retryOn: [503] })('GET', '/v1/x'));
    expect(error).toBeInstanceOf(HttpError);
    expect(narrow).toHaveLength(1);
    expect(error.retryStopped).toBeUndefined();
    const wide: Request[] = [];
    expect(await requester(answering([425], wide), { retryOn: [...RETRY_STATUSES, 425] })('GET', '/v1/x')).toEqual({ ok: true });
    expect(wide).toHaveLength(2);
  });

  it('an error carries every attempt (status or failure, and the wait before each retry) and says the limit stopped it', async () => {
    const error = await failure(requester(answering([503, new TypeError('fetch failed'), 502]), { maxRetries: 2 })('GET', '/v1/x'));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.attempts).toEqual([{ status: 503, waitMs: 1 }, { error: 'CONNECTION_FAILED', waitMs: 1 }, { status: 502 }]);
    expect(error.retryStopped).toBe('limit');
  });

  it('a connection failure that exhausts the retries carries its attempts too', async () => {
    const down = () => new TypeError('fetch failed');
    const error = await failure(requester(answering([down(), down()]), { maxRetries: 1 })('GET', '/v1/x'));
    expect(error).toMatchObject({
      code: 'CONNECTION_FAILED',
      retryStopped: 'limit',
      attempts: [{ error: 'CONNECTION_FAILED', waitMs: 1 }, { error: 'CONNECTION_FAILED' }],
    });
  });

  it('a wait over maxRetryAfterMs stops retrying and says so', async () => {
    const error = await failure(requester(answering([503], [], { 'retry-after': '120' }))('GET', '/v1/x'));
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error).toMatchObject({ retryAfterMs: 120_000, retryStopped: 'wait-over-cap', attempts: [{ status: 503 }] });
  });

  it('a wait that would pass deadlineMs stops retrying and says so', async () => {
    const error = await failure(requester(answering([503], [], { 'retry-after': '2' }), { deadlineMs: 1000 })('GET', '/v1/x'));
    expect(error).toMatchObject({ status: 503, retryStopped: 'deadline', attempts: [{ status: 503 }] });
  });

  it("a TypeError from the caller's own fetch (Invalid URL) is thrown at once, unchanged, never retried as a ConnectionError", async () => {
    let calls = 0;
    const mistake = new TypeError('Invalid URL');
    const send = requester(async () => {
      calls++;
      throw mistake;
    });
    const thrown = await send('GET', '/v1/x').catch((e: unknown) => e);
    expect(thrown).toBe(mistake);
    expect(isSvcError(thrown)).toBe(false);
    expect(calls).toBe(1);
  });
});

describe('steering every attempt', () => {
  it('headers of the client and of the call are sent on every attempt, with the key', async () => {
    const sent: Request[] = [];
    const send = requester(answering([503], sent), { headers: { 'X-Api-Key': KEY, 'X-Team': 'checkout' } });
    await send('GET', '/v1/x', { call: { headers: { traceparent: '00-abc-def-01' } } });
    expect(sent).toHaveLength(2);
    for (const request of sent) {
      expect(request.headers.get('x-team')).toBe('checkout');
      expect(request.headers.get('traceparent')).toBe('00-abc-def-01');
      expect(request.headers.get('x-api-key')).toBe(KEY);
    }
  });

  it('onRequest runs on every attempt and may return a changed Request, which is what is sent', async () => {
    const sent: Request[] = [];
    const seen: number[] = [];
    const onRequest = (request: Request, attempt: number) => {
      seen.push(attempt);
      const headers = new Headers(request.headers);
      headers.set('x-signature', `signed-${attempt}`);
      return new Request(request, { headers });
    };
    await requester(answering([502], sent), { onRequest })('POST', '/v1/capture', { body: { a: 1 }, call: { autoIdempotencyKey: true } });
    expect(seen).toEqual([1, 2]);
    expect(sent.map((r) => r.headers.get('x-signature'))).toEqual(['signed-1', 'signed-2']);
    expect(await sent[1]!.json()).toEqual({ a: 1 });
    // An onRequest that returns nothing leaves the request as it was.
    const plain: Request[] = [];
    await requester(answering([], plain), { onRequest: () => undefined })('GET', '/v1/x');
    expect(plain[0]!.headers.get('x-api-key')).toBe(KEY);
  });

  it('on a server runtime the User-Agent names the client package and the runtime', async () => {
    const sent: Request[] = [];
    await requester(answering([], sent), { product: 'svc-content/9.9.9' })('GET', '/v1/x');
    expect(sent[0]!.headers.get('user-agent')).toBe(`svc-content/9.9.9 (node ${process.versions.node})`);
  });
});

describe('withResponse', () => {
  it('resolves to the data, the raw response (headers readable, body read), the request id and the attempts', async () => {
    const send = requester(answering([503, 502]));
    const result = await respond((into) => send<{ ok: boolean }>('GET', '/v1/x', { into })).withResponse();
    expect(result.data).toEqual({ ok: true });
    expect(result.response.status).toBe(200);
    expect(result.response.bodyUsed).toBe(true);
    expect(result.requestId).toBe('req_3');
    expect(result.attempts).toBe(3);
  });

  it('awaited directly it is the data, as before', async () => {
    const send = requester(answering([]));
    expect(await respond((into) => send('GET', '/v1/x', { into }))).toEqual({ ok: true });
  });
});

describe('logs on demand', () => {
  const recorder = () => {
    const lines: Array<[string, string]> = [];
    const logger: Logger = {
      debug: (m) => lines.push(['debug', m]),
      info: (m) => lines.push(['info', m]),
      warn: (m) => lines.push(['warn', m]),
      error: (m) => lines.push(['error', m]),
    };
    return { lines, logger };
  };

  it('debug prints one line per attempt (method, redacted URL, status, ms, request id) and info each retry; never a key', async () => {
    const { lines, logger } = recorder();
    const send = requester(answering([503]), { logLevel: 'debug', logger });
    await send('POST', '/v1/engage/conversations/c_1?visitorToken=vt_secret', {
      body: {},
      call: { idempotencyKey: 'order-4711-submission' },
    });
    expect(lines.map(([level]) => level)).toEqual(['debug', 'info', 'debug']);
    expect(lines[0]![1]).toMatch(
      /^svc POST https:\/\/api\.svc\.example\/v1\/engage\/conversations\/c_1\?visitorToken=\[redacted\] status=503 ms=\d+ requestId=req_1 attempt=1$/,
    );
    expect(lines[1]![1]).toMatch(/ retrying after=503 waitMs=1 retry=1\/2$/);
    expect(lines[2]![1]).toMatch(/status=200 ms=\d+ requestId=req_2 attempt=2$/);
    const all = lines.map(([, m]) => m).join('\n');
    for (const secret of [KEY, 'vt_secret', 'order-4711-submission']) expect(all).not.toContain(secret);
  });

  it('info prints the retries only; the default (warn) prints nothing for a healthy app', async () => {
    const info = recorder();
    await requester(answering([502]), { logLevel: 'info', logger: info.logger })('GET', '/v1/x');
    expect(info.lines.map(([level]) => level)).toEqual(['info']);
    const quiet = recorder();
    await requester(answering([502]), { logger: quiet.logger })('GET', '/v1/x');
    expect(quiet.lines).toEqual([]);
  });

  it('warn (the default) prints what the caller should act on: a Retry-After over the cap, with the figures', async () => {
    const { lines, logger } = recorder();
    await failure(requester(answering([429], [], { 'retry-after': '120' }), { logger })('GET', '/v1/x'));
    expect(lines).toEqual([
      [
        'warn',
        `svc GET ${BASE}/v1/x not retried: the wait asked is over maxRetryAfterMs; raise it or retry later status=429 waitMs=120000 maxRetryAfterMs=60000`,
      ],
    ]);
  });

  it('off prints nothing, and a level that is not one is refused naming the levels', async () => {
    const { lines, logger } = recorder();
    await failure(requester(answering([429], [], { 'retry-after': '120' }), { logLevel: 'off', logger })('GET', '/v1/x'));
    expect(lines).toEqual([]);
    expect(() => requester(answering([]), { logLevel: 'verbose' as never })).toThrow(
      'logLevel must be one of off,error,warn,info,debug (got verbose)',
    );
  });

  it('SVC_LOG=debug in a Node process prints the attempts and the retry of a call answered 503 then 200, and no key', async () => {
    let calls = 0;
    const server = createServer((_request, response) => {
      calls++;
      response.writeHead(calls === 1 ? 503 : 200, {
        'content-type': 'application/json',
        'x-request-id': `req_child_${calls}`,
        ...(calls === 1 ? { 'retry-after': '0' } : {}),
      });
      response.end(JSON.stringify({ ok: calls > 1 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const core = new URL('./index.ts', import.meta.url).href;
    const script = `import { createRequester } from ${JSON.stringify(core)};
const send = createRequester({ baseUrl: ${JSON.stringify(url)}, headers: { 'X-Api-Key': ${JSON.stringify(KEY)} } });
console.log(JSON.stringify(await send('GET', '/v1/content/web_demo/events')));`;
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { ...process.env, SVC_LOG: 'debug' },
      });
      const out = stdout + stderr;
      expect(out).toMatch(new RegExp(`svc GET ${url}/v1/content/web_demo/events status=503 ms=\\d+ requestId=req_child_1 attempt=1`));
      expect(out).toMatch(/svc GET \S+ retrying after=503 waitMs=0 retry=1\/2/);
      expect(out).toMatch(/status=200 ms=\d+ requestId=req_child_2 attempt=2/);
      expect(out).toContain('{"ok":true}');
      expect(out).not.toContain(KEY);
    } finally {
      server.close();
    }
  }, 60_000);
});
