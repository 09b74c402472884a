// The request journal: the last N requests in a ring buffer, in memory only (never persisted), for the console.

/**
 * What the journal keeps of one request: a summary always, headers and bodies as references read on demand.
 * @internal
 */
export interface JournalEntry {
  /** Grows by one per request: the journal's cursor. */
  seq: number;
  /** The request id (X-Request-Id). */
  id: string;
  /** When the request arrived, ms since the epoch (the service clock). */
  at: number;
  /** The HTTP method. */
  method: string;
  /** The path, without the query. */
  path: string;
  /** The query string without `?`, or '' */
  query: string;
  /** The operation of the contract that answered. */
  operationId: string;
  /** The response status. */
  status: number;
  /** How long the answer took, in milliseconds. */
  durationMs: number;
  /** The credential's family by its prefix (`sk_test`, `pk_live`, `ptk`, `adm`...), or null without one. */
  keyFamily: string | null;
  /** A call of the test console itself (its files, its journal and feed reads, calls marked `X-Svc-Console: 1`). */
  readonly fromConsole: boolean;
  /** The error body's message for a 4xx or 5xx, or null. */
  reason: string | null;
  /** The error body's code for a 4xx or 5xx, or null. */
  readonly code: string | null;
  /** The request properties a refusal named (the error body's `fields`), or null. */
  readonly fields: readonly string[] | null;
  /** The injected fault that caused (or delayed) the answer, or null. */
  readonly fault: { readonly id: string; readonly kind: string } | null;
  /** Read only when the console asks; redacted then. */
  requestHeaders: KeptHeaders | undefined;
  /** The request body as the route read it, at most JOURNAL_BODY_CHARS characters; undefined when none was read. */
  requestBody: string | undefined;
  /** The response's headers as sent (read on demand), or undefined for bulk answers. */
  readonly responseHeaders: KeptHeaders | undefined;
  /** The JSON value the route answered with, by reference (serialised, redacted and cut only when asked for). */
  responseBody: unknown;
  /** True when the body was not kept (bulk answers: state export, CSV, sdk.js, the OpenAPI document, the journal). */
  bodyOmitted: boolean;
}

/**
 * Headers as the journal keeps them, whichever form costs nothing to keep: a Web `Headers`, a plain record by
 * lower-case name, or a flat name/value list as Node received it (`IncomingMessage.rawHeaders`).
 * @internal
 */
export type KeptHeaders = Headers | Readonly<Record<string, string>> | readonly string[];

export const DEFAULT_JOURNAL_SIZE = 1000;
export const MAX_JOURNAL_SIZE = 100_000;
/** A journalled body is cut to this many characters. */
export const JOURNAL_BODY_CHARS = 16_384;

/**
 * The last requests, for the console, a port: the HTTP layer records each answered request, the admin API lists,
 * reads and clears them. Never persisted. `MemoryRequestJournal` is the default.
 * @internal
 */
export interface RequestJournal {
  /** How many requests it keeps at most (0 keeps none), as reported by the admin API. */
  readonly size: number;
  /** False when it keeps nothing: the HTTP layer then builds no entries at all. */
  readonly enabled: boolean;
  /** How many entries are held. */
  readonly count: number;
  /** How many held entries are the test console's own calls (so the console can leave them out of its count). */
  readonly consoleCount: number;
  /** The sequence number the next entry gets: the journal's cursor, growing by one per request. */
  nextSeq(): number;
  /** Keeps one request, dropping the oldest when full. */
  record(entry: JournalEntry): void;
  /** The held entries, newest first. */
  newestFirst(): Iterable<JournalEntry>;
  /** One request by id, while it is held. */
  get(id: string): JournalEntry | undefined;
  /** Forgets every request. */
  clear(): void;
}

/**
 * A fixed-size ring in memory, the default `RequestJournal`: recording is O(1) and never allocates beyond the entry
 * itself.
 * @internal
 */
export class MemoryRequestJournal implements RequestJournal {
  private readonly ring: Array<JournalEntry | undefined>;
  private next = 0;
  private seq = 0;
  private own = 0;

  constructor(
    /** How many requests it keeps (0 keeps none). */
    readonly size: number = DEFAULT_JOURNAL_SIZE,
  ) {
    if (!Number.isInteger(size) || size < 0 || size > MAX_JOURNAL_SIZE) {
      throw new Error(`journalSize must be an integer from 0 to ${MAX_JOURNAL_SIZE}, got ${String(size)}`);
    }
    // Grown as requests come, up to `size`: a server holding many worlds pays for the entries it has, not for slots.
    this.ring = [];
  }

  /** False when the journal keeps nothing (size 0). */
  get enabled(): boolean {
    return this.size > 0;
  }

  /** The sequence number the next entry gets. */
  nextSeq(): number {
    return ++this.seq;
  }

  /** Keeps one request, dropping the oldest when full. */
  record(entry: JournalEntry): void {
    if (this.size === 0) return;
    if (this.ring[this.next]?.fromConsole) this.own--;
    if (entry.fromConsole) this.own++;
    this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.size;
  }

  /** How many entries are held. */
  get count(): number {
    return this.size === 0 ? 0 : this.ring[this.next] === undefined ? this.next : this.size;
  }

  /** How many held entries are the test console's own calls. */
  get consoleCount(): number {
    return this.own;
  }

  /** Newest first. */
  *newestFirst(): Generator<JournalEntry> {
    for (let i = 1; i <= this.size; i++) {
      const entry = this.ring[(this.next - i + this.size) % this.size];
      if (entry === undefined) return;
      yield entry;
    }
  }

  /** One request by id, while it is kept. */
  get(id: string): JournalEntry | undefined {
    for (const entry of this.newestFirst()) if (entry.id === id) return entry;
    return undefined;
  }

  /** Forgets every request. */
  clear(): void {
    this.ring.length = 0;
    this.next = 0;
    this.own = 0;
  }
}
