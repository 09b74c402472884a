// Live replies: the visitor's thread as server-sent events (EventSource, or a streamed fetch where there is none),
// long polls where events cannot flow, reconnecting with backoff from the last cursor so nothing is missed: the
// reconnect loop first, then the three transports it runs, one stream access each. A function of its own (not a client
// method), so a bundle that never listens leaves it out.

import { backoffDelay, errorFromResponse, isSvcError, sleep } from '@svc/core';
import type { EngageClient } from './client.js';
import { openStream } from './stored-thread.js';
import type { ConversationStream, StreamAccess, StreamOptions, StreamTransport } from './stream-types.js';
import type { ConversationEvent, ConversationRead } from './types.js';

export type { RatingResult } from './stored-thread.js';
export { openStream, rateConversation } from './stored-thread.js';
export type { ConversationStream, StreamAccess, StreamOptions, StreamTransport } from './stream-types.js';

/**
 * Listens to the visitor's thread: agent and assistant messages, status changes (who holds the thread) and the
 * agent's typing, within a second of the console. Server-sent events by EventSource where it exists, else a streamed
 * fetch; a stream that delivers nothing falls back to long polls. Reconnects back off (doubling, jittered, at least a
 * 429's Retry-After) and resume from the last event's cursor, so no message is lost. Keeps listening while the page
 * is hidden (a stream costs no request from the site's rate limit; a new token every 15 minutes does). It replaces
 * `watchConversation`'s polling wherever events can flow. A function of its own, so bundles that never listen leave
 * it out.
 * @public
 */
export function streamConversation(engage: EngageClient, options: StreamOptions): ConversationStream {
  const base = options.intervalMs ?? 1000;
  const cap = Math.max(base, options.maxIntervalMs ?? 30_000);
  const g = globalThis as { EventSource?: new (url: string) => EventSource };
  const ES = options.EventSource ?? g.EventSource;
  const doFetch = options.fetch ?? ((r: Request) => fetch(r));
  let transport: StreamTransport = options.transport ?? (ES ? 'eventsource' : 'fetch');
  const life = new AbortController();
  const stop = (): void => life.abort();
  options.signal?.addEventListener('abort', stop);
  if (options.signal?.aborted) stop();

  let access: StreamAccess | undefined;
  let cursor: string | undefined;
  let thread: ConversationRead | undefined;
  let pending = false;
  let failures = 0;
  let refusedBeforeOpen = 0;

  const apply = (e: ConversationEvent): void => {
    options.onEvent?.(e);
    if (e.event === 'typing' || !thread) return;
    if (e.event === 'message') {
      if (!thread.messages.some((m) => m.id === e.data.id)) thread.messages.push(e.data);
    } else thread.status = e.data.status;
    cursor = e.id;
    if (pending || !options.onUpdate) return;
    pending = true;
    // One update for a burst (a resume replays many events at once).
    queueMicrotask(() => {
      pending = false;
      if (thread && !life.signal.aborted) options.onUpdate?.({ ...thread, messages: [...thread.messages] });
    });
  };
  const withCursor = (url: string): string => (cursor ? `${url}&after=${encodeURIComponent(cursor)}` : url);
  const opened = (): void => {
    failures = 0;
    refusedBeforeOpen = 0;
  };

  const link: Link = [life.signal, apply, withCursor, opened, (at) => (cursor = at)];

  const run = async (): Promise<void> => {
    while (!life.signal.aborted) {
      try {
        if (!access || Date.parse(access.expiresAt) - RENEW_MS <= Date.now()) {
          access = await openStream(engage, { signal: life.signal });
          if (!access) throw new Error('streamConversation: this visitor has no conversation yet (send a chat turn first)');
          if (!thread) {
            thread = { success: true, conversationId: access.conversationId, status: 'ai', messages: [] };
            cursor = options.since === 'now' ? access.cursor : '0-ai';
          }
        }
        const outcome = await (transport === 'poll'
          ? viaPoll(link, access, doFetch)
          : transport === 'fetch'
            ? viaFetch(link, access, doFetch)
            : viaEventSource(link, access, ES!));
        if (outcome === 'stalled') transport = transport === 'eventsource' ? 'fetch' : 'poll';
        if (outcome === 'refused') {
          access = undefined;
          // Two refusals in a row before a stream opened: let a fetch say why.
          if (++refusedBeforeOpen >= 2) transport = 'fetch';
          await sleep(backoffDelay(++failures, { baseMs: base, capMs: cap }), life.signal);
        }
      } catch (error) {
        if (life.signal.aborted) return;
        options.onError?.(error);
        if (isSvcError(error) && (error.status === 401 || error.code === 'NOT_FOUND')) access = undefined;
        const asked = (isSvcError(error) && error.retryAfterMs) || 0;
        await sleep(Math.max(asked, backoffDelay(++failures, { baseMs: base, capMs: cap })), life.signal).catch(() => undefined);
      }
    }
  };
  void run();
  return {
    stop,
    get transport() {
      return transport;
    },
  };
}

/** Without a first byte (or EventSource's open) within this, the stream is taken as buffered: fall back. */
const STALL_MS = 10_000;
/** A stream silent for longer than three heartbeats is dead. */
const SILENCE_MS = 45_000;
/** A token is renewed this long before it expires. */
const RENEW_MS = 30_000;

/** How a connection ended: by itself or to renew the token, having delivered nothing, or refused before it opened. */
type Outcome = 'ended' | 'stalled' | 'refused';

/**
 * What a transport uses of its stream, in order: the signal that stops it, where each event goes, the URL that resumes
 * after the last event, the call that says a connection delivered (failures in a row count from zero again), and the
 * cursor a long poll moved to.
 */
type Link = [
  signal: AbortSignal,
  deliver: (event: ConversationEvent) => void,
  resume: (url: string) => string,
  opened: () => void,
  moved: (cursor: string) => void,
];

/** One EventSource connection, until it errs, stalls or the token is about to expire. */
const viaEventSource = ([signal, deliver, resume, opened]: Link, a: StreamAccess, ES: new (url: string) => EventSource): Promise<Outcome> =>
  new Promise((resolve) => {
    const source = new ES(resume(a.eventsUrl));
    let open = false;
    const finish = (outcome: Outcome): void => {
      source.close();
      clearTimeout(stall);
      clearTimeout(renew);
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = (): void => finish('ended');
    const stall = setTimeout(() => finish('stalled'), STALL_MS);
    const renew = setTimeout(() => finish('ended'), Math.max(0, Date.parse(a.expiresAt) - Date.now() - RENEW_MS));
    signal.addEventListener('abort', onAbort);
    source.onopen = () => {
      open = true;
      clearTimeout(stall);
      opened();
    };
    // EventSource hides the status of a refused stream: a refusal before open may be an expired token.
    source.onerror = () => finish(open ? 'ended' : 'refused');
    for (const name of ['message', 'status', 'typing'] as const) {
      source.addEventListener(name, (m) =>
        deliver({
          event: name,
          ...(m.lastEventId ? { id: m.lastEventId } : {}),
          data: JSON.parse(m.data as string) as unknown,
        } as ConversationEvent),
      );
    }
  });

/** The same stream read from a fetch: statuses are visible, so refusals are errors with their code. */
const viaFetch = async (
  [signal, deliver, resume, opened]: Link,
  a: StreamAccess,
  doFetch: (request: Request) => Promise<Response>,
): Promise<Outcome> => {
  const controller = new AbortController();
  const abort = (): void => controller.abort();
  signal.addEventListener('abort', abort);
  let timer = setTimeout(abort, STALL_MS);
  let got = false;
  try {
    const response = await doFetch(
      new Request(resume(a.eventsUrl), { headers: { accept: 'text/event-stream' }, signal: controller.signal }),
    );
    if (!response.ok) throw errorFromResponse(response, await response.json().catch(() => undefined));
    if (!/event-stream/.test(response.headers.get('content-type') ?? '') || !response.body) return 'stalled';
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const renewAt = Date.parse(a.expiresAt) - RENEW_MS;
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'ended';
      if (!got) opened();
      got = true;
      clearTimeout(timer);
      timer = setTimeout(abort, SILENCE_MS);
      buffer += value.replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          const colon = line.indexOf(':');
          if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, '');
        }
        if (fields.event && fields.data)
          deliver({
            event: fields.event,
            ...(fields.id ? { id: fields.id } : {}),
            data: JSON.parse(fields.data) as unknown,
          } as ConversationEvent);
      }
      if (Date.now() >= renewAt) {
        void reader.cancel();
        return 'ended';
      }
    }
  } catch (error) {
    if (signal.aborted) return 'ended';
    // Aborted by the stall timer before a byte came: a proxy holds the stream back.
    if (!got && controller.signal.aborted) return 'stalled';
    if (got && controller.signal.aborted) return 'ended';
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
};

/** Long polls until the token is about to expire. */
const viaPoll = async (
  [signal, deliver, resume, opened, moved]: Link,
  a: StreamAccess,
  doFetch: (request: Request) => Promise<Response>,
): Promise<Outcome> => {
  const renewAt = Date.parse(a.expiresAt) - RENEW_MS;
  while (!signal.aborted && Date.now() < renewAt) {
    const response = await doFetch(new Request(resume(a.pollUrl), { signal }));
    if (!response.ok) throw errorFromResponse(response, await response.json().catch(() => undefined));
    const batch = (await response.json()) as { events: ConversationEvent[]; cursor: string };
    opened();
    for (const e of batch.events) deliver(e);
    moved(batch.cursor);
  }
  return 'ended';
};
