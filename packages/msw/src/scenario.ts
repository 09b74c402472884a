// Scenarios: the failures a customer's code must handle, for one call, N calls or every call. Server-side conditions
// are the reference server's own faults; what only the network can do (errors, latency) happens in the msw layer.
import type { Faults, FaultKind } from '@svc/reference-server';
import type { OperationId, Schema } from '@svc/spec';

/**
 * Names of the scenarios, each a failure the service can answer with.
 * @public
 */
export type ScenarioName =
  | 'rateLimited'
  | 'keyVerificationUnavailable'
  | 'assistantUnavailable'
  | 'agentTakeover'
  | 'siteDisabled'
  | 'moduleDisabled'
  | 'originDenied'
  | 'notificationFailure'
  | 'webhookFailure'
  | 'networkError'
  | 'latency';

/**
 * Which calls a scenario applies to.
 * @public
 */
export interface ScenarioTarget {
  /** An operationId of the contract (`createCapture`, `sendChatMessage`, ...) or `*` (default) for every operation. */
  operation?: OperationId | '*';
  /** How many calls it applies to (1 for one call); omit for every call until `clear()` or `reset()`. */
  times?: number;
}

/**
 * Options of each scenario.
 * @public
 */
export interface ScenarioOptionsMap {
  /** 429 `RATE_LIMITED`, with `Retry-After` and `RateLimit-Reset`. */
  rateLimited: ScenarioTarget & {
    /** RateLimit-Reset and Retry-After of the 429, in seconds (default 60). */
    resetSeconds?: number;
  };
  /** 503 `KEY_VERIFICATION_UNAVAILABLE`: keys cannot be checked for now. */
  keyVerificationUnavailable: ScenarioTarget & {
    /** When the 503 says to retry, in milliseconds (default 2000); Retry-After carries it in whole seconds, rounded up. */
    retryAfterMs?: number;
  };
  /** 503 `ASSISTANT_UNAVAILABLE` on a chat turn: the message is kept, the answer is not. */
  assistantUnavailable: ScenarioTarget;
  /** A person takes the thread over: chat turns are queued for the agent. */
  agentTakeover: ScenarioTarget;
  /** 403 `SITE_DISABLED`: the site is disabled. */
  siteDisabled: ScenarioTarget;
  /** 403 `MODULE_DISABLED`: the module of the operation is off. */
  moduleDisabled: ScenarioTarget;
  /** 403 `ORIGIN_NOT_ALLOWED`: the request's origin is not on the allowed list. */
  originDenied: ScenarioTarget;
  /** The team notification email fails: the submission is stored, the notification is not accepted. */
  notificationFailure: ScenarioTarget;
  /** Webhook deliveries fail, and are retried on the service's schedule. */
  webhookFailure: ScenarioTarget;
  /** No response at all: the request fails as a network error. */
  networkError: ScenarioTarget;
  /** The answer comes after `latencyMs`. */
  latency: ScenarioTarget & {
    /** Milliseconds before the answer (the name the server's `latency` fault uses too). */
    latencyMs: number;
  };
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
  /** Pass to `clear(id)` to end this scenario alone. */
  id: string;
  /** The scenario's name. */
  name: ScenarioName;
  /** The operation it applies to, or `*` for every operation. */
  operation: OperationId | '*';
  /** Calls left; null until cleared. */
  remaining: number | null;
}

/**
 * Turns scenarios on and off.
 * @public
 */
export interface Scenarios {
  /** Makes the chosen calls fail the way `name` describes. */
  use<N extends ScenarioName>(name: N, ...options: ScenarioArgs<N>): ActiveScenario;
  /** Every scenario still in force. */
  active(): ActiveScenario[];
  /** Ends every scenario (one by id when given). */
  clear(id?: string): void;
}

type ServerKind = Schema<'AdminFaultInput'>['kind'] & FaultKind;

/** Scenarios the server answers itself, by fault kind of the contract. */
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
} as const satisfies Record<Exclude<ScenarioName, 'networkError' | 'latency'>, ServerKind>;

type ServerScenario = keyof typeof SERVER_KINDS;

/** A scenario the msw layer acts out before the server sees the request. */
interface NetworkScenario extends ActiveScenario {
  name: 'networkError' | 'latency';
  latencyMs: number;
}

/** What the request handler asks before passing a request on. */
export interface NetworkEffects {
  /** True when no network scenario is in force: the handler skips working out the operation. */
  readonly idle: boolean;
  /**
   * The latency and network error scenarios in force for `operation`, counting this request against their `times`
   * (as the server's faults do with `consume`).
   */
  consume(operation: OperationId | undefined): { latencyMs: number; networkError: boolean };
}

function checkTarget(name: string, target: ScenarioTarget): void {
  if (target.times !== undefined && (!Number.isInteger(target.times) || target.times < 1)) {
    throw new RangeError(`@svc/msw: scenario ${name}: times must be a whole number of at least 1`);
  }
}

/** The options each scenario takes: a misspelt one (`ms`) is an error, never a scenario that quietly does nothing. */
const FIELDS: Record<ScenarioName, string[]> = {
  rateLimited: ['resetSeconds'],
  keyVerificationUnavailable: ['retryAfterMs'],
  assistantUnavailable: [],
  agentTakeover: [],
  siteDisabled: [],
  moduleDisabled: [],
  originDenied: [],
  notificationFailure: [],
  webhookFailure: [],
  networkError: [],
  latency: ['latencyMs'],
};

function checkFields(name: ScenarioName, options: object): void {
  const known = FIELDS[name];
  if (!known) throw new TypeError(`@svc/msw: unknown scenario ${JSON.stringify(name)} (one of ${Object.keys(FIELDS).join(', ')})`);
  const unknown = Object.keys(options).filter((key) => key !== 'operation' && key !== 'times' && !known.includes(key));
  if (unknown.length > 0) {
    throw new TypeError(
      `@svc/msw: scenario ${name}: unknown option ${unknown.join(', ')} (it takes operation, times${known.map((k) => `, ${k}`).join('')})`,
    );
  }
}

export function createScenarios(faults: Faults): Scenarios & NetworkEffects {
  let network: NetworkScenario[] = [];
  let n = 0;
  const kindToName = new Map<string, ServerScenario>(Object.entries(SERVER_KINDS).map(([name, kind]) => [kind, name as ServerScenario]));

  return {
    use(name, ...rest) {
      const options = (rest[0] ?? {}) as ScenarioTarget & { resetSeconds?: number; retryAfterMs?: number; latencyMs?: number };
      checkTarget(name, options);
      checkFields(name, options);
      const operation = options.operation ?? '*';
      if (name === 'networkError' || name === 'latency') {
        const latencyMs = name === 'latency' ? options.latencyMs : 0;
        if (typeof latencyMs !== 'number' || !Number.isFinite(latencyMs) || latencyMs < 0) {
          throw new RangeError('@svc/msw: scenario latency: latencyMs must be a number of at least 0');
        }
        const scenario: NetworkScenario = { id: `msw_${++n}`, name, operation, remaining: options.times ?? null, latencyMs };
        network.push(scenario);
        return { id: scenario.id, name, operation, remaining: scenario.remaining };
      }
      const fault = faults.inject({
        operation,
        kind: SERVER_KINDS[name as ServerScenario],
        ...(options.times === undefined ? {} : { times: options.times }),
        ...(options.resetSeconds === undefined ? {} : { resetSeconds: options.resetSeconds }),
        ...(options.retryAfterMs === undefined ? {} : { retryAfterMs: options.retryAfterMs }),
      });
      return { id: fault.id, name, operation, remaining: fault.remaining };
    },
    active() {
      const fromServer = faults.active().flatMap((f): ActiveScenario[] => {
        const name = kindToName.get(f.kind);
        return name ? [{ id: f.id, name, operation: f.operation as OperationId | '*', remaining: f.remaining }] : [];
      });
      return [...fromServer, ...network.map(({ id, name, operation, remaining }) => ({ id, name, operation, remaining }))];
    },
    clear(id) {
      faults.clear(id);
      network = id === undefined ? [] : network.filter((s) => s.id !== id);
    },
    consume(operation) {
      const consumeOne = (name: NetworkScenario['name']): NetworkScenario | undefined => {
        const scenario = network.find((s) => s.name === name && (s.operation === '*' || s.operation === operation));
        if (scenario && scenario.remaining !== null && --scenario.remaining <= 0) network = network.filter((s) => s !== scenario);
        return scenario;
      };
      return { latencyMs: consumeOne('latency')?.latencyMs ?? 0, networkError: consumeOne('networkError') !== undefined };
    },
    get idle() {
      return network.length === 0;
    },
  };
}
