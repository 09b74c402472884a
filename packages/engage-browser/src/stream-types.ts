// The public shapes of a live stream of the visitor's thread: its access, its options, the running stream.
import type { ConversationEvent, ConversationRead } from './types.js';

/**
 * Access to the live events of the visitor's thread, valid until `expiresAt` (`createConversationStream`).
 * `eventsUrl` opens the server-sent events (`new EventSource(eventsUrl)`), `pollUrl` the long-poll fallback; add
 * `&after=<cursor>` to either to resume.
 * @public
 */
export interface StreamAccess {
  /** The thread the access is for. */
  conversationId: string;
  /** The short-lived token the URLs carry. */
  streamToken: string;
  /** When the access ends (ISO 8601); ask for a new one after it. */
  expiresAt: string;
  /** Where the thread stands now. */
  cursor: string;
  /** The server-sent events of the thread. */
  eventsUrl: string;
  /** The long-poll fallback of the same events. */
  pollUrl: string;
}

/** How the events travel: server-sent events by EventSource or by a streamed fetch, or long polls. @public */
export type StreamTransport = 'eventsource' | 'fetch' | 'poll';

/** How streamConversation listens. @public */
export interface StreamOptions {
  /** The thread (status and every message) each time a message arrives or the status changes. */
  onUpdate?(conversation: ConversationRead): void;
  /** Every live event as it arrives: `message`, `status`, and `typing` (an agent typing in the console). */
  onEvent?(event: ConversationEvent): void;
  /** A failed connection or token request; the stream reconnects by itself after a backoff. */
  onError?(error: unknown): void;
  /** Stops the stream, like `stop()`. */
  signal?: AbortSignal;
  /** `start` (default): the thread's history first, then what follows; `now`: only what happens from now on. */
  since?: 'start' | 'now';
  /** First reconnect delay; default 1,000 ms. It doubles (with jitter) per failure in a row. */
  intervalMs?: number;
  /** Longest reconnect delay; default 30,000 ms. */
  maxIntervalMs?: number;
  /** The first transport to try; default `eventsource` where EventSource exists, else `fetch`. */
  transport?: StreamTransport;
  /** The fetch for `fetch` and `poll`; default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** The EventSource constructor; default globalThis.EventSource. */
  EventSource?: new (
    url: string,
  ) => EventSource;
}

/** A running stream of a conversation. @public */
export interface ConversationStream {
  /** Stops the stream and closes its connection. */
  stop(): void;
  /** The transport in use now (it moves to `fetch` and `poll` when the one before cannot deliver). */
  readonly transport: StreamTransport;
}
