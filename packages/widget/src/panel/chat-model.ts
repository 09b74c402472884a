// The chat's state machine, apart from the UI: sending turns, restoring and polling the thread, retry countdowns.
import type { limits } from '@svc/types';
import type { ChatResponse, Citation, ConversationRead, ConversationStatus, EngagePort, LiveEvent } from '../engage-port.js';
import { unreachable } from '../engage-port.js';
import { currentPage, warn } from '../env.js';
import type { Emitter } from '../events.js';
import type { VisitorIdentity } from '../store.js';
import { Store } from '../store.js';

/** A chat message's bound, typed by the contract's (`limits.ChatRequest.message.maxLength` of @svc/types). */
export const MAX_MESSAGE: (typeof limits)['ChatRequest']['message']['maxLength'] = 2000;
/** Wait shown when the service gives no retry time with a 429 or 503. */
export const DEFAULT_RETRY_SECONDS = 10;

export interface ChatItem {
  role: 'visitor' | 'assistant' | 'agent';
  content: string;
  citations: Citation[];
  /** The answer points to the support form. */
  escalate?: boolean;
  /** Sent, no reply yet. */
  pending?: boolean;
  /** Kept by the service, but the assistant could not answer it. */
  unanswered?: boolean;
}

export interface ChatError {
  /**
   * `offline`: the turn never reached the service (after two more tries); the notice goes once a request gets through.
   * `identity`: the service refused the visitor's identity (unverified or a wrong hash): a page bug the visitor is
   * told of in their words, the developer in the console.
   */
  kind: 'unavailable' | 'rate-limited' | 'offline' | 'failed' | 'identity';
  message: string;
  /** Epoch ms before which sending stays disabled. */
  until: number | undefined;
}

export interface ChatState {
  items: ChatItem[];
  status: ConversationStatus | undefined;
  /** The last turn waits for a person. */
  queued: boolean;
  pending: boolean;
  error: ChatError | undefined;
  /** Text handed back to the composer after a failure: a new record per failure, so the view sees each one. */
  draft: { text: string } | undefined;
  identityRequired: boolean;
  /** The thread moved from a person back to the assistant while the visitor watched. */
  released: boolean;
  /** Restored history is being put in place: the log stays quiet, so a reload does not read the thread aloud again. */
  restoring: boolean;
  /** The person holding the thread (from the live `status` events), when the console named them. */
  agentName: string | undefined;
  /** The visitor accepted the site's consent notice (remembered in storage from then on: nothing is stored before). */
  consented: boolean;
  /** Outside business hours an escalation opened this ticket instead of waiting for an agent. */
  ticketId: string | undefined;
  /** An agent is typing (a live `typing` event, held for its ttlMs or until their message arrives). */
  agentTyping: boolean;
}

const EMPTY: ChatState = {
  items: [],
  status: undefined,
  queued: false,
  pending: false,
  error: undefined,
  draft: undefined,
  identityRequired: false,
  released: false,
  restoring: false,
  agentName: undefined,
  agentTyping: false,
  ticketId: undefined,
  consented: false,
};

// The answers that pointed to the support form, per thread: the service's thread does not say so, and a reload must
// keep their "Contact support" buttons. One entry for the visitor's current thread, in the page's localStorage.
const ESCALATED = 'svc-escalated';

function escalatedAnswers(conversationId: string | null): string[] {
  try {
    const saved = JSON.parse(globalThis.localStorage.getItem(ESCALATED) ?? 'null') as { id: string; answers: string[] } | null;
    return saved && saved.id === conversationId ? saved.answers : [];
  } catch {
    return [];
  }
}

function rememberEscalation(conversationId: string, answer: string): void {
  try {
    const answers = [...escalatedAnswers(conversationId), answer].slice(-20);
    globalThis.localStorage.setItem(ESCALATED, JSON.stringify({ id: conversationId, answers }));
  } catch {
    // storage that throws (private mode, quota): the button shows until the next reload only
  }
}

// The visitor's acceptance of the site's consent notice, per site key: written when they accept (storing is allowed
// from then on), so a reload does not ask again; reset() forgets it with the thread. Before it nothing is written.
const consentKey = (key: string) => `svc-consent:${key}`;

export function consentRemembered(key: string): boolean {
  try {
    return globalThis.localStorage.getItem(consentKey(key)) !== null;
  } catch {
    return false;
  }
}

export function rememberConsent(key: string, accepted: boolean): void {
  try {
    if (accepted) globalThis.localStorage.setItem(consentKey(key), new Date().toISOString());
    else globalThis.localStorage.removeItem(consentKey(key));
  } catch {
    // storage that throws: the notice shows again after a reload
  }
}

export class ChatModel extends Store<ChatState> {
  // Private fields (#): the panel's minifier shortens their names, unlike TypeScript's `private` properties.
  readonly #client: EngagePort;
  readonly #events: Emitter;
  readonly #now: () => number;
  #watcher: { stop(): void } | undefined;
  #announced = 0;
  #restored: Promise<void> = Promise.resolve();
  #announcedTicket: string | undefined;
  #typingTimer: ReturnType<typeof setTimeout> | undefined;
  #warnedIdentity = false;
  /** Told of each agent message that arrives live (not restored history): the launcher's unread count. */
  onAgentMessage: (() => void) | undefined;

  constructor(client: EngagePort, events: Emitter, now: () => number = Date.now) {
    super(EMPTY);
    this.#client = client;
    this.#events = events;
    this.#now = now;
  }

  protected override changed(): void {
    // Each message is reported once, when it first becomes part of the thread.
    const settled = this.state.items.filter((m) => !m.pending);
    for (const m of settled.slice(this.#announced)) {
      this.#events.emit('message', { role: m.role, content: m.content, conversationId: this.#client.visitor.conversationId });
      if (m.role === 'agent') this.onAgentMessage?.();
    }
    this.#announced = Math.max(this.#announced, settled.length);
    super.changed();
  }

  /** Loads the stored thread after a reload. */
  restore(): Promise<void> {
    return (this.#restored = this.#load());
  }

  async #load(): Promise<void> {
    if (!this.#client.visitor.conversationId) return;
    this.set({ restoring: true });
    try {
      const thread = await this.#client.getConversation();
      if (thread) this.#apply(thread, true);
    } catch (error) {
      this.#report(error);
    }
    // The history is rendered into a quiet log first; only what comes after it is announced.
    await new Promise((resolve) => setTimeout(resolve, 50));
    this.set({ restoring: false });
  }

  /**
   * Listens to the thread so a person's replies, the holder's name and their typing arrive: the live events (server-
   * sent events, long polls where they cannot flow; reconnects back off), after the restored history is in place. A
   * client without them (a test's fake) polls instead.
   */
  watch(): void {
    if (this.#watcher || !this.#client.visitor.conversationId) return;
    const onUpdate = (thread: ConversationRead) => this.#apply(thread, false);
    const onError = (error: unknown) => this.#report(error);
    if (!this.#client.streamConversation) {
      this.#watcher = this.#client.watchConversation?.({ onUpdate, onError, intervalMs: 3000, maxIntervalMs: 30000 });
      return;
    }
    let stopped = false;
    let stream: { stop(): void } | undefined;
    const watcher = { stop: () => ((stopped = true), stream?.stop()) };
    this.#watcher = watcher;
    void this.#restored.then(() => {
      if (stopped) return;
      stream = this.#client.streamConversation?.({
        since: 'start',
        onUpdate,
        onError,
        onEvent: (e) => this.#live(e),
        intervalMs: 1000,
        maxIntervalMs: 30000,
      });
    });
  }

  unwatch(): void {
    this.#watcher?.stop();
    this.#watcher = undefined;
    this.#typed(false);
  }

  #live(e: LiveEvent): void {
    // A person taking over names themselves; a release or a close keeps the name, so their earlier messages stay
    // theirs (the header names them only while they hold the thread).
    if (e.event === 'status') {
      if (e.data.status === 'agent') this.set({ agentName: e.data.agentName ?? undefined });
    } else if (e.event === 'typing') {
      if (e.data.agentName) this.set({ agentName: e.data.agentName });
      this.#typed(e.data.typing, e.data.ttlMs ?? 6000);
    } else if (e.data.role === 'agent') this.#typed(false);
  }

  #typed(typing: boolean, ttlMs = 0): void {
    clearTimeout(this.#typingTimer);
    if (typing) this.#typingTimer = setTimeout(() => this.#typed(false), ttlMs);
    if (this.state.agentTyping !== typing) this.set({ agentTyping: typing });
  }

  reset(): void {
    this.unwatch();
    this.#announced = 0;
    this.state = EMPTY;
    this.changed();
  }

  /** The service's thread is the truth; a turn still on its way stays at the end. */
  #apply(thread: ConversationRead, initial: boolean): void {
    const items: ChatItem[] = thread.messages.map((m) => ({ role: m.role, content: m.content, citations: m.citations ?? [] }));
    // A stream replaying the history from its start: the thread already shown is not taken back.
    if (!initial && items.length < this.state.items.filter((m) => !m.pending).length) return;
    // Keep the escalation buttons of answers already shown, and of those shown before a reload.
    this.state.items.forEach((old, i) => {
      const item = items[i];
      if (old.escalate && item && item.content === old.content) item.escalate = true;
    });
    const escalated = escalatedAnswers(thread.conversationId);
    for (const item of items) if (item.role === 'assistant' && escalated.includes(item.content)) item.escalate = true;
    // A turn on its way whose message the thread already holds (the live stream can be quicker than the turn's own
    // answer) is shown once, from the thread; the composer stays busy until the turn answers.
    const shown = this.state.items.filter((m) => !m.pending).length;
    const pending = this.state.items.filter(
      (m) => m.pending && !items.slice(shown).some((t) => t.role === 'visitor' && t.content === m.content),
    );
    const before = this.state.status;
    if (initial) this.#announced = items.length;
    this.set({
      items: [...items, ...pending],
      status: thread.status,
      queued: thread.status === 'agent' && this.state.queued && items.at(-1)?.role === 'visitor',
      released: !initial && before === 'agent' && thread.status === 'ai' ? true : thread.status === 'ai' && this.state.released,
    });
  }

  canSend(): boolean {
    const e = this.state.error;
    return !this.state.pending && (e?.until === undefined || e.until <= this.#now());
  }

  async send(text: string, identity: VisitorIdentity): Promise<void> {
    const message = text.trim();
    if (message === '' || [...message].length > MAX_MESSAGE || !this.canSend()) return;
    const items = this.state.items;
    const last = items.at(-1);
    // Sending the same text again after ASSISTANT_UNAVAILABLE answers the kept message: no second bubble.
    const again = last?.role === 'visitor' && last.unanswered === true && last.content === message;
    const base = again ? items.slice(0, -1) : items;
    const mine: ChatItem = { role: 'visitor', content: message, citations: [], pending: true };
    this.set({ items: [...base, mine], pending: true, error: undefined, draft: undefined, identityRequired: false, released: false });
    const visitor = identity.email || identity.name || identity.id ? { ...identity } : undefined;
    try {
      const r = await this.#turn({
        message,
        ...(visitor ? { visitor } : {}),
        ...(this.state.consented ? { consent: true as const } : {}),
        ...currentPage(),
      });
      const sent: ChatItem = { role: 'visitor', content: message, citations: [] };
      const answer: ChatItem[] =
        r.answer !== undefined ? [{ role: 'assistant', content: r.answer, citations: r.citations, escalate: r.escalate }] : [];
      this.set({
        items: [...base, sent, ...answer],
        pending: false,
        status: r.status,
        queued: r.queued === true,
        ticketId: r.ticketId ?? this.state.ticketId,
      });
      if (r.ticketId && r.ticketId !== this.#announcedTicket) {
        this.#announcedTicket = r.ticketId;
        this.#events.emit('ticket', { ticketId: r.ticketId, duplicate: false, conversationId: r.conversationId });
      }
      if (r.escalate) {
        if (r.answer !== undefined) rememberEscalation(r.conversationId, r.answer);
        this.#events.emit('escalated', { conversationId: r.conversationId });
      }
      this.watch();
    } catch (error) {
      const f = this.#events.failed(error);
      const wait = f.retryAfterMs ?? DEFAULT_RETRY_SECONDS * 1000;
      if (f.code === 'ASSISTANT_UNAVAILABLE') {
        // The service kept the message: it stays in the thread, and the same text can be sent again.
        this.set({
          items: [...base, { role: 'visitor', content: message, citations: [], unanswered: true }],
          pending: false,
          draft: { text: message },
          error: { kind: 'unavailable', message: f.message, until: this.#now() + wait },
        });
        this.watch();
      } else {
        // 401 IDENTITY_VERIFICATION_REQUIRED or 403 IDENTITY_VERIFICATION_FAILED: the message names the fix, for the
        // developer (once); the visitor reads a text of their own.
        const identity = f.code.startsWith('IDENTITY_VERIFICATION');
        if (identity && !this.#warnedIdentity) {
          this.#warnedIdentity = true;
          warn(`chat refused the visitor's identity (${f.status} ${f.code}): ${f.message}`);
        }
        this.set({
          items: base,
          pending: false,
          draft: { text: message },
          identityRequired: f.code === 'IDENTITY_REQUIRED',
          error:
            f.code === 'IDENTITY_REQUIRED'
              ? undefined
              : identity
                ? { kind: 'identity', message: f.message, until: undefined }
                : unreachable(error)
                  ? { kind: 'offline', message: f.message, until: undefined }
                  : f.status === 429
                    ? { kind: 'rate-limited', message: f.message, until: this.#now() + wait }
                    : { kind: 'failed', message: f.message, until: f.status === 503 ? this.#now() + wait : undefined },
        });
      }
    }
  }

  /**
   * One chat turn. A 429 or 503 is not retried silently: its countdown shows at once and the visitor decides when to
   * send again. A turn that never reached the service is tried twice more (after 1 and 2 s); the service dedupes a
   * turn it did get (chat is idempotent).
   */
  async #turn(body: Parameters<EngagePort['chat']>[0], attempt = 1): Promise<ChatResponse> {
    try {
      return await this.#client.chat(body, { maxRetries: 0 });
    } catch (error) {
      if (attempt > 2 || !unreachable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
      return this.#turn(body, attempt + 1);
    }
  }

  #report(error: unknown): void {
    this.#events.failed(error);
  }
}
