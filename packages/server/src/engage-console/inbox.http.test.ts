import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsole } from '../../test/engage-console.js';
import type { TestServer } from '../../test/harness.js';
import type { ConversationRecord, TicketRecord } from '../engage/model.js';
import { conversationsTable, ticketsTable } from '../engage/model.js';

let t: TestServer;
let headers: Record<string, string>;
let siteId: string;
beforeEach(async () => {
  ({ t, headers, siteId } = await startConsole());
});
afterEach(() => t.close());

const now = () => new Date(t.clock.now()).toISOString();
const base = () => `/api/engage/sites/${siteId}`;

function addTicket(id: string, overrides: Partial<TicketRecord> = {}): TicketRecord {
  const row: TicketRecord = {
    id,
    siteId,
    source: 'support',
    form: null,
    status: 'open',
    name: 'Ada',
    email: 'ada@example.org',
    phone: null,
    subject: 'Help',
    message: 'Please help',
    category: 'general',
    page: null,
    fields: {},
    conversationId: null,
    replies: [],
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
  return ticketsTable(t.server.deps).set(row);
}

function addConversation(id: string, overrides: Partial<ConversationRecord> = {}): ConversationRecord {
  const row: ConversationRecord = {
    id,
    siteId,
    visitorTokenHash: 'f'.repeat(64),
    status: 'ai',
    visitor: { name: 'Ada' },
    page: 'https://studio.example/pricing',
    pageTitle: 'Pricing',
    escalated: false,
    messages: [{ id: `${id}_m1`, role: 'visitor', content: 'Hi', citations: [], sentAt: now(), answered: true }],
    createdAt: now(),
    updatedAt: now(),
    ...overrides,
  };
  return conversationsTable(t.server.deps).set(row);
}

async function pageThrough(path: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let page: string | null = null;
  do {
    const query: string = `limit=${limit}${page ? `&page=${encodeURIComponent(page)}` : ''}`;
    const r = await t.request('GET', `${path}${path.includes('?') ? '&' : '?'}${query}`, { headers });
    expect(r.status).toBe(200);
    const items = r.body.tickets ?? r.body.conversations;
    ids.push(...items.map((x: { id: string }) => x.id));
    page = r.body.nextPage;
  } while (page);
  return ids;
}

describe('listSiteTickets', () => {
  it('lists form submissions and support requests newest first, told apart by source', async () => {
    addTicket('tkt_1', { source: 'form', form: 'contact', fields: { email: 'ada@example.org' } });
    t.clock.advance(1000);
    addTicket('tkt_2');
    addTicket('tkt_x', { siteId: 'eng_other' });
    const r = await t.request('GET', `${base()}/tickets`, { headers });
    expect(r.body.tickets.map((x: TicketRecord) => [x.id, x.source])).toEqual([
      ['tkt_2', 'support'],
      ['tkt_1', 'form'],
    ]);
    expect(r.body.tickets[0]).not.toHaveProperty('siteId');
    expect(r.body.nextPage).toBeNull();
  });

  it('filters by status and by source', async () => {
    addTicket('tkt_1', { source: 'form', status: 'open' });
    addTicket('tkt_2', { source: 'support', status: 'resolved' });
    addTicket('tkt_3', { source: 'form', status: 'resolved' });
    const ids = async (q: string) =>
      (await t.request('GET', `${base()}/tickets?${q}`, { headers })).body.tickets.map((x: TicketRecord) => x.id).sort();
    expect(await ids('status=resolved')).toEqual(['tkt_2', 'tkt_3']);
    expect(await ids('source=form')).toEqual(['tkt_1', 'tkt_3']);
    expect(await ids('status=resolved&source=form')).toEqual(['tkt_3']);
  });

  it('keyset paging visits every ticket once, newest first, and nextPage is null at the end', async () => {
    for (let i = 1; i <= 7; i++) {
      addTicket(`tkt_${i}`);
      if (i % 2 === 0) t.clock.advance(1000); // equal timestamps too: ties are broken by id
    }
    expect(await pageThrough(`${base()}/tickets`, 3)).toEqual(['tkt_7', 'tkt_6', 'tkt_5', 'tkt_4', 'tkt_3', 'tkt_2', 'tkt_1']);
  });

  it('paging is stable under new arrivals', async () => {
    for (let i = 1; i <= 4; i++) {
      addTicket(`tkt_${i}`);
      t.clock.advance(1000);
    }
    const first = await t.request('GET', `${base()}/tickets?limit=2`, { headers });
    addTicket('tkt_9');
    const second = await t.request('GET', `${base()}/tickets?limit=2&page=${first.body.nextPage}`, { headers });
    expect(second.body.tickets.map((x: TicketRecord) => x.id)).toEqual(['tkt_2', 'tkt_1']);
  });

  it('the default page holds 20 tickets', async () => {
    for (let i = 0; i < 25; i++) addTicket(`tkt_${String(i).padStart(2, '0')}`);
    const r = await t.request('GET', `${base()}/tickets`, { headers });
    expect(r.body.tickets).toHaveLength(20);
    expect(r.body.nextPage).toEqual(expect.any(String));
  });

  it('an invalid page token or limit is a 400', async () => {
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'limit=1.5']) {
      const r = await t.request('GET', `${base()}/tickets?${q}`, { headers });
      expect(r.status, q).toBe(400);
      expect(r.body.fields).toEqual(['limit']);
    }
    for (const q of ['page=nonsense', 'page=', 'page=%%%']) {
      const r = await t.request('GET', `${base()}/tickets?${q}`, { headers });
      expect(r.status, q).toBe(400);
      expect(r.body.fields).toEqual(['page']);
    }
  });

  it('a page token of another list or another site is refused', async () => {
    for (let i = 1; i <= 3; i++) addConversation(`conv_${i}`);
    const token = (await t.request('GET', `${base()}/conversations?limit=1`, { headers })).body.nextPage;
    expect((await t.request('GET', `${base()}/tickets?page=${token}`, { headers })).status).toBe(400);
    const other = (await t.request('POST', '/api/engage/sites', { headers, json: { name: 'Other' } })).body.site.id;
    expect((await t.request('GET', `/api/engage/sites/${other}/conversations?page=${token}`, { headers })).status).toBe(400);
  });

  it('an unknown status or source filter is a 400', async () => {
    expect((await t.request('GET', `${base()}/tickets?status=closed`, { headers })).body.fields).toEqual(['status']);
    expect((await t.request('GET', `${base()}/tickets?source=email`, { headers })).body.fields).toEqual(['source']);
  });
});

describe('replyToSiteTicket', () => {
  const reply = (id: string, json: unknown) => t.request('POST', `${base()}/tickets/${id}/reply`, { headers, json });

  it('a reply is stored and moves the ticket to in_progress', async () => {
    addTicket('tkt_1');
    t.clock.advance(60_000);
    const r = await reply('tkt_1', { message: 'We are on it.' });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('in_progress');
    expect(r.body.ticket.replies).toEqual([{ message: 'We are on it.', resolve: false, sentAt: now() }]);
    expect(r.body.ticket.updatedAt).toBe(now());
    expect(ticketsTable(t.server.deps).get('tkt_1')?.status).toBe('in_progress');
  });

  it('resolve: true moves the ticket to resolved; a later reply without resolve reopens it as in_progress', async () => {
    addTicket('tkt_1');
    expect((await reply('tkt_1', { message: 'Done.', resolve: true })).body.status).toBe('resolved');
    const again = await reply('tkt_1', { message: 'One more thing.' });
    expect(again.body.status).toBe('in_progress');
    expect(again.body.ticket.replies).toHaveLength(2);
  });

  it('the message is required and holds at most 5,000 characters', async () => {
    addTicket('tkt_1');
    for (const json of [{}, { message: '' }, { message: '   ' }, { message: 'm'.repeat(5001) }, { message: 7 }]) {
      const r = await reply('tkt_1', json);
      expect(r.status).toBe(400);
      expect(r.body.fields).toEqual(['message']);
    }
    expect((await reply('tkt_1', { message: 'm'.repeat(5000) })).status).toBe(200);
  });

  it('resolve must be a boolean and unknown properties are refused', async () => {
    addTicket('tkt_1');
    expect((await reply('tkt_1', { message: 'x', resolve: 'yes' })).body.fields).toEqual(['resolve']);
    expect((await reply('tkt_1', { message: 'x', resolved: true })).body.fields).toEqual(['resolved']);
    expect(ticketsTable(t.server.deps).get('tkt_1')?.replies).toEqual([]);
  });

  it('an unknown ticket, or one of another site, is 404 "ticket not found"', async () => {
    addTicket('tkt_other', { siteId: 'eng_other' });
    for (const id of ['tkt_none', 'tkt_other']) {
      const r = await reply(id, { message: 'hi' });
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ code: 'NOT_FOUND', message: 'ticket not found' });
    }
  });
});

describe('listSiteConversations', () => {
  it('lists transcripts most recently active first, without visitor token hashes', async () => {
    addConversation('conv_1');
    t.clock.advance(1000);
    addConversation('conv_2');
    t.clock.advance(1000);
    conversationsTable(t.server.deps).update('conv_1', (r) => ({ ...r, updatedAt: now() }));
    const r = await t.request('GET', `${base()}/conversations`, { headers });
    expect(r.body.conversations.map((x: ConversationRecord) => x.id)).toEqual(['conv_1', 'conv_2']);
    expect(r.body.conversations[0]).not.toHaveProperty('visitorTokenHash');
    expect(r.body.conversations[0].messages[0]).toEqual({
      id: 'conv_1_m1',
      role: 'visitor',
      content: 'Hi',
      citations: [],
      sentAt: expect.any(String),
    });
  });

  it('filters by status and pages with a token', async () => {
    for (let i = 1; i <= 5; i++) addConversation(`conv_${i}`, { status: i === 3 ? 'closed' : 'ai' });
    expect(await pageThrough(`${base()}/conversations?status=ai`, 2)).toEqual(['conv_5', 'conv_4', 'conv_2', 'conv_1']);
    expect((await t.request('GET', `${base()}/conversations?status=gone`, { headers })).status).toBe(400);
    expect((await t.request('GET', `${base()}/conversations?limit=500`, { headers })).status).toBe(400);
  });
});

describe('conversation take-over, release and close', () => {
  const act = (id: string, action: string, json?: unknown) =>
    t.request('POST', `${base()}/conversations/${id}/${action}`, { headers, json });

  it('an agent reply takes the thread over: status agent, message appended with role agent', async () => {
    addConversation('conv_1');
    t.clock.advance(5000);
    const r = await act('conv_1', 'reply', { message: 'Hi, this is Sam.' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, conversationId: 'conv_1', status: 'agent' });
    const stored = conversationsTable(t.server.deps).get('conv_1')!;
    expect(stored.status).toBe('agent');
    expect(stored.messages.at(-1)).toMatchObject({ role: 'agent', content: 'Hi, this is Sam.', citations: [], sentAt: now() });
    expect(stored.updatedAt).toBe(now());
  });

  it('the visitor sees the agent message when reading the thread', async () => {
    const chat = await t.request('POST', '/v1/engage/chat', { headers: { 'x-api-key': await key() }, json: { message: 'Hello?' } });
    expect(chat.status).toBe(200);
    await act(chat.body.conversationId, 'reply', { message: 'Hi, this is Sam.' });
    const read = await t.request('GET', `/v1/engage/conversations/${chat.body.conversationId}?visitorToken=${chat.body.visitorToken}`, {
      headers: { 'x-api-key': await key() },
    });
    expect(read.body.status).toBe('agent');
    expect(read.body.messages.at(-1)).toMatchObject({ role: 'agent', content: 'Hi, this is Sam.' });
  });

  it('the agent message is 1 to 2,000 characters', async () => {
    addConversation('conv_1');
    expect((await act('conv_1', 'reply', { message: 'm'.repeat(2001) })).status).toBe(400);
    expect((await act('conv_1', 'reply', {})).status).toBe(400);
    expect(conversationsTable(t.server.deps).get('conv_1')?.status).toBe('ai');
    expect((await act('conv_1', 'reply', { message: 'm'.repeat(2000) })).status).toBe(200);
  });

  it('release hands the thread back to the assistant; releasing an ai thread changes nothing', async () => {
    addConversation('conv_1', { status: 'agent' });
    expect((await act('conv_1', 'release')).body.status).toBe('ai');
    expect(conversationsTable(t.server.deps).get('conv_1')?.status).toBe('ai');
    const before = conversationsTable(t.server.deps).get('conv_1')!.updatedAt;
    t.clock.advance(1000);
    expect((await act('conv_1', 'release')).body.status).toBe('ai');
    expect(conversationsTable(t.server.deps).get('conv_1')!.updatedAt).toBe(before);
  });

  it("release answers the question the visitor asked while a person held the thread: the assistant's answer, as a turn would get", async () => {
    const visitor = { 'x-api-key': await key() };
    const first = await t.request('POST', '/v1/engage/chat', { headers: visitor, json: { message: 'Hello?' } });
    const id = first.body.conversationId as string;
    await act(id, 'reply', { message: 'Hi, this is Sam.' });
    const queued = await t.request('POST', '/v1/engage/chat', {
      headers: visitor,
      json: { message: 'Can I talk to a person please?', visitorToken: first.body.visitorToken },
    });
    expect(queued.body).toMatchObject({ queued: true, status: 'agent' });
    expect((await act(id, 'release')).body).toEqual({ success: true, conversationId: id, status: 'ai' });
    const read = await t.request('GET', `/v1/engage/conversations/${id}?visitorToken=${first.body.visitorToken}`, { headers: visitor });
    expect(read.body.messages.map((m: { role: string }) => m.role)).toEqual(['visitor', 'assistant', 'agent', 'visitor', 'assistant']);
    // The service's rule for an escalating answer holds here too: it points to the support form, and the thread is escalated.
    expect(read.body.messages.at(-1).content).toContain('please use the support form');
    const stored = conversationsTable(t.server.deps).get(id)!;
    expect(stored.messages.at(-2)).toMatchObject({ role: 'visitor', answered: true });
    expect(stored.escalated).toBe(true);
    // A second release changes nothing: the question was answered once.
    await act(id, 'release');
    expect(conversationsTable(t.server.deps).get(id)!.messages).toHaveLength(5);
  });

  it('release adds nothing when the person answered the last question, or the assistant cannot answer (the question stays unanswered)', async () => {
    const visitor = { 'x-api-key': await key() };
    const first = await t.request('POST', '/v1/engage/chat', { headers: visitor, json: { message: 'Hello?' } });
    const id = first.body.conversationId as string;
    await act(id, 'reply', { message: 'Hi, this is Sam.' });
    await t.request('POST', '/v1/engage/chat', {
      headers: visitor,
      json: { message: 'Are you open today?', visitorToken: first.body.visitorToken },
    });
    await act(id, 'reply', { message: 'Yes, until 17:30.' });
    await act(id, 'release');
    expect(conversationsTable(t.server.deps).get(id)!.messages.at(-1)).toMatchObject({ role: 'agent', content: 'Yes, until 17:30.' });
    await act(id, 'reply', { message: 'Anything else?' });
    await t.request('POST', '/v1/engage/chat', {
      headers: visitor,
      json: { message: 'And tomorrow?', visitorToken: first.body.visitorToken },
    });
    await t.request('POST', '/_admin/faults', { json: { operation: 'releaseSiteConversation', kind: 'assistant_unavailable', times: 1 } });
    expect((await act(id, 'release')).body.status).toBe('ai');
    expect(conversationsTable(t.server.deps).get(id)!.messages.at(-1)).toMatchObject({
      role: 'visitor',
      content: 'And tomorrow?',
      answered: false,
    });
  });

  it('close is idempotent; a closed thread refuses reply and release with 409 CONVERSATION_CLOSED', async () => {
    addConversation('conv_1', { status: 'agent' });
    expect((await act('conv_1', 'close')).body.status).toBe('closed');
    expect((await act('conv_1', 'close')).body).toEqual({ success: true, conversationId: 'conv_1', status: 'closed' });
    for (const [action, json] of [
      ['reply', { message: 'Still there?' }],
      ['release', undefined],
    ] as const) {
      const r = await act('conv_1', action, json);
      expect(r.status).toBe(409);
      expect(r.body).toMatchObject({ code: 'CONVERSATION_CLOSED', message: 'conversation is closed' });
    }
    expect(conversationsTable(t.server.deps).get('conv_1')?.messages).toHaveLength(1);
  });

  it('an unknown conversation, or one of another site, is 404 "conversation not found"', async () => {
    addConversation('conv_other', { siteId: 'eng_other' });
    for (const id of ['conv_none', 'conv_other']) {
      for (const action of ['reply', 'release', 'close', 'reopen']) {
        const r = await act(id, action, action === 'reply' ? { message: 'hi' } : undefined);
        expect(r.status).toBe(404);
        expect(r.body.message).toBe('conversation not found');
      }
    }
  });
});

describe('reopenSiteConversation', () => {
  const act = (id: string, action: string, json?: unknown) =>
    t.request('POST', `${base()}/conversations/${id}/${action}`, { headers, json });
  const visitor = async () => ({ 'x-api-key': await key() });

  it('a thread a person held when it was closed reopens with status agent: the person keeps it, their name kept', async () => {
    addConversation('conv_1');
    await act('conv_1', 'reply', { message: 'Hi, this is Sam.', agentName: 'Sam' });
    await act('conv_1', 'close');
    t.clock.advance(5000);
    const r = await act('conv_1', 'reopen');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, conversationId: 'conv_1', status: 'agent' });
    const stored = conversationsTable(t.server.deps).get('conv_1')!;
    expect(stored).toMatchObject({ status: 'agent', agentName: 'Sam', updatedAt: now() });
    expect(stored).not.toHaveProperty('closedFrom');
    const list = await t.request('GET', `${base()}/conversations`, { headers });
    expect(list.body.conversations[0]).toMatchObject({ id: 'conv_1', status: 'agent', agentName: 'Sam' });
  });

  it('a thread the assistant held when it was closed reopens with status ai', async () => {
    addConversation('conv_1', { status: 'agent', agentName: 'Sam' });
    await act('conv_1', 'release');
    await act('conv_1', 'close');
    expect((await act('conv_1', 'reopen')).body).toEqual({ success: true, conversationId: 'conv_1', status: 'ai' });
    expect(conversationsTable(t.server.deps).get('conv_1')).toMatchObject({ status: 'ai', agentName: 'Sam' });
  });

  it('a closed thread whose earlier status is not known (closed before it was kept) reopens with status ai', async () => {
    addConversation('conv_1', { status: 'closed' });
    expect((await act('conv_1', 'reopen')).body.status).toBe('ai');
  });

  it('reopening a thread that is not closed changes nothing and answers its current status (200), as a second close does', async () => {
    addConversation('conv_ai');
    addConversation('conv_agent', { status: 'agent' });
    const before = conversationsTable(t.server.deps).get('conv_agent')!.updatedAt;
    t.clock.advance(1000);
    expect((await act('conv_ai', 'reopen')).body).toEqual({ success: true, conversationId: 'conv_ai', status: 'ai' });
    const r = await act('conv_agent', 'reopen');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, conversationId: 'conv_agent', status: 'agent' });
    expect(conversationsTable(t.server.deps).get('conv_agent')!.updatedAt).toBe(before);
    // Twice in a row: the second is a no-op with the same answer.
    await act('conv_agent', 'close');
    expect((await act('conv_agent', 'reopen')).body.status).toBe('agent');
    expect((await act('conv_agent', 'reopen')).body.status).toBe('agent');
  });

  it('an unknown conversation, or one of another site, is 404 NOT_FOUND "conversation not found" and changes nothing', async () => {
    addConversation('conv_other', { siteId: 'eng_other', status: 'closed' });
    for (const id of ['conv_none', 'conv_other']) {
      const r = await act(id, 'reopen');
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'conversation not found' });
    }
    expect(conversationsTable(t.server.deps).get('conv_other')?.status).toBe('closed');
  });

  it('another owner, or no portal credentials, cannot reopen: 404 "site not found" and 401', async () => {
    addConversation('conv_1', { status: 'closed' });
    const stranger = { ...headers, 'x-identity-sub': 'user_b' };
    const foreign = await t.request('POST', `${base()}/conversations/conv_1/reopen`, { headers: stranger });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'NOT_FOUND', message: 'site not found' });
    expect((await t.request('POST', `${base()}/conversations/conv_1/reopen`, {})).status).toBe(401);
    expect(conversationsTable(t.server.deps).get('conv_1')?.status).toBe('closed');
  });

  it('after a reopen the agent can reply again, and the visitor writes to the person, who is still named', async () => {
    const chat = await t.request('POST', '/v1/engage/chat', {
      headers: await visitor(),
      json: { message: 'Hello?', visitor: { name: 'Ada' } },
    });
    const id: string = chat.body.conversationId;
    await act(id, 'reply', { message: 'Hi, this is Sam.', agentName: 'Sam' });
    await act(id, 'close');
    expect((await act(id, 'reply', { message: 'One more thing' })).status).toBe(409);
    expect((await act(id, 'reopen')).body.status).toBe('agent');
    expect((await act(id, 'reply', { message: 'I am still here.' })).body.status).toBe('agent');
    const turn = await t.request('POST', '/v1/engage/chat', {
      headers: await visitor(),
      json: { message: 'Thanks, one more question', visitorToken: chat.body.visitorToken },
    });
    expect(turn.status).toBe(200);
    // A person holds the thread again: the visitor's turn waits for them, the assistant stays silent.
    expect(turn.body).toMatchObject({ conversationId: id, queued: true, status: 'agent' });
    expect(turn.body).not.toHaveProperty('answer');
    const read = await t.request('GET', `/v1/engage/conversations/${id}?visitorToken=${chat.body.visitorToken}`, {
      headers: await visitor(),
    });
    expect(read.body.status).toBe('agent');
    expect(read.body.messages.map((m: { role: string }) => m.role)).toEqual(['visitor', 'assistant', 'agent', 'agent', 'visitor']);
    const list = await t.request('GET', `${base()}/conversations`, { headers });
    expect(list.body.conversations[0]).toMatchObject({ id, status: 'agent', agentName: 'Sam', visitor: { name: 'Ada' } });
  });

  it('the rating stays through a reopen: one rating per conversation, so after closing again the same one is a replay, another 409', async () => {
    const chat = await t.request('POST', '/v1/engage/chat', { headers: await visitor(), json: { message: 'Hello?' } });
    const id: string = chat.body.conversationId;
    const rate = async (score: string) =>
      t.request('POST', `/v1/engage/conversations/${id}/rating`, {
        headers: await visitor(),
        json: { visitorToken: chat.body.visitorToken, score },
      });
    await act(id, 'close');
    const first = await rate('good');
    expect(first.status).toBe(201);
    expect((await act(id, 'reopen')).body.status).toBe('ai');
    const listed = await t.request('GET', `${base()}/conversations`, { headers });
    expect(listed.body.conversations[0]).toMatchObject({ id, status: 'ai', rating: first.body.rating });
    await act(id, 'close');
    const replay = await rate('good');
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ duplicate: true, rating: first.body.rating });
    const other = await rate('bad');
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('ALREADY_RATED');
    expect(conversationsTable(t.server.deps).get(id)?.rating).toEqual(first.body.rating);
  });

  it('a visitor turn reopens a closed thread with the assistant (ai), and forgets the status it was closed from', async () => {
    const chat = await t.request('POST', '/v1/engage/chat', { headers: await visitor(), json: { message: 'Hello?' } });
    const id: string = chat.body.conversationId;
    await act(id, 'reply', { message: 'Hi, this is Sam.', agentName: 'Sam' });
    await act(id, 'close');
    expect(conversationsTable(t.server.deps).get(id)?.closedFrom).toBe('agent');
    const turn = await t.request('POST', '/v1/engage/chat', {
      headers: await visitor(),
      json: { message: 'What are your opening hours?', visitorToken: chat.body.visitorToken },
    });
    expect(turn.body.status).toBe('ai');
    expect(conversationsTable(t.server.deps).get(id)).not.toHaveProperty('closedFrom');
    expect((await act(id, 'reopen')).body.status).toBe('ai');
  });
});

let issuedKey: string | undefined;
afterEach(() => {
  issuedKey = undefined;
});
async function key(): Promise<string> {
  issuedKey ??= (await t.request('POST', `${base()}/keys`, { headers })).body.key.publishableKey;
  return issuedKey!;
}
