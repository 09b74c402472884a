// The rating rule without HTTP: a closed thread is rated once; the same rating again is a replay.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import type { ConversationRecord } from './model.js';
import { conversationsTable } from './model.js';
import { rate, readRating } from './rating.js';
import { createTestSite } from './test-support.js';

async function world(status: ConversationRecord['status']) {
  const { deps } = await createReferenceServer();
  const { site } = await createTestSite(deps);
  const at = new Date().toISOString();
  const thread: ConversationRecord = {
    id: 'conv_1',
    siteId: site.id,
    visitorTokenHash: 'h',
    status,
    visitor: {},
    page: null,
    pageTitle: null,
    escalated: false,
    messages: [],
    createdAt: at,
    updatedAt: at,
  };
  conversationsTable(deps).set(thread);
  return { deps, site, thread, stored: () => conversationsTable(deps).get('conv_1')! };
}

describe('rating a conversation', () => {
  it('a closed thread is rated once (created), and the same rating again is a duplicate replay', async () => {
    const { deps, site, thread, stored } = await world('closed');
    const first = rate(deps, { site, conversation: thread }, { score: 'good', comment: 'thanks' });
    expect(first).toMatchObject({ kind: 'rated', created: true, result: { rating: { score: 'good', comment: 'thanks' } } });
    expect(stored().rating).toMatchObject({ score: 'good', comment: 'thanks' });
    expect(rate(deps, { site, conversation: stored() }, { score: 'good', comment: 'thanks' })).toMatchObject({
      created: false,
      result: { duplicate: true },
    });
  });

  it('another rating of a rated thread is ALREADY_RATED; an open thread is CONVERSATION_OPEN', async () => {
    const closed = await world('closed');
    rate(closed.deps, { site: closed.site, conversation: closed.thread }, { score: 'good', comment: null });
    expect(rate(closed.deps, { site: closed.site, conversation: closed.stored() }, { score: 'bad', comment: null })).toMatchObject({
      code: 'ALREADY_RATED',
    });
    const open = await world('ai');
    expect(rate(open.deps, { site: open.site, conversation: open.thread }, { score: 'good', comment: null })).toMatchObject({
      code: 'CONVERSATION_OPEN',
    });
    expect(open.stored().rating).toBeUndefined();
  });

  it('reads score good or bad and a trimmed comment, empty meaning none', () => {
    expect(readRating({ score: 'good', comment: '  ' })).toEqual({ score: 'good', comment: null });
    expect(readRating({ score: 'meh' })).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'score must be good or bad',
      fields: ['score'],
    });
    expect(readRating({ score: 'bad', comment: 5 })).toMatchObject({ code: 'VALIDATION_FAILED', fields: ['comment'] });
  });
});
