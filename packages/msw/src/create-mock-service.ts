// createMockService: one reference server per call (its own store, clock, faults), exposed as msw handlers.
import { unwrap } from '@svc/core';
import type {
  Clock,
  DemoCredentials,
  Faults,
  Notifier,
  ReferenceServer,
  ReferenceServerOptions,
  StoreCheckpoint,
  StoreSnapshot,
  WebhookSender,
} from '@svc/reference-server';
import {
  AdjustableClock,
  createReferenceServer,
  MemoryFaults,
  OutboxNotifier,
  RandomIds,
  RecordingWebhookSender,
} from '@svc/reference-server';
import type { OperationId, Schema } from '@svc/spec';
import { consoleAccess } from './console-access.js';
import type { ServiceHandler } from './handlers.js';
import { createHandlers, parseBaseUrl } from './handlers.js';
import type { InProcessClient } from './in-process.js';
import { inProcessClient } from './in-process.js';
import type { MockClock } from './mock-clock.js';
import { mockClock } from './mock-clock.js';
import type { Scenarios } from './scenario.js';
import { createScenarios } from './scenario.js';
import type { SeedCheckpoint } from './seed-checkpoint.js';
import { cachedSeed, checkpointAt } from './seed-checkpoint.js';
import type { MockSetup } from './setup.js';
import { createSetup } from './setup.js';
import type { MockState } from './state.js';
import { createState } from './state.js';
import type { ExpectationMet, RecordedRequest, RequestExpectation, RequestFilter } from './verification.js';
import { createVerification, InFlight } from './verification.js';
import { WIDGET_SDK, WIDGET_SDK_FILES } from './widget-sdk.js';

/**
 * The state a mock service starts from (and returns to on `reset()`).
 * @public
 */
export type MockSeed = 'demo' | 'empty' | Schema<'AdminStateSnapshot'>;

/**
 * Options of `createMockService`.
 * @public
 */
export interface MockServiceOptions {
  /** Where your code sends its requests, e.g. `https://api.svc.test`; every request under it is answered. */
  baseUrl: string;
  /** `demo` (default): the demo sites and keys; `empty`; or a snapshot exported from `GET /_admin/state`. */
  seed?: MockSeed;
  /**
   * The service's time. Defaults to real time; pass `new AdjustableClock({ frozen: true })` to stand it still. Move it
   * with `svc.clock.advance(ms)`, which runs what fell due.
   */
  clock?: Clock;
  /**
   * Origins the demo Engage site accepts besides its own (browser pages calling Engage). In a browser the page's
   * origin is added by default.
   */
  origins?: string[];
  /** The loader answered at `GET /v1/engage/sdk.js` (default: the widget's built `sdk.js`, which this package ships). */
  sdkScript?: string;
  /**
   * Prints (`console.warn`) every request the service refuses as the caller's mistake the moment it is answered: what
   * was sent, the service's reason and the fix. For code that swallows errors; `svc.expectNoRefusals()` in
   * `afterEach` fails the test as well. Default false.
   */
  strict?: boolean;
}

/**
 * A mock svc service: msw handlers over one reference server, its state, setup, time, scenarios and reset.
 * @public
 */
export interface MockService {
  /** Request handlers for msw's `setupServer(...handlers)` or `setupWorker(...handlers)`. */
  readonly handlers: ServiceHandler[];
  /** What the service stored and sent, newest first. */
  readonly state: MockState;
  /** Typed helpers that make websites, keys, collections and entries, Form Capture and Engage sites, portal keys. */
  readonly setup: MockSetup;
  /** The service's time: `await svc.clock.advance(ms)` moves it and runs what fell due. */
  readonly clock: MockClock;
  /** Failures to answer with. */
  readonly scenario: Scenarios;
  /**
   * The requests the handlers answered since the mock was made or last `reset()`, oldest first, in the reference
   * server's journal shape (`operationId`, method, path, query, status, error `code`, `reason`, refused `fields`,
   * `callerMistake` and its `fix`, the `fault` or scenario that answered, the `body` as sent (any body that is not a JSON
   * object in `bodyText`), secrets redacted);
   * filtered when `filter` is given. Waits for requests still in flight first. The mock's own state reads and setup
   * are left out, as are requests a `network_error` scenario dropped (the service never saw them).
   */
  requests(filter?: RequestFilter): Promise<RecordedRequest[]>;
  /**
   * Resolves with the matches when the requests since the last `reset()` hold the expectation: `operation`, a deep
   * partial of the `body`, exactly `times` (one or more without it). A request the service refused as the caller's
   * mistake never matches. Otherwise rejects with a `RequestExpectationError` whose message lists the closest
   * requests, field by field, and for refused ones the service's reason and the fix.
   */
  expectRequest<Op extends OperationId>(expectation: RequestExpectation<Op>): Promise<ExpectationMet>;
  /**
   * Rejects with a `RequestExpectationError` listing every request refused as the caller's mistake (validation, a
   * missing or wrong key, an unknown path, method, media type, body size; never a 409, a 429 or an answer a scenario
   * caused) since the mock was made or the last `expectNoRefusals()`, each with the service's reason and the fix.
   * Made for `afterEach(() => svc.expectNoRefusals())`: each refusal fails one test, the one that sent it.
   */
  expectNoRefusals(): Promise<void>;
  /** Credentials of the demo seed (undefined for other seeds). */
  readonly demo: DemoCredentials | undefined;
  /**
   * Runs the jobs that are due at the service's current time (webhook retries, raw IP retention) and waits for the
   * work requests started: for a clock you move yourself (`clock.advance(ms)` on the `AdjustableClock` you passed).
   */
  tick(): Promise<void>;
  /**
   * Back to the seed: data, rate-limit counters, scenarios, outbox and webhook log, and `requests()` starts afresh;
   * keys stay the same, the clock stays where it is. For `afterEach`.
   */
  reset(): Promise<void>;
}

/** The page's origin when running in a browser. */
function pageOrigin(): string | undefined {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return typeof location?.origin === 'string' && location.origin.startsWith('http') ? location.origin : undefined;
}

async function allowOrigins(api: InProcessClient, demo: DemoCredentials, extra: string[]): Promise<void> {
  const headers = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
  const { sites } = await unwrap(api.GET('/api/engage/sites', { headers }));
  const site = sites.find((s) => s.id === demo.engage.siteId);
  const allowedOrigins = [...new Set([...(site?.allowedOrigins ?? []), ...extra])];
  const params = { path: { siteId: demo.engage.siteId } };
  await unwrap(api.PATCH('/api/engage/sites/{siteId}', { params, headers, body: { allowedOrigins } }));
}

function checkSeed(seed: unknown): asserts seed is MockSeed {
  if (
    seed !== 'demo' &&
    seed !== 'empty' &&
    (typeof seed !== 'object' || seed === null || (seed as { format?: unknown }).format !== 'svc-reference-state')
  ) {
    throw new TypeError('@svc/msw: seed must be "demo", "empty" or a snapshot from GET /_admin/state');
  }
}

/** What a mock's reference server is built from: the seed, the ports the mock keeps a hand on, the server's options. */
interface MockParts {
  seed: MockSeed;
  /** The seed when it is a snapshot. */
  snapshot: StoreSnapshot | undefined;
  clock: Clock;
  faults: Faults;
  webhooks: WebhookSender;
  notifier: Notifier;
  /** Origins the demo Engage site accepts besides its own. */
  origins: string[];
  /** Whether ports were given: the seed is then made anew rather than taken from the cache. */
  fresh: boolean;
  serverOptions: ReferenceServerOptions;
}

/** The options checked and the ports made: the mock's own, or those `ports` replaces. */
function mockParts(options: MockServiceOptions, ports: ReferenceServerOptions): MockParts {
  const seed = options.seed ?? 'demo';
  checkSeed(seed);
  const clock = ports.clock ?? options.clock ?? new AdjustableClock();
  const faults = ports.faults ?? new MemoryFaults();
  const webhooks = ports.webhooks ?? new RecordingWebhookSender();
  const notifier = ports.notifier ?? new OutboxNotifier(() => clock.now());
  const serverOptions: ReferenceServerOptions = {
    ids: new RandomIds(() => clock.now()),
    sdkScript: options.sdkScript ?? WIDGET_SDK,
    // A loader given by the caller comes without the widget's panel: its files are the caller's to give.
    sdkFiles: options.sdkScript === undefined ? WIDGET_SDK_FILES : {},
    ...ports,
    clock,
    faults,
    // Webhooks are recorded in the delivery log and never leave the process.
    webhooks,
    notifier,
  };
  return {
    seed,
    snapshot: typeof seed === 'object' ? (seed as StoreSnapshot) : undefined,
    clock,
    faults,
    webhooks,
    notifier,
    origins: [...(options.origins ?? []), ...(pageOrigin() ? [pageOrigin()!] : [])],
    fresh: Object.keys(ports).length > 0,
    serverOptions,
  };
}

/** The `seed` option of a server seeded with the mock's seed. */
function seedOption(parts: MockParts): Pick<ReferenceServerOptions, 'seed'> {
  return parts.seed === 'empty' ? {} : { seed: parts.seed === 'demo' ? 'demo' : parts.snapshot! };
}

/** Seeds a server's store and records the result as a checkpoint. */
async function seedInto(server: ReferenceServer, parts: MockParts): Promise<SeedCheckpoint> {
  const demo = server.demo;
  if (demo && parts.origins.length > 0) await allowOrigins(inProcessClient(server), demo, parts.origins);
  return {
    checkpoint: server.testControl.checkpoint(),
    demo,
    portalKey: demo?.console.portalKey,
    seededAt: parts.clock.now(),
    clockDerived: typeof parts.seed === 'string',
  };
}

/** The mock's reference server, at its starting point (`checkpoint`, which `reset()` returns to). */
async function startMockServer(parts: MockParts): Promise<{ server: ReferenceServer; start: SeedCheckpoint; checkpoint: StoreCheckpoint }> {
  const { seed, snapshot, clock } = parts;
  if (parts.fresh) {
    // A seed made for this mock is its own starting point.
    const server = await createReferenceServer({ ...parts.serverOptions, ...seedOption(parts) });
    const start = await seedInto(server, parts);
    return { server, start, checkpoint: start.checkpoint };
  }
  // The first mock of a seed seeds a scratch server (and the snapshot is checked there, once); every later one, and
  // every reset, puts the checkpoint back.
  const start = await cachedSeed(seed === 'demo' || seed === 'empty' ? seed : snapshot!, parts.origins, async () => {
    // A scratch server of its own: what seeding sends (a capture site's test email) stays out of this mock's outbox.
    const scratch = await createReferenceServer({ clock, ids: new RandomIds(() => clock.now()), ...seedOption(parts) });
    return seedInto(scratch, parts);
  });
  const server = await createReferenceServer(parts.serverOptions);
  // A cached seed is moved to this mock's clock.
  const checkpoint = checkpointAt(start, clock.now(), server.testControl);
  server.testControl.restoreCheckpoint(checkpoint);
  return { server, start, checkpoint };
}

/**
 * A mock service and the reference server inside it. `ports` replaces the mock's own ports and options (the
 * reference server's HTTP suites run through this with their own clock, ids and recorders); with any of them the seed
 * is made anew rather than taken from the cache.
 * @internal
 */
export async function createMockServiceWith(
  options: MockServiceOptions,
  ports: ReferenceServerOptions = {},
): Promise<{ service: MockService; server: ReferenceServer }> {
  const base = parseBaseUrl(options.baseUrl);
  const parts = mockParts(options, ports);
  const { notifier, webhooks } = parts;
  const { server, start, checkpoint } = await startMockServer(parts);

  const scenarios = createScenarios(parts.faults);
  const { use, active, clear } = scenarios;
  const time = mockClock(parts.clock, server);
  const api = inProcessClient(server);
  const access = consoleAccess(api, start.portalKey);
  const inFlight = new InFlight();
  const verification = createVerification(server, inFlight);
  const service: MockService = {
    handlers: createHandlers(server, {
      base,
      network: scenarios,
      observer: { watch: inFlight.watch, refused: options.strict ? verification.report : undefined },
    }),
    state: createState(server, api, access),
    setup: createSetup(api, access),
    clock: { now: time.now, advance: time.advance },
    scenario: { use, active, clear },
    demo: start.demo,
    tick: time.tick,
    requests: verification.requests,
    expectRequest: verification.expectRequest,
    expectNoRefusals: verification.expectNoRefusals,
    async reset() {
      await inFlight.settled();
      await server.idle();
      server.testControl.restoreCheckpoint(checkpoint);
      server.testControl.resetRateLimits();
      scenarios.clear();
      if (notifier instanceof OutboxNotifier) notifier.clear();
      if (webhooks instanceof RecordingWebhookSender) webhooks.received.length = 0;
      access.forget();
      verification.restart();
    },
  };
  return { service, server };
}

/**
 * Creates a mock of the whole svc service: the reference server's core running inside msw handlers.
 * @public
 */
export async function createMockService(options: MockServiceOptions): Promise<MockService> {
  return (await createMockServiceWith(options)).service;
}
