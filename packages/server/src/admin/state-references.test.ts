import { describe, expect, it } from 'vitest';
import { checkSnapshotReferences } from './state-references.js';

const tables = () => ({
  websites: [{ id: 'web_a', members: [{ sub: 'a' }] }] as Record<string, unknown>[],
  'content.collections': [{ id: 'web_a/news', websiteId: 'web_a', key: 'news' }],
  'content.entries': [
    { id: 'ent_1', websiteId: 'web_a', environment: 'test', collection: 'news', slug: 'hello', formerSlugs: [] as string[] },
  ] as Record<string, unknown>[],
  keys: [
    { id: 'key_c', family: 'content', siteId: 'web_a' },
    { id: 'key_e', family: 'engage', siteId: 'eng_a' },
  ],
  'capture.submissions': [{ id: 'sub_1', websiteId: 'web_a', keyId: 'key_c' }],
  'engage.sites': [{ id: 'eng_a' }],
  'engage.conversations': [{ id: 'cnv_1', siteId: 'eng_a' }],
  'engage.tickets': [
    { id: 'tkt_1', siteId: 'eng_a', conversationId: 'cnv_1' },
    { id: 'tkt_2', siteId: 'eng_a', conversationId: null },
  ],
  'webhooks.deliveries': [{ id: 'dlv_1', siteId: 'eng_a' }],
  idempotency: [{ id: 'web_a|key-12345', scope: 'web_a', key: 'key-12345' }],
});

describe('references between the tables of a snapshot', () => {
  it('a snapshot whose every reference resolves passes', () => {
    expect(checkSnapshotReferences(tables())).toBeUndefined();
  });

  it('an Engage key must name an Engage site, a content key a website', () => {
    const t = tables();
    t.keys[1]!.siteId = 'web_a';
    expect(checkSnapshotReferences(t)).toEqual({ pointer: '/tables/keys/1/siteId', message: 'no row "web_a" in engage.sites' });
  });

  it("a submission's key must exist", () => {
    const t = tables();
    t['capture.submissions'][0]!.keyId = 'key_gone';
    expect(checkSnapshotReferences(t)?.pointer).toBe('/tables/capture.submissions/0/keyId');
  });

  it("a ticket's conversation must exist when it names one", () => {
    const t = tables();
    t['engage.tickets'][0]!.conversationId = 'cnv_gone';
    expect(checkSnapshotReferences(t)).toEqual({
      pointer: '/tables/engage.tickets/0/conversationId',
      message: 'no row "cnv_gone" in engage.conversations',
    });
  });

  it('conversations, tickets and webhook deliveries need their Engage site', () => {
    for (const table of ['engage.conversations', 'webhooks.deliveries'] as const) {
      const t = tables();
      t[table][0]!.siteId = 'eng_gone';
      expect(checkSnapshotReferences(t)?.pointer, table).toBe(`/tables/${table}/0/siteId`);
    }
  });

  it('a collection id is {websiteId}/{key} and an idempotency id {scope}|{key}', () => {
    const t = tables();
    t['content.collections'][0]!.id = 'news';
    expect(checkSnapshotReferences(t)).toEqual({
      pointer: '/tables/content.collections/0/id',
      message: 'id must be {websiteId}/{key} ("web_a/news")',
    });
    const u = tables();
    u.idempotency[0]!.id = 'key-12345';
    expect(checkSnapshotReferences(u)?.pointer).toBe('/tables/idempotency/0/id');
  });

  it('a slug, current or former, leads to one entry of its collection and environment', () => {
    const t = tables();
    const entry = { websiteId: 'web_a', environment: 'test', collection: 'news', slug: 'hello', formerSlugs: [] as string[] };
    t['content.entries'] = [
      { id: 'ent_1', ...entry },
      { id: 'ent_2', ...entry, environment: 'live' },
      { id: 'ent_3', ...entry, slug: 'other', formerSlugs: ['hello'] },
    ];
    expect(checkSnapshotReferences(t)).toEqual({
      pointer: '/tables/content.entries/2/formerSlugs/0',
      message: 'slug "hello" already leads to ent_1 in this collection and environment',
    });
  });

  it("a website's members are distinct", () => {
    const t = tables();
    Object.assign(t.websites[0]!, { members: [{ sub: 'a' }, { sub: 'b' }, { sub: 'a' }] });
    expect(checkSnapshotReferences(t)).toEqual({ pointer: '/tables/websites/0/members/2/sub', message: 'member "a" appears twice' });
  });

  it('an id appears once per table', () => {
    const t = tables();
    t.websites.push({ id: 'web_a', members: [] });
    expect(checkSnapshotReferences(t)).toEqual({ pointer: '/tables/websites/1/id', message: 'id "web_a" appears twice in websites' });
  });
});
