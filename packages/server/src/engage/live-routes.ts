// The visitor's live view over HTTP: the stream token (POST .../stream), server-sent events (GET .../events) and long
// polls (GET .../poll), built on the cursors and events of live.ts.
import type { components } from '@svc/spec';
import { sha256Hex, timingSafeEqual } from '../crypto.js';
import type { Deps } from '../deps.js';
import type { AppContext } from '../http/env.js';
import { isPlainObject, readJson } from '../http/json.js';
import type { Refusal } from '../http/validation.js';
import { isRefusal, notFound, refuse } from '../http/validation.js';
import { INVALID_KEY, keysTable } from '../keys.js';
import { iso } from '../ports/clock.js';
import { authenticate } from './access-routes.js';
import { moduleDisabled, moduleEnabled, ORIGIN_NOT_ALLOWED, originAllowed, SITE_DISABLED, SITE_NOT_FOUND, siteActive } from './auth.js';
import { applyCors } from './cors-routes.js';
import type { ConversationEvent, StreamGrant } from './live.js';
import {
  cursorOf,
  eventsSince,
  HEARTBEAT_MS,
  INVALID_STREAM_TOKEN_MESSAGE,
  MAX_WAIT_SECONDS,
  parseCursor,
  RETRY_HINT_MS,
  STREAM_RETRY_AFTER_SECONDS,
  STREAM_TOKEN_TTL_MS,
  STREAMS_PER_CONVERSATION,
  STREAMS_PER_SITE,
  sseFrame,
  TOO_MANY_STREAMS_MESSAGE,
  typingEvent,
} from './live.js';
import type { ConversationRecord } from './model.js';
import { conversationsTable, sitesTable } from './model.js';

type S = components['schemas'];

const CONVERSATION_NOT_FOUND = notFound('conversation not found');
const INVALID_STREAM_TOKEN: Refusal = { status: 401, code: 'INVALID_STREAM_TOKEN', message: INVALID_STREAM_TOKEN_MESSAGE };
const TOO_MANY_STREAMS: Refusal = {
  status: 429,
  code: 'TOO_MANY_STREAMS',
  message: TOO_MANY_STREAMS_MESSAGE,
  retryAfterSeconds: STREAM_RETRY_AFTER_SECONDS,
};
const BAD_WAIT: Refusal = {
  status: 400,
  code: 'VALIDATION_FAILED',
  message: `wait must be a whole number of seconds from 0 to ${MAX_WAIT_SECONDS}`,
  fields: ['wait'],
};
const BAD_AFTER: Refusal = {
  status: 400,
  code: 'INVALID_CURSOR',
  message: 'after must be a cursor from an earlier event or poll, such as 3-ai',
  fields: ['after'],
};

export class LiveConversations {
  private readonly grants = new Map<string, StreamGrant>();
  private readonly openPerConversation = new Map<string, number>();
  private readonly openPerSite = new Map<string, number>();

  constructor(private readonly deps: Deps) {}

  /** POST /v1/engage/conversations/:id/stream: the visitor token (in the body) buys a short-lived stream token. */
  async issue(c: AppContext): Promise<Response> {
    const caller = await authenticate(c, this.deps, { module: 'chat' });
    if (isRefusal(caller)) return refuse(c, caller);
    const read = await readJson(c);
    const token = read.ok && isPlainObject(read.value) && typeof read.value.visitorToken === 'string' ? read.value.visitorToken : '';
    const conversation = conversationsTable(this.deps).get(c.req.param('conversationId') ?? '');
    const hash = await sha256Hex(token);
    if (!token || !conversation || conversation.siteId !== caller.site.id || !timingSafeEqual(conversation.visitorTokenHash, hash)) {
      return refuse(c, CONVERSATION_NOT_FOUND);
    }
    const now = this.deps.clock.now();
    for (const [t, g] of this.grants) if (g.expiresAt <= now) this.grants.delete(t);
    const streamToken = `st_${this.deps.ids.secret(32)}`;
    const expiresAt = now + STREAM_TOKEN_TTL_MS;
    this.grants.set(streamToken, { siteId: caller.site.id, keyId: caller.key.id, conversationId: conversation.id, expiresAt });
    c.header('Cache-Control', 'private, no-store');
    const body: S['StreamGrant'] = { success: true, streamToken, expiresAt: iso(expiresAt), cursor: cursorOf(conversation) };
    return c.json(body, 201);
  }

  /** The checks of a stream or poll: token, key, site, module, origin, thread, connection bounds. */
  private admit(c: AppContext): { conversation: ConversationRecord; grant: StreamGrant } | Refusal {
    applyCors(c);
    c.header('Cache-Control', 'private, no-store');
    const deps = this.deps;
    const grant = this.grants.get(c.req.query('streamToken') ?? '');
    const conversationId = c.req.param('conversationId') ?? '';
    if (!grant || grant.expiresAt <= deps.clock.now() || grant.conversationId !== conversationId) {
      return INVALID_STREAM_TOKEN;
    }
    const key = keysTable(deps.store).get(grant.keyId);
    if (!key || key.status !== 'active') return INVALID_KEY.engage;
    const site = sitesTable(deps).get(grant.siteId);
    if (!site) return SITE_NOT_FOUND;
    if (!siteActive(site)) return SITE_DISABLED;
    if (!originAllowed(site, c.req.header('origin'))) return ORIGIN_NOT_ALLOWED;
    if (!moduleEnabled(site, 'chat')) return moduleDisabled('chat');
    const conversation = conversationsTable(deps).get(conversationId);
    if (!conversation || conversation.siteId !== site.id) return CONVERSATION_NOT_FOUND;
    if (
      (this.openPerConversation.get(conversationId) ?? 0) >= STREAMS_PER_CONVERSATION ||
      (this.openPerSite.get(site.id) ?? 0) >= STREAMS_PER_SITE
    ) {
      return TOO_MANY_STREAMS;
    }
    return { conversation, grant };
  }

  /** Counts one open stream or poll; returns the function that uncounts it (safe to call twice). */
  private hold(grant: StreamGrant): () => void {
    const bump = (map: Map<string, number>, key: string, by: number) => {
      const n = (map.get(key) ?? 0) + by;
      if (n <= 0) map.delete(key);
      else map.set(key, n);
    };
    bump(this.openPerConversation, grant.conversationId, 1);
    bump(this.openPerSite, grant.siteId, 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      bump(this.openPerConversation, grant.conversationId, -1);
      bump(this.openPerSite, grant.siteId, -1);
    };
  }

  /** Whether the grant still holds (the token unexpired, the key active): an open stream ends when it does not. */
  private stillGranted(grant: StreamGrant): boolean {
    const key = keysTable(this.deps.store).get(grant.keyId);
    return grant.expiresAt > this.deps.clock.now() && key?.status === 'active';
  }

  /** GET /v1/engage/conversations/:id/events: text/event-stream until the visitor leaves or the token expires. */
  stream(c: AppContext): Response {
    const admitted = this.admit(c);
    if (isRefusal(admitted)) return refuse(c, admitted);
    const { grant } = admitted;
    const deps = this.deps;
    const release = this.hold(grant);
    const resume = c.req.header('last-event-id') ?? c.req.query('after');
    let cursor = parseCursor(resume);
    const encoder = new TextEncoder();
    let stop = (): void => {};
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        let closed = false;
        const write = (text: string): void => {
          if (closed) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        const catchUp = (): void => {
          const now = conversationsTable(deps).get(grant.conversationId);
          if (!now) return stop();
          // One write for a catch-up, so a reader sees a resume's events together.
          const frames = eventsSince(now, cursor).map(sseFrame).join('');
          if (frames) write(frames);
          cursor = parseCursor(cursorOf(now));
        };
        const unsubscribe = deps.live.subscribe(grant.conversationId, (signal) => {
          if (signal.kind === 'typing') write(sseFrame(typingEvent(signal)));
          else catchUp();
        });
        const heartbeat = setInterval(() => {
          if (!this.stillGranted(grant)) return stop();
          write(': ping\n\n');
          catchUp();
        }, HEARTBEAT_MS);
        stop = () => {
          if (closed) return;
          closed = true;
          clearInterval(heartbeat);
          unsubscribe();
          release();
          c.req.raw.signal.removeEventListener('abort', stop);
          try {
            controller.close();
          } catch {
            // Already closed by the reader.
          }
        };
        c.req.raw.signal.addEventListener('abort', stop);
        write(`retry: ${RETRY_HINT_MS}\n: stream of ${grant.conversationId}\n\n`);
        catchUp();
      },
      cancel: () => stop(),
    });
    // No proxy may buffer the stream (X-Accel-Buffering is nginx's switch).
    c.header('X-Accel-Buffering', 'no');
    return c.body(body, 200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
  }

  /** GET /v1/engage/conversations/:id/poll: the same events as JSON, held up to `wait` seconds until one exists. */
  async poll(c: AppContext): Promise<Response> {
    const wait = c.req.query('wait');
    const waitSeconds = wait === undefined ? MAX_WAIT_SECONDS : /^\d{1,2}$/.test(wait) ? Number(wait) : NaN;
    const after = c.req.query('after');
    const from = parseCursor(after);
    if (!(waitSeconds >= 0 && waitSeconds <= MAX_WAIT_SECONDS)) {
      applyCors(c);
      return refuse(c, BAD_WAIT);
    }
    if (after !== undefined && !from) {
      applyCors(c);
      return refuse(c, BAD_AFTER);
    }
    const admitted = this.admit(c);
    if (isRefusal(admitted)) return refuse(c, admitted);
    const { grant } = admitted;
    const deps = this.deps;
    // The cursor moves only as far as the events given: a change not yet given is given by the next poll.
    const answer = (events: ConversationEvent[]): Response => {
      const cursor = events.findLast((e) => e.id !== undefined)?.id ?? after ?? cursorOf(admitted.conversation);
      const body: S['ConversationEventBatch'] = { success: true, events, cursor };
      return c.json(body, 200);
    };
    const first = eventsSince(admitted.conversation, from);
    if (first.length > 0 || waitSeconds === 0) return answer(first);
    const release = this.hold(grant);
    try {
      const events = await new Promise<ConversationEvent[]>((resolve) => {
        const done = (events: ConversationEvent[]): void => {
          clearTimeout(timer);
          unsubscribe();
          c.req.raw.signal.removeEventListener('abort', onAbort);
          resolve(events);
        };
        const onAbort = (): void => done([]);
        const unsubscribe = deps.live.subscribe(grant.conversationId, (signal) => {
          if (signal.kind === 'typing') return done([typingEvent(signal)]);
          const now = conversationsTable(deps).get(grant.conversationId);
          const events = now ? eventsSince(now, from) : [];
          if (events.length > 0) done(events);
        });
        const timer = setTimeout(() => done([]), waitSeconds * 1000);
        c.req.raw.signal.addEventListener('abort', onAbort);
      });
      return answer(events);
    } finally {
      release();
    }
  }
}
