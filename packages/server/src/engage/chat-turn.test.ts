// The chat turn's rules without HTTP: the thread a turn lands on, what it writes, when the assistant is asked, the
// escalation webhook and the answer.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { sha256Hex } from '../crypto.js';
import { isRefusal } from '../http/validation.js';
import type { AssistantAnswer, AssistantInput } from '../ports/assistant.js';
import { AdjustableClock } from '../ports/clock.js';
import { SequentialIds } from '../ports/ids.js';
import { RecordingWebhookSender } from '../ports/webhook-sender.js';
import type { ChatTurnRequest } from './chat.js';
import { ChatTurns, threadForTurn, visitorMessage, withVisitorDetails } from './chat.js';
import type { AskAssistant, AssistantMessageRecord } from './chat-answer.js';
import { escalationEvent, withAnswer } from './chat-answer.js';
import type { ConversationRecord } from './model.js';
import { conversationsTable } from './model.js';
import type { TestSiteOverrides } from './test-support.js';
import { createTestSite } from './test-support.js';

const T = Date.UTC(2026, 2, 5, 8);

async function world(overrides: TestSiteOverrides = {}) {
  const webhooks = new RecordingWebhookSender();
  const server = await createReferenceServer({
    clock: new AdjustableClock({ start: T, frozen: true }),
    ids: new SequentialIds(),
    webhooks,
  });
  const deps = server.deps;
  const { site } = await createTestSite(deps, overrides);
  const turns = new ChatTurns(deps);
  const asked: AssistantInput[] = [];
  const answering =
    (answer: AssistantAnswer): AskAssistant =>
    async (input) => {
      asked.push(input);
      return answer;
    };
  const send = (body: unknown, ask: AskAssistant, extra: Partial<ChatTurnRequest> = {}) =>
    turns.turn({ site, body: { ok: true, value: body }, ask, ...extra });
  return { deps, site, turns, asked, answering, send, webhooks, server };
}

const plain: AssistantAnswer = { answer: 'Opening hours are 9 to 5.', citations: [], escalate: false };
const escalating: AssistantAnswer = { answer: 'Let me find a person.', citations: [], escalate: true, reason: 'visitor_request' };

function thread(over: Partial<ConversationRecord> = {}): ConversationRecord {
  return {
    id: 'conv_1',
    siteId: 'site_1',
    visitorTokenHash: 'h',
    status: 'ai',
    visitor: {},
    page: null,
    pageTitle: null,
    escalated: false,
    messages: [],
    createdAt: new Date(T).toISOString(),
    updatedAt: new Date(T).toISOString(),
    ...over,
  };
}

describe('the thread a turn lands on', () => {
  it('a turn without a known token starts a new thread with the assistant and a new vt_ token the thread keeps only hashed', async () => {
    const { deps, site } = await world();
    const opened = await threadForTurn(deps, site, { found: undefined, token: 'vt_unknown', consent: true, now: T });
    expect(opened.visitorToken).toMatch(/^vt_/);
    expect(opened.visitorToken).not.toBe('vt_unknown');
    expect(opened.conversation).toMatchObject({ siteId: site.id, status: 'ai', messages: [], consentAt: new Date(T).toISOString() });
    expect(opened.conversation.visitorTokenHash).toBe(await sha256Hex(opened.visitorToken));
  });

  it("a turn with its thread's token continues a copy of that thread", async () => {
    const { deps, site } = await world();
    const found = thread();
    const opened = await threadForTurn(deps, site, { found, token: 'vt_mine', consent: false, now: T });
    expect(opened).toEqual({ conversation: found, visitorToken: 'vt_mine' });
    expect(opened.conversation).not.toBe(found);
  });
});

describe('what a turn writes about the visitor', () => {
  it('merges the visitor details and the page, and a closed thread opens again with the assistant', () => {
    const before = thread({ status: 'closed', closedFrom: 'agent', visitor: { name: 'Ada' } });
    const after = withVisitorDetails(
      before,
      { visitor: { email: 'ada@example.org' }, page: '/pricing', pageTitle: 'Pricing' },
      { verifiedId: undefined, now: T + 5 },
    );
    expect(after).toMatchObject({
      status: 'ai',
      visitor: { name: 'Ada', email: 'ada@example.org' },
      page: '/pricing',
      pageTitle: 'Pricing',
    });
    expect(after.closedFrom).toBeUndefined();
    expect(after.updatedAt).toBe(new Date(T + 5).toISOString());
    expect(before.status).toBe('closed');
  });

  it('keeps a proved visitor id, and forgets it when another id comes without a hash', () => {
    const proved = withVisitorDetails(
      thread(),
      { visitor: { id: 'u1' }, page: undefined, pageTitle: undefined },
      { verifiedId: 'u1', now: T },
    );
    expect(proved.verifiedVisitorId).toBe('u1');
    const other = withVisitorDetails(
      proved,
      { visitor: { id: 'u2' }, page: undefined, pageTitle: undefined },
      { verifiedId: undefined, now: T },
    );
    expect(other.verifiedVisitorId).toBeNull();
  });
});

describe("recording the assistant's answer", () => {
  it('marks the asked message answered, appends the reply, and an escalating reply escalates the thread', async () => {
    const { deps } = await world();
    const asked = visitorMessage(deps, 'a person please', T);
    expect(asked).toMatchObject({ role: 'visitor', answered: false, content: 'a person please' });
    const reply: AssistantMessageRecord = {
      id: 'msg_r',
      role: 'assistant',
      content: 'ok',
      citations: [],
      sentAt: new Date(T + 1).toISOString(),
      escalate: true,
    };
    const after = withAnswer(thread({ messages: [asked] }), { askedId: asked.id, reply, ticketId: 'tkt_1' });
    expect(after.messages).toEqual([{ ...asked, answered: true }, reply]);
    expect(after).toMatchObject({ escalated: true, escalationTicketId: 'tkt_1', updatedAt: reply.sentAt });
  });

  it('the chat.escalated data names the thread, the reason (no_answer when none), the message, visitor and page', async () => {
    const { site } = await world();
    const conversation = thread({ visitor: { name: 'Ada' }, page: '/help' });
    const asked = { id: 'm', role: 'visitor' as const, content: 'help', citations: [], sentAt: new Date(T).toISOString() };
    expect(escalationEvent({ site, conversation, asked }, undefined)).toEqual({
      siteId: site.id,
      conversationId: 'conv_1',
      reason: 'no_answer',
      message: 'help',
      visitor: { name: 'Ada' },
      page: '/help',
    });
  });
});

describe('one visitor turn', () => {
  it('stores the visitor message, asks the assistant, stores its answer and answers with the thread and token', async () => {
    const { deps, send, answering, asked } = await world();
    const outcome = await send({ message: 'When are you open?' }, answering(plain));
    expect(outcome).toMatchObject({ kind: 'answered', changed: true, answer: { answer: plain.answer, status: 'ai', escalate: false } });
    if (isRefusal(outcome) || outcome.kind !== 'answered') throw new Error('expected an answer');
    expect(asked.map((a) => a.message)).toEqual(['When are you open?']);
    const stored = conversationsTable(deps).get(outcome.conversationId);
    expect(stored?.messages.map((m) => [m.role, m.content, m.answered])).toEqual([
      ['visitor', 'When are you open?', true],
      ['assistant', plain.answer, undefined],
    ]);
  });

  it('an empty body is refused with MESSAGE_REQUIRED and nothing is stored', async () => {
    const { deps, turns, site, answering } = await world();
    const outcome = await turns.turn({ site, body: { ok: false, reason: 'empty' }, ask: answering(plain) });
    expect(outcome).toEqual({
      status: 400,
      code: 'MESSAGE_REQUIRED',
      message: 'message is required',
      fields: ['message'],
    });
    expect(conversationsTable(deps).all()).toEqual([]);
  });

  it('a site that asks for consent refuses the first turn without it', async () => {
    const { send, answering } = await world({ consent: { required: true, text: {} } });
    expect(await send({ message: 'hi' }, answering(plain))).toMatchObject({
      status: 400,
      code: 'CONSENT_REQUIRED',
      fields: ['consent'],
    });
  });

  it('a site that accepts verified visitors only refuses a turn without a hash (401) and a wrong hash (403)', async () => {
    const { send, answering } = await world({ requireVerifiedIdentity: true });
    expect(await send({ message: 'hi' }, answering(plain))).toMatchObject({ status: 401, code: 'IDENTITY_VERIFICATION_REQUIRED' });
    expect(await send({ message: 'hi', visitor: { id: 'u1', hash: 'a'.repeat(64) } }, answering(plain))).toMatchObject({
      status: 403,
      code: 'IDENTITY_VERIFICATION_FAILED',
    });
  });

  it('an assistant that gives no usable answer leaves the message stored, unanswered, and the outcome unavailable', async () => {
    const { deps, send } = await world();
    const outcome = await send({ message: 'hi' }, async () => undefined);
    expect(outcome).toMatchObject({ kind: 'unavailable', changed: true });
    if (isRefusal(outcome) || outcome.kind !== 'unavailable') throw new Error('expected unavailable');
    expect(conversationsTable(deps).get(outcome.conversationId)?.messages).toMatchObject([{ role: 'visitor', answered: false }]);
  });

  it('a thread held elsewhere is queued for the person: the assistant is not asked and the stored status stays', async () => {
    const { deps, send, answering, asked } = await world();
    const outcome = await send({ message: 'hi' }, answering(plain), { heldElsewhere: () => true });
    expect(outcome).toMatchObject({ kind: 'answered', answer: { queued: true, status: 'agent' } });
    expect(asked).toEqual([]);
    if (isRefusal(outcome) || outcome.kind !== 'answered') throw new Error('expected an answer');
    expect(conversationsTable(deps).get(outcome.conversationId)?.status).toBe('ai');
  });

  it('an identical turn within a minute replays the stored answer without asking again or announcing a change', async () => {
    const { send, answering, asked } = await world();
    const first = await send({ message: 'hi' }, answering(plain));
    if (isRefusal(first) || first.kind !== 'answered') throw new Error('expected an answer');
    const again = await send({ message: 'hi', visitorToken: first.answer.visitorToken }, answering(plain));
    expect(again).toMatchObject({ kind: 'answered', changed: false, answer: { messageId: first.answer.messageId } });
    expect(asked).toHaveLength(1);
  });

  it('an escalating answer queues chat.escalated to the site webhook', async () => {
    const { send, answering, webhooks, server } = await world();
    const outcome = await send({ message: 'a person please' }, answering(escalating));
    expect(outcome).toMatchObject({ kind: 'answered', answer: { escalate: true } });
    await server.deps.background.idle();
    expect(webhooks.received.map((s) => (JSON.parse(s.body) as { type: string }).type)).toEqual(['chat.escalated']);
  });
});
