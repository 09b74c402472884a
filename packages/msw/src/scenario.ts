// Scenarios: the failures a customer's code must handle, for one call, N calls, every call, or from the Nth call on.
// They are the reference server's own faults, named as `POST /_admin/faults` and the console name them (`rate_limit`),
// so one vocabulary covers HTTP, the console and the mocks; what only the network can do (`network_error`) happens
// in the msw layer. The camelCase names of earlier versions (`rateLimited`) still work, as deprecated aliases.
import type { FaultKind, Faults } from '@svc/reference-server';
import { faultNeverFires } from '@svc/reference-server';
import type { AdminFaultKind, OperationId } from '@svc/spec';

/**
 * A scenario the service answers itself: one of the fault kinds of `POST /_admin/faults` (`rate_limit`, ...).
 * @public
 */
export type FaultScenarioName = AdminFaultKind;

/**
 * The names of the scenarios, as the reference server's faults and the console name them, plus `network_error`
 * (no answer at all), which only the msw layer can act out.
 * @public
 */
export type CurrentScenarioName = FaultScenarioName | 'network_error';

/**
 * The camelCase names of earlier versions, each an alias of a current name (`rateLimited` is `rate_limit`).
 * @deprecated Use the current names (`rate_limit`, `key_verification_unavailable`, `network_error`, ...): the ones
 * `POST /_admin/faults`, the console and the `Svc-Fault` header use.
 * @public
 */
export type DeprecatedScenarioName =
  | 'rateLimited'
  | 'keyVerificationUnavailable'
  | 'assistantUnavailable'
  | 'agentTakeover'
  | 'siteDisabled'
  | 'moduleDisabled'
  | 'originDenied'
  | 'notificationFailure'
  | 'webhookFailure'
  | 'networkError';

/**
 * Every name `scenario.use` accepts: the current names and the deprecated camelCase aliases.
 * @public
 */
export type ScenarioName = CurrentScenarioName | DeprecatedScenarioName;

/** Each deprecated name and the current name it stands for. */
export const ALIASES: Readonly<Record<DeprecatedScenarioName, CurrentScenarioName>> = {
  rateLimited: 'rate_limit',
  keyVerificationUnavailable: 'key_verification_unavailable',
  assistantUnavailable: 'assistant_unavailable',
  agentTakeover: 'agent_takeover',
  siteDisabled: 'site_disabled',
  moduleDisabled: 'module_disabled',
  originDenied: 'origin_denied',
  notificationFailure: 'notification_failure',
  webhookFailure: 'webhook_failure',
  networkError: 'network_error',
};

/** The fault kind of each deprecated name the server answers (kept for tools written against the old names). */
export const SERVER_KINDS = {
  rateLimited: 'rate_limit',
  keyVerificationUnavailable: 'key_verification_unavailable',
  assistantUnavailable: 'assistant_unavailable',
  agentTakeover: 'agent_takeover',
  siteDisabled: 'site_disabled',
  moduleDisabled: 'module_disabled',
  originDenied: 'origin_denied',
  notificationFailure: 'notification_failure',
  webhookFailure: 'webhook_failure',
} as const satisfies Record<Exclude<DeprecatedScenarioName, 'networkError'>, FaultKind>;

/**
 * Which calls a scenario applies to.
 * @public
 */
export interface ScenarioTarget {
  /** An operationId of the contract (`createCapture`, `sendChatMessage`, ...) or `*` (default) for every operation. */
  operation?: OperationId | '*';
  /** How many calls it applies to (1 for one call); omit for every call until `clear()` or `reset()`. */
  times?: number;
  /**
   * How many calls it lets through untouched first (default 0): `after: 1, times: 1` fails the second call alone,
   * such as the second page of a listing or the first retry.
   */
  after?: number;
}

/**
 * Options of each scenario, by name (a deprecated alias takes its current name's options).
 * @public
 */
export interface ScenarioOptionsMap {
  /** 429 `RATE_LIMITED`, with `Retry-After` and `RateLimit-Reset`. */
  rate_limit: ScenarioTarget & {
    /** RateLimit-Reset and Retry-After of the 429, in seconds (default 60). */
    resetSeconds?: number;
  };
  /** 503 `KEY_VERIFICATION_UNAVAILABLE`: keys cannot be checked for now. */
  key_verification_unavailable: ScenarioTarget & {
    /** When the 503 says to retry, in milliseconds (default 2000); Retry-After carries it in whole seconds, rounded up. */
    retryAfterMs?: number;
  };
  /** 503 `ASSISTANT_UNAVAILABLE` on a chat turn: the message is kept, the answer is not. */
  assistant_unavailable: ScenarioTarget;
  /** A person takes the thread over: chat turns are queued for the agent. */
  agent_takeover: ScenarioTarget;
  /** 403: the site (or its Content) is disabled. */
  site_disabled: ScenarioTarget;
  /** 403 `MODULE_DISABLED`: the module of the operation is off. */
  module_disabled: ScenarioTarget;
  /** 403: the request's origin is not on the allowed list. */
  origin_denied: ScenarioTarget;
  /** The team notification email fails: the submission is stored, the notification is not accepted. */
  notification_failure: ScenarioTarget;
  /** Webhook deliveries fail, and are retried on the service's schedule. */
  webhook_failure: ScenarioTarget;
  /** The answer comes after `latencyMs`. */
  latency: ScenarioTarget & {
    /** Milliseconds before the answer (the server's `latency` fault takes the same `latencyMs`). */
    latencyMs: number;
  };
  /** No response at all: the request fails as a network error. */
  network_error: ScenarioTarget;
  /** @deprecated Use `rate_limit`. */
  rateLimited: ScenarioOptionsMap['rate_limit'];
  /** @deprecated Use `key_verification_unavailable`. */
  keyVerificationUnavailable: ScenarioOptionsMap['key_verification_unavailable'];
  /** @deprecated Use `assistant_unavailable`. */
  assistantUnavailable: ScenarioOptionsMap['assistant_unavailable'];
  /** @deprecated Use `agent_takeover`. */
  agentTakeover: ScenarioOptionsMap['agent_takeover'];
  /** @deprecated Use `site_disabled`. */
  siteDisabled: ScenarioOptionsMap['site_disabled'];
  /** @deprecated Use `module_disabled`. */
  moduleDisabled: ScenarioOptionsMap['module_disabled'];
  /** @deprecated Use `origin_denied`. */
  originDenied: ScenarioOptionsMap['origin_denied'];
  /** @deprecated Use `notification_failure`. */
  notificationFailure: ScenarioOptionsMap['notification_failure'];
  /** @deprecated Use `webhook_failure`. */
  webhookFailure: ScenarioOptionsMap['webhook_failure'];
  /** @deprecated Use `network_error`. */
  networkError: ScenarioOptionsMap['network_error'];
}

/**
 * The options argument of `use(name, ...)`: optional unless the scenario has a required option (`latency`'s `latencyMs`).
 * @public
 */
export type ScenarioArgs<N extends ScenarioName> =
  Partial<ScenarioOptionsMap[N]> extends ScenarioOptionsMap[N] ? [options?: ScenarioOptionsMap[N]] : [options: ScenarioOptionsMap[N]];

/**
 * A scenario in force.
 * @public
 */
export interface ActiveScenario {
  /**
   * Pass to `clear(id)` to end this scenario alone. A scenario the server answers has the id of its fault (`flt_2`),
   * which the `Svc-Fault` header and `svc.requests()` name on every answer it causes.
   */
  id: string;
  /** The scenario's name, as it was put in force (a deprecated alias stays as given). */
  name: ScenarioName;
  /** The operation it applies to, or `*` for every operation. */
  operation: OperationId | '*';
  /** Calls left; null until cleared. */
  remaining: number | null;
  /** For a scenario used with `after`: the calls it still lets through before it acts. */
  waiting?: number;
}

/**
 * Turns scenarios on and off.
 * @public
 */
export interface Scenarios {
  /**
   * Makes the chosen calls fail the way `name` describes. A scenario that can never act on the operation given
   * (`agent_takeover` on `createCapture`) is an error naming the operations it acts on.
   */
  use<N extends CurrentScenarioName>(name: N, ...options: ScenarioArgs<N>): ActiveScenario;
  /**
   * The same, by a camelCase name of earlier versions.
   * @deprecated Use the current name: `rate_limit` for `rateLimited`, `network_error` for `networkError`, ...
   */
  use<N extends DeprecatedScenarioName>(name: N, ...options: ScenarioArgs<N>): ActiveScenario;
  /** The same, for code that passes a name of either kind along. */
  use<N extends ScenarioName>(name: N, ...options: ScenarioArgs<N>): ActiveScenario;
  /** Every scenario still in force. */
  active(): ActiveScenario[];
  /** Ends every scenario (one by id when given). */
  clear(id?: string): void;
}

/** A scenario the msw layer acts out before the server sees the request. */
interface NetworkScenario extends ActiveScenario {
  waitingLeft: number;
}

/** What the request handler asks before passing a request on. */
export interface NetworkEffects {
  /** True when no network scenario is in force: the handler skips working out the operation. */
  readonly idle: boolean;
  /** Whether a network error scenario is in force for `operation`, counting this request (as the server's faults do). */
  consume(operation: OperationId | undefined): { networkError: boolean };
}

/** The options each current scenario takes: a misspelt one (`ms`) is an error, never a scenario that quietly does nothing. */
const FIELDS: Record<CurrentScenarioName, string[]> = {
  rate_limit: ['resetSeconds'],
  key_verification_unavailable: ['retryAfterMs'],
  assistant_unavailable: [],
  agent_takeover: [],
  site_disabled: [],
  module_disabled: [],
  origin_denied: [],
  notification_failure: [],
  webhook_failure: [],
  latency: ['latencyMs'],
  network_error: [],
};

/** The current name of a scenario name, or undefined for a name that is none. */
export function currentName(name: string): CurrentScenarioName | undefined {
  if (Object.hasOwn(FIELDS, name)) return name as CurrentScenarioName;
  return Object.hasOwn(ALIASES, name) ? ALIASES[name as DeprecatedScenarioName] : undefined;
}

function checkTarget(name: string, target: ScenarioTarget): void {
  if (target.times !== undefined && (!Number.isInteger(target.times) || target.times < 1)) {
    throw new RangeError(`@svc/msw: scenario ${name}: times must be a whole number of at least 1`);
  }
  if (target.after !== undefined && (!Number.isInteger(target.after) || target.after < 0)) {
    throw new RangeError(`@svc/msw: scenario ${name}: after must be a whole number of at least 0`);
  }
}

function checkFields(name: string, kind: CurrentScenarioName, options: object): void {
  const known = FIELDS[kind];
  const unknown = Object.keys(options).filter((key) => key !== 'operation' && key !== 'times' && key !== 'after' && !known.includes(key));
  if (unknown.length > 0) {
    throw new TypeError(
      `@svc/msw: scenario ${name}: unknown option ${unknown.join(', ')} (it takes operation, times${known.map((k) => `, ${k}`).join('')}) and after`,
    );
  }
}

type UseOptions = ScenarioTarget & { resetSeconds?: number; retryAfterMs?: number; latencyMs?: number };

/**
 * The scenarios of one mock service: the network ones the handler acts out, and the name and order of every scenario
 * put in force here (an alias stays an alias in `active()`, which lists them in that order).
 */
interface ScenarioBook {
  network: NetworkScenario[];
  /** Network scenarios made so far (their ids count up). */
  made: number;
  names: Map<string, ScenarioName>;
  order: Map<string, number>;
  /** Scenarios put in force so far (the next one's place in `order`). */
  created: number;
}

/** The scenario's current name and operation, once its options are checked; a bad name or option throws. */
function checkedUse(name: ScenarioName, options: UseOptions): { kind: CurrentScenarioName; operation: OperationId | '*' } {
  const kind = currentName(name);
  if (kind === undefined) {
    const all = [...Object.keys(FIELDS)].join(', ');
    throw new TypeError(
      `@svc/msw: unknown scenario ${JSON.stringify(name)} (one of ${all}; the camelCase names of earlier versions still work)`,
    );
  }
  checkTarget(name, options);
  checkFields(name, kind, options);
  if (kind === 'latency') {
    const { latencyMs } = options;
    if (typeof latencyMs !== 'number' || !Number.isFinite(latencyMs) || latencyMs < 0) {
      throw new RangeError('@svc/msw: scenario latency: latencyMs must be a number of at least 0');
    }
  }
  return { kind, operation: options.operation ?? '*' };
}

/** A network scenario, acted out by the handler before the server sees the request. */
function useNetwork(book: ScenarioBook, { name, operation, options }: ScenarioUse): ActiveScenario {
  const scenario: NetworkScenario = {
    id: `msw_${++book.made}`,
    name,
    operation,
    remaining: options.times ?? null,
    waitingLeft: options.after ?? 0,
  };
  book.network.push(scenario);
  book.order.set(scenario.id, book.created++);
  return shownNetwork(scenario);
}

/** One scenario to put in force: its name as given, its operation, its options. */
interface ScenarioUse {
  name: ScenarioName;
  operation: OperationId | '*';
  options: UseOptions;
}

/** A scenario the server answers itself: one of its faults; one that can never act on the operation throws. */
function useFault(
  faults: Faults,
  book: ScenarioBook,
  { name, operation, options, kind }: ScenarioUse & { kind: FaultKind },
): ActiveScenario {
  const never = faultNeverFires(kind, operation);
  if (never) throw new TypeError(`@svc/msw: scenario ${name}: ${never}`);
  const fault = faults.inject({
    operation,
    kind,
    ...(options.times === undefined ? {} : { times: options.times }),
    ...(options.after ? { after: options.after } : {}),
    ...(options.resetSeconds === undefined ? {} : { resetSeconds: options.resetSeconds }),
    ...(options.retryAfterMs === undefined ? {} : { retryAfterMs: options.retryAfterMs }),
    ...(options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs }),
  });
  book.names.set(fault.id, name);
  book.order.set(fault.id, book.created++);
  return {
    id: fault.id,
    name,
    operation,
    remaining: fault.remaining,
    ...(fault.waiting === undefined ? {} : { waiting: fault.waiting }),
  };
}

/** Every scenario in force: the server's faults (by the name each was put in force with), then the network ones. */
function activeScenarios(faults: Faults, book: ScenarioBook): ActiveScenario[] {
  const fromServer = faults.active().map(
    (f): ActiveScenario => ({
      id: f.id,
      name: book.names.get(f.id) ?? (f.kind as CurrentScenarioName),
      operation: f.operation as OperationId | '*',
      remaining: f.remaining,
      ...(f.waiting === undefined ? {} : { waiting: f.waiting }),
    }),
  );
  // Faults injected over HTTP (by the code, through the handlers) come after those put in force here.
  const rank = (s: ActiveScenario) => book.order.get(s.id) ?? Number.MAX_SAFE_INTEGER;
  return [...fromServer, ...book.network.map(shownNetwork)].sort((a, b) => rank(a) - rank(b));
}

/** Whether a network error scenario acts on this request of `operation`, counting it. */
function consumeNetwork(book: ScenarioBook, operation: OperationId | undefined): { networkError: boolean } {
  const scenario = book.network.find((s) => s.operation === '*' || s.operation === operation);
  if (!scenario) return { networkError: false };
  if (scenario.waitingLeft > 0) {
    scenario.waitingLeft--;
    return { networkError: false };
  }
  if (scenario.remaining !== null && --scenario.remaining <= 0) book.network = book.network.filter((s) => s !== scenario);
  return { networkError: true };
}

export function createScenarios(faults: Faults): Scenarios & NetworkEffects {
  const book: ScenarioBook = { network: [], made: 0, names: new Map(), order: new Map(), created: 0 };
  const use = (name: ScenarioName, options: UseOptions = {}): ActiveScenario => {
    const { kind, operation } = checkedUse(name, options);
    if (kind === 'network_error') return useNetwork(book, { name, operation, options });
    return useFault(faults, book, { name, operation, options, kind });
  };
  return {
    use: use as Scenarios['use'],
    active: () => activeScenarios(faults, book),
    clear(id) {
      faults.clear(id);
      if (id === undefined) {
        book.names.clear();
        book.order.clear();
      } else {
        book.names.delete(id);
        book.order.delete(id);
      }
      book.network = id === undefined ? [] : book.network.filter((s) => s.id !== id);
    },
    consume: (operation) => consumeNetwork(book, operation),
    get idle() {
      return book.network.length === 0;
    },
  };
}

function shownNetwork(s: NetworkScenario): ActiveScenario {
  return {
    id: s.id,
    name: s.name,
    operation: s.operation,
    remaining: s.remaining,
    ...(s.waitingLeft > 0 ? { waiting: s.waitingLeft } : {}),
  };
}
