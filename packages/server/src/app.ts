// Builds the whole service as one fetch handler (Request → Response) from ports with in-memory defaults: the root's
// service (service.ts) and its worlds (world-service.ts), each over deps of its own.

import { builtInGeo } from './capture/country-table.js';
import type { Deps, ServerOptions } from './deps.js';
import { KnowledgeAssistant } from './engage/knowledge-assistant.js';
import { DEFAULT_MAX_BODY_BYTES } from './http/body-limit.js';
import type { KeyVerifier } from './keys.js';
import { StoreKeyVerifier } from './keys.js';
import type { Assistant } from './ports/assistant.js';
import { MemoryBackground } from './ports/background.js';
import type { Clock } from './ports/clock.js';
import { AdjustableClock, iso } from './ports/clock.js';
import { MemoryConsoleEvents } from './ports/console-events.js';
import type { DemoCredentials } from './ports/demo.js';
import { GroupCommitDurability } from './ports/durability.js';
import { FaultInjectingNotifier, FaultInjectingWebhookSender } from './ports/fault-injection.js';
import type { Faults } from './ports/faults.js';
import { MemoryFaults } from './ports/faults.js';
import type { GeoLookup } from './ports/geo.js';
import type { IdGenerator } from './ports/ids.js';
import { RandomIds } from './ports/ids.js';
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
import type { WorldStorage } from './ports/worlds.js';
import { currentDemo, DEFAULT_DEMO_ORIGINS, recallDemo, seedDemo } from './seed/demo.js';
import { parseDemoKeys } from './seed/demo-keys.js';
import type { ConnectionInfo } from './service.js';
import { startService } from './service.js';
import type { TestControl } from './test-control.js';
import { createTestControl } from './test-control.js';
import { buildWorld, worldFetcher } from './world-service.js';
import type { WorldInfo } from './worlds/registry.js';
import { checkMaxWorlds, checkWorldTtl, DEFAULT_MAX_WORLDS, DEFAULT_WORLD_TTL_MS, Worlds } from './worlds/registry.js';
import { registerWorldRoutes } from './worlds/routes.js';
import { SharedRoutes } from './worlds/shared-routes.js';

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
 * The root's deps: the ports `options` gives, an in-memory default for every other, and the options checked (a bad
 * value is an error at start). `webhooks` is the configured sender, which each world's faults wrap too.
 */
function rootDeps(options: ReferenceServerOptions): { deps: Deps; webhooks: WebhookSender } {
  const clock = options.clock ?? new AdjustableClock();
  const store = options.store ?? new MemoryStore();
  // Checked even when a notifier of the caller's own is passed, so a bad value is an error at start either way.
  const outboxSize = checkOutboxSize(options.outboxSize ?? DEFAULT_OUTBOX_SIZE);
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
    options: serverOptions(options, outboxSize),
  };
  return { deps, webhooks };
}

/** The options every area reads, with their defaults; the demo's keys are checked now, never at the first reset. */
function serverOptions(options: ReferenceServerOptions, outboxSize: number): ServerOptions {
  return {
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
  };
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
  const maxWorlds = checkMaxWorlds(options.maxWorlds ?? DEFAULT_MAX_WORLDS);
  const worldTtlMs = checkWorldTtl(options.worldTtlMs ?? DEFAULT_WORLD_TTL_MS);
  const { deps, webhooks } = rootDeps(options);

  const root = await startService(deps, { persistence: options.persistence, seed: options.seed, seedDemo, recallDemo });
  const base = { root: deps, webhooks, routes: new SharedRoutes() };
  const worlds = new Worlds({
    maxWorlds,
    defaultTtlMs: worldTtlMs,
    now: Date.now,
    storage: options.worldStorage,
    build: (meta, persistence) => buildWorld(base, meta, persistence),
  });
  await worlds.restore();
  registerWorldRoutes(root.app, deps, worlds);
  const rootFetch = root.fetch;
  const worldFetch = worldFetcher(worlds);
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
        return worldFetch(request, connection, start);
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

function checkTrustProxy(hops: number): number {
  if (!Number.isInteger(hops) || hops < 0 || hops > 100)
    throw new Error(`trustProxy must be an integer from 0 to 100, got ${String(hops)}`);
  return hops;
}
