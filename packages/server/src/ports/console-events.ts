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

/**
 * The console's live feed, a port: the HTTP layer publishes each request and asks for what changed after it
 * (`settle`), the admin API's event stream subscribes and replays. `MemoryConsoleEvents` is the default.
 * @internal
 */
export interface ConsoleEvents {
  /** How many subscribers it takes at most; the event stream answers 503 beyond it. */
  readonly maxSubscribers: number;
  /** True while someone subscribes: with nobody listening, nothing is computed for the feed. */
  readonly listening: boolean;
  /**
   * What changed since the last look, as events (set by the admin area, which knows the tables); run by `settle` only
   * while someone listens, so a server nobody watches pays nothing for it.
   */
  probe: ((operationId?: string) => Array<{ type: string; data: unknown }>) | undefined;
  /** Adds a listener; undefined when the subscriber limit is reached. Returns the unsubscribe function. */
  subscribe(listener: ConsoleEventListener): (() => void) | undefined;
  /** Sends an event to every subscriber and keeps it for replay. */
  publish(type: string, data: unknown): void;
  /** Publishes what the probe reports changed after `operationId` answered; a no-op while nobody listens. */
  settle(operationId?: string): void;
  /** Events after `id` still held for replay (a reconnecting console catches up on them). */
  after(id: number): ConsoleEvent[];
}

/** The feed of this process with its last 256 events for replay: the default `ConsoleEvents`. @internal */
export class MemoryConsoleEvents implements ConsoleEvents {
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
