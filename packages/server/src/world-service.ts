// The worlds of a server (`/w/<id>/...`): each world's deps and service, built like the root's over ports of its own,
// and the answer to a request under a world's path.

import { getPath } from 'hono/utils/url';
import type { Deps } from './deps.js';
import { StoreKeyVerifier } from './keys.js';
import { MemoryBackground } from './ports/background.js';
import { AdjustableClock, iso } from './ports/clock.js';
import { MemoryConsoleEvents } from './ports/console-events.js';
import { GroupCommitDurability } from './ports/durability.js';
import { FaultInjectingNotifier, FaultInjectingWebhookSender } from './ports/fault-injection.js';
import { MemoryFaults } from './ports/faults.js';
import { RandomIds, randomBase62 } from './ports/ids.js';
import { MemoryRequestJournal } from './ports/journal.js';
import { MemoryLiveSignals } from './ports/live.js';
import { OutboxNotifier } from './ports/notifier.js';
import type { Persistence } from './ports/persistence.js';
import { MemoryRateLimiter } from './ports/rate-limiter.js';
import { MemoryScheduler } from './ports/scheduler.js';
import { MemoryStore } from './ports/store.js';
import type { WebhookSender } from './ports/webhook-sender.js';
import type { WorldMeta } from './ports/worlds.js';
import { recallDemo, seedDemo } from './seed/demo.js';
import type { ConnectionInfo } from './service.js';
import { startService } from './service.js';
import type { WorldService, Worlds } from './worlds/registry.js';
import type { SharedRoutes } from './worlds/shared-routes.js';

/** What every world of a server is built from: the root's deps, the configured webhook sender, the shared routes. */
export interface WorldBase {
  root: Deps;
  /** The configured sender, which each world's faults wrap, so they fail only that world's deliveries. */
  webhooks: WebhookSender;
  routes: SharedRoutes;
}

/**
 * A world's deps: ports of its own for everything that holds state; the stateless ones and the options shared. The
 * world's faults wrap the shared webhook sender (`webhooks`, the configured one), so they fail only its deliveries.
 */
function worldDeps(root: Deps, webhooks: WebhookSender, persistence: Persistence | undefined): Deps {
  const store = new MemoryStore();
  const clock = new AdjustableClock({ start: root.clock.now() });
  const outbox = new OutboxNotifier(() => clock.now(), { limit: root.options.outboxSize });
  const faults = new MemoryFaults();
  return {
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
}

/** A world's service: its own deps, its demo secrets from its own salt, its paths after `/w/<id>`. */
export async function buildWorld(base: WorldBase, meta: WorldMeta, persistence: Persistence | undefined): Promise<WorldService> {
  const deps = worldDeps(base.root, base.webhooks, persistence);
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
      routes: base.routes,
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

/**
 * Answers a request under `/w/<id>` (`start` is where the URL's path begins): the world's own service, or 404 in the
 * contract's error format.
 */
export function worldFetcher(
  worlds: Worlds,
): (request: Request, connection: ConnectionInfo | undefined, start: number) => Promise<Response> {
  return (request, connection, start) => {
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
  };
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
