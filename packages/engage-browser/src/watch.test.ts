import { RateLimitError } from '@svc/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationRead } from './types.js';
import type { WatchOptions } from './watch.js';
import { watchConversation } from './watch.js';

/** watchConversation over a stand-in client whose getConversation is `read` (given the poll's signal). */
const watchThread = (read: (signal: AbortSignal) => Promise<ConversationRead | undefined>, options: WatchOptions) =>
  watchConversation({ getConversation: (call) => read(call!.signal!) }, options);

const thread = (n: number): ConversationRead => ({
  success: true,
  conversationId: 'conv_1',
  status: 'ai',
  messages: Array.from({ length: n }, (_, i) => ({
    id: `msg_${i}`,
    role: 'visitor',
    content: `m${i}`,
    citations: [],
    sentAt: '2026-11-23T12:00:00Z',
  })),
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Records when each poll happens (fake time) and answers with the thread of `messages()` messages. */
function recorder(messages: () => number) {
  const at: number[] = [];
  const read = vi.fn(async () => {
    at.push(Date.now());
    return thread(messages());
  });
  return { at, read };
}

describe('watchConversation', () => {
  it('the interval doubles while nothing changes, up to the maximum, and resets on a change', async () => {
    vi.useFakeTimers();
    let n = 1;
    const { at, read } = recorder(() => n);
    const updates: number[] = [];
    const w = watchThread(read, { intervalMs: 100, maxIntervalMs: 400, onUpdate: (c) => updates.push(c.messages.length) });
    await vi.advanceTimersByTimeAsync(1_550);
    const start = at[0]!;
    expect(at.map((t) => t - start)).toEqual([0, 100, 300, 700, 1100, 1500]);
    n = 2;
    await vi.advanceTimersByTimeAsync(400);
    expect(updates).toEqual([1, 2]);
    const afterChange = at.length;
    await vi.advanceTimersByTimeAsync(100);
    expect(at.length).toBe(afterChange + 1); // back to the first interval
    w.stop();
  });

  it('does not poll while the page is hidden, and polls at once when it shows again', async () => {
    vi.useFakeTimers();
    const listeners: (() => void)[] = [];
    const doc = {
      visibilityState: 'visible',
      addEventListener: (_: string, f: () => void) => listeners.push(f),
      removeEventListener: vi.fn(),
    };
    vi.stubGlobal('document', doc);
    const { read } = recorder(() => 1);
    const w = watchThread(read, { intervalMs: 100, onUpdate: () => {} });
    await vi.advanceTimersByTimeAsync(10);
    expect(read).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'hidden';
    listeners.forEach((f) => f());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(read).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    listeners.forEach((f) => f());
    await vi.advanceTimersByTimeAsync(1);
    expect(read).toHaveBeenCalledTimes(2);
    w.stop();
    expect(doc.removeEventListener).toHaveBeenCalled();
  });

  it('stop() aborts the poll in flight and no callback follows', async () => {
    let signal: AbortSignal | undefined;
    const onUpdate = vi.fn();
    const onError = vi.fn();
    const w = watchThread(
      (s) => {
        signal = s;
        return new Promise((_r, reject) => s.addEventListener('abort', () => reject(new Error('aborted'))));
      },
      { onUpdate, onError },
    );
    await vi.waitFor(() => expect(signal).toBeDefined());
    w.stop();
    expect(signal!.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('an error is reported and the next poll waits at least what a 429 asks', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let calls = 0;
    const w = watchThread(
      async () => {
        calls++;
        if (calls === 1) throw new RateLimitError('Too many requests', { status: 429, code: 'RATE_LIMITED', retryAfterMs: 30_000 });
        return thread(1);
      },
      { intervalMs: 100, onUpdate: () => {}, onError: (e) => errors.push(e) },
    );
    await vi.advanceTimersByTimeAsync(29_000);
    expect(calls).toBe(1);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_050);
    expect(calls).toBe(2);
    w.stop();
  });
});
