import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { conversationsTable } from './model.js';
import { RATING_COMMENT_MAX } from './rating.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

vi.setConfig({ testTimeout: 30_000 });

let t: TestServer;
afterEach(() => t.close());

async function setup() {
  t = await startServer();
  const created = await createTestSite(t.server.deps, { ownerSub: 'user_a' });
  const headers = { 'x-api-key': created.key, origin: TEST_ORIGIN };
  const first = await t.request('POST', '/v1/engage/chat', { headers, json: { message: 'Can I talk to someone?' } });
  const conversationId: string = first.body.conversationId;
  const visitorToken: string = first.body.visitorToken;
  const rate = (json: Record<string, unknown>) =>
    t.request('POST', `/v1/engage/conversations/${conversationId}/rating`, { headers, json: { visitorToken, ...json } });
  const close = () => conversationsTable(t.server.deps).update(conversationId, (r) => ({ ...r, status: 'closed' }));
  return { ...created, headers, conversationId, visitorToken, rate, close };
}

describe('POST /v1/engage/conversations/:id/rating', () => {
  it('stores one rating of a closed thread (201); the same rating again is a 200 replay; the console shows it', async () => {
    const s = await setup();
    s.close();
    const r = await s.rate({ score: 'good', comment: '  Quick and kind.  ' });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      success: true,
      conversationId: s.conversationId,
      rating: { score: 'good', comment: 'Quick and kind.', ratedAt: new Date(t.clock.now()).toISOString() },
    });
    const again = await s.rate({ score: 'good', comment: 'Quick and kind.' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...r.body, duplicate: true });
    const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
    const list = await t.request('GET', `/api/engage/sites/${s.site.id}/conversations`, {
      headers: { 'x-portal-key': portalKey, 'x-identity-sub': 'user_a' },
    });
    expect(list.body.conversations[0].rating).toEqual(r.body.rating);
  });

  it('a different rating after the first is a 409 ALREADY_RATED, and the first stays', async () => {
    const s = await setup();
    s.close();
    await s.rate({ score: 'bad' });
    for (const body of [{ score: 'good' }, { score: 'bad', comment: 'more' }]) {
      const r = await s.rate(body);
      expect(r.status).toBe(409);
      expect(r.body.code).toBe('ALREADY_RATED');
    }
    expect(conversationsTable(t.server.deps).get(s.conversationId)!.rating).toMatchObject({ score: 'bad', comment: null });
  });

  it('a thread that is not closed is a 409 CONVERSATION_OPEN', async () => {
    const s = await setup();
    const r = await s.rate({ score: 'good' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: 'CONVERSATION_OPEN', message: 'the conversation can be rated once it is closed' });
  });

  it('checks the score and the comment (at most 500 characters, no control characters)', async () => {
    const s = await setup();
    s.close();
    expect((await s.rate({ score: 'meh' })).body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['score'] });
    expect((await s.rate({ score: 'good', comment: 'x'.repeat(RATING_COMMENT_MAX + 1) })).body.fields).toEqual(['comment']);
    expect((await s.rate({ score: 'good', comment: 'bell\u0007' })).body.fields).toEqual(['comment']);
    expect((await s.rate({ score: 'good', comment: 42 })).body.fields).toEqual(['comment']);
    expect((await s.rate({ score: 'good', comment: 'ok\nthanks ' + 'é'.repeat(RATING_COMMENT_MAX - 10) })).status).toBe(201);
  });

  it('is a 404 when the visitor token does not match', async () => {
    const s = await setup();
    s.close();
    const r = await s.rate({ score: 'good', visitorToken: 'vt_other' });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('NOT_FOUND');
  });
});

describe('conversation.rated webhook', () => {
  const rated = () => t.webhooks.received.filter((r) => JSON.parse(r.body).type === 'conversation.rated');

  it('a new rating delivers one signed conversation.rated event (site, conversation, score, comment, ratedAt); a replay sends none', async () => {
    const s = await setup();
    s.close();
    const r = await s.rate({ score: 'bad', comment: 'Too slow.' });
    expect(r.status).toBe(201);
    expect(rated()).toHaveLength(1);
    const sent = rated()[0]!;
    vi.useFakeTimers({ toFake: ['Date'] });
    let event: unknown;
    try {
      vi.setSystemTime(Number(sent.headers['webhook-timestamp']) * 1000);
      event = new Webhook(s.site.webhookSecret!).verify(sent.body, sent.headers);
    } finally {
      vi.useRealTimers();
    }
    expect(event).toEqual({
      type: 'conversation.rated',
      timestamp: new Date(t.clock.now()).toISOString(),
      data: { siteId: s.site.id, conversationId: s.conversationId, score: 'bad', comment: 'Too slow.', ratedAt: r.body.rating.ratedAt },
    });
    expect((await s.rate({ score: 'bad', comment: 'Too slow.' })).status).toBe(200);
    expect(rated()).toHaveLength(1);
    const log = (await t.request('GET', `/_admin/webhooks/deliveries?siteId=${s.site.id}`)).body.deliveries;
    expect(log.filter((d: { type: string }) => d.type === 'conversation.rated')).toEqual([
      expect.objectContaining({ type: 'conversation.rated', status: 'delivered', attempts: 1 }),
    ]);
  });

  it('a refused rating (open thread, different rating) sends no event; a comment left out is null', async () => {
    const s = await setup();
    expect((await s.rate({ score: 'good' })).status).toBe(409);
    expect(rated()).toHaveLength(0);
    s.close();
    await s.rate({ score: 'good' });
    expect((await s.rate({ score: 'bad' })).status).toBe(409);
    expect(rated().map((r) => JSON.parse(r.body).data)).toEqual([expect.objectContaining({ score: 'good', comment: null })]);
  });
});
