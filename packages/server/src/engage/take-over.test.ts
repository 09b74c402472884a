// The take-over rule without HTTP: who holds a conversation after a person's reply, a release, a close, a reopen and
// a visitor's turn.
import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../ports/clock.js';
import { SequentialIds } from '../ports/ids.js';
import { MemoryStore } from '../ports/store.js';
import type { ConversationRecord } from './model.js';
import { conversationsTable } from './model.js';
import { acceptsConsoleActions, answeredBy, CONVERSATION_CLOSED, close, openedByVisitor, release, reopen, takeOver } from './take-over.js';

const T = Date.UTC(2026, 2, 5, 8);

function setup(over: Partial<ConversationRecord> = {}) {
  const deps = { store: new MemoryStore(), clock: new AdjustableClock({ start: T, frozen: true }), ids: new SequentialIds() };
  const thread: ConversationRecord = {
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
  conversationsTable(deps).set(thread);
  const stored = () => conversationsTable(deps).get('conv_1')!;
  return { deps, thread, stored };
}

describe('take over: a person replies', () => {
  it("the person's reply is appended and the person holds the thread", () => {
    const { deps, thread, stored } = setup();
    expect(takeOver(deps, thread, { message: 'Sam here', agentName: 'Sam' })).toEqual({ status: 'agent', changed: true });
    expect(stored()).toMatchObject({ status: 'agent', agentName: 'Sam', messages: [{ role: 'agent', content: 'Sam here' }] });
    expect(answeredBy(stored())).toBe('person');
  });

  it('a closed thread refuses the reply and stays closed', () => {
    const { deps, thread, stored } = setup({ status: 'closed' });
    expect(takeOver(deps, thread, { message: 'hello?' })).toBe(CONVERSATION_CLOSED);
    expect(stored()).toMatchObject({ status: 'closed', messages: [] });
    expect(acceptsConsoleActions(thread)).toBe(false);
  });
});

describe('release', () => {
  it('gives a thread a person holds back to the assistant', () => {
    const { deps, thread, stored } = setup({ status: 'agent' });
    expect(release(deps, thread)).toEqual({ status: 'ai', changed: true });
    expect(answeredBy(stored())).toBe('assistant');
  });

  it('a thread the assistant holds stays as it is; a closed thread refuses', () => {
    expect(release(setup().deps, setup().thread)).toEqual({ status: 'ai', changed: false });
    const closed = setup({ status: 'closed' });
    expect(release(closed.deps, closed.thread)).toBe(CONVERSATION_CLOSED);
  });
});

describe('close and reopen', () => {
  it('a close remembers who held the thread, and the reopen gives it back to them', () => {
    const { deps, thread, stored } = setup({ status: 'agent' });
    expect(close(deps, thread)).toEqual({ status: 'closed', changed: true });
    expect(stored()).toMatchObject({ status: 'closed', closedFrom: 'agent' });
    expect(reopen(deps, stored())).toEqual({ status: 'agent', changed: true });
    expect(stored().status).toBe('agent');
    expect(stored().closedFrom).toBeUndefined();
  });

  it('closing a closed thread and reopening an open one change nothing', () => {
    const closed = setup({ status: 'closed', closedFrom: 'ai' });
    expect(close(closed.deps, closed.thread)).toEqual({ status: 'closed', changed: false });
    const open = setup({ status: 'agent' });
    expect(reopen(open.deps, open.thread)).toEqual({ status: 'agent', changed: false });
  });
});

describe("a visitor's turn", () => {
  it('on a closed thread opens it again with the assistant, whoever held it before', () => {
    const { thread } = setup({ status: 'closed', closedFrom: 'agent' });
    const opened = openedByVisitor(thread);
    expect(opened.status).toBe('ai');
    expect(opened.closedFrom).toBeUndefined();
  });

  it('on a thread a person holds waits for that person; on an open thread it leaves the holder as is', () => {
    const { thread } = setup({ status: 'agent' });
    expect(openedByVisitor(thread)).toBe(thread);
    expect(answeredBy(thread)).toBe('person');
    expect(answeredBy({ status: 'ai' })).toBe('assistant');
  });
});
