// The visitor's live view of a thread: a short-lived stream token (POST .../stream), then server-sent events
// (GET .../events) or, where events cannot flow, long polls (GET .../poll). Both carry the same events: `message`,
// `status`, `typing`. The cursor `<messages seen>-<status seen>` is the SSE event id, so a resume (Last-Event-ID or
// `after`) replays from the stored thread: nothing is missed across reconnects, buffer sizes or server restarts.
import type { components } from '@svc/spec';
import type { LiveSignal } from '../ports/live.js';
import type { ConversationRecord } from './model.js';
import { streamMessage } from './model.js';

type S = components['schemas'];
export type ConversationEvent = S['ConversationEvent'];

/** A stream token opens streams and polls of one conversation for this long. */
export const STREAM_TOKEN_TTL_MS = 15 * 60_000;
/** Streams and pending polls open at once, per conversation and per site. */
export const STREAMS_PER_CONVERSATION = 3;
export const STREAMS_PER_SITE = 200;
export const TOO_MANY_STREAMS_MESSAGE = 'too many open streams for this conversation or site; close one or retry later';
export const STREAM_RETRY_AFTER_SECONDS = 5;
/** A comment line this often keeps proxies from closing an idle stream; the thread is looked at again each time. */
export const HEARTBEAT_MS = 15_000;
/** The reconnection delay the stream suggests to EventSource (`retry:`). */
export const RETRY_HINT_MS = 3_000;
/** How long a long poll may wait, in seconds; the default is the maximum. */
export const MAX_WAIT_SECONDS = 25;
/** A typing event holds for this long unless another one follows. */
export const TYPING_TTL_MS = 6_000;
export const INVALID_STREAM_TOKEN_MESSAGE =
  'stream token is missing, invalid or expired; get a new one with POST /v1/engage/conversations/{conversationId}/stream';

export interface StreamGrant {
  siteId: string;
  keyId: string;
  conversationId: string;
  expiresAt: number;
}

/** Where a visitor is in a thread: how many messages they have and the status they last heard. */
export interface Cursor {
  count: number;
  status: S['ConversationStatus'];
}

export function cursorOf(r: Pick<ConversationRecord, 'messages' | 'status'>): string {
  return `${r.messages.length}-${r.status}`;
}

export function parseCursor(text: string | undefined): Cursor | undefined {
  const m = /^(\d{1,6})-(ai|agent|closed)$/.exec(text ?? '');
  return m ? { count: Number(m[1]), status: m[2] as S['ConversationStatus'] } : undefined;
}

/** The events that take a visitor from `from` to the thread as it is now (none when nothing changed). */
export function eventsSince(r: ConversationRecord, from: Cursor | undefined): ConversationEvent[] {
  const events: ConversationEvent[] = [];
  const start = from ? Math.min(from.count, r.messages.length) : r.messages.length;
  for (let i = start; i < r.messages.length; i++) {
    const last = i === r.messages.length - 1;
    // Each message's id is the cursor after it; the last one also carries the status, as the visitor will hold it.
    const id = `${i + 1}-${last ? r.status : (from?.status ?? r.status)}`;
    events.push({ event: 'message', id, data: streamMessage(r.messages[i]!) });
  }
  if (!from || from.status !== r.status) {
    events.push({ event: 'status', id: cursorOf(r), data: { status: r.status, agentName: r.agentName ?? null } });
  }
  return events;
}

export function typingEvent(signal: Extract<LiveSignal, { kind: 'typing' }>): ConversationEvent {
  return { event: 'typing', data: { typing: signal.typing, agentName: signal.agentName, ttlMs: TYPING_TTL_MS } };
}

/** One event as text/event-stream lines. */
export function sseFrame(e: ConversationEvent): string {
  return `${e.id !== undefined ? `id: ${e.id}\n` : ''}event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;
}
