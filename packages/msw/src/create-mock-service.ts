// createMockService: one reference server per call (its own store, clock, faults), exposed as msw handlers.
import type { Clock, DemoCredentials, StoreSnapshot } from '@svc/reference-server';
import { createReferenceServer, Faults, OutboxNotifier, RandomIds, RecordingWebhookSender } from '@svc/reference-server';
import type { Schema } from '@svc/spec';
import type { HttpHandler } from 'msw';
import { createHandlers, parseBaseUrl } from './handlers.js';
import { call } from './in-process.js';
import type { Scenarios } from './scenario.js';
import { createScenarios } from './scenario.js';
import type { MockState } from './state.js';
import { createState } from './state.js';

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
  /** The service's time; pass a frozen `AdjustableClock` to control it. Defaults to real time. */
  clock?: Clock;
  /**
   * Origins the demo Engage site accepts besides its own (browser pages calling Engage). In a browser the page's
   * origin is added by default.
   */
  origins?: string[];
}

/**
 * A mock svc service: msw handlers over one reference server, its state, scenarios and reset.
 * @public
 */
export interface MockService {
  /** Request handlers for msw's `setupServer(...handlers)` or `setupWorker(...handlers)`. */
  readonly handlers: HttpHandler[];
  /** What the service stored and sent. */
  readonly state: MockState;
  /** Failures to answer with. */
  readonly scenario: Scenarios;
  /** Credentials of the demo seed (undefined for other seeds). */
  readonly demo: DemoCredentials | undefined;
  /** Back to the seed: data, rate-limit counters, scenarios and outbox; keys stay the same. For `afterEach`. */
  reset(): Promise<void>;
}

/** The page's origin when running in a browser. */
function pageOrigin(): string | undefined {
  const location = (globalThis as { location?: { origin?: string } }).location;
  return typeof location?.origin === 'string' && location.origin.startsWith('http') ? location.origin : undefined;
}

async function allowOrigins(server: Awaited<ReturnType<typeof createReferenceServer>>, demo: DemoCredentials, extra: string[]): Promise<void> {
  const headers = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
  const path = `/api/engage/sites/${demo.engage.siteId}`;
  const { sites } = await call<Schema<'SiteList'>>(server, 'GET', '/api/engage/sites', { headers });
  const site = sites.find((s) => s.id === demo.engage.siteId);
  const allowedOrigins = [...new Set([...(site?.allowedOrigins ?? []), ...extra])];
  await call(server, 'PATCH', path, { headers, json: { allowedOrigins } });
}

/**
 * Creates a mock of the whole svc service: the reference server's core running inside msw handlers.
 * @public
 */
export async function createMockService(options: MockServiceOptions): Promise<MockService> {
  const base = parseBaseUrl(options.baseUrl);
  const seed = options.seed ?? 'demo';
  if (seed !== 'demo' && seed !== 'empty' && (typeof seed !== 'object' || seed === null || seed.format !== 'svc-reference-state')) {
    throw new TypeError('@svc/msw: seed must be "demo", "empty" or a snapshot from GET /_admin/state');
  }
  const faults = new Faults();
  const clock = options.clock;
  const server = await createReferenceServer({
    ...(clock ? { clock, ids: new RandomIds(() => clock.now()), notifier: new OutboxNotifier(() => clock.now()) } : {}),
    faults,
    // Webhooks are recorded in the delivery log and never leave the process.
    webhooks: new RecordingWebhookSender(),
    ...(seed === 'empty' ? {} : { seed: seed === 'demo' ? 'demo' : (seed as StoreSnapshot) }),
  });
  const demo = server.demo;
  const extraOrigins = [...(options.origins ?? []), ...(pageOrigin() ? [pageOrigin()!] : [])];
  if (demo && extraOrigins.length > 0) await allowOrigins(server, demo, extraOrigins);

  // The state reader's console credentials are part of the starting point, so they survive reset().
  const reader = demo
    ? { portalKey: demo.console.portalKey }
    : { portalKey: (await call<{ portalKey: { key: string } }>(server, 'POST', '/_admin/console/portal-keys', { json: { label: '@svc/msw' } })).portalKey.key };
  const start = await call<Schema<'AdminStateSnapshot'>>(server, 'GET', '/_admin/state');

  const scenarios = createScenarios(faults);
  const { take: _take, ...scenario } = scenarios;
  return {
    handlers: createHandlers(server, base, scenarios),
    state: createState(server, reader),
    scenario,
    demo,
    async reset() {
      await server.idle();
      // The admin reset empties the store and clears counters, faults and outbox; the snapshot brings back the seed.
      await call(server, 'POST', '/_admin/reset', { json: { seed: 'empty' } });
      await call(server, 'PUT', '/_admin/state', { json: start });
      scenarios.clear();
    },
  };
}
