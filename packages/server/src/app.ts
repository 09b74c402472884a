// Builds the whole service as one fetch handler (Request → Response) from ports with in-memory defaults.

import { openapiDocument } from '@svc/spec/document';
import { Hono } from 'hono';
import { getPath } from 'hono/utils/url';
import { registerHttpReference } from './admin/http-reference-routes.js';
import { registerAdminRoutes } from './admin/routes.js';
import { assertSnapshot } from './admin/state-check.js';
import { builtInGeo } from './capture/country-table.js';
import { registerCaptureRoutes } from './capture/routes.js';
import { registerEngageConsoleRoutes } from './engage-console/routes.js';
import { contentHeaders } from './content/cors.js';
import { registerContentRoutes } from './content/routes.js';
import type { Deps, ServerOptions } from './deps.js';
import { KnowledgeAssistant } from './engage/knowledge-assistant.js';
import { registerEngageRoutes } from './engage/routes.js';
import { adminGuard } from './http/admin-guard.js';
import { DEFAULT_MAX_BODY_BYTES, requestBodyLimit } from './http/body-limit.js';
import { exposeError } from './http/cors-errors.js';
import { durableMark, settleDurable } from './http/durable.js';
import type { AppEnv } from './http/env.js';
import { op } from './http/env.js';
import { answerWhatNoRouteAnswers } from './http/fallback.js';
import { journalBegin, journalEnd } from './http/journal.js';
import { beginReply, settleHeaders } from './http/reply.js';
import type { KeyVerifier } from './keys.js';
import { StoreKeyVerifier } from './keys.js';
import type { Assistant } from './ports/assistant.js';
import { MemoryBackground } from './ports/background.js';
import type { Clock } from './ports/clock.js';
import { AdjustableClock, iso } from './ports/clock.js';
import { MemoryConsoleEvents } from './ports/console-events.js';
import type { DemoCredentials, SeedDemo } from './ports/demo.js';
import { GroupCommitDurability } from './ports/durability.js';
import { FaultInjectingNotifier, FaultInjectingWebhookSender } from './ports/fault-injection.js';
import type { Faults } from './ports/faults.js';
import { MemoryFaults } from './ports/faults.js';
import type { GeoLookup } from './ports/geo.js';
import type { IdGenerator } from './ports/ids.js';
import { RandomIds, randomBase62 } from './ports/ids.js';
import { DEFAULT_JOURNAL_SIZE, MemoryRequestJournal } from './ports/journal.js';
import { MemoryLiveSignals } from './ports/live.js';
import type { Notifier } from './ports/notifier.js';
import { checkOutboxSize, DEFAULT_OUTBOX_SIZE, OutboxNotifier } from './ports/notifier.js';
import type { Persistence } from './ports/persistence.js';
import type { RateLimiter } from './ports/rate-limiter.js';
import { MemoryRateLimiter } from './ports/rate-limiter.js';
import { MemoryScheduler } from './ports/scheduler.js';
import type { StoreSnapshot } from './ports/store.js';
import { MemoryStore } from './ports/store.js';
import type { WebhookSender } from './ports/webhook-sender.js';
import { FetchWebhookSender } from './ports/webhook-sender.js';
import type { WorldMeta, WorldStorage } from './ports/worlds.js';
import { sendDemoAlerts } from './seed/capture-demo.js';
import { currentDemo, DEFAULT_DEMO_ORIGINS, recallDemo, seedDemo } from './seed/demo.js';
import { parseDemoKeys } from './seed/demo-keys.js';
import type { TestControl } from './test-control.js';
import { createTestControl } from './test-control.js';
import type { WorldInfo, WorldService } from './worlds/registry.js';
import { checkMaxWorlds, checkWorldTtl, DEFAULT_MAX_WORLDS, DEFAULT_WORLD_TTL_MS, Worlds } from './worlds/registry.js';
import { registerWorldRoutes } from './worlds/routes.js';
import { SharedRoutes, WorldRouter } from './worlds/shared-routes.js';

/**
 * Ports and options of a reference server; everything is optional.
 * @public
 */
export interface ReferenceServerOptions extends Partial<ServerOptions> {
  /** The time; default real time. */
  clock?: Clock;
  /** Ids and secrets; default random. */
  ids?: IdGenerator;
  /** The tables; default a new empty store. */
  store?: MemoryStore;
  /** Notification emails; default an `OutboxNotifier`. */
  notifier?: Notifier;
  /** Webhook attempts; default a `FetchWebhookSender`. */
  webhooks?: WebhookSender;
  /** Chat answers; default the `KnowledgeAssistant`. */
  assistant?: Assistant;
  /** Country lookup; default the built-in table. */
  geo?: GeoLookup;
  /** Rate-limit windows; default in memory. */
  limiter?: RateLimiter;
  /**
   * Makes the rate limiter of each world (`POST /_admin/worlds`), one per world; default a `MemoryRateLimiter` of its
   * own, with the service's windows. A load test of worlds passes one without limits, as it does `limiter` for the root.
   */
  worldLimiter?: () => RateLimiter;
  /** Key lookup; default the store's keys. */
  keys?: KeyVerifier;
  /** Injected faults; default none. */
  faults?: Faults;
  /** Keeps state between runs (the CLI's `--data FILE`). Loaded state wins over `seed`. */
  persistence?: Persistence;
  /** `demo` for the demo data, or a state snapshot to start from. */
  seed?: 'demo' | StoreSnapshot;
  /** How many worlds (`POST /_admin/worlds`) the server holds at most (default 1000; 0 turns worlds off). */
  maxWorlds?: number;
  /** How long a world lives without a request, in ms, unless created with its own `ttlMs` (default 1 hour). */
  worldTtlMs?: number;
  /** Keeps worlds across restarts, one file each (the Node adapter's `--data`); default: in memory. */
  worldStorage?: WorldStorage;
}

/**
 * What an adapter knows of the connection a request came on.
 * @public
 */
export interface ConnectionInfo {
  /** The peer's address (the socket's `remoteAddress`); absent when the handler is called in-process. */
  remoteAddress?: string | undefined;
  /**
   * The request's headers as the adapter received them, as a flat name/value list (Node's
   * `IncomingMessage.rawHeaders`). The request journal keeps this list rather than the Request's `Headers`, which on
   * Node hold the whole incoming message; without it the journal keeps the `Headers`.
   */
  rawHeaders?: readonly string[] | undefined;
}

/** A reference server: its fetch handler, its clock jobs and its demo credentials. @public */
export interface ReferenceServer {
  /**
   * The whole service: Web Request in, Web Response out. An adapter passes the connection's address, which
   * per-visitor limits key on; without it, visitors share one bucket unless `trustProxy` names proxies to believe.
   */
  fetch(request: Request, connection?: ConnectionInfo): Promise<Response>;
  /** Runs the jobs the clock says are due (retention, webhook retries). */
  tick(): Promise<void>;
  /** Writes pending state to the persistence port, if any. */
  flush(): Promise<void>;
  /** Resolves when work started by earlier requests (webhook attempts after a chat reply) has finished. */
  idle(): Promise<void>;
  /**
   * Credentials of the demo seed, while the demo is loaded: after `POST /_admin/reset` with `{"seed":"demo"}` they
   * are the current (and the same) keys; after a reset to empty, undefined. The demo's keys are the same on every
   * start, so tests may hard-code them.
   */
  readonly demo: DemoCredentials | undefined;
  /**
   * The worlds this server holds, each a whole service of its own under `/w/<id>` (what `POST /_admin/worlds`
   * creates). A server built in-process, as `@svc/msw` builds one per test process, is itself a world.
   */
  readonly worlds: ServerWorlds;
  /** Ends the worlds' state ports (their files); the root's persistence is the caller's. */
  close(): Promise<void>;
  /**
   * What a test tool needs beyond HTTP: return to a checkpoint of the state, forget rate-limit windows, run the due
   * jobs. `@svc/msw` is built on these.
   */
  readonly testControl: TestControl;
  /** The server's ports and state, for the adapters in this package. @internal */
  readonly deps: Deps;
  /** @internal What each world is built from. */
  worldDeps(): Deps[];
}

/**
 * The worlds of a server, for code that creates them in-process rather than over `POST /_admin/worlds`.
 * @public
 */
export interface ServerWorlds {
  /** Creates a world; its service answers `fetch` requests under `/w/<id>` of the server's own `fetch`. */
  create(input?: { seed?: 'demo' | 'empty'; ttlMs?: number }): Promise<{ info: WorldInfo; demo: DemoCredentials | undefined }>;
  /** The worlds held, the oldest first (expired ones are ended first). */
  list(): WorldInfo[];
  /** Ends a world; false when there was none. */
  end(id: string): Promise<boolean>;
  /** Whether the world exists (and has not expired); does not count as use. */
  has(id: string): boolean;
  /** The demo credentials of a world seeded with the demo, while they hold. */
  demoOf(id: string): DemoCredentials | undefined;
}

/**
 * Creates the reference server: the whole service as one fetch handler (Web Request in, Web Response out), with
 * every port replaceable through `options` and an in-memory default for each.
 * @example
 * ```ts
 * const server = await createReferenceServer({ seed: 'demo' });
 * const response = await server.fetch(new Request('http://svc.test/v1/content/web_demo/events', {
 *   headers: { 'x-api-key': server.demo!.content.keys.test },
 * }));
 * ```
 * @public
 */
export async function createReferenceServer(options: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const clock = options.clock ?? new AdjustableClock();
  const store = options.store ?? new MemoryStore();
  // Checked even when a notifier of the caller's own is passed, so a bad value is an error at start either way.
  const outboxSize = checkOutboxSize(options.outboxSize ?? DEFAULT_OUTBOX_SIZE);
  const maxWorlds = checkMaxWorlds(options.maxWorlds ?? DEFAULT_MAX_WORLDS);
  const worldTtlMs = checkWorldTtl(options.worldTtlMs ?? DEFAULT_WORLD_TTL_MS);
  const notifier = options.notifier ?? new OutboxNotifier(() => clock.now(), { limit: outboxSize });
  const webhooks = options.webhooks ?? new FetchWebhookSender();
  const faults = options.faults ?? new MemoryFaults();
  const deps: Deps = {
    store,
    clock,
    ids: options.ids ?? new RandomIds(() => clock.now()),
    notifier: new FaultInjectingNotifier(notifier, faults),
    outbox: notifier instanceof OutboxNotifier ? notifier : undefined,
    webhooks: new FaultInjectingWebhookSender(webhooks, faults),
    assistant: options.assistant ?? new KnowledgeAssistant(),
    geo: options.geo ?? builtInGeo,
    limiter: options.limiter ?? new MemoryRateLimiter(),
    keys: options.keys ?? new StoreKeyVerifier(store),
    faults,
    scheduler: new MemoryScheduler(),
    background: new MemoryBackground(),
    live: new MemoryLiveSignals(),
    durability: new GroupCommitDurability(store, options.persistence, () => store.exportSnapshot(iso(clock.now()))),
    journal: new MemoryRequestJournal(options.journalSize ?? DEFAULT_JOURNAL_SIZE),
    events: new MemoryConsoleEvents(),
    options: {
      localDevelopment: options.localDevelopment ?? false,
      trustProxy: checkTrustProxy(options.trustProxy ?? 0),
      defaultNotificationEmail: options.defaultNotificationEmail ?? 'team@example.test',
      sdkScript: options.sdkScript,
      sdkFiles: options.sdkFiles ?? {},
      sdkCompressor: options.sdkCompressor,
      adminToken: options.adminToken,
      adminHosts: options.adminHosts,
      maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      demoOrigins: options.demoOrigins ?? [...DEFAULT_DEMO_ORIGINS],
      // Checked now, so a broken set of keys is an error at start, never a surprise at the first reset.
      demoKeys: options.demoKeys === undefined ? undefined : parseDemoKeys(options.demoKeys),
      journalSize: options.journalSize ?? DEFAULT_JOURNAL_SIZE,
      outboxSize,
      consoleFiles: options.consoleFiles,
      httpReferenceRenderer: options.httpReferenceRenderer,
      worldLimiter: options.worldLimiter,
    },
  };

  const root = await startService(deps, { persistence: options.persistence, seed: options.seed, seedDemo, recallDemo });
  const routes = new SharedRoutes();
  const worlds = new Worlds({
    maxWorlds,
    defaultTtlMs: worldTtlMs,
    now: Date.now,
    storage: options.worldStorage,
    build: (meta, persistence) => buildWorld(deps, webhooks, meta, persistence, routes),
  });
  await worlds.restore();
  registerWorldRoutes(root.app, deps, worlds);
  const rootFetch = root.fetch;
  const tick = async (): Promise<void> => {
    await root.tick();
    await worlds.tick();
  };
  const idle = async (): Promise<void> => {
    await root.idle();
    await worlds.idle();
  };
  return {
    // Not an async function: Hono's promise is handed on as it is (one promise and its ticks less per request).
    // The only cost worlds add at the root is this look at the path's first three characters.
    fetch: (request, connection) => {
      const url = request.url;
      const start = url.indexOf('/', url.indexOf(':') + 4);
      if (url.charCodeAt(start + 1) === 119 /* w */ && url.charCodeAt(start + 2) === 47 /* / */)
        return worldFetch(worlds, request, connection, start);
      return rootFetch(request, connection);
    },
    tick,
    flush: async () => {
      await root.flush();
      await worlds.flush();
    },
    idle,
    close: () => worlds.close(),
    get demo() {
      return currentDemo(deps);
    },
    worlds: {
      create: (input) => worlds.create(input ?? {}),
      list: () => worlds.list(),
      end: (id) => worlds.end(id),
      has: (id) => worlds.peek(id) !== undefined,
      demoOf: (id) => worlds.peek(id)?.demo,
    },
    testControl: createTestControl({ store: deps.store, limiter: deps.limiter, journal: deps.journal, tick, idle }),
    deps,
    worldDeps: () => worlds.services().map((w) => w.deps),
  };
}

/**
 * A world's deps: ports of its own for everything that holds state; the stateless ones and the options shared. The
 * world's faults wrap the shared webhook sender (`webhooks`, the configured one), so they fail only its deliveries.
 */
async function buildWorld(
  root: Deps,
  webhooks: WebhookSender,
  meta: WorldMeta,
  persistence: Persistence | undefined,
  routes: SharedRoutes,
): Promise<WorldService> {
  const store = new MemoryStore();
  const clock = new AdjustableClock({ start: root.clock.now() });
  const outbox = new OutboxNotifier(() => clock.now(), { limit: root.options.outboxSize });
  const faults = new MemoryFaults();
  const deps: Deps = {
    store,
    clock,
    ids: new RandomIds(() => clock.now()),
    notifier: new FaultInjectingNotifier(outbox, faults),
    outbox,
    webhooks: new FaultInjectingWebhookSender(webhooks, faults),
    assistant: root.assistant,
    geo: root.geo,
    limiter: root.options.worldLimiter?.() ?? new MemoryRateLimiter(),
    keys: new StoreKeyVerifier(store),
    faults,
    scheduler: new MemoryScheduler(),
    background: new MemoryBackground(),
    live: new MemoryLiveSignals(),
    durability: new GroupCommitDurability(store, persistence, () => store.exportSnapshot(iso(clock.now()))),
    journal: new MemoryRequestJournal(root.options.journalSize),
    events: new MemoryConsoleEvents(),
    // Shared: the admin token and hosts the adapter sets, the widget's files, the demo's allowed origins.
    options: root.options,
  };
  // A world's demo secrets come from its own salt: its keys are its own, and the same after a reset to the demo.
  const seed = (d: Deps) => seedDemo(d, { salt: meta.secretSalt, pinned: false, base: `/w/${meta.id}` });
  const recall = (d: Deps) => recallDemo(d, { salt: meta.secretSalt, pinned: false, base: `/w/${meta.id}` });
  const prefix = `/w/${meta.id}`;
  const service = await startService(deps, {
    persistence,
    seed: meta.seed === 'demo' ? 'demo' : undefined,
    seedDemo: seed,
    recallDemo: recall,
    world: {
      getPath: (request) => {
        const path = getPath(request);
        return path.length > prefix.length ? path.slice(prefix.length) : '/';
      },
      routes,
    },
  });
  return {
    fetch: service.fetch,
    tick: service.tick,
    flush: service.flush,
    idle: service.idle,
    // A getter, not a copy: a reset inside the world changes it.
    get demo() {
      return service.demo;
    },
    deps,
    close: async () => persistence?.close?.(),
  };
}

/** Answers a request under `/w/<id>`: the world's own service, or 404 in the contract's error format. */
function worldFetch(worlds: Worlds, request: Request, connection: ConnectionInfo | undefined, start: number): Promise<Response> {
  const url = request.url;
  const idStart = start + 3;
  let idEnd = idStart;
  while (idEnd < url.length) {
    const ch = url.charCodeAt(idEnd);
    if (ch === 47 /* / */ || ch === 63 /* ? */ || ch === 35 /* # */) break;
    idEnd++;
  }
  const id = url.slice(idStart, idEnd);
  const world = worlds.use(id);
  if (!world) return Promise.resolve(noSuchWorld(id));
  return world.fetch(request, connection).then((response) => {
    // An area redirects to its own absolute path (`/_console/`): under a world that is the world's path.
    const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
    if (location !== null && location.startsWith('/') && !location.startsWith('//')) {
      const headers = new Headers(response.headers);
      headers.set('location', `/w/${id}${location}`);
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    }
    return response;
  });
}

function noSuchWorld(id: string): Response {
  const requestId = `req_${randomBase62(16)}`;
  const shown = id.length > 64 ? `${id.slice(0, 63)}…` : id;
  const body = {
    success: false,
    code: 'NOT_FOUND',
    message: `no such world: ${JSON.stringify(shown)} (it ended, expired or never existed); create one with POST /_admin/worlds`,
    requestId,
  };
  return new Response(JSON.stringify(body), {
    status: 404,
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'cache-control': 'no-store' },
  });
}

interface Service {
  app: Hono<AppEnv>;
  fetch: ReferenceServer['fetch'];
  tick(): Promise<void>;
  flush(): Promise<void>;
  idle(): Promise<void>;
  readonly demo: DemoCredentials | undefined;
}

/** Loads or seeds the state and builds the app over `deps`: the whole service, the root's or a world's. */
/** What a service starts from besides its deps: where its state persists, what seeds it, and for a world its paths. */
interface ServiceStart {
  persistence: Persistence | undefined;
  seed: 'demo' | StoreSnapshot | undefined;
  seedDemo: SeedDemo<Deps>;
  recallDemo: (deps: Deps) => Promise<DemoCredentials | undefined>;
  world?: { getPath: (request: Request) => string; routes: SharedRoutes };
}

/**
 * The state a service starts with: its data file's (the demo's keys shown again when it was seeded with the demo), or
 * the seed (the demo, or a snapshot checked like an import), made durable before the first request.
 */
async function loadInitialState(deps: Deps, start: ServiceStart): Promise<void> {
  const { persistence, seed, seedDemo, recallDemo } = start;
  const { store } = deps;
  const options = { seed };
  const loaded = persistence ? await persistence.load() : undefined;
  // A snapshot from a file is an import like PUT /_admin/state: checked against the contract before it is loaded.
  if (loaded) {
    assertSnapshot(loaded);
    store.loadPersisted(loaded);
    // A data file seeded with the demo keeps the demo's keys: show them again after a restart.
    if (options.seed === 'demo') await recallDemo(deps);
  } else if (options.seed === 'demo') await seedDemo(deps);
  else if (options.seed) {
    assertSnapshot(options.seed);
    store.importSnapshot(options.seed);
  }
  // A new data file holds the seeded state from the start, so a restart finds the same keys and records.
  if (!loaded) await deps.durability.commitAll();
  // Then the demo leads' alerts go out, as a capture's do once it is durable (the outbox holds them).
  if (!loaded && options.seed === 'demo') {
    await sendDemoAlerts(deps);
    await deps.durability.commitAll();
  }
}

async function startService(deps: Deps, start: ServiceStart): Promise<Service> {
  const { world, seedDemo } = start;
  const { clock } = deps;
  await loadInitialState(deps, start);

  const flush = (): Promise<void> => deps.durability.commit();

  // A world's app: its paths after its prefix, its routes from the table every world shares.
  const app = world ? new Hono<AppEnv>({ getPath: world.getPath, router: new WorldRouter(world.routes) }) : new Hono<AppEnv>();
  const bodyLimit = requestBodyLimit(deps);
  // One frame for what every request goes through, outermost first: the journal (it sees the answer that left,
  // 503s of durability included), the request id, the unit of work (commit, then 503 or the side effects) and the
  // scheduled jobs due (they run inside the request's unit of work: their changes commit with it).
  app.use(async (c, next) => {
    const requestId = deps.ids.next('req');
    c.set('requestId', requestId);
    c.set('operationId', 'unknown');
    // The answer's headers are gathered in one plain record (http/reply.ts), X-Request-Id first; an answer made by
    // `reply` carries them as they are, any other gets them merged once the route has answered.
    const reply = beginReply(c, requestId);
    const path = c.req.path;
    if (path.startsWith('/v1/content') && (path.length === 11 || path.charCodeAt(11) === 47) /* / */) contentHeaders(reply.headers);
    const trace = journalBegin(deps, c, reply);
    const mark = durableMark(deps);
    if (deps.scheduler.due(clock.now())) await deps.scheduler.tick(clock.now());
    // The body limit (http/body-limit.ts) runs here rather than as a middleware of its own: one frame less for every
    // request with a body, none at all for GET and HEAD. Under /_admin, /_console and /_docs it runs after the guard.
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || isGuarded(path)) await next();
    else {
      const refused: unknown = await bodyLimit(c, next);
      // eslint-disable-next-line no-restricted-syntax -- a middleware's own answer (the body limit's 413), not a rule's outcome
      if (refused instanceof Response && !c.finalized) c.res = refused;
    }
    settleHeaders(c, reply);
    // Errors under /v1 are readable by the page's code (http/cors-errors.ts); a success leaves c.res untouched.
    if (c.res.status >= 400) {
      if (path === '/v1' || path.startsWith('/v1/')) exposeError(c);
    }
    // Without a persistence port and with no work after commit there is nothing to settle: no call, no await.
    if (mark !== undefined || c.get('afterCommit')) await settleDurable(deps, c, mark);
    if (trace) journalEnd(deps, c, trace, reply);
  });

  app.use('/_admin/*', adminGuard(deps));
  app.use('/_console/*', adminGuard(deps));
  app.use('/_docs/*', adminGuard(deps));
  app.use('/_admin/*', bodyLimit);
  app.use('/_console/*', bodyLimit);
  app.use('/_docs/*', bodyLimit);
  app.get('/health', op(deps, 'getHealth'), (c) => c.json({ success: true as const, status: 'ok', time: iso(clock.now()) }));
  app.get('/openapi.json', op(deps, 'getOpenapiDocument'), (c) => c.json(openapiDocument));
  registerContentRoutes(app, deps);
  registerCaptureRoutes(app, deps);
  const { chat } = registerEngageRoutes(app, deps);
  registerEngageConsoleRoutes(app, deps, chat);
  registerAdminRoutes(app, deps, { seed: seedDemo, afterCommit: sendDemoAlerts, current: () => currentDemo(deps) });
  registerHttpReference(app, deps, () => currentDemo(deps));

  answerWhatNoRouteAnswers(app);

  return {
    app,
    // Not an async function: Hono's promise is handed on as it is (one promise and its ticks less per request).
    fetch: (request, connection) => {
      try {
        return Promise.resolve(app.fetch(request, { remoteAddress: connection?.remoteAddress, rawHeaders: connection?.rawHeaders }));
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
    tick: async () => {
      await deps.scheduler.tick(clock.now());
      await flush();
      deps.events.settle();
    },
    flush,
    idle: async () => {
      await deps.background.idle();
      await flush();
    },
    get demo() {
      return currentDemo(deps);
    },
  };
}

/** Paths behind the admin guard (Hono's `/_admin/*` matches `/_admin` itself too). */
function isGuarded(path: string): boolean {
  return (
    (path.startsWith('/_admin') && (path.length === 7 || path.charCodeAt(7) === 47)) ||
    (path.startsWith('/_console') && (path.length === 9 || path.charCodeAt(9) === 47)) ||
    (path.startsWith('/_docs') && (path.length === 6 || path.charCodeAt(6) === 47))
  );
}

function checkTrustProxy(hops: number): number {
  if (!Number.isInteger(hops) || hops < 0 || hops > 100)
    throw new Error(`trustProxy must be an integer from 0 to 100, got ${String(hops)}`);
  return hops;
}
