// The parity suite: black-box tests written once and run against every target (the reference server over HTTP, the
// @svc/msw handlers). Each target answers with the same service, so each test must pass on both.
import type { DemoCredentials } from '@svc/reference-server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ScenarioArgs, ScenarioName } from '../../src/index.js';

export interface ParityTarget {
  /** Fetch as the customer's code would use it (the global fetch, or one that msw intercepts). */
  fetch: typeof fetch;
  baseUrl: string;
  /** Back to the demo data with no scenario in force; returns the demo credentials. */
  reset(): Promise<DemoCredentials>;
  /** Turns a scenario on, with the options of @svc/msw's `scenario.use`. */
  use<N extends ScenarioName>(name: N, ...options: ScenarioArgs<N>): Promise<void>;
}

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export function runScenarios(target: ParityTarget): void {
  let demo: DemoCredentials;
  beforeEach(async () => {
    demo = await target.reset();
  });

  async function send(method: string, path: string, options: { headers?: Record<string, string>; json?: unknown } = {}): Promise<Answer> {
    const headers = new Headers(options.headers);
    if (options.json !== undefined) headers.set('content-type', 'application/json');
    const response = await target.fetch(`${target.baseUrl}${path}`, {
      method,
      headers,
      ...(options.json === undefined ? {} : { body: JSON.stringify(options.json) }),
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, headers: response.headers, body: json && text ? JSON.parse(text) : text };
  }

  const engage = () => ({ 'x-api-key': demo.engage.publishableKey });
  const portal = () => ({ 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub });
  const capture = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    send('POST', '/v1/capture', { headers: { 'x-api-key': demo.capture.keys.test, ...headers }, json: { form: 'contact', fields } });
  const chat = (json: Record<string, unknown>) => send('POST', '/v1/engage/chat', { headers: engage(), json });
  const support = () =>
    send('POST', '/v1/engage/support', {
      headers: engage(),
      json: { name: 'Ada', email: 'ada@example.org', message: 'My order is late.' },
    });

  describe('success paths', () => {
    it('content: a collection read page by page with cursors until nextCursor is null', async () => {
      const collection = demo.content.collections[0]!;
      const path = `/v1/content/${demo.content.siteId}/${collection}`;
      const slugs: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Answer = await send('GET', `${path}?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
          headers: { 'x-api-key': demo.content.keys.live },
        });
        expect(page.status).toBe(200);
        expect(page.body.meta).toMatchObject({ siteId: demo.content.siteId, environment: 'live', limit: 1, count: page.body.items.length });
        slugs.push(...page.body.items.map((item: { slug: string }) => item.slug));
        cursor = page.body.meta.nextCursor;
      } while (cursor);
      expect(slugs.length).toBeGreaterThan(1);
      const one = await send('GET', `${path}/${slugs[0]}`, { headers: { 'x-api-key': demo.content.keys.live } });
      expect(one.status).toBe(200);
      expect(one.body.item).toMatchObject({ slug: slugs[0], canonicalSlug: slugs[0] });
    });

    it('content: a former slug resolves to the entry with its canonical slug; drafts and unpublished entries are 404', async () => {
      const path = `/v1/content/${demo.content.siteId}/events`;
      const headers = { 'x-api-key': demo.content.keys.live };
      const former = await send('GET', `${path}/spring-open-day-old`, { headers });
      expect(former.status).toBe(200);
      expect(former.body.item.canonicalSlug).toBe('spring-open-day-renamed');
      expect((await send('GET', `${path}/watercolour-workshop-draft`, { headers })).status).toBe(404);
      expect((await send('GET', `${path}/light-and-colour-talk-retired`, { headers })).status).toBe(404);
      const wrong = await send('GET', `${path}?environment=test`, { headers });
      expect(wrong.status).toBe(403);
    });

    it('capture: 201 with an id, the replay of an Idempotency-Key 200 duplicate, other content 409', async () => {
      const key = { 'idempotency-key': 'order-000123' };
      const first = await capture({ name: 'Ada', email: 'ada@example.org' }, key);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ success: true, id: expect.any(String) });
      expect(Number(first.headers.get('ratelimit-limit'))).toBe(40);
      const replay = await capture({ email: 'ada@example.org', name: 'Ada' }, key);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual({ success: true, id: first.body.id, duplicate: true });
      const conflict = await capture({ name: 'Grace' }, key);
      expect(conflict.status).toBe(409);
      expect(conflict.body.message).toBe('this idempotency key was already used with different content');
    });

    it('capture: a missing key is 401 "missing service key"', async () => {
      const r = await send('POST', '/v1/capture', { json: { fields: { name: 'Ada' } } });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ success: false, message: 'missing service key' });
    });

    it('engage config: modules and branding, cacheable for 300 seconds', async () => {
      const r = await send('GET', '/v1/engage/config', { headers: engage() });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ ok: true, name: 'Demo Studio', modules: { chat: true, forms: true, support: true } });
      expect(r.headers.get('cache-control')).toBe('public, max-age=300');
    });

    it('engage chat: an answer with citations, and the visitor reads the thread with the token', async () => {
      const turn = await chat({ message: 'What are your opening hours?' });
      expect(turn.status).toBe(200);
      expect(turn.body).toMatchObject({ success: true, status: 'ai', escalate: false });
      expect(turn.body.answer).toContain('Monday');
      const { conversationId, visitorToken } = turn.body;
      const read = await send('GET', `/v1/engage/conversations/${conversationId}?visitorToken=${visitorToken}`, { headers: engage() });
      expect(read.status).toBe(200);
      expect(read.body.messages.map((m: { role: string }) => m.role)).toEqual(['visitor', 'assistant']);
      const other = await send('GET', `/v1/engage/conversations/${conversationId}?visitorToken=vt_not_mine`, { headers: engage() });
      expect(other.status).toBe(404);
    });

    it('engage forms: 201 with the policy success message, the replay duplicate', async () => {
      const json = { fields: { name: 'Ada', email: 'ada@example.org', message: 'A quote, please', website: 'spam' } };
      const headers = { ...engage(), 'idempotency-key': 'form-000123' };
      const first = await send('POST', '/v1/engage/forms/contact', { headers, json });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ success: true, successMessage: 'Thanks! We reply within one working day.' });
      const replay = await send('POST', '/v1/engage/forms/contact', { headers, json });
      expect(replay.status).toBe(200);
      expect(replay.body).toMatchObject({ id: first.body.id, duplicate: true });
    });

    it('engage support: 201 with a ticket id; a missing message is 400 "message is required"', async () => {
      const created = await support();
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ success: true, ticketId: expect.any(String) });
      const tickets = await send('GET', `/api/engage/sites/${demo.engage.siteId}/tickets`, { headers: portal() });
      expect(tickets.body.tickets.map((t: { id: string }) => t.id)).toContain(created.body.ticketId);
      const invalid = await send('POST', '/v1/engage/support', { headers: engage(), json: { name: 'Ada', email: 'ada@example.org' } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.message).toBe('message is required');
    });

    it('console: a person takes a thread over (chat queued), then hands it back (the assistant answers)', async () => {
      const turn = await chat({ message: 'Hello' });
      const { conversationId, visitorToken } = turn.body;
      const base = `/api/engage/sites/${demo.engage.siteId}/conversations/${conversationId}`;
      const taken = await send('POST', `${base}/reply`, { headers: portal(), json: { message: 'Hi, Sam here.' } });
      expect(taken.body).toMatchObject({ status: 'agent' });
      const queued = await chat({ message: 'Great, thanks', visitorToken });
      expect(queued.body).toMatchObject({ success: true, queued: true, status: 'agent' });
      await send('POST', `${base}/release`, { headers: portal() });
      const answered = await chat({ message: 'What are your opening hours?', visitorToken });
      expect(answered.body.answer).toContain('Monday');
    });
  });

  describe('failure scenarios', () => {
    it('rateLimited: 429 with the chosen reset in RateLimit-Reset and Retry-After, for one call', async () => {
      await target.use('rateLimited', { operation: 'createCapture', times: 1, resetSeconds: 42 });
      const limited = await capture({ name: 'Ada' });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ success: false, message: 'Too many form submissions, please try again later' });
      expect(limited.headers.get('retry-after')).toBe('42');
      expect(limited.headers.get('ratelimit-reset')).toBe('42');
      expect(limited.headers.get('ratelimit-remaining')).toBe('0');
      expect((await capture({ name: 'Ada' })).status).toBe(201);
    });

    it('rateLimited for N calls: exactly N answers are 429', async () => {
      await target.use('rateLimited', { operation: 'getEngageConfig', times: 2 });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await send('GET', '/v1/engage/config', { headers: engage() })).status);
      expect(statuses).toEqual([429, 429, 200]);
    });

    it('rateLimited for all calls: every call is 429 until reset', async () => {
      await target.use('rateLimited');
      for (let i = 0; i < 3; i++) expect((await send('GET', '/v1/engage/config', { headers: engage() })).status).toBe(429);
      expect((await support()).status).toBe(429);
      demo = await target.reset();
      expect((await send('GET', '/v1/engage/config', { headers: engage() })).status).toBe(200);
    });

    it('keyVerificationUnavailable: 503 "key verification unavailable; retry with backoff" with Retry-After', async () => {
      await target.use('keyVerificationUnavailable', { times: 1 });
      const r = await capture({ name: 'Ada' });
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ success: false, message: 'key verification unavailable; retry with backoff' });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('assistantUnavailable: chat 503 ASSISTANT_UNAVAILABLE, the message kept', async () => {
      await target.use('assistantUnavailable', { times: 1 });
      const r = await chat({ message: 'What are your opening hours?' });
      expect(r.status).toBe(503);
      expect(r.body).toMatchObject({ code: 'ASSISTANT_UNAVAILABLE' });
      const read = await send('GET', `/v1/engage/conversations/${r.body.conversationId}?visitorToken=${r.body.visitorToken}`, {
        headers: engage(),
      });
      expect(read.body.messages).toEqual([expect.objectContaining({ role: 'visitor', content: 'What are your opening hours?' })]);
    });

    it('agentTakeover: the chat turn is queued with status agent and no answer', async () => {
      await target.use('agentTakeover', { times: 1 });
      const r = await chat({ message: 'Hello?' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: true, queued: true, status: 'agent' });
      expect(r.body.answer).toBeUndefined();
    });

    it('siteDisabled: engage 403 "engage site is disabled"', async () => {
      await target.use('siteDisabled', { operation: 'getEngageConfig', times: 1 });
      const r = await send('GET', '/v1/engage/config', { headers: engage() });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'SITE_DISABLED', message: 'engage site is disabled' });
    });

    it('moduleDisabled: support 403 MODULE_DISABLED', async () => {
      await target.use('moduleDisabled', { operation: 'createSupportTicket', times: 1 });
      const r = await support();
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'MODULE_DISABLED' });
      expect((await support()).status).toBe(201);
    });

    it('originDenied: capture 403 CORS_ORIGIN_DENIED "Not allowed by CORS"', async () => {
      await target.use('originDenied', { operation: 'createCapture', times: 1 });
      const r = await capture({ name: 'Ada' });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'CORS_ORIGIN_DENIED', message: 'Not allowed by CORS' });
    });

    it('networkError: the call rejects with a TypeError, the next one is answered', async () => {
      await target.use('networkError', { times: 1 });
      await expect(send('GET', '/v1/engage/config', { headers: engage() })).rejects.toThrow(TypeError);
      expect((await send('GET', '/v1/engage/config', { headers: engage() })).status).toBe(200);
    });

    it('latency: the answer comes after the chosen delay', async () => {
      await target.use('latency', { operation: 'getEngageConfig', times: 1, latencyMs: 150 });
      const started = performance.now();
      const r = await send('GET', '/v1/engage/config', { headers: engage() });
      expect(r.status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(145);
    });
  });
}
