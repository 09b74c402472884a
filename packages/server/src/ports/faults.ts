// Fault injection: tests and the admin API make chosen operations fail for one call, N calls or until cleared.

/** The kinds of fault test control can inject. @public */
export type FaultKind =
  | 'rate_limit'
  | 'key_verification_unavailable'
  | 'assistant_unavailable'
  | 'notification_failure'
  | 'webhook_failure'
  | 'latency'
  | 'site_disabled'
  | 'module_disabled'
  | 'origin_denied'
  | 'agent_takeover';

/** A fault to inject: on which operation, what, and for how many calls. @public */
export interface FaultSpec {
  /** An operationId of openapi.yaml (`createCapture`, `sendChatMessage`, ...), or `*` for every operation. */
  operation: string;
  /** What goes wrong. */
  kind: FaultKind;
  /** How many calls fail; omit for every call until cleared. */
  times?: number;
  /**
   * How many calls that meet the fault pass untouched before it fires (default 0): `after: 1` fails the second call,
   * such as the second page of a listing.
   */
  after?: number;
  /** For `rate_limit`: the RateLimit-Reset and Retry-After to answer with, in seconds. */
  resetSeconds?: number;
  /** For `key_verification_unavailable`: when the 503 says to retry, in ms (default 2000; Retry-After rounds up to seconds). */
  retryAfterMs?: number;
  /** For `latency`: extra milliseconds before the answer. */
  latencyMs?: number;
}

/** A fault in force. @public */
export interface Fault extends FaultSpec {
  /** The fault's id, for clearing it alone. */
  id: string;
  /** Calls left, or null until cleared. */
  remaining: number | null;
  /** For a fault injected with `after`: the calls it still lets through before it fires. */
  waiting?: number;
}

/**
 * The injected faults, a port: what `/_admin/faults` and `@svc/msw` scenarios set, and what the routes and the
 * fault-injecting ports (`FaultInjectingNotifier`, `FaultInjectingWebhookSender`) ask before they act. An interface so
 * a test can hand the server faults it shares with its own scenarios; `MemoryFaults` is the default.
 * @public
 */
export interface Faults {
  /** Puts a fault in force and returns it with its id and calls left. */
  inject(spec: FaultSpec): Fault;
  /**
   * The fault of `kind` in force for `operation` (or for every operation), counting this call against its `times`:
   * a fault injected for N calls is gone after the Nth. A fault still `waiting` (injected with `after`) lets the call
   * through, counting it, and is not returned. Undefined when none fires. Asked on the request path, so it must be
   * cheap when nothing is injected.
   */
  consume(operation: string, kind: FaultKind): Fault | undefined;
  /** Copies of the faults in force, with their calls left (`GET /_admin/faults`, the console's count). */
  active(): Fault[];
  /** Ends one fault, or all of them without `id` (`DELETE /_admin/faults`, a reset). */
  clear(id?: string): void;
}

/** The faults in force, kept in memory: the default `Faults`. @public */
export class MemoryFaults implements Faults {
  private list: Fault[] = [];
  private n = 0;

  /** Puts a fault in force. */
  inject(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: `flt_${++this.n}`, remaining: spec.times ?? null };
    if (spec.after) fault.waiting = spec.after;
    this.list.push(fault);
    return { ...fault };
  }

  /**
   * The fault of `kind` in force for `operation` (or for every operation), counting this call against its `times`:
   * a fault injected for N calls is gone after the Nth. Undefined when none is in force.
   */
  consume(operation: string, kind: FaultKind): Fault | undefined {
    // Asked several times by every request, and almost always with nothing injected.
    if (this.list.length === 0) return undefined;
    const fault = this.list.find((f) => f.kind === kind && (f.operation === operation || f.operation === '*'));
    if (!fault) return undefined;
    if (fault.waiting) {
      fault.waiting--;
      return undefined;
    }
    if (fault.remaining !== null && --fault.remaining <= 0) this.list = this.list.filter((f) => f !== fault);
    return fault;
  }

  /** The faults in force. */
  active(): Fault[] {
    return this.list.map((f) => ({ ...f }));
  }

  /** Ends one fault, or all of them without `id`. */
  clear(id?: string): void {
    this.list = id ? this.list.filter((f) => f.id !== id) : [];
  }
}
