// Test control for worlds at the root: POST /_admin/worlds creates one (PUT with an id of the caller's), GET lists
// them, DELETE ends one.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { isPlainObject, readJson } from '../http/json.js';
import { invalid, notFound, refuse } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import type { WorldInfo, Worlds } from './registry.js';
import { MAX_WORLD_TTL_MS, MIN_WORLD_TTL_MS, WORLD_ID, WorldExistsError, WorldLimitError } from './registry.js';

const FIELDS = ['seed', 'ttlMs'];

/** Registered on the root's app only: worlds do not nest. */
export function registerWorldRoutes(app: Hono<AppEnv>, deps: Deps, worlds: Worlds): void {
  const create = async (c: AppContext, id: string | undefined) => {
    // The body is optional, but one that is there must be the contract's: a misspelt ttl must not be ignored.
    const body = await readJson(c);
    if (!body.ok && body.reason === 'invalid') return refuse(c, invalid('body must be valid JSON'));
    if (body.ok && !isPlainObject(body.value)) return refuse(c, invalid('body must be a JSON object such as {"seed":"demo"}'));
    const input = body.ok ? (body.value as Record<string, unknown>) : {};
    const unknown = Object.keys(input).filter((name) => !FIELDS.includes(name));
    if (unknown.length > 0) {
      return refuse(c, invalid(`unknown properties: ${unknown.join(', ')} (a world takes ${FIELDS.join(' and ')})`, unknown));
    }
    const { seed, ttlMs } = input;
    if (seed !== undefined && seed !== 'demo' && seed !== 'empty') return refuse(c, invalid('seed must be "demo" or "empty"', ['seed']));
    if (ttlMs !== undefined && (!Number.isInteger(ttlMs) || (ttlMs as number) < MIN_WORLD_TTL_MS || (ttlMs as number) > MAX_WORLD_TTL_MS)) {
      return refuse(c, invalid(`ttlMs must be an integer from ${MIN_WORLD_TTL_MS} to ${MAX_WORLD_TTL_MS} (1 second to 7 days)`, ['ttlMs']));
    }
    try {
      const { info, demo } = await worlds.create({ seed, ttlMs: ttlMs as number | undefined, id });
      return c.json({ success: true as const, world: describe(c, info), ...(demo ? { demo } : {}) }, 201);
    } catch (error) {
      if (error instanceof WorldExistsError) {
        return refuse(c, {
          status: 409,
          code: 'WORLD_EXISTS',
          message: `world ${error.id} exists; choose another id, or end it first with DELETE /_admin/worlds/${error.id}`,
        });
      }
      if (!(error instanceof WorldLimitError)) throw error;
      const seconds = Math.ceil(error.retryAfterMs / 1000);
      if (error.maxWorlds === 0) {
        return refuse(c, {
          status: 429,
          code: 'RATE_LIMITED',
          message: 'worlds are turned off on this server (--max-worlds 0): start it with --max-worlds N to create them',
          retryAfterSeconds: seconds,
        });
      }
      return refuse(c, {
        status: 429,
        code: 'RATE_LIMITED',
        message: `this server holds its limit of ${error.maxWorlds} worlds (--max-worlds): delete one with DELETE /_admin/worlds/{worldId}, or retry in ${seconds} seconds, when the one idle the longest expires`,
        retryAfterSeconds: seconds,
      });
    }
  };

  app.post('/_admin/worlds', op(deps, 'adminCreateWorld'), (c) => create(c, undefined));

  app.put('/_admin/worlds/:worldId', op(deps, 'adminPutWorld'), (c) => {
    const id = c.req.param('worldId');
    if (!WORLD_ID.test(id)) {
      return refuse(c, invalid('worldId must be wld_ followed by 16 letters and digits (choose them at random)', ['worldId']));
    }
    return create(c, id);
  });

  app.get('/_admin/worlds', op(deps, 'adminListWorlds'), (c) =>
    c.json({
      success: true as const,
      worlds: worlds.list().map((w) => describe(c, w)),
      maxWorlds: worlds.maxWorlds,
      defaultTtlMs: worlds.defaultTtlMs,
    }),
  );

  app.delete('/_admin/worlds/:worldId', op(deps, 'adminDeleteWorld'), async (c) => {
    const ended = await worlds.end(c.req.param('worldId'));
    return ended ? c.json({ success: true as const }) : refuse(c, notFound('world not found (it ended, expired or never existed)'));
  });
}

function describe(c: AppContext, w: WorldInfo) {
  return {
    id: w.id,
    baseUrl: `${new URL(c.req.url).origin}${w.path}`,
    seed: w.seed,
    createdAt: iso(w.createdAt),
    expiresAt: iso(w.expiresAt),
    ttlMs: w.ttlMs,
  };
}
