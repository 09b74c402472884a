// A tiny typed event emitter for the public on/off API. Events that tell a state a page mirrors (the widget is up,
// the panel is open, replies are unseen) are told again, at once, to a listener that comes later: a page's script may
// run after the widget's. Occurrences (a message, a ticket, an error, the panel closed) are not replayed.
import type { Failure } from './engage-port.js';
import { failure } from './engage-port.js';

/** Payloads of the widget's events. @public */
export interface WidgetEvents {
  /** The configuration allowed the widget to show: the site and its modules. */
  ready: { name: string; assistantName: string; modules: { chat: boolean; forms: boolean; support: boolean } };
  /** The panel opened, on `view`. */
  open: { view: WidgetView };
  /** The panel closed. */
  close: Record<string, never>;
  /** A message was added to the thread: the visitor's, the assistant's or an agent's. */
  message: { role: 'visitor' | 'assistant' | 'agent'; content: string; conversationId: string | null };
  /** A chat turn asked for a person. */
  escalated: { conversationId: string };
  /** A support ticket was created (or an identical one replayed: `duplicate`). */
  ticket: { ticketId: string; duplicate: boolean; conversationId: string | null };
  /** The count of agent replies the visitor has not seen (the launcher's badge); 0 once the panel opens. */
  unread: { count: number };
  /** A call failed: its status, code and the service's message. */
  error: { status: number; code: string; message: string };
}

/** The panel's views. @public */
export type WidgetView = 'chat' | 'form' | 'support';

type Listener<K extends keyof WidgetEvents> = (payload: WidgetEvents[K]) => void;

export class Emitter {
  private readonly listeners = new Map<keyof WidgetEvents, Set<Listener<never>>>();
  /** The state a late listener is told: `ready` once up, `open` while open, `unread` while the count is not 0. */
  private readonly last = new Map<keyof WidgetEvents, unknown>();

  on<K extends keyof WidgetEvents>(type: K, listener: Listener<K>): () => void {
    let set = this.listeners.get(type);
    if (!set) this.listeners.set(type, (set = new Set()));
    set.add(listener as Listener<never>);
    if (this.last.has(type)) call(listener, this.last.get(type) as WidgetEvents[K]);
    return () => this.off(type, listener);
  }

  off<K extends keyof WidgetEvents>(type: K, listener: Listener<K>): void {
    this.listeners.get(type)?.delete(listener as Listener<never>);
  }

  /** Reports a failure as one `error` event (status, code, message) and returns what the widget reads of it. */
  failed(error: unknown): Failure {
    const f = failure(error);
    this.emit('error', { status: f.status, code: f.code, message: f.message });
    return f;
  }

  emit<K extends keyof WidgetEvents>(type: K, payload: WidgetEvents[K]): void {
    if (type === 'close' || (payload as { count?: number }).count === 0) this.last.delete(type === 'close' ? 'open' : type);
    else if (type === 'ready' || type === 'open' || type === 'unread') this.last.set(type, payload);
    for (const listener of [...(this.listeners.get(type) ?? [])]) call(listener as Listener<K>, payload);
  }
}

function call<K extends keyof WidgetEvents>(listener: Listener<K>, payload: WidgetEvents[K]): void {
  try {
    listener(payload);
  } catch (error) {
    // A page's listener that throws must not break the widget or the other listeners.
    console.error(error);
  }
}
