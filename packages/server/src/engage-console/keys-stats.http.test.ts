import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startConsole } from '../../test/engage-console.js';
import type { TestServer } from '../../test/harness.js';
import type { ConversationRecord, TicketRecord } from '../engage/model.js';
import { conversationsTable, ticketsTable } from '../engage/model.js';
import { keysTable } from '../keys.js';

let t: TestServer;
let headers: Record<string, string>;
let siteId: string;
beforeEach(async () => {
  ({ t, headers, siteId } = await startConsole());
});
afterEach(() => t.close());

const issue = () => t.request('POST', `/api/engage/sites/${siteId}/keys`, { headers });

describe('issueSiteKey', () => {
  it('issues a publishable key shown once, stored only as a hash, and shown on the site as activeKey', async () => {
    const r = await issue();
    expect(r.status).toBe(201);
    expect(r.body.key.publishableKey).toMatch(/^pk_live_/);
    expect(r.body.key.publishableKey.startsWith(r.body.key.prefix)).toBe(true);
    expect(r.body.revokedKeyId).toBeNull();
    expect(JSON.stringify(keysTable(t.server.deps.store).all())).not.toContain(r.body.key.publishableKey);
    const site = (await t.request('GET', '/api/engage/sites', { headers })).body.sites[0];
    expect(site.activeKey).toEqual({ id: r.body.key.id, prefix: r.body.key.prefix, createdAt: r.body.key.createdAt });
    expect(JSON.stringify(site)).not.toContain(r.body.key.publishableKey);
  });

  it('issuing a key revokes the previous one at once; the old key then gets 401 on the public endpoints', async () => {
    const first = (await issue()).body.key;
    expect((await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': first.publishableKey } })).status).toBe(200);
    const second = await issue();
    expect(second.body.revokedKeyId).toBe(first.id);
    const old = await t.server.deps.keys.verify(first.publishableKey);
    expect(old?.status).toBe('revoked');
    const refused = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': first.publishableKey } });
    expect(refused.status).toBe(401);
    const fresh = await t.request('GET', '/v1/engage/config', { headers: { 'x-api-key': second.body.key.publishableKey } });
    expect(fresh.status).toBe(200);
  });

  it('a site has at most one active key, even when keys are issued concurrently', async () => {
    await Promise.all([issue(), issue(), issue(), issue()]);
    const keys = keysTable(t.server.deps.store).filter((k) => k.siteId === siteId);
    expect(keys).toHaveLength(4);
    expect(keys.filter((k) => k.status === 'active')).toHaveLength(1);
  });
});

function ticket(id: string, status: TicketRecord['status'], source: TicketRecord['source'], site = siteId): TicketRecord {
  const at = new Date(t.clock.now()).toISOString();
  return {
    id,
    siteId: site,
    source,
    form: source === 'form' ? 'contact' : null,
    status,
    name: 'Ada',
    email: 'ada@example.org',
    phone: null,
    subject: 'Hello',
    message: 'Hello there',
    category: source === 'support' ? 'general' : null,
    page: null,
    fields: {},
    conversationId: null,
    replies: [],
    createdAt: at,
    updatedAt: at,
  };
}

function conversation(id: string, status: ConversationRecord['status'], site = siteId): ConversationRecord {
  const at = new Date(t.clock.now()).toISOString();
  return {
    id,
    siteId: site,
    visitorTokenHash: 'x',
    status,
    visitor: {},
    page: null,
    pageTitle: null,
    escalated: false,
    messages: [],
    createdAt: at,
    updatedAt: at,
  };
}

describe('getSiteStats', () => {
  it('counts tickets by status and source, conversations by status, and knowledge size', async () => {
    const tickets = ticketsTable(t.server.deps);
    tickets.set(ticket('tkt_1', 'open', 'form'));
    tickets.set(ticket('tkt_2', 'open', 'support'));
    tickets.set(ticket('tkt_3', 'in_progress', 'support'));
    tickets.set(ticket('tkt_4', 'resolved', 'form'));
    tickets.set(ticket('tkt_5', 'resolved', 'form', 'eng_other'));
    const conversations = conversationsTable(t.server.deps);
    conversations.set(conversation('conv_1', 'ai'));
    conversations.set(conversation('conv_2', 'agent'));
    conversations.set(conversation('conv_3', 'closed'));
    conversations.set(conversation('conv_4', 'ai'));
    conversations.set(conversation('conv_5', 'ai', 'eng_other'));
    await t.request('PUT', `/api/engage/sites/${siteId}/knowledge`, {
      headers,
      json: {
        context: 'Twelve chars',
        articles: [
          { slug: 'a', title: 'A', body: '12345' },
          { slug: 'b', title: 'B', body: 'é'.repeat(10) },
        ],
      },
    });
    const r = await t.request('GET', `/api/engage/sites/${siteId}/stats`, { headers });
    expect(r.status).toBe(200);
    expect(r.body.stats).toEqual({
      tickets: { total: 4, open: 2, in_progress: 1, resolved: 1, form: 2, support: 2 },
      conversations: { total: 4, ai: 2, agent: 1, closed: 1 },
      knowledge: { articles: 2, characters: 15, contextCharacters: 12 },
    });
  });

  it('a new site has zero everywhere', async () => {
    const r = await t.request('GET', `/api/engage/sites/${siteId}/stats`, { headers });
    expect(r.body.stats.tickets.total).toBe(0);
    expect(r.body.stats.conversations.total).toBe(0);
    expect(r.body.stats.knowledge).toEqual({ articles: 0, characters: 0, contextCharacters: 0 });
  });
});
