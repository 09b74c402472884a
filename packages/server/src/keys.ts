// API keys of every family: issued once in plaintext, stored as SHA-256 hashes, revoked keys kept as revoked records.

import { sha256Hex, sha256HexSync, timingSafeEqual } from './crypto.js';
import { textLength } from './http/text.js';
import type { Refusal } from './http/validation.js';
import type { Clock } from './ports/clock.js';
import { iso } from './ports/clock.js';
import type { IdGenerator } from './ports/ids.js';
import type { ApiKeyRecord, Environment, KeyFamily, KeyVerifier } from './ports/key-verifier.js';
import type { Store, Table } from './ports/store.js';

// The key types are the key-verifier port's; re-exported so the areas keep one import for keys.
export type { ApiKeyRecord, Environment, KeyFamily, KeyVerifier } from './ports/key-verifier.js';

export const KEYS_TABLE = 'keys';

/** Whether `value` names an environment: "test" or "live". */
export function isEnvironment(value: unknown): value is Environment {
  return value === 'test' || value === 'live';
}

/** The refusal of a request without a usable key: always 401. */
export interface KeyRefusal extends Refusal {
  readonly status: 401;
  readonly code: 'MISSING_KEY' | 'INVALID_KEY';
}

/** 401 MISSING_KEY per key family, in each interface's words (the service description's, word for word). */
export const MISSING_KEY: Readonly<Record<KeyFamily, KeyRefusal>> = {
  content: { status: 401, code: 'MISSING_KEY', message: 'missing api key' },
  engage: { status: 401, code: 'MISSING_KEY', message: 'missing api key' },
  capture: { status: 401, code: 'MISSING_KEY', message: 'missing service key' },
};

/** 401 INVALID_KEY (unknown, revoked or of another family) per key family, in each interface's words. */
export const INVALID_KEY: Readonly<Record<KeyFamily, KeyRefusal>> = {
  content: { status: 401, code: 'INVALID_KEY', message: 'invalid or revoked content key' },
  engage: { status: 401, code: 'INVALID_KEY', message: 'invalid or revoked engage key' },
  capture: { status: 401, code: 'INVALID_KEY', message: 'invalid or revoked developer key' },
};
const PREFIX_LENGTH = 16;
/** Hashes of recently seen plaintexts kept by a verifier (only of keys whose prefix matched a stored key). */
const HASH_CACHE_SIZE = 1024;
const FAMILY_PREFIX: Record<KeyFamily, string> = { content: 'ck', capture: 'sk', engage: 'pk' };

export function keysTable(store: Store): Table<ApiKeyRecord> {
  return store.table<ApiKeyRecord>(KEYS_TABLE);
}

/** Issues a key and returns its plaintext, which is shown once and never again. */
export async function issueKey(
  deps: { store: Store; ids: IdGenerator; clock: Clock },
  input: { family: KeyFamily; siteId: string; environment: Environment | null; label?: string | null; meta?: Record<string, unknown> },
): Promise<{ record: ApiKeyRecord; plaintext: string }> {
  const env = input.environment ?? 'live';
  const plaintext = `${FAMILY_PREFIX[input.family]}_${env}_${deps.ids.secret(32)}`;
  const record: ApiKeyRecord = {
    id: deps.ids.next('key'),
    family: input.family,
    siteId: input.siteId,
    environment: input.environment,
    hash: await sha256Hex(plaintext),
    prefix: plaintext.slice(0, PREFIX_LENGTH),
    status: 'active',
    label: input.label ?? null,
    createdAt: iso(deps.clock.now()),
    lastUsedAt: null,
    revokedAt: null,
    ...(input.meta ? { meta: input.meta } : {}),
  };
  keysTable(deps.store).set(record);
  return { record, plaintext };
}

export function revokeKey(deps: { store: Store; clock: Clock }, id: string): ApiKeyRecord | undefined {
  return keysTable(deps.store).update(id, (k) => ({ ...k, status: 'revoked', revokedAt: k.revokedAt ?? iso(deps.clock.now()) }));
}

/**
 * Looks a key up by its non-secret prefix, then compares SHA-256 hashes in constant time.
 * @public
 */
export class StoreKeyVerifier implements KeyVerifier {
  private index = new Map<string, string[]>();
  private indexVersion = -1;
  constructor(private readonly store: Store) {}

  // Synchronous inside (the hash is @noble's): one promise for the caller, no await between lookup and answer.
  /** The record of an active or revoked key, or undefined for an unknown one. */
  async verify(plaintext: string): Promise<ApiKeyRecord | undefined> {
    // 32 to 200 UTF-16 units are 16 to 200 code points whatever they hold: only other lengths are counted.
    const units = plaintext.length;
    if (units < 2 * PREFIX_LENGTH || units > 200) {
      const length = textLength(plaintext);
      if (length < PREFIX_LENGTH || length > 200) return undefined;
    }
    const table = keysTable(this.store);
    if (table.version !== this.indexVersion) this.rebuild(table);
    const candidates = this.index.get(plaintext.slice(0, PREFIX_LENGTH));
    // Unknown prefixes are hashed too (same work either way) but never cached, so random keys cannot fill the cache.
    if (candidates === undefined) {
      sha256HexSync(plaintext);
      return undefined;
    }
    const hash = this.hashOf(plaintext);
    let match: ApiKeyRecord | undefined;
    for (const id of candidates) {
      const record = table.get(id);
      if (record && timingSafeEqual(record.hash, hash)) match = record;
    }
    return match;
  }

  /**
   * A plaintext's hash never changes, so the hot path hashes each key once; the record is still looked up and
   * compared on every request, so a revoked or re-hashed key fails on the next one. Bounded: oldest out first.
   */
  private readonly hashes = new Map<string, string>();

  private hashOf(plaintext: string): string {
    const known = this.hashes.get(plaintext);
    if (known !== undefined) return known;
    const hash = sha256HexSync(plaintext);
    if (this.hashes.size >= HASH_CACHE_SIZE) this.hashes.delete(this.hashes.keys().next().value!);
    this.hashes.set(plaintext, hash);
    return hash;
  }

  private rebuild(table: Table<ApiKeyRecord>): void {
    this.index = new Map();
    for (const k of table.values()) {
      const list = this.index.get(k.prefix) ?? [];
      list.push(k.id);
      this.index.set(k.prefix, list);
    }
    this.indexVersion = table.version;
  }
}

/** `lastUsedAt` of a stored (frozen, so unchanging) key record, read once. */
const lastUsedMs = new WeakMap<ApiKeyRecord, number>();

/** Records that a key was used, at most once a minute per key so reads stay cheap. */
export function markKeyUsed(deps: { store: Store; clock: Clock }, record: ApiKeyRecord): void {
  const now = deps.clock.now();
  if (record.lastUsedAt) {
    let last = lastUsedMs.get(record);
    if (last === undefined) {
      last = Date.parse(record.lastUsedAt);
      lastUsedMs.set(record, last);
    }
    if (now - last < 60_000) return;
  }
  keysTable(deps.store).patch(record.id, (k) => ({ ...k, lastUsedAt: iso(now) }));
}
