// Live replies: the visitor's thread as server-sent events (EventSource, or a streamed fetch where there is none),
// long polls where events cannot flow, reconnecting with backoff from the last cursor so nothing is missed. Also the
// other calls on the stored thread that only some pages make: the stream token and the rating. Functions of their own
// (not client methods), so a bundle that never uses them leaves them out.

import type { ResponsePromise } from '@svc/core';
import { backoffDelay, CALL_OPTIONS, checkOptions, errorFromResponse, isSvcError, respond, segment, sleep } from '@svc/core';
import type { EngageCallOptions, EngageClient } from './client.js';
import type { ConversationEvent, ConversationRating, ConversationRead, RatingInput } from './types.js';

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

/** The outcome of a rating. @public */
export interface RatingResult {
  /** The stored rating. */
  rating: ConversationRating;
  /** True when this exact rating was already stored. */
  duplicate: boolean;
}

/** The stored thread's token and path segment, or undefined when this visitor has none. */
function storedThread(engage: EngageClient): { token: string; id: string; conversationId: string } | undefined {
  const { token, conversationId } = engage._.visitor.get();
  return token && conversationId ? { token, id: segment(conversationId), conversationId } : undefined;
}

/**
 * A stream token for the stored thread's live events, or undefined when this visitor has none.
 * `streamConversation` calls it; call it yourself only to open the stream another way.
 * @public
 */
export function openStream(engage: EngageClient, options?: EngageCallOptions): ResponsePromise<StreamAccess | undefined> {
  return respond(async (into) => {
    checkOptions(options, CALL_OPTIONS, 'openStream');
    const t = storedThread(engage);
    if (!t) return undefined;
    const path = `/v1/engage/conversations/${t.id}/`;
    const { streamToken, expiresAt, cursor } = await engage._.send<{ streamToken: string; expiresAt: string; cursor: string }>(
      'POST',
      `${path}stream`,
      {
        body: { visitorToken: t.token },
        call: { ...options, idempotent: true },
        into,
      },
    );
    const q = `?streamToken=${encodeURIComponent(streamToken)}`;
    const base = engage._.base;
    return {
      conversationId: t.conversationId,
      streamToken,
      expiresAt,
      cursor,
      eventsUrl: `${base}${path}events${q}`,
      pollUrl: `${base}${path}poll${q}`,
    };
  });
}

/**
 * Rates the stored thread once it is closed (good or bad, optional comment of at most 500 characters); the same
 * rating again is a replay (`duplicate: true`), a different one a 409 `ALREADY_RATED`, an open thread a 409
 * `CONVERSATION_OPEN`. Undefined when this visitor has no thread.
 * @public
 */
export function rateConversation(
  engage: EngageClient,
  input: RatingInput,
  options?: EngageCallOptions,
): ResponsePromise<RatingResult | undefined> {
  return respond(async (into) => {
    checkOptions(options, CALL_OPTIONS, 'rateConversation');
    const t = storedThread(engage);
    if (!t) return undefined;
    const data = await engage._.send<RatingResult>('POST', `/v1/engage/conversations/${t.id}/rating`, {
      body: { ...input, visitorToken: t.token },
      call: { ...options, idempotent: true },
      into,
    });
    return { rating: data.rating, duplicate: data.duplicate === true };
  });
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

/** Without a first byte (or EventSource's open) within this, the stream is taken as buffered: fall back. */
const STALL_MS = 10_000;
/** A stream silent for longer than three heartbeats is dead. */
const SILENCE_MS = 45_000;
/** A token is renewed this long before it expires. */
const RENEW_MS = 30_000;

type Outcome = 'ended' | 'stalled' | 'refused';

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

  /** One EventSource connection, until it errs, stalls or the token is about to expire. */
  const viaEventSource = (a: StreamAccess): Promise<Outcome> =>
    new Promise((resolve) => {
      const source = new ES!(withCursor(a.eventsUrl));
      let open = false;
      const finish = (outcome: Outcome): void => {
        source.close();
        clearTimeout(stall);
        clearTimeout(renew);
        life.signal.removeEventListener('abort', onAbort);
        resolve(outcome);
      };
      const onAbort = (): void => finish('ended');
      const stall = setTimeout(() => finish('stalled'), STALL_MS);
      const renew = setTimeout(() => finish('ended'), Math.max(0, Date.parse(a.expiresAt) - Date.now() - RENEW_MS));
      life.signal.addEventListener('abort', onAbort);
      source.onopen = () => {
        open = true;
        clearTimeout(stall);
        opened();
      };
      // EventSource hides the status of a refused stream: a refusal before open may be an expired token.
      source.onerror = () => finish(open ? 'ended' : 'refused');
      for (const name of ['message', 'status', 'typing'] as const) {
        source.addEventListener(name, (m) =>
          apply({
            event: name,
            ...(m.lastEventId ? { id: m.lastEventId } : {}),
            data: JSON.parse(m.data as string) as unknown,
          } as ConversationEvent),
        );
      }
    });

  /** The same stream read from a fetch: statuses are visible, so refusals are errors with their code. */
  const viaFetch = async (a: StreamAccess): Promise<Outcome> => {
    const controller = new AbortController();
    const abort = (): void => controller.abort();
    life.signal.addEventListener('abort', abort);
    let timer = setTimeout(abort, STALL_MS);
    let got = false;
    try {
      const response = await doFetch(
        new Request(withCursor(a.eventsUrl), { headers: { accept: 'text/event-stream' }, signal: controller.signal }),
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
            apply({
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
      if (life.signal.aborted) return 'ended';
      // Aborted by the stall timer before a byte came: a proxy holds the stream back.
      if (!got && controller.signal.aborted) return 'stalled';
      if (got && controller.signal.aborted) return 'ended';
      throw error;
    } finally {
      clearTimeout(timer);
      life.signal.removeEventListener('abort', abort);
    }
  };

  /** Long polls until the token is about to expire. */
  const viaPoll = async (a: StreamAccess): Promise<Outcome> => {
    const renewAt = Date.parse(a.expiresAt) - RENEW_MS;
    while (!life.signal.aborted && Date.now() < renewAt) {
      const response = await doFetch(new Request(withCursor(a.pollUrl), { signal: life.signal }));
      if (!response.ok) throw errorFromResponse(response, await response.json().catch(() => undefined));
      const batch = (await response.json()) as { events: ConversationEvent[]; cursor: string };
      opened();
      for (const e of batch.events) apply(e);
      cursor = batch.cursor;
    }
    return 'ended';
  };

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
        const outcome = await (transport === 'poll' ? viaPoll : transport === 'fetch' ? viaFetch : viaEventSource)(access);
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
