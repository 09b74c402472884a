// Reference-server test control under /_admin: reset, state export and import, time travel, outbox, faults.
import type { Hono, MiddlewareHandler } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { afterCommit } from '../http/durable.js';
import { fail } from '../http/errors.js';
import { isPlainObject, readJson } from '../http/json.js';
import { iso } from '../ports/clock.js';
import type { FaultKind, FaultSpec } from '../ports/faults.js';
import { OutboxNotifier } from '../ports/notifier.js';
import type { StoreSnapshot } from '../ports/store.js';
import { seedDemo } from '../seed/demo.js';
import { checkSnapshot } from './state-check.js';
import type { WebsiteMember, WebsiteRole } from '../websites.js';
import { createWebsite, websitesTable } from '../websites.js';

const FAULT_KINDS: FaultKind[] = [
  'rate_limit',
  'key_verification_unavailable',
  'assistant_unavailable',
  'notification_failure',
  'webhook_failure',
  'latency',
  'site_disabled',
  'module_disabled',
  'origin_denied',
  'agent_takeover',
];

/** Loopback origins (a local tool's page); anything else is a cross-site page that must not drive test control. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
}

/**
 * A web page can send simple cross-site requests to a developer's local server; refuse them before any admin route
 * acts. Registered by app.ts ahead of every area, since each area adds admin routes of its own.
 */
export const adminOriginGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    return fail(c, 403, 'ADMIN_ORIGIN_DENIED', 'admin endpoints accept requests only from loopback origins');
  }
  await next();
};

export function registerAdminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { store, clock, faults } = deps;


  app.post('/_admin/reset', op(deps, 'adminReset'), async (c) => {
    // The body is optional, but a body that is there must be the contract's: a script's typo must not empty the state.
    const body = await readJson(c);
    if (!body.ok && body.reason === 'invalid') return fail(c, 400, 'VALIDATION_FAILED', 'body must be valid JSON');
    if (body.ok && !isPlainObject(body.value)) return fail(c, 400, 'VALIDATION_FAILED', 'body must be a JSON object');
    const input = body.ok ? (body.value as Record<string, unknown>) : {};
    const unknown = Object.keys(input).filter((name) => name !== 'seed');
    if (unknown.length > 0) return fail(c, 400, 'VALIDATION_FAILED', `unknown properties: ${unknown.join(', ')}`, { fields: unknown });
    const seed = input.seed;
    if (seed !== undefined && seed !== 'demo' && seed !== 'empty') {
      return fail(c, 400, 'VALIDATION_FAILED', 'seed must be "demo" or "empty"', { fields: ['seed'] });
    }
    store.reset();
    const demo = seed === 'demo' ? await seedDemo(deps) : undefined;
    // All or nothing: what lives outside the store is cleared only once the new state is durable.
    afterCommit(c, async () => {
      deps.limiter.reset();
      faults.clear();
      if (deps.notifier instanceof OutboxNotifier) deps.notifier.clear();
    });
    return c.json({ success: true as const, ...(demo ? { demo } : {}) });
  });

  app.get('/_admin/state', op(deps, 'adminExportState'), (c) => c.json(store.snapshot(iso(clock.now()))));

  app.put('/_admin/state', op(deps, 'adminImportState'), async (c) => {
    const body = await readJson(c);
    if (!body.ok || !isPlainObject(body.value)) return fail(c, 400, 'VALIDATION_FAILED', 'body must be a state snapshot (a JSON object)');
    // The whole snapshot is checked before anything changes: a refused import leaves the state as it was.
    const refusal = checkSnapshot(body.value);
    if (refusal) return fail(c, 400, 'VALIDATION_FAILED', refusal.message, { fields: [refusal.pointer] });
    store.restore(body.value as unknown as StoreSnapshot);
    afterCommit(c, async () => deps.limiter.reset());
    const snapshot = store.snapshot(iso(clock.now()));
    const tables = Object.fromEntries(Object.entries(snapshot.tables).map(([name, rows]) => [name, rows.length]));
    return c.json({ success: true as const, tables });
  });

  app.get('/_admin/clock', op(deps, 'adminGetClock'), (c) => c.json({ success: true as const, now: iso(clock.now()) }));

  app.post('/_admin/clock/advance', op(deps, 'adminAdvanceClock'), async (c) => {
    const body = await readJson(c);
    const seconds = body.ok && isPlainObject(body.value) ? body.value.seconds : undefined;
    if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0 || seconds > 10 * 365 * 86400) {
      return fail(c, 400, 'VALIDATION_FAILED', 'seconds must be a number from 0 to 315360000', { fields: ['seconds'] });
    }
    clock.advance(seconds * 1000);
    await deps.scheduler.tick(clock.now());
    return c.json({ success: true as const, now: iso(clock.now()) });
  });

  app.get('/_admin/outbox', op(deps, 'adminListOutbox'), (c) => {
    const emails = deps.notifier instanceof OutboxNotifier ? deps.notifier.outbox : [];
    return c.json({ success: true as const, emails });
  });

  app.get('/_admin/faults', op(deps, 'adminListFaults'), (c) => c.json({ success: true as const, faults: faults.active() }));

  app.post('/_admin/faults', op(deps, 'adminInjectFault'), async (c) => {
    const body = await readJson(c);
    if (!body.ok || !isPlainObject(body.value)) return fail(c, 400, 'VALIDATION_FAILED', 'body must be a fault');
    const v = body.value;
    const problems: string[] = [];
    if (typeof v.operation !== 'string' || v.operation.length === 0 || v.operation.length > 100) problems.push('operation');
    if (!FAULT_KINDS.includes(v.kind as FaultKind)) problems.push('kind');
    if (v.times !== undefined && (!Number.isInteger(v.times) || (v.times as number) < 1)) problems.push('times');
    for (const name of ['resetSeconds', 'latencyMs'] as const) {
      const n = v[name];
      if (n !== undefined && (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 86_400_000)) problems.push(name);
    }
    if (problems.length > 0) {
      return fail(c, 400, 'VALIDATION_FAILED', `invalid fault: ${problems.join(', ')} (kind is one of ${FAULT_KINDS.join(', ')})`, {
        fields: problems,
      });
    }
    const fault = faults.inject(v as unknown as FaultSpec);
    return c.json({ success: true as const, fault }, 201);
  });

  app.delete('/_admin/faults', op(deps, 'adminClearFaults'), (c) => {
    faults.clear();
    return c.json({ success: true as const });
  });

  registerWebsiteAdminRoutes(app, deps);
}

const ROLES: WebsiteRole[] = ['manage', 'publish', 'leads'];

function parseMembers(value: unknown): WebsiteMember[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) return undefined;
  const members: WebsiteMember[] = [];
  for (const m of value) {
    if (!isPlainObject(m) || typeof m.sub !== 'string' || m.sub.length === 0 || m.sub.length > 200) return undefined;
    if (!Array.isArray(m.roles) || !m.roles.every((r) => ROLES.includes(r as WebsiteRole))) return undefined;
    if (m.name !== undefined && (typeof m.name !== 'string' || m.name.length > 120)) return undefined;
    const name = typeof m.name === 'string' ? m.name : m.sub;
    members.push({ sub: m.sub, name, roles: [...new Set(m.roles as WebsiteRole[])] });
  }
  return new Set(members.map((m) => m.sub)).size === members.length ? members : undefined;
}

/** Websites and their members: the ground Content and Form Capture stand on. */
export function registerWebsiteAdminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/_admin/websites', op(deps, 'adminCreateWebsite'), async (c) => {
    const body = await readJson(c);
    const v = body.ok && isPlainObject(body.value) ? body.value : undefined;
    if (!v || typeof v.name !== 'string' || v.name.trim().length === 0 || v.name.length > 120) {
      return fail(c, 400, 'VALIDATION_FAILED', 'name is required (at most 120 characters)', { fields: ['name'] });
    }
    const members = parseMembers(v.members);
    if (!members) {
      return fail(c, 400, 'VALIDATION_FAILED', `members must list 1 to 50 distinct members, each with a sub, an optional name (at most 120 characters) and roles from ${ROLES.join(', ')}`, {
        fields: ['members'],
      });
    }
    return c.json({ success: true as const, website: createWebsite(deps, { name: v.name.trim(), members }) }, 201);
  });

  app.get('/_admin/websites', op(deps, 'adminListWebsites'), (c) =>
    c.json({ success: true as const, websites: websitesTable(deps).all() }),
  );

  app.get('/_admin/websites/:websiteId', op(deps, 'adminGetWebsite'), (c) => {
    const website = websitesTable(deps).get(c.req.param('websiteId'));
    return website ? c.json({ success: true as const, website }) : fail(c, 404, 'NOT_FOUND', 'website not found');
  });

  app.put('/_admin/websites/:websiteId/members', op(deps, 'adminSetWebsiteMembers'), async (c) => {
    const id = c.req.param('websiteId');
    if (!websitesTable(deps).has(id)) return fail(c, 404, 'NOT_FOUND', 'website not found');
    const body = await readJson(c);
    const members = parseMembers(body.ok && isPlainObject(body.value) ? body.value.members : undefined);
    if (!members) return fail(c, 400, 'VALIDATION_FAILED', 'members must list 1 to 50 distinct members, each with a sub, an optional name (at most 120 characters) and roles from manage, publish, leads', { fields: ['members'] });
    const website = websitesTable(deps).update(id, (w) => ({ ...w, members }));
    return c.json({ success: true as const, website });
  });
}
