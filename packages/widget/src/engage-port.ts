// The part of @svc/engage-browser's client the widget uses (client.ts checks the real one fits); tests pass a typed fake.

/** @internal */
export interface Citation {
  slug: string;
  title: string;
  url?: string;
}

/** @internal */
export type ConversationStatus = 'ai' | 'agent' | 'closed';

/** Whether people answer chat now; the config is cached, so the switch times decide. @internal */
export interface HoursStatus {
  open: boolean;
  nextOpenAt: string | null;
  nextCloseAt: string | null;
  timeZone: string;
  awayMessage: string | null;
}

/** @internal */
export interface EngageConfig {
  ok: boolean;
  name: string;
  assistantName: string;
  modules: { chat: boolean; forms: boolean; support: boolean };
  identityMode: 'anonymous' | 'email';
  /** Chat needs `visitor.id` with `visitor.hash`: identify() without hash is a page bug. */
  requireVerifiedIdentity?: boolean;
  branding: { launcherLabel: string; accent: string; greeting: string };
  /** Required fields of each form policy; absent when the site has none. */
  forms?: Record<string, { requiredFields: string[] }>;
  /** Whether the visitor must accept a notice before anything is stored or sent, and its text per language. */
  consent?: { required: boolean; text: Record<string, string> };
  /** Present when the site has business hours. */
  hours?: HoursStatus;
}

/** @internal */
export interface ChatResponse {
  visitorToken: string;
  conversationId: string;
  answer?: string;
  citations: Citation[];
  escalate: boolean;
  status: ConversationStatus;
  queued?: boolean;
  /** Outside business hours: the ticket an escalation opened, and when people are back. */
  ticketId?: string;
  hours?: HoursStatus;
}

/** @internal */
export interface ConversationMessage {
  role: 'visitor' | 'assistant' | 'agent';
  content: string;
  citations: Citation[];
  sentAt: string;
}

/** @internal */
export interface ConversationRead {
  conversationId: string;
  status: ConversationStatus;
  messages: ConversationMessage[];
}

/** A live event of the visitor's thread (what the widget reads of `@svc/engage-browser`'s ConversationEvent). @internal */
export type LiveEvent =
  | { event: 'message'; id?: string; data: ConversationMessage }
  | { event: 'status'; id?: string; data: { status: ConversationStatus; agentName?: string | null } }
  | { event: 'typing'; id?: string; data: { typing: boolean; agentName?: string | null; ttlMs?: number } };

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
  chat(
    body: {
      message: string;
      visitor?: { name?: string; email?: string; id?: string; hash?: string };
      page?: string;
      pageTitle?: string;
      consent?: true;
    },
    opts?: CallOptions,
  ): Promise<ChatResponse>;
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
    body: { fields: Record<string, string>; page?: string },
    opts?: CallOptions,
  ): Promise<{ id: string; duplicate: boolean; successMessage?: string }>;
  createTicket(
    body: {
      name: string;
      email: string;
      message: string;
      phone?: string;
      category?: string;
      subject?: string;
      page?: string;
      conversationId?: string;
    },
    opts?: CallOptions,
  ): Promise<{ ticketId: string; duplicate: boolean }>;
  /** Rates the stored thread once closed (good or bad, optional comment); the same rating again is a replay. */
  rateConversation?(input: { score: 'good' | 'bad'; comment?: string }): Promise<{ duplicate: boolean } | undefined>;
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
