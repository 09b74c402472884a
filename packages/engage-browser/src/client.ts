// createEngageClient: the Engage public endpoints for a web page, with the visitor's thread remembered across visits.
import { SvcError, createSvcClient, unwrap } from '@svc/core';
import type { CallOptions, Hooks, RateLimit, RetryOptions } from '@svc/core';
import type { paths } from '@svc/spec';
import type { Client } from 'openapi-fetch';
import { checkPublishableKey, maxAge } from './config.js';
import type { ChatInput, ChatResponse, ConversationRead, EngageConfig, FormInput, TicketInput } from './types.js';
import type { Visitor, VisitorStorage } from './visitor-store.js';
import { visitorStorageKey, visitorStore } from './visitor-store.js';

/**
 * Options of createEngageClient; retries, timeoutMs, maxRetryAfterSeconds and backoff are as in `@svc/core`.
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
}

/** Per-call options: signal, retries, per-attempt timeout and (forms, support) your own idempotency key. @public */
export type EngageCallOptions = CallOptions;

/** The outcome of a managed form submission. @public */
export interface FormResult {
  id: string;
  /** True when the key was seen before with the same content: the original submission's id is returned. */
  duplicate: boolean;
  successMessage?: string;
}

/** The outcome of a support ticket. @public */
export interface TicketResult {
  ticketId: string;
  duplicate: boolean;
}

/** The Engage public endpoints for one site. @public */
export interface EngageClient {
  /** The site's configuration, cached in memory for the response's Cache-Control max-age. */
  getConfig(options?: EngageCallOptions): Promise<EngageConfig>;
  /** One visitor turn; sends the stored visitor token and stores the returned one. Retried safely (the service dedupes). */
  chat(input: ChatInput, options?: EngageCallOptions): Promise<ChatResponse>;
  /** The stored thread, or undefined when this visitor has none. */
  getConversation(options?: EngageCallOptions): Promise<ConversationRead | undefined>;
  /** Stores a managed form submission, with an automatic idempotency key unless you give one. */
  submitForm(form: string, input: FormInput, options?: EngageCallOptions): Promise<FormResult>;
  /** Creates a support ticket, with an automatic idempotency key unless you give one. */
  createTicket(input: TicketInput, options?: EngageCallOptions): Promise<TicketResult>;
  /** A snapshot of the stored visitor token and conversation id. */
  readonly visitor: Visitor;
  /** Forgets the visitor token and conversation, in storage too. */
  resetVisitor(): void;
  /** The RateLimit-* figures of the last response that carried them. */
  readonly rateLimit: RateLimit | undefined;
  /** The openapi-fetch client over the same retrying fetch. */
  readonly raw: Client<paths>;
}

/**
 * A client of the Engage public endpoints. Throws a TypeError for anything but a publishable key, before any request.
 * @public
 */
export function createEngageClient(options: EngageClientOptions): EngageClient {
  const key = options.publishableKey;
  checkPublishableKey(key);
  const api = createSvcClient<paths>({ ...options, headers: { 'X-Api-Key': key } });
  const raw = api.raw;
  const visitor = visitorStore(options.storage, visitorStorageKey(key));
  let config: { value: EngageConfig; until: number } | undefined;

  const getConversation = async (call?: EngageCallOptions): Promise<ConversationRead | undefined> => {
    const { token, conversationId } = visitor.get();
    if (!token || !conversationId) return undefined;
    return unwrap(
      raw.GET('/v1/engage/conversations/{conversationId}', {
        params: { path: { conversationId }, query: { visitorToken: token } },
        ...api.call(call),
      }),
    );
  };

  return {
    async getConfig(call) {
      if (config && Date.now() < config.until) return config.value;
      const pending = raw.GET('/v1/engage/config', api.call(call));
      const value = await unwrap(pending);
      config = { value, until: Date.now() + maxAge((await pending).response) };
      return value;
    },
    async chat(input, call) {
      const { token } = visitor.get();
      try {
        const data = await unwrap(
          raw.POST('/v1/engage/chat', {
            body: { ...input, ...(token ? { visitorToken: token } : {}) },
            ...api.call({ ...call, idempotent: true }),
          }),
        );
        visitor.set(data.visitorToken, data.conversationId);
        return data;
      } catch (error) {
        // ASSISTANT_UNAVAILABLE kept the message in a thread: remember it, so a retry and the watcher find it.
        const body = error instanceof SvcError ? error.body : undefined;
        if (body?.visitorToken && body.conversationId) visitor.set(body.visitorToken, body.conversationId);
        throw error;
      }
    },
    getConversation,
    async submitForm(form, input, call) {
      const data = await unwrap(
        raw.POST('/v1/engage/forms/{form}', {
          params: { path: { form } },
          body: input,
          ...api.call({ ...call, autoIdempotencyKey: true }),
        }),
      );
      return { id: data.id, duplicate: !!(data as { duplicate?: boolean }).duplicate, successMessage: data.successMessage };
    },
    async createTicket(input, call) {
      const data = await unwrap(
        raw.POST('/v1/engage/support', {
          // The contract marks category required because it has a default; the service applies that default.
          body: input as TicketInput & { category: string },
          ...api.call({ ...call, autoIdempotencyKey: true }),
        }),
      );
      return { ticketId: data.ticketId, duplicate: !!(data as { duplicate?: boolean }).duplicate };
    },
    get visitor() {
      return visitor.get();
    },
    resetVisitor: () => visitor.clear(),
    get rateLimit() {
      return api.rateLimit;
    },
    raw,
  };
}
