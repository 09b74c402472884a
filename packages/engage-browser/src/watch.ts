// Waiting for agent replies: polls the visitor's thread with backoff, paused while the page is hidden, stoppable.
import { isSvcError } from '@svc/core';
import type { EngageCallOptions } from './client.js';
import type { ConversationRead } from './types.js';

/** How watchConversation polls. @public */
export interface WatchOptions {
  /** Called with the thread whenever its status or messages changed since the last call. */
  onUpdate(conversation: ConversationRead): void;
  /** Called with a failed read (the watch goes on, backing off). */
  onError?(error: unknown): void;
  /** First and shortest interval; default 3,000 ms. */
  intervalMs?: number;
  /** The interval grows (doubling) while nothing changes, up to this; default 30,000 ms. */
  maxIntervalMs?: number;
}

/** A running watch. @public */
export interface Watcher {
  /** Stops polling. */
  stop(): void;
}

/**
 * Waits for agent replies: polls the visitor's thread (`client.getConversation`) and calls `onUpdate` when its
 * status or messages change. The interval doubles while nothing changes, resets on a change, waits at least what a
 * 429 asks, and pauses while the page is hidden. A function of its own, so bundles that never poll leave it out.
 * @public
 */
export function watchConversation(
  client: { getConversation(options?: EngageCallOptions): Promise<ConversationRead | undefined> },
  options: WatchOptions,
): Watcher {
  const read = (signal: AbortSignal): Promise<ConversationRead | undefined> => client.getConversation({ signal });
  const base = options.intervalMs ?? 3000;
  const max = Math.max(base, options.maxIntervalMs ?? 30_000);
  const doc = (globalThis as { document?: Document }).document;
  const hidden = (): boolean => doc?.visibilityState === 'hidden';
  let delay = base;
  let last: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let stopped = false;

  const schedule = (ms: number): void => {
    clearTimeout(timer);
    // A hidden page does not poll: the site's rate limit is shared by every visitor, and nobody is looking.
    if (!stopped && !hidden()) timer = setTimeout(() => void poll(), ms);
  };
  const poll = async (): Promise<void> => {
    if (stopped || inFlight || hidden()) return;
    const controller = (inFlight = new AbortController());
    try {
      const thread = await read(controller.signal);
      const seen = thread && JSON.stringify([thread.status, thread.messages]);
      if (thread && seen !== last) {
        last = seen;
        delay = base;
        options.onUpdate(thread);
      } else delay = Math.min(max, delay * 2);
    } catch (error) {
      if (stopped) return;
      // Wait at least what a refusal asks (a 429's Retry-After) before the next poll.
      const asked = (isSvcError(error) && error.retryAfterMs) || 0;
      delay = Math.max(asked, Math.min(max, delay * 2));
      options.onError?.(error);
    } finally {
      inFlight = undefined;
    }
    schedule(delay);
  };
  const onVisibility = (): void => {
    if (hidden()) clearTimeout(timer);
    else {
      delay = base;
      schedule(0);
    }
  };
  doc?.addEventListener('visibilitychange', onVisibility);
  schedule(0);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      inFlight?.abort();
      doc?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
