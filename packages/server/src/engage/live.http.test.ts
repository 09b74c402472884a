import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { revokeKey } from '../keys.js';
import { MAX_WAIT_SECONDS, STREAM_TOKEN_TTL_MS, STREAMS_PER_CONVERSATION, TYPING_TTL_MS } from './live.js';
import { sitesTable } from './model.js';
import type { TestSiteOverrides } from './test-support.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

vi.setConfig({ testTimeout: 30_000 });

let t: TestServer;
const opened: AbortController[] = [];
afterEach(async () => {
  for (const c of opened.splice(0)) c.abort();
  await t.close();
});

interface SseEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

/** Reads a text/event-stream incrementally: `next(name)` waits for the next event of that name. */
function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queue: SseEvent[] = [];
  let raw = '';
  const pump = async (): Promise<boolean> => {
    const { value, done } = await reader.read();
    if (done) return false;
    const text = decoder.decode(value, { stream: true });
    raw += text;
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      let data: string | undefined;
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('data: ')) data = line.slice(6);
      }
      if (data !== undefined) queue.push({ event, id, data: JSON.parse(data) });
    }
    return true;
  };
  return {
    get raw() {
      return raw;
    },
    async next(name?: string, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = queue.findIndex((e) => name === undefined || e.event === name);
        if (i >= 0) return queue.splice(i, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no ${name ?? ''} event within ${timeoutMs} ms; got so far: ${raw}`);
        const more = await Promise.race([pump(), new Promise<boolean>((r) => setTimeout(() => r(true), 50))]);
        if (!more) throw new Error(`the stream ended before a ${name ?? ''} event; got: ${raw}`);
      }
    },
  };
}

async function setup(overrides: TestSiteOverrides = {}) {
  t = await startServer();
  const created = await createTestSite(t.server.deps, { ownerSub: 'user_a', ...overrides });
  const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
  const consoleHeaders = { 'x-portal-key': portalKey, 'x-identity-sub': 'user_a' };
  const headers = { 'x-api-key': created.key, origin: TEST_ORIGIN };
  const chat = (json: unknown) => t.request('POST', '/v1/engage/chat', { headers, json });
  const first = await chat({ message: 'What are your opening hours?' });
  const conversationId: string = first.body.conversationId;
  const visitorToken: string = first.body.visitorToken;
  const grant = async (id = conversationId, token = visitorToken) =>
    t.request('POST', `/v1/engage/conversations/${id}/stream`, { headers, json: { visitorToken: token } });
  const streamToken: string = (await grant()).body.streamToken;
  const consoleCall = (action: string, json?: unknown) =>
    t.request('POST', `/api/engage/sites/${created.site.id}/conversations/${conversationId}/${action}`, {
      headers: consoleHeaders,
      json: json ?? {},
    });
  const open = async (query = '', extra: Record<string, string> = {}) => {
    const controller = new AbortController();
    opened.push(controller);
    const response = await t.open('GET', `/v1/engage/conversations/${conversationId}/events?streamToken=${streamToken}${query}`, {
      headers: { origin: TEST_ORIGIN, accept: 'text/event-stream', ...extra },
      signal: controller.signal,
    });
    return { response, controller, sse: response.ok ? sseReader(response) : undefined };
  };
  const poll = (query: string, token = streamToken) =>
    t.request('GET', `/v1/engage/conversations/${conversationId}/poll?streamToken=${token}${query}`, { headers: { origin: TEST_ORIGIN } });
  return { ...created, headers, consoleHeaders, chat, conversationId, visitorToken, streamToken, grant, consoleCall, open, poll };
}

describe('POST /v1/engage/conversations/:id/stream', () => {
  it('gives a stream token for the thread the visitor token opens, with the cursor where the thread stands', async () => {
    const s = await setup();
    const r = await s.grant();
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ success: true, cursor: '2-ai', expiresAt: new Date(t.clock.now() + STREAM_TOKEN_TTL_MS).toISOString() });
    expect(r.body.streamToken).toMatch(/^st_[A-Za-z0-9]{32}$/);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
  });

  it('is a 404 for a wrong visitor token, and needs the key like every public endpoint', async () => {
    const s = await setup();
    expect((await s.grant(s.conversationId, 'vt_wrong')).body.code).toBe('NOT_FOUND');
    expect((await s.grant('conv_nope')).status).toBe(404);
    const r = await t.request('POST', `/v1/engage/conversations/${s.conversationId}/stream`, { json: { visitorToken: s.visitorToken } });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('MISSING_KEY');
  });
});

describe('GET /v1/engage/conversations/:id/events', () => {
  it('streams: retry hint, the status first, then agent messages, status changes and typing, each message with its cursor', async () => {
    const s = await setup();
    const { response, sse } = await s.open();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    expect(await sse!.next('status')).toEqual({ event: 'status', id: '2-ai', data: { status: 'ai', agentName: null } });
    expect(sse!.raw.startsWith('retry: 3000\n')).toBe(true);

    const typing = await s.consoleCall('typing', { typing: true, agentName: 'Sam' });
    expect(typing.body).toEqual({ success: true, conversationId: s.conversationId, typing: true, delivered: 1 });
    expect(await sse!.next('typing')).toEqual({
      event: 'typing',
      id: undefined,
      data: { typing: true, agentName: 'Sam', ttlMs: TYPING_TTL_MS },
    });

    expect((await s.consoleCall('reply', { message: 'Hi, this is Sam.', agentName: 'Sam' })).status).toBe(200);
    const message = await sse!.next('message');
    expect(message).toMatchObject({ id: '3-agent', data: { role: 'agent', content: 'Hi, this is Sam.', citations: [] } });
    expect((message.data as { id: string }).id).toMatch(/^msg_/);
    expect(await sse!.next('status')).toEqual({ event: 'status', id: '3-agent', data: { status: 'agent', agentName: 'Sam' } });

    await s.consoleCall('release');
    expect(await sse!.next('status')).toMatchObject({ id: '3-ai', data: { status: 'ai' } });
    await s.consoleCall('close');
    expect(await sse!.next('status')).toMatchObject({ id: '3-closed', data: { status: 'closed' } });
  });

  it("a console reopen reaches the stream as a status event with the person's name, so the widget lets the visitor write again", async () => {
    const s = await setup();
    const { sse } = await s.open();
    await sse!.next('status');
    await s.consoleCall('reply', { message: 'Hi, this is Sam.', agentName: 'Sam' });
    await sse!.next('message');
    expect(await sse!.next('status')).toMatchObject({ id: '3-agent', data: { status: 'agent', agentName: 'Sam' } });
    await s.consoleCall('close');
    expect(await sse!.next('status')).toEqual({ event: 'status', id: '3-closed', data: { status: 'closed', agentName: 'Sam' } });
    expect((await s.consoleCall('reopen')).body.status).toBe('agent');
    expect(await sse!.next('status')).toEqual({ event: 'status', id: '3-agent', data: { status: 'agent', agentName: 'Sam' } });
    // The visitor writes again in the same thread, to the person.
    const turn = await s.chat({ message: 'Thanks, and one more thing', visitorToken: s.visitorToken });
    expect(turn.body).toMatchObject({ conversationId: s.conversationId, queued: true, status: 'agent' });
    expect(await sse!.next('message')).toMatchObject({ id: '4-agent', data: { role: 'visitor', content: 'Thanks, and one more thing' } });
  });

  it('a pending poll is answered by a console reopen with the new status', async () => {
    const s = await setup();
    await s.consoleCall('close');
    const pending = s.poll('&after=2-closed&wait=10');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await s.consoleCall('reopen');
    const r = await pending;
    expect(r.body).toEqual({
      success: true,
      events: [{ event: 'status', id: '2-ai', data: { status: 'ai', agentName: null } }],
      cursor: '2-ai',
    });
  });

  it("carries the visitor's turns and the assistant's answers, the answer with the messageId its turn returned", async () => {
    const s = await setup();
    const { sse } = await s.open();
    await sse!.next('status');
    const turn = await s.chat({ message: 'And your prices?', visitorToken: s.visitorToken });
    const visitor = await sse!.next('message');
    const answer = await sse!.next('message');
    expect(visitor.data).toMatchObject({ role: 'visitor', content: 'And your prices?' });
    expect(answer).toMatchObject({ id: '4-ai', data: { role: 'assistant', id: turn.body.messageId, content: turn.body.answer } });
  });

  it('a resume (Last-Event-ID or after) replays what happened since, from the stored thread', async () => {
    const s = await setup();
    await s.consoleCall('reply', { message: 'first' });
    await s.consoleCall('reply', { message: 'second' });
    for (const [query, headers] of [
      ['', { 'last-event-id': '2-ai' }],
      ['&after=2-ai', {}],
    ] as const) {
      const { sse, controller } = await s.open(query, headers);
      expect((await sse!.next('message')).data).toMatchObject({ content: 'first' });
      expect(await sse!.next('message')).toMatchObject({ id: '4-agent', data: { content: 'second' } });
      expect(await sse!.next('status')).toMatchObject({ id: '4-agent', data: { status: 'agent' } });
      controller.abort();
    }
  });

  it('refuses a missing, unknown, expired or other thread token with 401 INVALID_STREAM_TOKEN', async () => {
    const s = await setup();
    const other = await s.chat({ message: 'another thread' });
    const otherToken = (await s.grant(other.body.conversationId, other.body.visitorToken)).body.streamToken;
    for (const query of ['', '?streamToken=st_unknown', `?streamToken=${otherToken}`]) {
      const r = await t.request('GET', `/v1/engage/conversations/${s.conversationId}/events${query}`, { headers: { origin: TEST_ORIGIN } });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe('INVALID_STREAM_TOKEN');
      expect(r.body.message).toContain('POST /v1/engage/conversations/{conversationId}/stream');
      expect(r.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
    }
    t.clock.advance(STREAM_TOKEN_TTL_MS);
    expect((await s.poll('&wait=0')).body.code).toBe('INVALID_STREAM_TOKEN');
  });

  it("ends with the key: a revoked key's tokens are refused", async () => {
    const s = await setup();
    revokeKey(t.server.deps, s.keyId);
    const r = await s.poll('&wait=0');
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('INVALID_KEY');
  });

  it('checks the origin, the site status and the chat module on every stream', async () => {
    const s = await setup();
    const denied = await t.request('GET', `/v1/engage/conversations/${s.conversationId}/events?streamToken=${s.streamToken}`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('ORIGIN_NOT_ALLOWED');
    sitesTable(t.server.deps).update(s.site.id, (site) => ({ ...site, modules: { ...site.modules, chat: false } }));
    expect((await s.poll('&wait=0')).body.code).toBe('MODULE_DISABLED');
    sitesTable(t.server.deps).update(s.site.id, (site) => ({ ...site, status: 'disabled' }));
    expect((await s.poll('&wait=0')).body.code).toBe('SITE_DISABLED');
  });

  it(`holds at most ${STREAMS_PER_CONVERSATION} streams per conversation (429 TOO_MANY_STREAMS), and a closed one frees its place`, async () => {
    const s = await setup();
    const streams = [];
    for (let i = 0; i < STREAMS_PER_CONVERSATION; i++) {
      const opened = await s.open();
      await opened.sse!.next('status');
      streams.push(opened);
    }
    const refused = await s.open();
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('5');
    expect(((await refused.response.json()) as { code: string }).code).toBe('TOO_MANY_STREAMS');
    streams[0]!.controller.abort();
    await vi.waitFor(
      async () => {
        const again = await s.open();
        if (again.response.status !== 200) {
          await again.response.body?.cancel();
          throw new Error(`still ${again.response.status}`);
        }
      },
      { timeout: 5000, interval: 100 },
    );
  });
});

describe('GET /v1/engage/conversations/:id/poll', () => {
  it('without after answers at once with the status and the cursor', async () => {
    const s = await setup();
    const r = await s.poll('');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      events: [{ event: 'status', id: '2-ai', data: { status: 'ai', agentName: null } }],
      cursor: '2-ai',
    });
  });

  it('holds the request until something happens, then answers with it and the next cursor', async () => {
    const s = await setup();
    const pending = s.poll('&after=2-ai&wait=10');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await s.consoleCall('reply', { message: 'Sam here' });
    const r = await pending;
    expect(r.body.cursor).toBe('3-agent');
    expect(r.body.events.map((e: { event: string }) => e.event)).toEqual(['message', 'status']);
    expect(r.body.events[0].data).toMatchObject({ role: 'agent', content: 'Sam here' });
  });

  it('answers a typing signal without moving the cursor', async () => {
    const s = await setup();
    const pending = s.poll('&after=2-ai&wait=10');
    await vi.waitFor(async () => {
      const sent = await s.consoleCall('typing', { typing: true });
      if (sent.body.delivered !== 1) throw new Error('poll not listening yet');
    });
    const r = await pending;
    expect(r.body).toEqual({
      success: true,
      events: [{ event: 'typing', data: { typing: true, agentName: null, ttlMs: TYPING_TTL_MS } }],
      cursor: '2-ai',
    });
  });

  it('answers with no events when nothing happened in the wait', async () => {
    const s = await setup();
    const r = await s.poll('&after=2-ai&wait=1');
    expect(r.body).toEqual({ success: true, events: [], cursor: '2-ai' });
    expect((await s.poll('&after=2-ai&wait=0')).body.events).toEqual([]);
  });

  it('refuses a malformed wait or cursor with 400', async () => {
    const s = await setup();
    for (const wait of [String(MAX_WAIT_SECONDS + 1), '-1', 'x', '2.5']) {
      const r = await s.poll(`&wait=${wait}`);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['wait'] });
    }
    const r = await s.poll('&after=banana');
    expect(r.body).toMatchObject({ code: 'INVALID_CURSOR', fields: ['after'] });
  });
});

describe('POST /api/engage/sites/:id/conversations/:cid/typing', () => {
  it('checks its body and refuses a closed thread', async () => {
    const s = await setup();
    const bad = await s.consoleCall('typing', { typing: 'yes' });
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['typing'] });
    const long = await s.consoleCall('typing', { typing: true, agentName: 'x'.repeat(61) });
    expect(long.body.fields).toEqual(['agentName']);
    const unknown = await s.consoleCall('typing', { typing: true, mood: 'happy' });
    expect(unknown.body.fields).toEqual(['mood']);
    expect((await s.consoleCall('typing', { typing: false })).body.delivered).toBe(0);
    await s.consoleCall('close');
    const closed = await s.consoleCall('typing', { typing: true });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('CONVERSATION_CLOSED');
  });
});

describe('only durable changes are streamed', () => {
  it('a reply whose save fails (503) never reaches the stream; the next one does', async () => {
    const { FlakyPersistence } = await import('../test-support.js');
    const persistence = new FlakyPersistence();
    t = await startServer({ persistence });
    const created = await createTestSite(t.server.deps, { ownerSub: 'user_a' });
    const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
    const consoleHeaders = { 'x-portal-key': portalKey, 'x-identity-sub': 'user_a' };
    const headers = { 'x-api-key': created.key, origin: TEST_ORIGIN };
    const first = await t.request('POST', '/v1/engage/chat', { headers, json: { message: 'hello' } });
    const id = first.body.conversationId;
    const token = (
      await t.request('POST', `/v1/engage/conversations/${id}/stream`, { headers, json: { visitorToken: first.body.visitorToken } })
    ).body.streamToken;
    const controller = new AbortController();
    opened.push(controller);
    const response = await t.open('GET', `/v1/engage/conversations/${id}/events?streamToken=${token}`, { signal: controller.signal });
    const sse = sseReader(response);
    await sse.next('status');
    // The console operations do not list the 503 of a failed save (http/durable.ts answers it for every operation).
    const reply = (message: string) =>
      t.request('POST', `/api/engage/sites/${created.site.id}/conversations/${id}/reply`, {
        headers: consoleHeaders,
        json: { message },
        unchecked: true,
      });
    persistence.failing = true;
    expect((await reply('lost')).status).toBe(503);
    persistence.failing = false;
    expect((await reply('kept')).status).toBe(200);
    const message = await sse.next('message');
    expect(message).toMatchObject({ id: '3-agent', data: { content: 'kept' } });
  });
});
