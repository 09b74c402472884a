import { IdempotencyConflictError, RETRY_COUNT_HEADER, UnavailableError, ValidationError } from '@svc/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEngageClient } from './client.js';
import { openStream, rateConversation } from './stream.js';
import { BASE, memoryStorage, startReference } from './test-support.js';
import { visitorStorageKey } from './visitor-store.js';
import { watchConversation } from './watch.js';

type Ref = Awaited<ReturnType<typeof startReference>>;
let ref: Ref;
beforeEach(async () => {
  ref = await startReference();
});
afterEach(() => vi.useRealTimers());

const client = (extra: Partial<Parameters<typeof createEngageClient>[0]> = {}) =>
  createEngageClient({
    publishableKey: ref.demo.engage.publishableKey,
    baseUrl: BASE,
    fetch: ref.fetch,
    storage: memoryStorage(),
    backoff: { baseMs: 1, capMs: 1 },
    ...extra,
  });

describe('createEngageClient', () => {
  it('refuses a secret or server key with a TypeError before anything reaches the network', () => {
    for (const publishableKey of [ref.demo.capture.keys.test, ref.demo.content.keys.live, 'whsec_abc', '', 'pk_']) {
      expect(() => createEngageClient({ publishableKey, baseUrl: BASE, fetch: ref.fetch })).toThrow(TypeError);
    }
    expect(ref.sent).toHaveLength(0);
  });
});

describe('browser requests', () => {
  it('a retried browser request passes the preflight: the retry-count and idempotency headers are allow-listed', async () => {
    const preflight = await ref.call('OPTIONS', '/v1/engage/support', undefined, {
      origin: ref.demo.engage.origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': `content-type,x-api-key,idempotency-key,${RETRY_COUNT_HEADER.toLowerCase()}`,
    });
    const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    for (const name of ['content-type', 'x-api-key', 'idempotency-key', RETRY_COUNT_HEADER.toLowerCase()]) expect(allowed).toContain(name);
  });
});

describe('getConfig', () => {
  it('returns the site configuration and caches it for the Cache-Control max-age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const engage = client();
    const config = await engage.getConfig();
    expect(config).toMatchObject({ success: true, ok: true, name: 'Demo Studio', assistantName: 'Ada', modules: { chat: true } });
    await engage.getConfig();
    expect(ref.sent).toHaveLength(1);
    vi.advanceTimersByTime(299_000);
    await engage.getConfig();
    expect(ref.sent).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    await engage.getConfig();
    expect(ref.sent).toHaveLength(2);
  });
});

describe('chat and the visitor thread', () => {
  it('stores the visitor token under svc-engage:v1:<key> and resumes the thread on the next turn', async () => {
    const storage = memoryStorage();
    const engage = client({ storage });
    expect(engage.visitor).toEqual({ token: null, conversationId: null });
    expect(await engage.getConversation()).toBeUndefined();
    const first = await engage.chat({ message: 'What are your opening hours?', page: '/visit' });
    expect(first).toMatchObject({ success: true, status: 'ai' });
    expect(JSON.parse(storage.map.get(visitorStorageKey(ref.demo.engage.publishableKey))!)).toEqual({
      token: first.visitorToken,
      conversationId: first.conversationId,
    });
    const second = await engage.chat({ message: 'Is there parking?' });
    expect(second.conversationId).toBe(first.conversationId);
    expect(await ref.sent[1]!.json()).toMatchObject({ visitorToken: first.visitorToken });
    const thread = await engage.getConversation();
    expect(thread?.messages.map((m) => m.role)).toEqual(['visitor', 'assistant', 'visitor', 'assistant']);
    // A new client on the same storage (the next page view) continues the thread.
    const again = client({ storage });
    expect(again.visitor).toEqual({ token: first.visitorToken, conversationId: first.conversationId });
    again.resetVisitor();
    expect(storage.map.size).toBe(0);
    expect(await again.getConversation()).toBeUndefined();
  });

  it('falls back to memory when storage throws, and the thread still continues', async () => {
    const engage = client({ storage: memoryStorage({ throws: true }) });
    const first = await engage.chat({ message: 'Hello' });
    const second = await engage.chat({ message: 'Do you run workshops?' });
    expect(second.conversationId).toBe(first.conversationId);
    expect(engage.visitor.token).toBe(first.visitorToken);
  });

  it('a chat turn is retried after ASSISTANT_UNAVAILABLE without a second visitor message', async () => {
    const engage = client({ maxRetryAfterMs: 60_000 });
    await ref.fault({ operation: 'sendChatMessage', kind: 'assistant_unavailable', times: 1 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pending = engage.chat({ message: 'What are your opening hours?' });
    await vi.advanceTimersByTimeAsync(5_100);
    const answer = await pending;
    vi.useRealTimers();
    expect(answer.answer).toBeTruthy();
    const thread = await engage.getConversation();
    expect(thread?.messages.filter((m) => m.role === 'visitor')).toHaveLength(1);
  });

  it('a final ASSISTANT_UNAVAILABLE is an UnavailableError, and the thread that kept the message is remembered', async () => {
    const engage = client({ maxRetries: 0 });
    await ref.fault({ operation: 'sendChatMessage', kind: 'assistant_unavailable', times: 1 });
    const error = await engage.chat({ message: 'Hello?' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error).toMatchObject({ status: 503, code: 'ASSISTANT_UNAVAILABLE', retryable: true, retryAfterMs: 5000 });
    expect(engage.visitor.conversationId).toBe(((error as UnavailableError).body as { conversationId?: string }).conversationId);
    expect((await engage.getConversation())?.messages).toHaveLength(1);
  });

  it('a missing message is a ValidationError with the service message', async () => {
    await expect(client().chat({ message: '' })).rejects.toSatisfy(
      (e) => e instanceof ValidationError && e.code === 'MESSAGE_REQUIRED' && e.message === 'message is required',
    );
  });
});

describe('watchConversation', () => {
  it('reports the thread, then an agent reply, and stops polling when stopped', async () => {
    const engage = client();
    const first = await engage.chat({ message: 'Can I talk to a person?' });
    const updates: string[][] = [];
    let resolveAgent: () => void;
    const agentSeen = new Promise<void>((r) => (resolveAgent = r));
    const watcher = watchConversation(engage, {
      intervalMs: 5,
      maxIntervalMs: 20,
      onUpdate: (c) => {
        updates.push(c.messages.map((m) => m.role));
        if (c.status === 'agent') resolveAgent();
      },
    });
    await vi.waitFor(() => expect(updates).toHaveLength(1));
    await ref.agentReply(first.conversationId, 'Hi, this is Sam from the studio.');
    await agentSeen;
    watcher.stop();
    const polls = ref.sent.length;
    await new Promise((r) => setTimeout(r, 60));
    expect(ref.sent.length).toBe(polls);
    expect(updates.at(-1)).toEqual([...updates[0]!, 'agent']);
  });
});

describe('managed forms and support', () => {
  it('submitForm sends an automatic key, retried after a 503 with the same key: one submission', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await ref.fault({ operation: 'submitManagedForm', kind: 'key_verification_unavailable', times: 1 });
    const pending = client().submitForm('contact', { fields: { name: 'Ada', email: 'ada@example.org', message: 'Hi' }, page: '/contact' });
    await vi.advanceTimersByTimeAsync(2_100);
    const result = await pending;
    expect(result).toEqual({ id: expect.any(String), duplicate: false, successMessage: 'Thanks! We reply within one working day.' });
    const keys = ref.sent.map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^idk_/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('submitForm with the caller key twice gives duplicate true and the same id', async () => {
    const engage = client();
    const input = { fields: { email: 'ada@example.org', message: 'Hi' } };
    const a = await engage.submitForm('contact', input, { idempotencyKey: 'contact-form-0001' });
    const b = await engage.submitForm('contact', input, { idempotencyKey: 'contact-form-0001' });
    expect(b).toEqual({ ...a, duplicate: true });
  });

  it('createTicket returns the ticket id; the same key with other content is an IdempotencyConflictError', async () => {
    const engage = client();
    const ticket = { name: 'Ada', email: 'ada@example.org', message: 'My booking is wrong' };
    const created = await engage.createTicket(ticket, { idempotencyKey: 'ticket-key-0001' });
    expect(created).toEqual({ ticketId: expect.any(String), duplicate: false });
    expect(await engage.createTicket(ticket, { idempotencyKey: 'ticket-key-0001' })).toEqual({ ...created, duplicate: true });
    await expect(engage.createTicket({ ...ticket, message: 'Other' }, { idempotencyKey: 'ticket-key-0001' })).rejects.toBeInstanceOf(
      IdempotencyConflictError,
    );
    expect(engage.rateLimit).toMatchObject({ limit: 120 });
  });

  it('a malformed idempotency key is refused before anything is sent', async () => {
    await expect(client().createTicket({ name: 'A', email: 'a@example.org', message: 'x' }, { idempotencyKey: 'bad key' })).rejects.toThrow(
      TypeError,
    );
    expect(ref.sent).toHaveLength(0);
  });
});

describe('rateConversation and openStream', () => {
  it('rates the stored thread once it is closed; the same rating again is a duplicate; undefined without a thread', async () => {
    const engage = client();
    expect(await rateConversation(engage, { score: 'good' })).toBeUndefined();
    expect(await openStream(engage)).toBeUndefined();
    const first = await engage.chat({ message: 'Can I talk to a person?' });
    const open = await rateConversation(engage, { score: 'good' }).catch((e: unknown) => e);
    expect(open).toMatchObject({ status: 409, code: 'CONVERSATION_OPEN' });
    const headers = { 'x-portal-key': ref.demo.console.portalKey, 'x-identity-sub': ref.demo.console.identitySub };
    await ref.call('POST', `/api/engage/sites/${ref.demo.engage.siteId}/conversations/${first.conversationId}/close`, {}, headers);
    const rated = await rateConversation(engage, { score: 'good', comment: 'Thanks!' });
    expect(rated).toEqual({ rating: { score: 'good', comment: 'Thanks!', ratedAt: expect.any(String) }, duplicate: false });
    expect(await rateConversation(engage, { score: 'good', comment: 'Thanks!' })).toMatchObject({ duplicate: true });
    await expect(rateConversation(engage, { score: 'bad' })).rejects.toMatchObject({ status: 409, code: 'ALREADY_RATED' });
  });

  it('openStream gives the event and poll URLs of the stored thread, never the visitor token in them', async () => {
    const engage = client();
    const first = await engage.chat({ message: 'hello' });
    const access = (await openStream(engage))!;
    expect(access).toMatchObject({ conversationId: first.conversationId, cursor: '2-ai' });
    expect(access.eventsUrl).toBe(`${BASE}/v1/engage/conversations/${first.conversationId}/events?streamToken=${access.streamToken}`);
    expect(access.pollUrl).toBe(`${BASE}/v1/engage/conversations/${first.conversationId}/poll?streamToken=${access.streamToken}`);
    expect(access.eventsUrl).not.toContain(first.visitorToken);
  });
});
