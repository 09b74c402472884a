// Live signals about conversations, for the visitor's event stream: "the thread changed, look again" (sent after the
// change is durable) and an agent's typing (never stored). In memory: a signal reaches the streams of this process.

/** What a stream of a conversation hears. @public */
export type LiveSignal = { kind: 'changed' } | { kind: 'typing'; typing: boolean; agentName: string | null };

/** A subscriber of a conversation's live signals. @public */
export type LiveListener = (signal: LiveSignal) => void;

/**
 * Tells the open streams of a conversation that it changed, or that an agent types, a port: the visitor's event
 * stream subscribes, the chat and the console publish. In memory (`MemoryLiveSignals`, the default) a signal reaches
 * the streams of this process only; servers sharing a store would put a broadcast behind it.
 * @public
 */
export interface LiveSignals {
  /** Listens to one conversation; returns the function that stops listening. */
  subscribe(conversationId: string, listener: LiveListener): () => void;
  /** Tells every listener of the conversation; returns how many heard it. A listener that throws is skipped. */
  publish(conversationId: string, signal: LiveSignal): number;
  /** How many listeners the conversation has: a stream that ended must leave none behind (what tests check). */
  listening(conversationId: string): number;
}

/** The listeners of this process, by conversation: the default `LiveSignals`. @public */
export class MemoryLiveSignals implements LiveSignals {
  private readonly listeners = new Map<string, Set<LiveListener>>();

  /** Listens to one conversation; returns the function that stops listening. */
  subscribe(conversationId: string, listener: LiveListener): () => void {
    let set = this.listeners.get(conversationId);
    if (!set) this.listeners.set(conversationId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(conversationId) === set) this.listeners.delete(conversationId);
    };
  }

  /** Tells every listener of the conversation; returns how many heard it. A listener that throws is skipped. */
  publish(conversationId: string, signal: LiveSignal): number {
    const set = this.listeners.get(conversationId);
    if (!set) return 0;
    const listeners = [...set];
    for (const listener of listeners) {
      try {
        listener(signal);
      } catch (error) {
        console.error('[svc-reference-server] a live listener failed:', error);
      }
    }
    return listeners.length;
  }

  /** How many listeners the conversation has. */
  listening(conversationId: string): number {
    return this.listeners.get(conversationId)?.size ?? 0;
  }
}
