// A typed fake of the Engage client for component tests: scripted replies, recorded calls, no network.
import type { ChatResponse, ConversationRead, EngageConfig, EngagePort, LiveEvent, StreamWatch } from './engage-port.js';

export const CONFIG: EngageConfig = {
  ok: true,
  name: 'Demo Studio',
  assistantName: 'Ada',
  modules: { chat: true, forms: true, support: true },
  identityMode: 'anonymous',
  branding: { launcherLabel: 'Ask Ada', accent: '#4f46e5', greeting: 'Hello! How can I help?' },
};

export class FakeError extends Error {
  // eslint-disable-next-line max-params -- the tests write a failure as the service's parts, in order: (429, 'RATE_LIMITED', message, 30_000)
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface FakeClient extends EngagePort {
  calls: { method: string; args: unknown[] }[];
  /** Pushes a thread to the active watcher, as a poll that saw a change would. */
  push(thread: ConversationRead): void;
  watching: boolean;
  /** Sends a live event to the active stream (with `stream: true`), as the server-sent events would. */
  live(event: LiveEvent): void;
}

type Reply<T> = T | Error | (() => T | Error | Promise<T>);

/** A scripted reply: its value, or what its function returns; an Error is thrown. */
const answer = async <T>(reply: Reply<T> | undefined, fallback: T): Promise<T> => {
  const value = typeof reply === 'function' ? await (reply as () => T | Error | Promise<T>)() : (reply ?? fallback);
  if (value instanceof Error) throw value;
  return value;
};

export function fakeClient(
  script: {
    config?: Reply<EngageConfig>;
    chat?: Reply<ChatResponse>[];
    conversation?: ConversationRead;
    form?: Reply<{ id: string; duplicate: boolean; successMessage?: string }>[];
    ticket?: Reply<{ ticketId: string; duplicate: boolean }>[];
    visitor?: { token: string | null; conversationId: string | null };
    /** Offer streamConversation (the live events) instead of polling. */
    stream?: boolean;
  } = {},
): FakeClient {
  const streams = new Set<StreamWatch>();
  let visitor = script.visitor ?? { token: null, conversationId: null };
  let onUpdate: ((c: ConversationRead) => void) | undefined;
  const calls: FakeClient['calls'] = [];
  const chats = [...(script.chat ?? [])];
  const forms = [...(script.form ?? [])];
  const tickets = [...(script.ticket ?? [])];
  const client: FakeClient = {
    calls,
    watching: false,
    getConfig: async (...args) => (calls.push({ method: 'getConfig', args }), answer(script.config, CONFIG)),
    async chat(...args) {
      calls.push({ method: 'chat', args });
      const r = await answer(chats.shift(), {
        visitorToken: 'vt_1',
        conversationId: 'conv_1',
        answer: `You said: ${args[0].message}`,
        citations: [],
        escalate: false,
        status: 'ai',
      } as ChatResponse);
      visitor = { token: r.visitorToken, conversationId: r.conversationId };
      return r;
    },
    getConversation: async (...args) => (calls.push({ method: 'getConversation', args }), script.conversation),
    watchConversation(options) {
      calls.push({ method: 'watchConversation', args: [options] });
      onUpdate = options.onUpdate;
      client.watching = true;
      return {
        stop: () => {
          onUpdate = undefined;
          client.watching = false;
        },
      };
    },
    submitForm: async (...args) => (calls.push({ method: 'submitForm', args }), answer(forms.shift(), { id: 'sub_1', duplicate: false })),
    createTicket: async (...args) => (
      calls.push({ method: 'createTicket', args }), answer(tickets.shift(), { ticketId: 'tkt_1', duplicate: false })
    ),
    get visitor() {
      return { ...visitor };
    },
    resetVisitor() {
      calls.push({ method: 'resetVisitor', args: [] });
      visitor = { token: null, conversationId: null };
    },
    push(thread) {
      onUpdate?.(thread);
      for (const w of streams) w.onUpdate?.(thread);
    },
    live(event) {
      for (const w of streams) w.onEvent?.(event);
    },
  };
  if (script.stream) {
    client.streamConversation = (options) => {
      calls.push({ method: 'streamConversation', args: [options] });
      streams.add(options);
      client.watching = true;
      return { stop: () => (streams.delete(options), (client.watching = streams.size > 0)) };
    };
  }
  return client;
}

/** Lets pending promises and Preact's scheduled renders run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The next animation frame: the widget places and shows its host in one. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}
