import { describe, expect, it } from 'vitest';
import { checkedAnswer, findRetry, RETRY_WINDOW_MS } from './chat-answer.js';
import type { ConversationMessageRecord, ConversationRecord } from './model.js';

const T = Date.UTC(2026, 2, 5, 8);
const msg = (role: ConversationMessageRecord['role'], content: string, at: number, answered?: boolean): ConversationMessageRecord => ({
  id: `${role}-${at}`,
  role,
  content,
  citations: [],
  sentAt: new Date(at).toISOString(),
  ...(answered === undefined ? {} : { answered }),
});
const thread = (messages: ConversationMessageRecord[]) => ({ messages }) as ConversationRecord;

describe('identical chat turn retries', () => {
  it('the same text as the last, unanswered visitor message is that message', () => {
    const last = msg('visitor', 'hi', T, false);
    expect(findRetry(thread([last]), 'hi', T + 10 * RETRY_WINDOW_MS)).toEqual({ kind: 'unanswered', message: last });
    expect(findRetry(thread([last]), 'hello', T)).toBeUndefined();
  });

  it('the same text answered by the assistant less than 60 seconds ago replays that answer', () => {
    const answer = msg('assistant', 'hello!', T + 1000);
    const t = thread([msg('visitor', 'hi', T, true), answer]);
    expect(findRetry(t, 'hi', T + 1000 + RETRY_WINDOW_MS - 1)).toEqual({ kind: 'answered', answer });
    expect(findRetry(t, 'hi', T + 1000 + RETRY_WINDOW_MS)).toBeUndefined();
  });

  it('an answer by a person is never replayed', () => {
    expect(findRetry(thread([msg('visitor', 'hi', T, true), msg('agent', 'Sam here', T + 1)]), 'hi', T + 2)).toBeUndefined();
  });
});

describe("a plugged-in assistant's answer", () => {
  it('is refused when it lacks an answer, citations or the escalate flag', () => {
    for (const bad of [
      undefined,
      null,
      {},
      { answer: '', citations: [], escalate: false },
      { answer: 'x', escalate: false },
      { answer: 'x', citations: [] },
    ]) {
      expect(checkedAnswer(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('keeps only well-formed citations and urls, and gives an escalation a reason', () => {
    const checked = checkedAnswer({
      answer: 'x',
      citations: [
        { slug: 'a', title: 'A', url: 'not a url', extra: 1 },
        { slug: 'b' },
        { slug: 'c', title: 'C', url: 'https://c.example/' },
      ],
      escalate: true,
    });
    expect(checked).toEqual({
      answer: 'x',
      citations: [
        { slug: 'a', title: 'A' },
        { slug: 'c', title: 'C', url: 'https://c.example/' },
      ],
      escalate: true,
      reason: 'no_answer',
    });
  });
});
