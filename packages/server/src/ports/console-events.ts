// The console's live feed: events published after each request (and each scheduled tick) to a bounded set of
// subscribers, with a short replay buffer for a reconnect's Last-Event-ID.

/** One event of the console's live feed. @internal */
export interface ConsoleEvent {
  /** The event id (for `Last-Event-ID`). */
  id: number;
  /** The event type, such as `request` or `capture`. */
  type: string;
  /** JSON text. */
  data: string;
}

/** A subscriber of the console's live feed. @internal */
export type ConsoleEventListener = (event: ConsoleEvent) => void;

export const MAX_CONSOLE_SUBSCRIBERS = 16;
const REPLAY = 256;

/** The console's live feed: published events, its subscribers and a short replay buffer. @internal */
export class ConsoleEvents {
  private readonly listeners = new Set<ConsoleEventListener>();
  private readonly recent: ConsoleEvent[] = [];
  private lastId = 0;
  /**
   * What changed since the last look, as events (set by the admin area, which knows the tables); run only while
   * someone listens, so a server nobody watches pays nothing for it.
   */
  probe: ((operationId?: string) => Array<{ type: string; data: unknown }>) | undefined;

  constructor(
    /** How many subscribers it takes at most. */
    readonly maxSubscribers = MAX_CONSOLE_SUBSCRIBERS,
  ) {}

  /** True while someone subscribes. */
  get listening(): boolean {
    return this.listeners.size > 0;
  }

  /** Adds a listener; undefined when the subscriber limit is reached. Returns the unsubscribe function. */
  subscribe(listener: ConsoleEventListener): (() => void) | undefined {
    if (this.listeners.size >= this.maxSubscribers) return undefined;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Sends an event to every subscriber and keeps it for replay. */
  publish(type: string, data: unknown): void {
    const event: ConsoleEvent = { id: ++this.lastId, type, data: JSON.stringify(data) };
    this.recent.push(event);
    if (this.recent.length > REPLAY) this.recent.shift();
    for (const listener of this.listeners) listener(event);
  }

  /** Publishes what the probe reports changed; a no-op while nobody listens. */
  settle(operationId?: string): void {
    if (!this.listening || !this.probe) return;
    for (const change of this.probe(operationId)) this.publish(change.type, change.data);
  }

  /** Events after `id` still held for replay (a reconnecting console catches up on them). */
  after(id: number): ConsoleEvent[] {
    return this.recent.filter((e) => e.id > id);
  }
}
