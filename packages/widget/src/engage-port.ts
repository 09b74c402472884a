// The part of @svc/engage-browser's client the widget uses (client.ts checks the real one fits); tests pass a typed fake.
// Its shapes are the contract's (type-only imports from @svc/types: no bytes in sdk.js).
import type { components, operations } from '@svc/types';

type S = components['schemas'];
type Body<Op extends keyof operations> = operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never;

/** @internal */
export type Citation = S['Citation'];

/** @internal */
export type ConversationStatus = S['ConversationStatus'];

/** Whether people answer chat now; the config is cached, so the switch times decide. @internal */
export type HoursStatus = S['HoursStatus'];

/** The site's widget configuration, as the contract gives it (`success` aside: a failure is thrown). @internal */
export type EngageConfig = Omit<S['EngageConfig'], 'success'>;

/** One chat turn's outcome, as the contract gives it; the widget shows messages by position, not by id. @internal */
export type ChatResponse = Omit<S['ChatResponse'], 'success' | 'messageId'>;

/** A message of the thread; the widget shows messages by position, so the id is not read. @internal */
export type ConversationMessage = Omit<S['ConversationMessage'], 'id'> & { id?: string };

/** @internal */
export type ConversationRead = Omit<S['ConversationRead'], 'success' | 'messages'> & { messages: ConversationMessage[] };

/** A live event of the visitor's thread (what the widget reads of the contract's `ConversationEvent`). @internal */
export type LiveEvent =
  | { event: 'message'; id?: string; data: ConversationMessage }
  | { event: 'status'; id?: string; data: Pick<S['StreamStatus'], 'status'> & Partial<Pick<S['StreamStatus'], 'agentName'>> }
  | { event: 'typing'; id?: string; data: Pick<S['TypingSignal'], 'typing'> & Partial<Omit<S['TypingSignal'], 'typing'>> };

/** @internal */
export interface StreamWatch {
  onUpdate?(conversation: ConversationRead): void;
  onEvent?(event: LiveEvent): void;
  onError?(error: unknown): void;
  since?: 'start' | 'now';
  intervalMs?: number;
  maxIntervalMs?: number;
}

/** @internal */
export interface CallOptions {
  signal?: AbortSignal;
  maxRetries?: number;
  idempotencyKey?: string;
  /** getConfig only: read the service past a fresh cached answer (the reachability check while offline). */
  reload?: boolean;
}

/** @internal */
export interface EngagePort {
  getConfig(opts?: CallOptions): Promise<EngageConfig>;
  chat(body: Omit<Body<'sendChatMessage'>, 'visitorToken'>, opts?: CallOptions): Promise<ChatResponse>;
  getConversation(opts?: CallOptions): Promise<ConversationRead | undefined>;
  /** Polls the thread: test fakes only; the full client streams (streamConversation, long polls included). */
  watchConversation?(options: {
    onUpdate(conversation: ConversationRead): void;
    onError?(error: unknown): void;
    intervalMs?: number;
    maxIntervalMs?: number;
  }): { stop(): void };
  /** The thread's live events (server-sent events, reconnecting with backoff); the full client's, absent in fakes. */
  streamConversation?(options: StreamWatch): { stop(): void };
  submitForm(
    form: string,
    body: Body<'submitManagedForm'>,
    opts?: CallOptions,
  ): Promise<{ id: string; duplicate: boolean; successMessage?: string }>;
  /** `category` defaults to `general` on the service. */
  createTicket(
    body: Omit<Body<'createSupportTicket'>, 'category'> & { category?: string },
    opts?: CallOptions,
  ): Promise<{ ticketId: string; duplicate: boolean }>;
  /** Rates the stored thread once closed (good or bad, optional comment); the same rating again is a replay. */
  rateConversation?(input: Omit<Body<'rateConversation'>, 'visitorToken'>): Promise<{ duplicate: boolean } | undefined>;
  /** Loads what the panel needs (the full client); the launcher only reads the config. */
  load?(): Promise<void>;
  readonly visitor: { token: string | null; conversationId: string | null };
  /** Calls back after every request: true when the service answered (any status), false when it was not reached. */
  onReachable?(listener: (reachable: boolean) => void): void;
  resetVisitor(): void;
}

/** What the widget reads from a failure: every SvcError carries these (status 0 for network failures). */
export interface Failure {
  status: number;
  code: string;
  message: string;
  retryAfterMs: number | undefined;
}

export function failure(error: unknown): Failure {
  const e = (error ?? {}) as Partial<Failure> & { name?: string };
  return {
    status: typeof e.status === 'number' ? e.status : 0,
    code: typeof e.code === 'string' ? e.code : (e.name ?? 'ERROR'),
    message: typeof e.message === 'string' ? e.message : String(error),
    retryAfterMs: typeof e.retryAfterMs === 'number' && e.retryAfterMs >= 0 ? e.retryAfterMs : undefined,
  };
}

/** A failure that never reached the service (offline, DNS, connection refused): status 0 and no service code. */
export function unreachable(error: unknown): boolean {
  const f = failure(error);
  return f.status === 0 && (f.code === 'CONNECTION_FAILED' || f.code === 'TIMEOUT' || f.code === 'TypeError');
}
