import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { createReferenceServer } from '../app.js';
import { listen } from '../node/http-server.js';

let t: TestServer | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const capture = (server: TestServer, fields: Record<string, string>) =>
  server.request('POST', '/v1/capture', { json: { fields }, headers: { 'x-api-key': server.server.demo!.capture.keys.test } });

/** Reads server-sent events from a stream until `until` says stop; returns them as { event, data, id }. */
async function readEvents(response: Response, until: (events: Array<{ event: string; data: unknown; id?: string }>) => boolean) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ event: string; data: unknown; id?: string }> = [];
  let buffer = '';
  const deadline = Date.now() + 5000;
  while (!until(events) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = Object.fromEntries(
        block
          .split('\n')
          .filter((l) => !l.startsWith(':'))
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
      );
      if (lines.event) events.push({ event: lines.event, data: JSON.parse(lines.data ?? 'null'), ...(lines.id ? { id: lines.id } : {}) });
    }
  }
  await reader.cancel();
  return events;
}

describe('request journal', () => {
  it('lists the last requests newest first with operation, status, key family and the error message as reason', async () => {
    t = await startServer({ seed: 'demo' });
    await t.request('GET', '/health');
    await capture(t, { email: 'ada@example.org' });
    await t.request('POST', '/v1/capture', { json: { fields: {} }, headers: { 'x-api-key': 'sk_test_nosuchkey0000000000' } });
    const r = await t.request('GET', '/_admin/requests?limit=2');
    expect(r.status).toBe(200);
    const [bad, good] = r.body.requests;
    expect(bad).toMatchObject({ method: 'POST', path: '/v1/capture', operationId: 'createCapture', status: 401, keyFamily: 'sk_test' });
    expect(bad.reason).toEqual(expect.any(String));
    expect(good).toMatchObject({ operationId: 'createCapture', status: 201, keyFamily: 'sk_test', reason: null });
    expect(good.durationMs).toBeGreaterThanOrEqual(0);
    expect(r.body.nextCursor).toEqual(expect.any(String));
  });

  it('filters by operation and by status or status class, and pages with the cursor', async () => {
    t = await startServer({ seed: 'demo' });
    for (let i = 0; i < 5; i++) await capture(t, { email: `v${i}@example.org` });
    await t.request('GET', '/_admin/nowhere', { unchecked: true });
    const byOp = await t.request('GET', '/_admin/requests?operation=createCapture&limit=2');
    expect(byOp.body.requests.map((e: { operationId: string }) => e.operationId)).toEqual(['createCapture', 'createCapture']);
    const seen = new Set<string>(byOp.body.requests.map((e: { id: string }) => e.id));
    let cursor = byOp.body.nextCursor as string | null;
    while (cursor) {
      const page = await t.request('GET', `/_admin/requests?operation=createCapture&limit=2&cursor=${cursor}`);
      for (const e of page.body.requests) seen.add(e.id);
      cursor = page.body.nextCursor;
    }
    expect(seen.size).toBe(5);
    const notFound = await t.request('GET', '/_admin/requests?status=4xx');
    expect(notFound.body.requests).toEqual([expect.objectContaining({ status: 404, reason: 'no such endpoint' })]);
    expect((await t.request('GET', '/_admin/requests?status=404')).body.requests).toHaveLength(1);
    const bad = await t.request('GET', '/_admin/requests?status=abc&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(['status', 'limit']);
  });

  it('shows one request with headers and bodies, credentials and secrets redacted', async () => {
    t = await startServer({ seed: 'demo' });
    const key = t.server.demo!.capture.keys.test;
    const created = await capture(t, { email: 'ada@example.org', message: `my key is ${key}` });
    const id = created.headers.get('x-request-id')!;
    const r = await t.request('GET', `/_admin/requests/${id}`);
    expect(r.status).toBe(200);
    const detail = r.body.request;
    expect(detail.requestHeaders['x-api-key']).toBe('sk_test_[redacted]');
    expect(detail.requestBody).toContain('ada@example.org');
    expect(detail.requestBody).not.toContain(key);
    expect(detail.responseBody).toContain(created.body.id);
    expect(detail.responseHeaders['content-type']).toContain('application/json');
    expect(JSON.stringify(detail)).not.toContain(key);
    const issued = await t.request('POST', `/_admin/capture/websites/${t.server.demo!.capture.siteId}/keys`, {
      json: { environment: 'test' },
    });
    const issue = await t.request('GET', `/_admin/requests/${issued.headers.get('x-request-id')}`);
    expect(issue.body.request.responseBody).not.toContain(issued.body.plaintext);
    expect((await t.request('GET', '/_admin/requests/req_nope')).status).toBe(404);
  });

  it("over HTTP, shows the headers as they came (names in lower case, repeats joined) and the answer's headers", async () => {
    // The Node adapter hands the core Node's raw header list; the journal keeps that list, not the Request.
    const server = await createReferenceServer({ seed: 'demo' });
    const http = await listen(server, { port: 0, host: '127.0.0.1' });
    try {
      const { siteId, collections, keys } = server.demo!.content;
      const read = await fetch(`${http.url}/v1/content/${siteId}/${collections[0]}?limit=1`, {
        headers: [
          ['X-Api-Key', keys.live],
          ['X-Trace', 'one'],
          ['x-trace', 'two'],
          ['Accept-Language', 'fr'],
        ],
      });
      expect(read.status).toBe(200);
      const detail = (await (await fetch(`${http.url}/_admin/requests/${read.headers.get('x-request-id')}`)).json()).request;
      expect(detail).toMatchObject({ operationId: 'listContentEntries', status: 200, keyFamily: 'ck_live', query: 'limit=1' });
      expect(detail.requestHeaders).toMatchObject({
        'x-api-key': 'ck_live_[redacted]',
        'x-trace': 'one, two',
        'accept-language': 'fr',
        host: http.url.slice(7),
      });
      expect(JSON.stringify(detail)).not.toContain(keys.live);
      expect(detail.responseHeaders).toMatchObject({
        'content-type': 'application/json',
        'cache-control': read.headers.get('cache-control'),
        'x-request-id': read.headers.get('x-request-id'),
        'ratelimit-limit': read.headers.get('ratelimit-limit'),
      });
    } finally {
      await http.close();
    }
  });

  it('keeps a fixed number of requests (journalSize) and none when it is 0', async () => {
    t = await startServer({ journalSize: 3 });
    for (let i = 0; i < 5; i++) await t.request('GET', '/health');
    const r = await t.request('GET', '/_admin/requests?limit=500');
    expect(r.body).toMatchObject({ size: 3, count: 3 });
    expect(r.body.requests).toHaveLength(3);
    await t.close();
    t = await startServer({ journalSize: 0 });
    await t.request('GET', '/health');
    expect((await t.request('GET', '/_admin/requests')).body).toMatchObject({ size: 0, count: 0, requests: [] });
  });

  it('is never part of the state export', async () => {
    t = await startServer({ seed: 'demo' });
    await capture(t, { email: 'ada@example.org' });
    const state = await t.request('GET', '/_admin/state');
    expect(JSON.stringify(state.body)).not.toMatch(/journal|createCapture/);
  });

  it('refuses cross-site browsers and, with an admin token, requests without it', async () => {
    t = await startServer({ adminToken: 'adm_test_token_0123456789' });
    for (const path of ['/_admin/requests', '/_admin/requests/req_x', '/_admin/events']) {
      expect((await t.request('GET', path)).status, path).toBe(401);
    }
    await t.close();
    t = await startServer();
    expect((await t.request('GET', '/_admin/requests', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await t.request('GET', '/_admin/events', { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });
});

describe('console event stream', () => {
  it('starts with the counts, then sends request and capture events as a capture arrives', async () => {
    t = await startServer({ seed: 'demo' });
    const response = await t.send(new Request(`${t.baseUrl}/_admin/events`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const server = t;
    setTimeout(() => void capture(server, { email: 'ada@example.org' }), 50);
    const events = await readEvents(response, (e) => e.some((x) => x.event === 'email'));
    expect(events[0]).toMatchObject({ event: 'state', data: { kind: 'state', counts: { captures: expect.any(Number) } } });
    const before = (events[0]!.data as { counts: { captures: number } }).counts.captures;
    expect(events.find((e) => e.event === 'request')?.data).toMatchObject({ operationId: 'createCapture', status: 201 });
    expect(events.find((e) => e.event === 'capture')).toMatchObject({ data: { counts: { captures: before + 1 } }, id: expect.any(String) });
  });

  it('sends an email event for each email also once the outbox is full (its length stays at outboxSize)', async () => {
    t = await startServer({ seed: 'demo', outboxSize: 1 });
    const response = await t.send(new Request(`${t.baseUrl}/_admin/events`));
    const server = t;
    setTimeout(async () => {
      await capture(server, { email: 'first@example.org' });
      await capture(server, { email: 'second@example.org' });
      // Its request event comes after every event of the captures before it.
      await server.request('GET', '/health');
    }, 50);
    const events = await readEvents(response, (e) =>
      e.some((x) => x.event === 'request' && (x.data as { path?: string }).path === '/health'),
    );
    const emails = events.filter((e) => e.event === 'email');
    expect(emails).toHaveLength(2);
    // The count is what the outbox tab lists: the kept emails.
    expect(emails[1]!.data).toMatchObject({ kind: 'email', counts: { emails: 1 } });
  });

  it('replays the events after Last-Event-ID', async () => {
    t = await startServer({ seed: 'demo' });
    const first = await t.send(new Request(`${t.baseUrl}/_admin/events`));
    const server = t;
    setTimeout(() => void capture(server, { email: 'ada@example.org' }), 50);
    const events = await readEvents(first, (e) => e.some((x) => x.event === 'capture'));
    const requestEvent = events.find((e) => e.event === 'request')!;
    const again = await t.send(new Request(`${t.baseUrl}/_admin/events`, { headers: { 'last-event-id': requestEvent.id! } }));
    const replayed = await readEvents(again, (e) => e.some((x) => x.event === 'state'));
    expect(replayed.map((e) => e.event)).toContain('capture');
    expect(replayed.map((e) => e.event)).not.toContain('request');
  });
});

describe('request journal: a developer’s view of what a test did', () => {
  const CONSOLE = { 'x-svc-console': '1' };

  it('hides the test console’s own calls by default; console=true shows them; the count on the feed agrees', async () => {
    t = await startServer({ seed: 'demo' });
    await capture(t, { email: 'ada@example.org' });
    await t.request('GET', '/_admin/clock', { headers: CONSOLE });
    await t.request('GET', '/_admin/outbox', { headers: CONSOLE });
    await t.request('GET', '/_admin/requests');
    const mine = await t.request('GET', '/_admin/requests');
    expect(mine.body.requests.map((e: { operationId: string }) => e.operationId)).toEqual(['createCapture']);
    expect(mine.body.matched).toBe(1);
    const all = await t.request('GET', '/_admin/requests?console=true');
    expect(all.body.requests.map((e: { operationId: string }) => e.operationId)).toEqual(
      expect.arrayContaining(['createCapture', 'adminGetClock', 'adminListOutbox', 'adminListRequests']),
    );
    expect(all.body.requests.find((e: { operationId: string }) => e.operationId === 'adminGetClock').console).toBe(true);
    expect(all.body.requests.find((e: { operationId: string }) => e.operationId === 'createCapture').console).toBe(false);
    // An admin call a test makes (no console header) is what the test did: listed.
    await t.request('GET', '/_admin/clock');
    expect((await t.request('GET', '/_admin/requests')).body.matched).toBe(2);
    const events = await t.open('GET', '/_admin/events');
    const [first] = await readEvents(events, (e) => e.length > 0);
    expect((first!.data as { counts: { requests: number } }).counts.requests).toBe(2);
  });

  it('the keys count is the keys the Sites & keys tab lists: a console issuing its portal key does not grow it', async () => {
    t = await startServer({ seed: 'demo' });
    const counts = async () => {
      const [first] = await readEvents(await t!.open('GET', '/_admin/events'), (e) => e.length > 0);
      return (first!.data as { counts: { keys: number } }).counts.keys;
    };
    const before = await counts();
    for (let i = 0; i < 3; i++)
      await t.request('POST', '/_admin/console/portal-keys', { json: { label: 'Test console' }, headers: CONSOLE });
    expect(await counts()).toBe(before);
  });

  it('filters by method, path, status, key family and time, and searches paths and bodies', async () => {
    t = await startServer({ seed: 'demo' });
    await capture(t, { email: 'needle-7@example.org' });
    await capture(t, { email: 'other@example.org' });
    await t.request('GET', '/health');
    const ids = async (query: string) =>
      (await t!.request('GET', `/_admin/requests?${query}`)).body.requests.map(
        (e: { path: string; method: string }) => `${e.method} ${e.path}`,
      );
    expect(await ids('method=GET')).toEqual(['GET /health']);
    expect(await ids('path=CAPTURE')).toEqual(['POST /v1/capture', 'POST /v1/capture']);
    expect(await ids('keyFamily=sk_test')).toHaveLength(2);
    expect(await ids('keyFamily=none')).toEqual(['GET /health']);
    expect(await ids('status=2xx&method=POST')).toHaveLength(2);
    const found = await t.request('GET', '/_admin/requests?q=needle-7');
    expect(found.body.matched).toBe(1);
    expect(found.body.requests[0].path).toBe('/v1/capture');
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await ids(`since=${encodeURIComponent(future)}`)).toEqual([]);
    expect(await ids(`until=${encodeURIComponent(future)}&method=GET`)).toEqual(['GET /health']);
    const bad = await t.request('GET', '/_admin/requests?method=get&keyFamily=SK&since=yesterday&console=yes');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(['console', 'method', 'keyFamily', 'since']);
  });

  it('DELETE /_admin/requests clears the journal and says how many it forgot', async () => {
    t = await startServer({ seed: 'demo' });
    await capture(t, { email: 'ada@example.org' });
    await t.request('GET', '/health');
    const r = await t.request('DELETE', '/_admin/requests');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, cleared: 2 });
    const after = await t.request('GET', '/_admin/requests');
    expect(after.body.requests.map((e: { operationId: string }) => e.operationId)).toEqual(['adminClearRequests']);
  });

  it('a request’s headers are redacted unless reveal=credentials asks for them as sent', async () => {
    t = await startServer({ seed: 'demo' });
    const sent = await capture(t, { email: 'ada@example.org' });
    const id = sent.headers.get('x-request-id')!;
    const redacted = await t.request('GET', `/_admin/requests/${id}`);
    expect(redacted.body.request.requestHeaders['x-api-key']).not.toBe(t.server.demo!.capture.keys.test);
    const revealed = await t.request('GET', `/_admin/requests/${id}?reveal=credentials`);
    expect(revealed.body.request.requestHeaders['x-api-key']).toBe(t.server.demo!.capture.keys.test);
    expect((await t.request('GET', `/_admin/requests/${id}?reveal=everything`)).status).toBe(400);
  });
});
