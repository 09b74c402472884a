// Edge cases a server cannot easily produce, through msw on the global fetch: closed sockets, HTML from a proxy.

import type { paths } from '@svc/types';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSvcClient, unwrap } from './client.js';
import { ConnectionError, HttpError, NotFoundError } from './errors.js';

const BASE = 'https://api.svc.example';
const URL_LIST = `${BASE}/v1/content/:siteId/:collection`;
const mock = setupServer();
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());

const client = () =>
  createSvcClient<paths>({ baseUrl: `${BASE}/`, headers: { 'X-Api-Key': 'ck_test_x' }, backoff: { baseMs: 1, capMs: 1 } });
const list = (c = client()) =>
  unwrap(c.raw.GET('/v1/content/{siteId}/{collection}', { params: { path: { siteId: 'web_1', collection: 'events' } } }));

describe('responses a proxy or the network produce', () => {
  it('a closed socket is a ConnectionError after the retries of a GET', async () => {
    let calls = 0;
    mock.use(http.get(URL_LIST, () => (calls++, HttpResponse.error())));
    const error = await list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionError);
    expect(error).toMatchObject({ code: 'CONNECTION_FAILED', retryable: true });
    expect((error as ConnectionError).status).toBeUndefined();
    expect(calls).toBe(3);
  });

  it('a socket closed once is retried and the read succeeds', async () => {
    let calls = 0;
    mock.use(
      http.get(URL_LIST, () =>
        calls++ === 0 ? HttpResponse.error() : HttpResponse.json({ items: [], collection: 'events', meta: { nextCursor: null } }),
      ),
    );
    expect(await list()).toMatchObject({ items: [] });
  });

  it('a 200 HTML page from a proxy is an HttpError INVALID_RESPONSE, never data', async () => {
    mock.use(http.get(URL_LIST, () => HttpResponse.html('<html><body>Please log in to the Wi-Fi</body></html>')));
    const error = await list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
    expect((error as HttpError).message).toMatch(/expected JSON, got text\/html/);
  });

  it('a 200 with an empty body is an HttpError INVALID_RESPONSE, never an empty result', async () => {
    mock.use(http.get(URL_LIST, () => new HttpResponse(null, { status: 200, headers: { 'content-type': 'application/json' } })));
    await expect(list()).rejects.toMatchObject({ name: 'HttpError', code: 'INVALID_RESPONSE', status: 200 });
  });

  it('a 502 HTML page from a proxy is an HttpError with the status, retried like any gateway error of a GET', async () => {
    let calls = 0;
    mock.use(http.get(URL_LIST, () => (calls++, HttpResponse.html('<h1>Bad Gateway</h1>', { status: 502 }))));
    await expect(list()).rejects.toMatchObject({
      name: 'HttpError',
      code: 'HTTP_502',
      status: 502,
      retryStopped: 'limit',
      attempts: [{ status: 502, waitMs: 1 }, { status: 502, waitMs: 1 }, { status: 502 }],
    });
    expect(calls).toBe(3);
  });

  it('an error body of the service maps to its typed error with the message verbatim', async () => {
    mock.use(
      http.get(URL_LIST, () =>
        HttpResponse.json({ success: false, code: 'NOT_FOUND', message: 'collection not found', requestId: 'req_9' }, { status: 404 }),
      ),
    );
    await expect(list()).rejects.toSatisfy(
      (e) => e instanceof NotFoundError && e.message === 'collection not found' && e.requestId === 'req_9',
    );
  });

  it('the base URL is not sensitive to a trailing slash, and the raw client uses the retrying fetch', async () => {
    const urls: string[] = [];
    let calls = 0;
    mock.use(
      http.get(URL_LIST, ({ request }) => {
        urls.push(request.url);
        return calls++ === 0 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ items: [] });
      }),
    );
    const c = client();
    const result = await c.raw.GET('/v1/content/{siteId}/{collection}', { params: { path: { siteId: 'web_1', collection: 'events' } } });
    expect(result.response.status).toBe(200);
    expect(urls).toEqual([`${BASE}/v1/content/web_1/events`, `${BASE}/v1/content/web_1/events`]);
  });
});
