// The worlds of one server: a map from id to a whole service of its own, bounded in number and idle time.
import type { Deps } from '../deps.js';
import type { DemoCredentials } from '../ports/demo.js';
import { randomBase62 } from '../ports/ids.js';
import type { WorldMeta, WorldStorage } from '../ports/worlds.js';

/** The default idle time after which a world ends: one hour. */
export const DEFAULT_WORLD_TTL_MS = 3_600_000;
/** The default number of worlds a server holds. */
export const DEFAULT_MAX_WORLDS = 1000;
export const MIN_WORLD_TTL_MS = 1000;
export const MAX_WORLD_TTL_MS = 7 * 86_400_000;
export const MAX_MAX_WORLDS = 100_000;
/** Under `/w/` a world id is this: the dispatch reads it without a regular expression. */
export const WORLD_ID_LENGTH = 20;

/** What a world is served by: the same shape as the root server (fetch, tick, idle, flush, demo). */
export interface WorldService {
  fetch(
    request: Request,
    connection?: { remoteAddress?: string | undefined; rawHeaders?: readonly string[] | undefined },
  ): Promise<Response>;
  tick(): Promise<void>;
  flush(): Promise<void>;
  idle(): Promise<void>;
  close(): Promise<void>;
  readonly demo: DemoCredentials | undefined;
  /** What the world is built from (the adapter moves its demo origins to the address it listens on). */
  readonly deps: Deps;
}

/**
 * One world as the admin API describes it.
 * @public
 */
export interface WorldInfo {
  /** `wld_` and 16 letters and digits. */
  id: string;
  /** The path prefix the world answers under, `/w/<id>` (the admin API adds the server's origin). */
  path: string;
  /** What it started from. */
  seed: 'demo' | 'empty';
  /** Wall-clock ms since the epoch. */
  createdAt: number;
  /** How long it lives without a request, in ms. */
  ttlMs: number;
  /** Wall-clock ms when it ends unless a request reaches it first. */
  expiresAt: number;
}

interface World {
  meta: WorldMeta;
  service: WorldService;
  /** The last time the description was written (under a storage): use is saved at most once a minute. */
  savedAt: number;
}

/** Refused because the server holds its limit: `retryAfterMs` until the world idle the longest ends. */
export class WorldLimitError extends Error {
  constructor(
    readonly maxWorlds: number,
    readonly retryAfterMs: number,
  ) {
    super(`this server holds its limit of ${maxWorlds} worlds`);
    this.name = 'WorldLimitError';
  }
}

/** Refused because a world already holds the id asked for. */
export class WorldExistsError extends Error {
  constructor(readonly id: string) {
    super(`world ${id} exists`);
    this.name = 'WorldExistsError';
  }
}

/** A world id: `wld_` and 16 letters and digits. */
export const WORLD_ID = /^wld_[A-Za-z0-9]{16}$/;

export interface WorldsOptions {
  maxWorlds: number;
  defaultTtlMs: number;
  /** The wall clock that expiry follows (never a world's adjustable clock). */
  now: () => number;
  storage: WorldStorage | undefined;
  /** Builds a world's service; `restored` when its state comes from the storage. */
  build(meta: WorldMeta, persistence: WorldStorageOpen | undefined): Promise<WorldService>;
}

type WorldStorageOpen = ReturnType<WorldStorage['open']>;

/** Saving a world's last use at most this often keeps a busy world from writing its description on every request. */
const SAVE_USE_EVERY_MS = 60_000;

export function checkWorldTtl(ms: number, name = 'worldTtlMs'): number {
  if (!Number.isInteger(ms) || ms < MIN_WORLD_TTL_MS || ms > MAX_WORLD_TTL_MS) {
    throw new Error(`${name} must be an integer from ${MIN_WORLD_TTL_MS} to ${MAX_WORLD_TTL_MS} (milliseconds), got ${String(ms)}`);
  }
  return ms;
}

export function checkMaxWorlds(n: number): number {
  if (!Number.isInteger(n) || n < 0 || n > MAX_MAX_WORLDS)
    throw new Error(`maxWorlds must be an integer from 0 to ${MAX_MAX_WORLDS}, got ${String(n)}`);
  return n;
}

/**
 * The registry: creates, finds, lists and ends worlds. Expiry is lazy (a world found idle past its time is ended
 * when it is asked for) and swept by `tick`, so nothing runs per world between requests.
 */
export class Worlds {
  private readonly worlds = new Map<string, World>();
  /** Creations under way count against the limit, so concurrent creates cannot pass it. */
  private pending = 0;
  private readonly creating = new Set<string>();

  constructor(private readonly options: WorldsOptions) {}

  get maxWorlds(): number {
    return this.options.maxWorlds;
  }

  get defaultTtlMs(): number {
    return this.options.defaultTtlMs;
  }

  /** Builds the worlds the storage kept (those still within their time); call once at start. */
  async restore(): Promise<void> {
    const storage = this.options.storage;
    if (!storage) return;
    const now = this.options.now();
    for (const meta of await storage.list()) {
      if (meta.lastUsedAt + meta.ttlMs <= now) {
        await storage.remove(meta.id);
        continue;
      }
      const service = await this.options.build(meta, storage.open(meta.id));
      this.worlds.set(meta.id, { meta, service, savedAt: now });
    }
  }

  /** Creates a world; with `id` (checked by the caller against WORLD_ID), false when that id is taken. */
  async create(input: {
    seed?: 'demo' | 'empty';
    ttlMs?: number;
    id?: string;
  }): Promise<{ info: WorldInfo; demo: DemoCredentials | undefined }> {
    const now = this.options.now();
    if (input.id !== undefined && (this.peekTaken(input.id) || this.creating.has(input.id))) throw new WorldExistsError(input.id);
    if (this.worlds.size + this.pending >= this.options.maxWorlds) {
      this.sweep(now);
      if (this.worlds.size + this.pending >= this.options.maxWorlds)
        throw new WorldLimitError(this.options.maxWorlds, this.nextExpiry(now));
    }
    const meta: WorldMeta = {
      id: input.id ?? `wld_${randomBase62(16)}`,
      seed: input.seed ?? 'empty',
      createdAt: now,
      ttlMs: input.ttlMs ?? this.options.defaultTtlMs,
      lastUsedAt: now,
      secretSalt: randomBase62(32),
    };
    this.pending++;
    this.creating.add(meta.id);
    try {
      const storage = this.options.storage;
      if (storage) await storage.save(meta);
      const service = await this.options.build(meta, storage?.open(meta.id));
      this.worlds.set(meta.id, { meta, service, savedAt: now });
      return { info: infoOf(meta), demo: service.demo };
    } finally {
      this.pending--;
      this.creating.delete(meta.id);
    }
  }

  /** Whether the id is held by a world that has not expired (an expired one is ended now). */
  private peekTaken(id: string): boolean {
    const world = this.worlds.get(id);
    if (!world) return false;
    if (world.meta.lastUsedAt + world.meta.ttlMs > this.options.now()) return true;
    this.worlds.delete(id);
    void world.service.close();
    return false;
  }

  /** The world's service if it exists and has not expired; counts as use. */
  use(id: string): WorldService | undefined {
    const world = this.worlds.get(id);
    if (!world) return undefined;
    const now = this.options.now();
    if (world.meta.lastUsedAt + world.meta.ttlMs <= now) {
      void this.end(id);
      return undefined;
    }
    world.meta.lastUsedAt = now;
    const storage = this.options.storage;
    if (storage && now - world.savedAt >= SAVE_USE_EVERY_MS) {
      world.savedAt = now;
      storage.save({ ...world.meta }).catch((error: unknown) => console.error(`[svc-reference-server] could not save world ${id}:`, error));
    }
    return world.service;
  }

  /** The world without counting it as use (the demo page's credentials, the registry's own reads). */
  peek(id: string): WorldService | undefined {
    const world = this.worlds.get(id);
    return world && world.meta.lastUsedAt + world.meta.ttlMs > this.options.now() ? world.service : undefined;
  }

  list(): WorldInfo[] {
    const now = this.options.now();
    this.sweep(now);
    return [...this.worlds.values()].map((w) => infoOf(w.meta));
  }

  get size(): number {
    return this.worlds.size;
  }

  /** Ends a world: its base URL answers 404 from now on, its state is dropped. False when there was none. */
  async end(id: string): Promise<boolean> {
    const world = this.worlds.get(id);
    if (!world) return false;
    this.worlds.delete(id);
    await world.service.close();
    await this.options.storage?.remove(id);
    return true;
  }

  /** Runs every world's due jobs and ends the idle ones. */
  async tick(): Promise<void> {
    this.sweep(this.options.now());
    for (const world of this.worlds.values()) await world.service.tick();
  }

  /** Every world's service, expired or not. */
  services(): WorldService[] {
    return [...this.worlds.values()].map((w) => w.service);
  }

  async idle(): Promise<void> {
    for (const world of this.worlds.values()) await world.service.idle();
  }

  async flush(): Promise<void> {
    for (const world of this.worlds.values()) await world.service.flush();
  }

  async close(): Promise<void> {
    const storage = this.options.storage;
    for (const world of this.worlds.values()) {
      if (storage) await storage.save({ ...world.meta });
      await world.service.close();
    }
  }

  private sweep(now: number): void {
    for (const [id, world] of this.worlds) if (world.meta.lastUsedAt + world.meta.ttlMs <= now) void this.end(id);
  }

  /** Milliseconds until the first world ends if nothing uses it (at least 1 s). */
  private nextExpiry(now: number): number {
    let soonest = Number.POSITIVE_INFINITY;
    for (const world of this.worlds.values()) soonest = Math.min(soonest, world.meta.lastUsedAt + world.meta.ttlMs - now);
    return Math.max(1000, Number.isFinite(soonest) ? soonest : this.options.defaultTtlMs);
  }
}

function infoOf(meta: WorldMeta): WorldInfo {
  return {
    id: meta.id,
    path: `/w/${meta.id}`,
    seed: meta.seed,
    createdAt: meta.createdAt,
    ttlMs: meta.ttlMs,
    expiresAt: meta.lastUsedAt + meta.ttlMs,
  };
}
