// Reference-server test control under /_admin: reset, state export and import, time travel, outbox, faults.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import { afterCommit } from '../http/durable.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { isPlainObject, readJson } from '../http/json.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import { invalid, isRefusal, notFound, readObjectBody, refuse } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import type { DemoCredentials, SeedDemo } from '../ports/demo.js';
import type { StoreSnapshot } from '../ports/store.js';
import type { WebsiteMember, WebsiteRole } from '../websites.js';
import { createWebsite, websitesTable } from '../websites.js';
import { readFaultSpec } from './fault-operations.js';
import { registerRequestJournalRoutes } from './request-journal-routes.js';
import { checkSnapshot } from './state-check.js';
import { registerTestConsole } from './test-console-routes.js';

/**
 * The demo as the admin routes use it, wired in by the app: the seed builds on the areas, so no area imports it.
 */
export interface AdminDemoSeed {
  /** Seeds the demo into the reset store. */
  seed: SeedDemo<Deps>;
  /** Sends what the seed leaves to send once its state is durable (the demo leads' alerts). */
  afterCommit: (deps: Deps) => Promise<void>;
  /** The demo credentials while the demo is loaded. */
  current: () => DemoCredentials | undefined;
}

export function registerAdminRoutes(app: Hono<AppEnv>, deps: Deps, demoSeed: AdminDemoSeed): void {
  const { store, clock, faults } = deps;

  // The demo's keys in full: test doubles, behind the admin guard like every route here (loopback or the admin token).
  app.get('/_admin/demo', op(deps, 'adminGetDemo'), (c) => c.json({ success: true as const, demo: demoSeed.current() ?? null }));

  app.post('/_admin/reset', op(deps, 'adminReset'), async (c) => {
    // The body is optional, but a body that is there must be the contract's: a script's typo must not empty the state.
    const read = await readObjectBody(c, { empty: 'as-object' });
    if (isRefusal(read)) return refuse(c, read);
    const input = read.body;
    const unknown = Object.keys(input).filter((name) => name !== 'seed');
    if (unknown.length > 0) return refuse(c, invalid(`unknown properties: ${unknown.join(', ')}`, unknown));
    const seed = input.seed;
    if (seed !== undefined && seed !== 'demo' && seed !== 'empty') {
      return refuse(c, invalid('seed must be "demo" or "empty"', ['seed']));
    }
    store.reset();
    const demo = seed === 'demo' ? await demoSeed.seed(deps) : undefined;
    // All or nothing: what lives outside the store is cleared only once the new state is durable; then the demo's
    // alerts go into the emptied outbox, before the answer leaves.
    afterCommit(c, async () => {
      deps.limiter.reset();
      faults.clear();
      deps.outbox?.clear();
      if (demo) await demoSeed.afterCommit(deps);
    });
    return c.json({ success: true as const, ...(demo ? { demo } : {}) });
  });

  app.get('/_admin/state', op(deps, 'adminExportState'), (c) => c.json(store.exportSnapshot(iso(clock.now()))));

  app.put('/_admin/state', op(deps, 'adminImportState'), async (c) => {
    const body = await readJson(c);
    if (!body.ok || !isPlainObject(body.value)) return refuse(c, invalid('body must be a state snapshot (a JSON object)'));
    // The whole snapshot is checked before anything changes: a refused import leaves the state as it was.
    const refusal = checkSnapshot(body.value);
    if (refusal) return refuse(c, invalid(refusal.message, [refusal.pointer]));
    store.importSnapshot(body.value as unknown as StoreSnapshot);
    afterCommit(c, async () => deps.limiter.reset());
    const snapshot = store.exportSnapshot(iso(clock.now()));
    const tables = Object.fromEntries(Object.entries(snapshot.tables).map(([name, rows]) => [name, rows.length]));
    return c.json({ success: true as const, tables });
  });

  app.get('/_admin/clock', op(deps, 'adminGetClock'), (c) => c.json({ success: true as const, now: iso(clock.now()) }));

  app.post('/_admin/clock/advance', op(deps, 'adminAdvanceClock'), async (c) => {
    const body = await readJson(c);
    const seconds = body.ok && isPlainObject(body.value) ? body.value.seconds : undefined;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0 || seconds > 10 * 365 * 86400) {
      return refuse(c, invalid('seconds must be a number from 0 to 315360000', ['seconds']));
    }
    clock.advance(seconds * 1000);
    await deps.scheduler.tick(clock.now());
    return c.json({ success: true as const, now: iso(clock.now()) });
  });

  app.get('/_admin/outbox', op(deps, 'adminListOutbox'), (c) => {
    // A notifier of the caller's own keeps no outbox here: nothing listed, nothing kept.
    const n = deps.outbox;
    if (!n) return c.json({ success: true as const, emails: [], limit: 0, accepted: 0, dropped: 0 });
    return c.json({ success: true as const, emails: n.outbox, limit: n.limit, accepted: n.accepted, dropped: n.dropped });
  });

  registerFaultRoutes(app, deps);
  registerWebsiteAdminRoutes(app, deps);
  registerRequestJournalRoutes(app, deps);
  registerTestConsole(app, deps);
}

/** Faults: list, inject (checked by readFaultSpec), clear all, end one. */
function registerFaultRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { faults } = deps;
  app.get('/_admin/faults', op(deps, 'adminListFaults'), (c) => c.json({ success: true as const, faults: faults.active() }));

  app.post('/_admin/faults', op(deps, 'adminInjectFault'), async (c) => {
    const body = await readJson(c);
    if (!body.ok || !isPlainObject(body.value)) return refuse(c, invalid('body must be a fault'));
    const spec = readFaultSpec(body.value);
    if (isRefusal(spec)) return refuse(c, spec);
    const fault = faults.inject(spec);
    return c.json({ success: true as const, fault }, 201);
  });

  app.delete('/_admin/faults', op(deps, 'adminClearFaults'), (c) => {
    faults.clear();
    return c.json({ success: true as const });
  });

  app.delete('/_admin/faults/:faultId', op(deps, 'adminEndFault'), (c) => {
    const id = c.req.param('faultId');
    const fault = faults.active().find((f) => f.id === id);
    if (!fault) {
      return refuse(c, notFound('no such fault in force (it was used up, cleared or never injected); GET /_admin/faults lists them'));
    }
    faults.clear(id);
    return c.json({ success: true as const, fault });
  });
}

const ROLES: WebsiteRole[] = ['manage', 'publish', 'leads'];

/** The members, or undefined when the list breaks its rules, or 'control' when a member name has a control character. */
function parseMembers(value: unknown): WebsiteMember[] | 'control' | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) return undefined;
  const members: WebsiteMember[] = [];
  let control = false;
  for (const m of value) {
    if (!isPlainObject(m) || typeof m.sub !== 'string' || m.sub.length === 0 || textLength(m.sub) > 200) return undefined;
    if (!Array.isArray(m.roles) || !m.roles.every((r) => ROLES.includes(r as WebsiteRole))) return undefined;
    if (m.name !== undefined && (typeof m.name !== 'string' || textLength(m.name) > 120)) return undefined;
    const name = typeof m.name === 'string' ? m.name : m.sub;
    if (typeof m.name === 'string' && hasControlCharacters(m.name)) control = true;
    members.push({ sub: m.sub, name, roles: [...new Set(m.roles as WebsiteRole[])] });
  }
  if (new Set(members.map((m) => m.sub)).size !== members.length) return undefined;
  return control ? 'control' : members;
}

function memberNameRefused(c: AppContext): Response {
  return refuse(c, invalid(controlCharactersMessage('members.name'), ['members.name']));
}

/** Websites and their members: the ground Content and Form Capture stand on. */
export function registerWebsiteAdminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/_admin/websites', op(deps, 'adminCreateWebsite'), async (c) => {
    const body = await readJson(c);
    const v = body.ok && isPlainObject(body.value) ? body.value : undefined;
    if (!v || typeof v.name !== 'string' || v.name.trim().length === 0 || textLength(v.name) > 120) {
      return refuse(c, invalid('name is required (at most 120 characters)', ['name']));
    }
    if (hasControlCharacters(v.name)) return refuse(c, invalid(controlCharactersMessage('name'), ['name']));
    const members = parseMembers(v.members);
    if (members === 'control') return memberNameRefused(c);
    if (!members) {
      return refuse(
        c,
        invalid(
          `members must list 1 to 50 distinct members, each with a sub, an optional name (at most 120 characters) and roles from ${ROLES.join(', ')}`,
          ['members'],
        ),
      );
    }
    return c.json({ success: true as const, website: createWebsite(deps, { name: v.name.trim(), members }) }, 201);
  });

  app.get('/_admin/websites', op(deps, 'adminListWebsites'), (c) =>
    c.json({ success: true as const, websites: websitesTable(deps).all() }),
  );

  app.get('/_admin/websites/:websiteId', op(deps, 'adminGetWebsite'), (c) => {
    const website = websitesTable(deps).get(c.req.param('websiteId'));
    return website ? c.json({ success: true as const, website }) : refuse(c, notFound('website not found'));
  });

  app.put('/_admin/websites/:websiteId/members', op(deps, 'adminSetWebsiteMembers'), async (c) => {
    const id = c.req.param('websiteId');
    if (!websitesTable(deps).has(id)) return refuse(c, notFound('website not found'));
    const body = await readJson(c);
    const members = parseMembers(body.ok && isPlainObject(body.value) ? body.value.members : undefined);
    if (members === 'control') return memberNameRefused(c);
    if (!members)
      return refuse(
        c,
        invalid(
          'members must list 1 to 50 distinct members, each with a sub, an optional name (at most 120 characters) and roles from manage, publish, leads',
          ['members'],
        ),
      );
    const website = websitesTable(deps).update(id, (w) => ({ ...w, members }));
    return c.json({ success: true as const, website });
  });
}
