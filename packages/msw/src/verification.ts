// What the handlers answered, and verification over it: `svc.requests()`, `svc.expectRequest()`,
// `svc.expectNoRefusals()` and strict mode, read from the reference server's own journal through its test controls
// (the engine `POST /_admin/requests/expect` answers with), so the mocks and the server explain a request alike.
import type { ReferenceServer } from '@svc/reference-server';
import type { OperationId, operations, Schema } from '@svc/spec';
import { operationIds } from '@svc/spec';

/**
 * One request the mock service answered, in the contract's `AdminJournalEntry` shape (the reference server's journal
 * entries have the same): method, path, query, `operationId`, status, the error `code`, `reason` and refused `fields`,
 * whether it was refused as the caller's mistake (`callerMistake`, with the `fix`), the `fault` or scenario that
 * answered it, and the `body` as sent (a JSON object; any other body as `bodyText`), secrets redacted.
 * @public
 */
export type RecordedRequest = Schema<'AdminJournalEntry'>;

/**
 * Which recorded requests `svc.requests(filter)` lists; every property given must match.
 * @public
 */
export interface RequestFilter {
  /** Only requests of this operation. */
  operation?: OperationId | 'unknown';
  /** Only requests answered with this status (`400`) or class (`'4xx'`). */
  status?: number | `${1 | 2 | 3 | 4 | 5}xx`;
  /** Only requests refused as the caller's mistake (true), or only the others (false). */
  callerMistake?: boolean;
}

/**
 * The JSON request body of an operation of the contract, or `unknown` for one without.
 * @public
 */
export type RequestBodyOf<Op extends OperationId> = operations[Op] extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : unknown;

/**
 * A deep partial of a value: every property optional, all the way down (an array still matches element by element,
 * with the same length).
 * @public
 */
export type DeepPartial<T> = T extends readonly (infer E)[]
  ? ReadonlyArray<DeepPartial<E>>
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

/**
 * What a test expects to have been sent (the body of `POST /_admin/requests/expect`).
 * @public
 */
export interface RequestExpectation<Op extends OperationId = OperationId> {
  /** The operation the requests must be of (`createCapture`). */
  operation: Op;
  /** Exactly this many matching requests (`0`: none was sent); omit for one or more. */
  times?: number;
  /**
   * A deep partial of the JSON body each matching request must carry: every property given must be there with the
   * same value; an array matches element by element and must have the same length.
   */
  body?: DeepPartial<RequestBodyOf<Op>>;
}

/**
 * An expectation that holds: how many requests matched, and which (oldest first).
 * @public
 */
export interface ExpectationMet {
  /** How many requests matched. */
  matched: number;
  /** The matching requests, oldest first. */
  requests: RecordedRequest[];
}

/**
 * A request close to an expectation, and how it differs (the contract's `AdminNearMiss`).
 * @public
 */
export type NearMiss = Schema<'AdminNearMiss'>;

/**
 * What `svc.expectRequest()` and `svc.expectNoRefusals()` throw: the message says what was expected and what was
 * sent instead in a few lines (the closest requests, field by field, with the service's reason for a refused one);
 * the same is on the error as data.
 * @public
 */
export class RequestExpectationError extends Error {
  /** How many requests matched the expectation (for `expectNoRefusals`, how many were refused). */
  readonly matched: number;
  /**
   * The closest requests and how each differs from the expectation; for `expectNoRefusals`, every refused request
   * (its difference: `callerMistake`).
   */
  readonly nearMisses: NearMiss[];
  /** @internal */
  constructor(message: string, matched: number, nearMisses: NearMiss[]) {
    super(message);
    this.name = 'RequestExpectationError';
    this.matched = matched;
    this.nearMisses = nearMisses;
  }
}

const OPERATIONS = new Set<string>(operationIds);

/**
 * One turn of the event loop through a message port rather than a timer: fake timers (`vi.useFakeTimers()`,
 * `jest.useFakeTimers()`) replace `setTimeout` and `setImmediate`, never `MessageChannel`, so a verification never
 * hangs under them.
 */
function nextTurn(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
const STATUS_CLASS = /^[1-5]xx$/;

/** Requests in flight through the handlers, so a verification waits for what the code sent without awaiting. */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();
  private readonly remove = (p: Promise<unknown>) => () => void this.pending.delete(p);

  /** Keeps `answer` until it settles; returns it as it is. */
  readonly watch = <T>(answer: Promise<T>): Promise<T> => {
    this.pending.add(answer);
    const done = this.remove(answer);
    answer.then(done, done);
    return answer;
  };

  /** Resolves once every request started so far has its answer. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

function checkExpectation(expectation: RequestExpectation): void {
  if (typeof expectation !== 'object' || expectation === null) {
    throw new TypeError('@svc/msw: expectRequest takes { operation, times?, body? }');
  }
  const unknown = Object.keys(expectation).filter((k) => k !== 'operation' && k !== 'times' && k !== 'body');
  if (unknown.length > 0) {
    throw new TypeError(`@svc/msw: expectRequest: unknown option ${unknown.join(', ')} (it takes operation, times, body)`);
  }
  if (!OPERATIONS.has(expectation.operation)) {
    throw new TypeError(`@svc/msw: expectRequest: ${JSON.stringify(expectation.operation)} is not an operationId of the contract`);
  }
  const { times, body } = expectation;
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw new TypeError('@svc/msw: expectRequest: body must be an object, a deep partial of the JSON body sent');
  }
  if (times !== undefined && (!Number.isInteger(times) || times < 0)) {
    throw new RangeError('@svc/msw: expectRequest: times must be a whole number of at least 0');
  }
}

function passes(filter: RequestFilter, r: RecordedRequest): boolean {
  if (filter.operation !== undefined && r.operationId !== filter.operation) return false;
  if (filter.callerMistake !== undefined && r.callerMistake !== filter.callerMistake) return false;
  const { status } = filter;
  if (status !== undefined) {
    if (typeof status === 'number' ? r.status !== status : Math.floor(r.status / 100) !== Number(status[0])) return false;
  }
  return true;
}

/** The journal as a mock service reads it: from its last reset, and refusals from the last check. */
export interface Verification {
  requests(filter?: RequestFilter): Promise<RecordedRequest[]>;
  expectRequest<Op extends OperationId>(expectation: RequestExpectation<Op>): Promise<ExpectationMet>;
  expectNoRefusals(): Promise<void>;
  /** Starts the journal afresh for `requests()` and `expectRequest()` (what `reset()` does). */
  restart(): void;
  /** Prints a request's refusal the moment it is answered, if it was the caller's mistake (strict mode). */
  report(response: Response): void;
}

export function createVerification(server: ReferenceServer, inFlight: InFlight): Verification {
  const control = server.testControl;
  let since = control.journalMark();
  let checked = since;
  const settle = async () => {
    // A request the code sent without awaiting reaches the handler after msw's own asynchronous steps: one turn of
    // the event loop lets it start, then its answer is waited for.
    await nextTurn();
    await inFlight.settled();
    await server.idle();
  };
  return {
    async requests(filter = {}) {
      if (filter.status !== undefined && typeof filter.status !== 'number' && !STATUS_CLASS.test(filter.status)) {
        throw new TypeError('@svc/msw: requests: status must be a status code (400) or a class (4xx)');
      }
      await settle();
      return control.requests(since).filter((r) => passes(filter, r));
    },
    async expectRequest(expectation) {
      checkExpectation(expectation);
      await settle();
      const verdict = control.verify(expectation as Schema<'AdminRequestExpectation'>, since);
      if (verdict.ok) return { matched: verdict.matched, requests: verdict.requests };
      throw new RequestExpectationError(verdict.message, verdict.matched, verdict.nearMisses);
    },
    async expectNoRefusals() {
      await settle();
      // Each refusal is reported once: the next check (the next test's afterEach) starts after this one.
      const found = control.refusals(checked);
      checked = control.journalMark();
      if (found.message === undefined) return;
      const nearMisses = found.requests.map((request) => ({
        request,
        differences: [{ field: 'callerMistake', expected: 'false', actual: 'true', missing: false }],
      }));
      throw new RequestExpectationError(found.message, found.requests.length, nearMisses);
    },
    restart() {
      since = control.journalMark();
    },
    report(response) {
      const id = response.headers.get('x-request-id');
      const entry = id === null ? undefined : control.request(id);
      if (!entry?.callerMistake) return;
      console.warn(
        `@svc/msw (strict): a request was refused as the caller's mistake:\n${entry.method} ${entry.path}${entry.query ? `?${entry.query}` : ''} (${entry.operationId === 'unknown' ? 'no operation' : entry.operationId}) → ${entry.status} ${entry.code ?? ''} ${JSON.stringify(entry.reason)} [${entry.id}]\n   fix: ${entry.fix}`,
      );
    },
  };
}
