// The ergonomic methods' requests against a bare node:http server on loopback: connection failures that name the
// URL and the cause, timeouts and aborts that cover the body read, the deadline across attempts, non-JSON answers.

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AbortError, ConnectionError, HttpError, TimeoutError, UnavailableError } from './errors.js';
import { createRequester } from './request.js';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const requester = (baseUrl: string, options = {}) =>
  createRequester({ baseUrl, headers: { 'X-Api-Key': 'ck_test_secret' }, backoff: { baseMs: 1, capMs: 1 }, ...options });

describe('requests of the ergonomic methods', () => {
  it('a refused connection is a ConnectionError naming the method, the URL (token redacted) and the cause', async () => {
    const url = await serve(() => {});
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    const error = await requester(url, { maxRetries: 0 })('GET', '/v1/engage/conversations/c1', {
      query: { visitorToken: 'vt_secret' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    const { message } = error as ConnectionError;
    expect(message).toContain(`cannot reach GET ${url}/v1/engage/conversations/c1?visitorToken=[redacted]`);
    expect(message).toMatch(/ECONNREFUSED/);
    expect(message).not.toContain('vt_secret');
    expect((error as ConnectionError).request).toEqual({ method: 'GET', url: `${url}/v1/engage/conversations/c1?visitorToken=[redacted]` });
  });

  it('a host that does not resolve names the DNS failure', async () => {
    const error = await requester('http://svc-does-not-exist.invalid', { maxRetries: 0 })('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect((error as Error).message).toMatch(/ENOTFOUND|EAI_AGAIN/);
  });

  it('the per-attempt timeout covers a body that stalls after the headers', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"items":');
    });
    const error = await requester(url, { timeoutMs: 100, maxRetries: 0 })('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TIMEOUT', message: `GET ${url}/x took over timeoutMs (100)` });
  });

  it("the caller's abort ends a body read at once with an AbortError", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"items":');
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    const error = await requester(url)('GET', '/x', { call: { signal: controller.signal } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('deadlineMs bounds the whole call: retries stop when the next wait would pass it', async () => {
    let calls = 0;
    const url = await serve((_req, res) => {
      calls++;
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' });
      res.end('{"success":false,"message":"key verification unavailable; retry with backoff"}');
    });
    const started = Date.now();
    const error = await requester(url, { maxRetries: 5 })('GET', '/x', { call: { deadlineMs: 1500 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('deadlineMs also ends an attempt that hangs, as a TimeoutError DEADLINE_EXCEEDED, not retried', async () => {
    let calls = 0;
    const url = await serve(() => void calls++);
    const error = await requester(url, { maxRetries: 3 })('GET', '/x', { call: { deadlineMs: 150 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'DEADLINE_EXCEEDED', retryable: false });
    expect(calls).toBe(1);
  });

  it('a success that is not JSON, or JSON that does not parse, is an HttpError INVALID_RESPONSE', async () => {
    const url = await serve((req, res) => {
      res.writeHead(200, { 'content-type': req.url === '/html' ? 'text/html' : 'application/json' });
      res.end(req.url === '/html' ? '<h1>Sign in to the Wi-Fi</h1>' : '{"items": [');
    });
    await expect(requester(url)('GET', '/html')).rejects.toSatisfy(
      (e) => e instanceof HttpError && e.code === 'INVALID_RESPONSE' && e.message === 'unexpected response: expected JSON, got text/html',
    );
    await expect(requester(url)('GET', '/broken')).rejects.toMatchObject({ name: 'HttpError', code: 'INVALID_RESPONSE', status: 200 });
  });

  it('query values are encoded, undefined ones left out; the key header and JSON body are sent', async () => {
    let seen: { url?: string; key?: string; type?: string; body?: string } = {};
    const url = await serve((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        seen = { url: req.url!, key: req.headers['x-api-key'] as string, type: req.headers['content-type']!, body };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
    });
    await requester(`${url}/`)('POST', '/v1/x', { query: { a: 'b c&d', none: undefined, n: 5 }, body: { fields: { name: 'Ada' } } });
    expect(seen).toEqual({
      url: '/v1/x?a=b%20c%26d&n=5',
      key: 'ck_test_secret',
      type: 'application/json',
      body: '{"fields":{"name":"Ada"}}',
    });
  });
});
