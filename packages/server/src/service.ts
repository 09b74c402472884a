// One service over its deps, the root's or a world's: its state loaded or seeded, and its app (the frame every request
// goes through, the guards, every area's routes).

import { openapiDocument } from '@svc/spec/document';
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { registerHttpReference } from './admin/http-reference-routes.js';
import { registerAdminRoutes } from './admin/routes.js';
import { assertSnapshot } from './admin/state-check.js';
import { registerCaptureRoutes } from './capture/routes.js';
import { contentHeaders } from './content/cors.js';
import { registerContentRoutes } from './content/routes.js';
import type { Deps } from './deps.js';
import { registerEngageRoutes } from './engage/routes.js';
import { registerEngageConsoleRoutes } from './engage-console/routes.js';
import { adminGuard } from './http/admin-guard.js';
import { requestBodyLimit } from './http/body-limit.js';
import { exposeError } from './http/cors-errors.js';
import { durableMark, settleDurable } from './http/durable.js';
import type { AppEnv } from './http/env.js';
import { op } from './http/env.js';
import { answerWhatNoRouteAnswers } from './http/fallback.js';
import { journalBegin, journalEnd } from './http/journal.js';
import { beginReply, settleHeaders } from './http/reply.js';
import { iso } from './ports/clock.js';
import type { DemoCredentials, SeedDemo } from './ports/demo.js';
import type { Persistence } from './ports/persistence.js';
import type { StoreSnapshot } from './ports/store.js';
import { sendDemoAlerts } from './seed/capture-demo.js';
import { currentDemo } from './seed/demo.js';
import type { SharedRoutes } from './worlds/shared-routes.js';
import { WorldRouter } from './worlds/shared-routes.js';

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

/** A service's fetch handler: Web Request in, Web Response out, with what the adapter knows of the connection. */
export type ServiceFetch = (request: Request, connection?: ConnectionInfo) => Promise<Response>;

/** One service: its app, its fetch handler, its clock jobs and its demo credentials. */
export interface Service {
  app: Hono<AppEnv>;
  fetch: ServiceFetch;
  tick(): Promise<void>;
  flush(): Promise<void>;
  idle(): Promise<void>;
  readonly demo: DemoCredentials | undefined;
}

/** What a service starts from besides its deps: where its state persists, what seeds it, and for a world its paths. */
export interface ServiceStart {
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

/**
 * One frame for what every request goes through, outermost first: the journal (it sees the answer that left, 503s of
 * durability included), the request id, the unit of work (commit, then 503 or the side effects) and the scheduled
 * jobs due (they run inside the request's unit of work: their changes commit with it).
 */
function requestFrame(deps: Deps, bodyLimit: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  const { clock } = deps;
  return async (c, next) => {
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
    if (trace) journalEnd(deps, c, trace);
  };
}

/** The guards of `/_admin`, `/_console` and `/_docs` (the body limit after them), and every area's routes. */
function registerRoutes(
  app: Hono<AppEnv>,
  deps: Deps,
  { bodyLimit, seedDemo }: { bodyLimit: MiddlewareHandler<AppEnv>; seedDemo: SeedDemo<Deps> },
): void {
  app.use('/_admin/*', adminGuard(deps));
  app.use('/_console/*', adminGuard(deps));
  app.use('/_docs/*', adminGuard(deps));
  app.use('/_admin/*', bodyLimit);
  app.use('/_console/*', bodyLimit);
  app.use('/_docs/*', bodyLimit);
  app.get('/health', op(deps, 'getHealth'), (c) => c.json({ success: true as const, status: 'ok', time: iso(deps.clock.now()) }));
  app.get('/openapi.json', op(deps, 'getOpenapiDocument'), (c) => c.json(openapiDocument));
  registerContentRoutes(app, deps);
  registerCaptureRoutes(app, deps);
  const { chat } = registerEngageRoutes(app, deps);
  registerEngageConsoleRoutes(app, deps, chat);
  registerAdminRoutes(app, deps, { seed: seedDemo, afterCommit: sendDemoAlerts, current: () => currentDemo(deps) });
  registerHttpReference(app, deps, () => currentDemo(deps));

  answerWhatNoRouteAnswers(app);
}

/** Loads or seeds the state and builds the app over `deps`: the whole service, the root's or a world's. */
export async function startService(deps: Deps, start: ServiceStart): Promise<Service> {
  const { world, seedDemo } = start;
  const { clock } = deps;
  await loadInitialState(deps, start);

  const flush = (): Promise<void> => deps.durability.commit();

  // A world's app: its paths after its prefix, its routes from the table every world shares.
  const app = world ? new Hono<AppEnv>({ getPath: world.getPath, router: new WorldRouter(world.routes) }) : new Hono<AppEnv>();
  const bodyLimit = requestBodyLimit(deps);
  app.use(requestFrame(deps, bodyLimit));
  registerRoutes(app, deps, { bodyLimit, seedDemo });

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
