import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { sha256Hex } from '../crypto.js';
import type { Assistant, AssistantInput } from '../ports/assistant.js';
import { AdjustableClock } from '../ports/clock.js';
import { conversationsTable } from './model.js';
import type { TestSiteOverrides } from './test-support.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

// Black-box tests through the contract check (and the Node adapter with SVC_TARGET=node) are slower than unit tests.
vi.setConfig({ testTimeout: 30_000 });

let t: TestServer;
afterEach(() => t.close());

async function setup(overrides: TestSiteOverrides = {}, options: Parameters<typeof startServer>[0] = {}) {
  t = await startServer(options);
  const created = await createTestSite(t.server.deps, overrides);
  const headers = { 'x-api-key': created.key, origin: TEST_ORIGIN };
  const chat = (json: unknown) => t.request('POST', '/v1/engage/chat', { headers, json });
  const read = async (id: string, token: string) => {
    const r = await t.request('GET', `/v1/engage/conversations/${id}?visitorToken=${encodeURIComponent(token)}`, { headers });
    return r;
  };
  return { ...created, headers, chat, read };
}

/** An assistant that records what it was asked and answers from a script. */
class ScriptedAssistant implements Assistant {
  readonly inputs: AssistantInput[] = [];
  fail = false;
  async answer(input: AssistantInput) {
    this.inputs.push(input);
    if (this.fail) throw new Error('model offline');
    return { answer: `echo: ${input.message}`, citations: [], escalate: false };
  }
}

describe('POST /v1/engage/chat: threads', () => {
  it('without a visitorToken starts a new thread and returns its token; only the token hash is stored', async () => {
    const s = await setup();
    const r = await s.chat({ message: 'What are your opening hours?', visitor: { name: 'Ada' }, page: '/visit', pageTitle: 'Visit us' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, status: 'ai', escalate: false });
    expect(r.body.answer).toContain('Monday to Friday');
    expect(r.body.citations).toEqual([{ slug: 'opening-hours', title: 'Opening hours', url: 'https://shop.example.com/visit' }]);
    expect(r.body.visitorToken).toMatch(/^vt_[A-Za-z0-9]{32}$/);
    const stored = conversationsTable(t.server.deps).get(r.body.conversationId)!;
    expect(stored.visitorTokenHash).toBe(await sha256Hex(r.body.visitorToken));
    expect(JSON.stringify(stored)).not.toContain(r.body.visitorToken);
    expect(stored).toMatchObject({ siteId: s.site.id, visitor: { name: 'Ada' }, page: '/visit', pageTitle: 'Visit us', status: 'ai' });
    expect(stored.messages.map((m) => m.role)).toEqual(['visitor', 'assistant']);
  });

  it('a visitorToken resumes its thread and the assistant gets the earlier messages as history', async () => {
    const assistant = new ScriptedAssistant();
    const s = await setup({}, { assistant });
    const first = await s.chat({ message: 'first question' });
    const second = await s.chat({ message: 'second question', visitorToken: first.body.visitorToken });
    expect(second.body.conversationId).toBe(first.body.conversationId);
    expect(second.body.visitorToken).toBe(first.body.visitorToken);
    expect(assistant.inputs[1]!.history).toEqual([
      { role: 'visitor', content: 'first question' },
      { role: 'assistant', content: 'echo: first question' },
    ]);
    expect(assistant.inputs[1]).toMatchObject({ siteId: s.site.id, siteName: 'Demo Studio', assistantName: 'Ada', answerMode: 'strict' });
    const thread = await s.read(first.body.conversationId, first.body.visitorToken);
    expect(thread.body.messages).toHaveLength(4);
  });

  it('an unknown visitorToken starts a new thread with a new token', async () => {
    const s = await setup();
    const r = await s.chat({ message: 'hello', visitorToken: 'vt_doesnotexist' });
    expect(r.status).toBe(200);
    expect(r.body.visitorToken).not.toBe('vt_doesnotexist');
    expect(conversationsTable(t.server.deps).size).toBe(1);
  });

  it("another site's visitorToken does not resume that site's thread", async () => {
    const s = await setup();
    const other = await createTestSite(t.server.deps);
    const theirs = await t.request('POST', '/v1/engage/chat', { headers: { 'x-api-key': other.key }, json: { message: 'hello' } });
    const mine = await s.chat({ message: 'hello', visitorToken: theirs.body.visitorToken });
    expect(mine.body.conversationId).not.toBe(theirs.body.conversationId);
    expect(conversationsTable(t.server.deps).get(theirs.body.conversationId)!.messages).toHaveLength(2);
  });

  it('while a person holds the thread, the message is stored and the answer is queued with status agent and no answer', async () => {
    const assistant = new ScriptedAssistant();
    const s = await setup({}, { assistant });
    const first = await s.chat({ message: 'hello' });
    conversationsTable(t.server.deps).update(first.body.conversationId, (c) => ({ ...c, status: 'agent' }));
    const r = await s.chat({ message: 'are you there?', visitorToken: first.body.visitorToken });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      queued: true,
      status: 'agent',
      visitorToken: first.body.visitorToken,
      conversationId: first.body.conversationId,
      citations: [],
      escalate: false,
    });
    expect(assistant.inputs).toHaveLength(1);
    const stored = conversationsTable(t.server.deps).get(first.body.conversationId)!;
    expect(stored.messages.at(-1)).toMatchObject({ role: 'visitor', content: 'are you there?' });
    expect(stored.status).toBe('agent');
  });

  it('a turn on a closed thread reopens it with status ai and is answered', async () => {
    const s = await setup();
    const first = await s.chat({ message: 'hello' });
    conversationsTable(t.server.deps).update(first.body.conversationId, (c) => ({ ...c, status: 'closed' }));
    const r = await s.chat({ message: 'opening hours?', visitorToken: first.body.visitorToken });
    expect(r.body.status).toBe('ai');
    expect(r.body.answer).toContain('Monday');
    expect(conversationsTable(t.server.deps).get(first.body.conversationId)!.status).toBe('ai');
  });

  it('visitor details and page given on a later turn are added to the thread', async () => {
    const s = await setup();
    const first = await s.chat({ message: 'hello', visitor: { name: 'Ada' } });
    await s.chat({
      message: 'opening hours',
      visitorToken: first.body.visitorToken,
      visitor: { email: 'ada@example.org' },
      page: '/pricing',
    });
    const stored = conversationsTable(t.server.deps).get(first.body.conversationId)!;
    expect(stored.visitor).toEqual({ name: 'Ada', email: 'ada@example.org' });
    expect(stored.page).toBe('/pricing');
  });
});

describe('POST /v1/engage/chat: assistant failures and retries', () => {
  it('ASSISTANT_UNAVAILABLE keeps the message, says where it is, and a retry answers it without duplicating it', async () => {
    const s = await setup();
    t.faults.inject({ operation: 'sendChatMessage', kind: 'assistant_unavailable', times: 1 });
    const failed = await s.chat({ message: 'What are your opening hours?' });
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ code: 'ASSISTANT_UNAVAILABLE', message: 'the assistant could not answer; your message was kept' });
    expect(failed.headers.get('retry-after')).toBe('5');
    const { conversationId, visitorToken } = failed.body;
    const kept = await s.read(conversationId, visitorToken);
    expect(kept.body.messages).toEqual([expect.objectContaining({ role: 'visitor', content: 'What are your opening hours?' })]);

    const retried = await s.chat({ message: 'What are your opening hours?', visitorToken });
    expect(retried.status).toBe(200);
    expect(retried.body.answer).toContain('Monday');
    const after = await s.read(conversationId, visitorToken);
    expect(after.body.messages.map((m: { role: string }) => m.role)).toEqual(['visitor', 'assistant']);
  });

  it('an assistant that throws is ASSISTANT_UNAVAILABLE too, and the message stays stored', async () => {
    const assistant = new ScriptedAssistant();
    assistant.fail = true;
    const s = await setup({}, { assistant });
    const failed = await s.chat({ message: 'hello there' });
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe('ASSISTANT_UNAVAILABLE');
    expect(conversationsTable(t.server.deps).get(failed.body.conversationId)!.messages).toHaveLength(1);
    assistant.fail = false;
    const retried = await s.chat({ message: 'hello there', visitorToken: failed.body.visitorToken });
    expect(retried.body.answer).toBe('echo: hello there');
    expect(assistant.inputs.at(-1)!.history).toEqual([]);
  });

  it('an identical turn answered less than 60 seconds ago replays the stored answer without asking again', async () => {
    const assistant = new ScriptedAssistant();
    const s = await setup({}, { assistant });
    const first = await s.chat({ message: 'same question' });
    t.clock.advance(59_000);
    const again = await s.chat({ message: 'same question', visitorToken: first.body.visitorToken });
    expect(again.body.answer).toBe(first.body.answer);
    expect(assistant.inputs).toHaveLength(1);
    expect(conversationsTable(t.server.deps).get(first.body.conversationId)!.messages).toHaveLength(2);
  });

  it('the same message sent again after 60 seconds is a new turn', async () => {
    const assistant = new ScriptedAssistant();
    const s = await setup({}, { assistant });
    const first = await s.chat({ message: 'same question' });
    t.clock.advance(60_000);
    await s.chat({ message: 'same question', visitorToken: first.body.visitorToken });
    expect(assistant.inputs).toHaveLength(2);
    expect(conversationsTable(t.server.deps).get(first.body.conversationId)!.messages).toHaveLength(4);
  });

  it('concurrent identical turns on one thread store and answer the message once', async () => {
    const assistant = new ScriptedAssistant();
    const s = await setup({}, { assistant });
    const first = await s.chat({ message: 'hello' });
    const turn = { message: 'twice at once', visitorToken: first.body.visitorToken };
    const [a, b] = await Promise.all([s.chat(turn), s.chat(turn)]);
    expect(a.body.answer).toBe(b.body.answer);
    expect(assistant.inputs).toHaveLength(2);
    expect(conversationsTable(t.server.deps).get(first.body.conversationId)!.messages).toHaveLength(4);
  });

  it('a retried queued message while a person holds the thread is not stored twice', async () => {
    const s = await setup();
    const first = await s.chat({ message: 'hello' });
    conversationsTable(t.server.deps).update(first.body.conversationId, (c) => ({ ...c, status: 'agent' }));
    await s.chat({ message: 'waiting', visitorToken: first.body.visitorToken });
    await s.chat({ message: 'waiting', visitorToken: first.body.visitorToken });
    expect(conversationsTable(t.server.deps).get(first.body.conversationId)!.messages).toHaveLength(3);
  });
});

describe('POST /v1/engage/chat: escalation', () => {
  it('an escalating answer points to the support form, marks the thread and sends a signed chat.escalated webhook', async () => {
    // Standard Webhooks receivers check the timestamp against real time, so this server's clock is now.
    const s = await setup({}, { clock: new AdjustableClock({ start: Date.now(), frozen: true }) });
    const r = await s.chat({ message: 'Do you sell pizza?', visitor: { name: 'Ada', email: 'ada@example.org' }, page: '/menu' });
    expect(r.status).toBe(200);
    expect(r.body.escalate).toBe(true);
    expect(r.body.answer).toMatch(/support form/);
    expect(conversationsTable(t.server.deps).get(r.body.conversationId)!.escalated).toBe(true);

    expect(t.webhooks.received).toHaveLength(1);
    const sent = t.webhooks.received[0]!;
    expect(sent.url).toBe('https://hooks.example.com/engage');
    const event = new Webhook(s.site.webhookSecret).verify(sent.body, sent.headers) as { type: string; data: unknown };
    expect(event.type).toBe('chat.escalated');
    expect(event.data).toEqual({
      siteId: s.site.id,
      conversationId: r.body.conversationId,
      reason: 'no_answer',
      message: 'Do you sell pizza?',
      visitor: { name: 'Ada', email: 'ada@example.org' },
      page: '/menu',
    });
  });

  it('a visitor asking for a person escalates with reason visitor_request', async () => {
    const s = await setup({ answerMode: 'open' });
    const r = await s.chat({ message: 'Can I talk to a human please?' });
    expect(r.body.escalate).toBe(true);
    expect(r.body.answer).toMatch(/support form/);
    expect(JSON.parse(t.webhooks.received[0]!.body).data.reason).toBe('visitor_request');
  });

  it('open answer mode: an unknown question is answered without escalating and without a webhook', async () => {
    const s = await setup({ answerMode: 'open' });
    const r = await s.chat({ message: 'Do you sell pizza?' });
    expect(r.body.escalate).toBe(false);
    expect(t.webhooks.received).toHaveLength(0);
  });

  it('a plugged-in assistant that escalates without mentioning the support form still points to it', async () => {
    const assistant: Assistant = { answer: async () => ({ answer: 'Let me get someone.', citations: [], escalate: true }) };
    const s = await setup({}, { assistant });
    const r = await s.chat({ message: 'help' });
    expect(r.body.answer).toMatch(/^Let me get someone\. .*support form/);
    expect(JSON.parse(t.webhooks.received[0]!.body).data.reason).toBe('no_answer');
  });

  it('a replayed escalating answer is not escalated a second time', async () => {
    const s = await setup();
    const first = await s.chat({ message: 'Do you sell pizza?' });
    const again = await s.chat({ message: 'Do you sell pizza?', visitorToken: first.body.visitorToken });
    expect(again.body.escalate).toBe(true);
    expect(t.webhooks.received).toHaveLength(1);
  });
});

describe('POST /v1/engage/chat: validation', () => {
  it('a missing, empty, blank or non-string message is 400 MESSAGE_REQUIRED "message is required"', async () => {
    const s = await setup();
    for (const json of [{}, { message: '' }, { message: '   ' }, { message: 42 }, { message: null }]) {
      const r = await s.chat(json);
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body).toMatchObject({ code: 'MESSAGE_REQUIRED', message: 'message is required' });
    }
    const empty = await t.request('POST', '/v1/engage/chat', { headers: s.headers, body: '' });
    expect(empty.body.code).toBe('MESSAGE_REQUIRED');
  });

  it('a message of 2,000 characters is accepted; 2,001 is 400 VALIDATION_FAILED naming message', async () => {
    const s = await setup();
    expect((await s.chat({ message: 'a'.repeat(2000) })).status).toBe(200);
    const r = await s.chat({ message: 'a'.repeat(2001) });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['message'] });
    expect(conversationsTable(t.server.deps).size).toBe(1);
  });

  it('every ChatRequest bound is checked and the offending fields are named', async () => {
    const s = await setup();
    const cases: Array<[unknown, string]> = [
      [{ message: 'hi', visitor: { name: 'n'.repeat(121) } }, 'visitor.name'],
      [{ message: 'hi', visitor: { id: 'i'.repeat(101) } }, 'visitor.id'],
      [{ message: 'hi', visitor: { email: `${'e'.repeat(150)}@example.org` } }, 'visitor.email'],
      [{ message: 'hi', visitor: { email: 'not-an-email' } }, 'visitor.email'],
      [{ message: 'hi', visitor: 'Ada' }, 'visitor'],
      [{ message: 'hi', page: 'p'.repeat(301) }, 'page'],
      [{ message: 'hi', pageTitle: 't'.repeat(301) }, 'pageTitle'],
      [{ message: 'hi', visitorToken: 'v'.repeat(129) }, 'visitorToken'],
      [{ message: 'hi', page: 7 }, 'page'],
    ];
    for (const [json, field] of cases) {
      const r = await s.chat(json);
      expect(r.status, field).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
      expect(r.body.fields).toEqual([field]);
    }
    expect(conversationsTable(t.server.deps).size).toBe(0);
  });

  it('a body that is not a JSON object is 400 VALIDATION_FAILED', async () => {
    const s = await setup();
    for (const body of ['[1,2]', '"hi"', '{not json']) {
      const r = await t.request('POST', '/v1/engage/chat', { headers: { ...s.headers, 'content-type': 'application/json' }, body });
      expect(r.status, body).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('identity mode email: no valid visitor.email is 400 IDENTITY_REQUIRED "an email is required before chatting"', async () => {
    const s = await setup({ identityMode: 'email' });
    for (const json of [{ message: 'hi' }, { message: 'hi', visitor: { name: 'Ada' } }, { message: 'hi', visitor: { email: 'nope' } }]) {
      const r = await s.chat(json);
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body).toMatchObject({ code: 'IDENTITY_REQUIRED', message: 'an email is required before chatting' });
    }
    expect(conversationsTable(t.server.deps).size).toBe(0);
    const ok = await s.chat({ message: 'hi', visitor: { email: 'ada@example.org' } });
    expect(ok.status).toBe(200);
    // The thread now knows the address: later turns need not send it again.
    const next = await s.chat({ message: 'opening hours', visitorToken: ok.body.visitorToken });
    expect(next.status).toBe(200);
  });
});

describe('GET /v1/engage/conversations/:id', () => {
  it('the thread token reads the thread: status and messages with roles visitor, assistant and agent', async () => {
    const s = await setup();
    const first = await s.chat({ message: 'What are your opening hours?' });
    conversationsTable(t.server.deps).update(first.body.conversationId, (c) => ({
      ...c,
      status: 'agent',
      messages: [...c.messages, { id: 'msg_agent', role: 'agent', content: 'Hi, Sam here.', citations: [], sentAt: c.updatedAt }],
    }));
    const r = await s.read(first.body.conversationId, first.body.visitorToken);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, conversationId: first.body.conversationId, status: 'agent' });
    expect(r.body.messages.map((m: { role: string }) => m.role)).toEqual(['visitor', 'assistant', 'agent']);
    expect(r.body.messages[1].citations[0].slug).toBe('opening-hours');
    expect(Object.keys(r.body.messages[0]).sort()).toEqual(['citations', 'content', 'id', 'role', 'sentAt']);
    expect(r.headers.get('ratelimit-limit')).toBe('120');
  });

  it('a wrong, missing or other thread\'s token is 404 NOT_FOUND "conversation not found"', async () => {
    const s = await setup();
    const mine = await s.chat({ message: 'hello' });
    const other = await s.chat({ message: 'hello from another visitor' });
    for (const token of ['vt_wrong', other.body.visitorToken, '']) {
      const r = await s.read(mine.body.conversationId, token);
      expect(r.status, token).toBe(404);
      expect(r.body).toMatchObject({ code: 'NOT_FOUND', message: 'conversation not found' });
    }
    const noToken = await t.request('GET', `/v1/engage/conversations/${mine.body.conversationId}`, { headers: s.headers });
    expect(noToken.status).toBe(404);
    expect((await s.read('conv_unknown', mine.body.visitorToken)).status).toBe(404);
  });

  it("another site's key cannot read a thread, even with its token", async () => {
    const s = await setup();
    const mine = await s.chat({ message: 'hello' });
    const other = await createTestSite(t.server.deps);
    const r = await t.request('GET', `/v1/engage/conversations/${mine.body.conversationId}?visitorToken=${mine.body.visitorToken}`, {
      headers: { 'x-api-key': other.key },
    });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe('NOT_FOUND');
  });
});
