// createEngageClient: the Engage public endpoints for a web page, with the visitor's thread remembered across visits.

import type { CallOptions, Hooks, RateLimit, Requester, RequestSpec, ResponsePromise, RetryOptions, Seen, SubmitOptions } from '@svc/core';
import { CALL_OPTIONS, CLIENT_OPTIONS, checkBaseUrl, checkOptions, createRequester, isSvcError, respond, segment } from '@svc/core';
import { checkPublishableKey, maxAge } from './config.js';
import type { operations } from './generated/openapi.js';
import type { ChatInput, ChatResponse, ConversationRead, EngageConfig, FormInput, TicketInput } from './types.js';
import { product } from './version.js';
import type { Visitor, VisitorStorage } from './visitor-store.js';
import { visitorStorageKey, visitorStore } from './visitor-store.js';

/**
 * Options of createEngageClient; maxRetries, timeoutMs, deadlineMs, maxRetryAfterMs and backoff are as in `@svc/core`.
 * @public
 */
export interface EngageClientOptions extends Omit<RetryOptions, 'fetch' | 'hooks'> {
  /** The site's publishable key (`pk_...`). Any other key is refused before anything is sent. */
  publishableKey: string;
  /** The service's base URL; a trailing slash makes no difference. */
  baseUrl: string;
  /** Where the visitor token is kept; default localStorage, in memory when storage throws. */
  storage?: VisitorStorage;
  /** The fetch to send with; default globalThis.fetch. */
  fetch?: (request: Request) => Promise<Response>;
  /** Observers of each attempt, given redacted copies (no key, no visitor token). */
  hooks?: Hooks;
  /**
   * Sent on every request; per-call `headers` add to them. In a browser, a header the service's CORS policy does not
   * allow makes the browser refuse the call.
   */
  headers?: Record<string, string>;
}

/** Per-call options: signal, retries, per-attempt timeout and deadline. @public */
export type EngageCallOptions = CallOptions;
/** Per-call options of a submission: the call options and your own idempotency key. @public */
export type EngageSubmitOptions = SubmitOptions;

/** The outcome of a managed form submission. @public */
export interface FormResult {
  /** The submission id. */
  id: string;
  /** True when the key was seen before with the same content: the original submission's id is returned. */
  duplicate: boolean;
  /** The site's message for the visitor, when it has one. */
  successMessage?: string;
}

/** The outcome of a support ticket. @public */
export interface TicketResult {
  /** The ticket id. */
  ticketId: string;
  /** True when the key was seen before with the same content: the original ticket is returned. */
  duplicate: boolean;
}

/** The Engage public endpoints for one site. @public */
export interface EngageClient {
  /** The site's configuration, cached in memory for the response's Cache-Control max-age. */
  getConfig(options?: EngageCallOptions): ResponsePromise<EngageConfig>;
  /** One visitor turn; sends the stored visitor token and stores the returned one. Retried safely (the service dedupes). */
  chat(input: ChatInput, options?: EngageCallOptions): ResponsePromise<ChatResponse>;
  /** The stored thread, or undefined when this visitor has none. */
  getConversation(options?: EngageCallOptions): ResponsePromise<ConversationRead | undefined>;
  /** Stores a managed form submission, with an automatic idempotency key unless you give one. */
  submitForm(form: string, input: FormInput, options?: EngageSubmitOptions): ResponsePromise<FormResult>;
  /** Creates a support ticket, with an automatic idempotency key unless you give one. */
  createTicket(input: TicketInput, options?: EngageSubmitOptions): ResponsePromise<TicketResult>;
  /** A snapshot of the stored visitor token and conversation id. */
  readonly visitor: Visitor;
  /** Forgets the visitor token and conversation, in storage too. */
  resetVisitor(): void;
  /** The RateLimit-* figures of the last response that carried them. */
  readonly rateLimit: RateLimit | undefined;
  /**
   * What `streamConversation`, `openStream` and `rateConversation` need of the client: its requester, visitor store
   * and base URL. Functions of their own, so pages that never use them do not bundle them.
   * @internal
   */
  readonly _: EngageInternals;
}

/** What the stream and watch helpers need of a client: its sender, the stored visitor and the base URL. @internal */
export interface EngageInternals {
  /** Sends a call with the client's key and options. */
  send: Requester;
  /** The stored visitor thread. */
  visitor: { get(): Visitor; set(token: string, conversationId: string): void; clear(): void };
  /** The base URL of the service. */
  base: string;
}

type FormStored = operations['submitManagedForm']['responses'][201]['content']['application/json'] & { duplicate?: boolean };
type TicketStored = operations['createSupportTicket']['responses'][201]['content']['application/json'] & { duplicate?: boolean };

// Each method checks its options bag once: JavaScript callers have no compiler to catch a misspelt option.
const call = (given: SubmitOptions | undefined, method: string, keyed?: boolean): SubmitOptions | undefined => (
  checkOptions(given, keyed ? `${CALL_OPTIONS},idempotencyKey` : CALL_OPTIONS, `engage.${method}`), given
);

/**
 * A client of the Engage public endpoints. Throws a TypeError for anything but a publishable key, before any request.
 * @example
 * ```ts
 * const engage = createEngageClient({ publishableKey: 'pk_live_...', baseUrl: 'https://api.svc.example' });
 * const { answer, escalate } = await engage.chat({ message: 'What are your opening hours?' });
 * ```
 * @public
 */
export function createEngageClient(options: EngageClientOptions): EngageClient {
  const where = 'createEngageClient';
  checkOptions(options, `${CLIENT_OPTIONS},publishableKey,storage`, where, '{ publishableKey, baseUrl }');
  const key = options.publishableKey;
  checkPublishableKey(key);
  checkBaseUrl(options.baseUrl, where);
  const send = createRequester({ ...options, headers: { ...options.headers, 'X-Api-Key': key }, product: product() });
  const visitor = visitorStore(options.storage, visitorStorageKey(key));
  let config: { value: EngageConfig; until: number; seen: Seen } | undefined;

  const getConversation = (given?: EngageCallOptions): ResponsePromise<ConversationRead | undefined> =>
    respond(async (into) => {
      call(given, 'getConversation');
      const { token, conversationId } = visitor.get();
      if (!token || !conversationId) return undefined;
      return send('GET', `/v1/engage/conversations/${segment(conversationId)}`, { query: { visitorToken: token }, call: given, into });
    });
  // Stores something once: every attempt of the call sends one idempotency key (the caller's, else a generated one).
  const store = async <T extends { duplicate?: boolean }>(path: string, spec: RequestSpec): Promise<T & { duplicate: boolean }> => {
    const data = await send<T>('POST', path, { ...spec, call: { ...spec.call, autoIdempotencyKey: true } });
    return { ...data, duplicate: data.duplicate === true };
  };

  return {
    getConfig: (given) =>
      respond(async (into) => {
        call(given, 'getConfig');
        // A cached configuration answers with the response it came from.
        if (config && Date.now() < config.until) return (Object.assign(into, config.seen), config.value);
        let until = 0;
        const value = await send<EngageConfig>('GET', '/v1/engage/config', {
          call: given,
          into,
          seen: (response) => (until = Date.now() + maxAge(response)),
        });
        config = { value, until, seen: into };
        return value;
      }),
    chat: (message, given) =>
      respond(async (into) => {
        call(given, 'chat');
        const { token } = visitor.get();
        try {
          const data = await send<ChatResponse>('POST', '/v1/engage/chat', {
            body: { ...message, ...(token ? { visitorToken: token } : {}) },
            call: { ...given, idempotent: true },
            into,
          });
          visitor.set(data.visitorToken, data.conversationId);
          return data;
        } catch (error) {
          // ASSISTANT_UNAVAILABLE kept the message in a thread: remember it, so a retry and the watcher find it.
          const body = isSvcError(error) ? error.body : undefined;
          if (typeof body === 'object' && body.visitorToken && body.conversationId) visitor.set(body.visitorToken, body.conversationId);
          throw error;
        }
      }),
    getConversation,
    submitForm: (form, values, given) =>
      respond(async (into) => {
        call(given, 'submitForm', true);
        const { id, duplicate, successMessage } = await store<FormStored>(`/v1/engage/forms/${segment(form)}`, {
          body: values,
          call: given,
          into,
        });
        return { id, duplicate, successMessage };
      }),
    createTicket: (ticket, given) =>
      respond(async (into) => {
        call(given, 'createTicket', true);
        const { ticketId, duplicate } = await store<TicketStored>('/v1/engage/support', { body: ticket, call: given, into });
        return { ticketId, duplicate };
      }),
    get visitor() {
      return visitor.get();
    },
    resetVisitor: () => visitor.clear(),
    get rateLimit() {
      return send.rateLimit;
    },
    _: { send, visitor, base: options.baseUrl.replace(/\/+$/, '') },
  };
}
