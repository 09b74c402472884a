// API keys of every family: issued once in plaintext, stored as SHA-256 hashes, revoked keys kept as revoked records.
import type { Clock } from './ports/clock.js';
import { iso } from './ports/clock.js';
import type { IdGenerator } from './ports/ids.js';
import type { MemoryStore, Row, Table } from './ports/store.js';
import { sha256Hex, timingSafeEqual } from './crypto.js';
import { textLength } from './http/text.js';

/** @public */
export type KeyFamily = 'content' | 'capture' | 'engage';
/** @public */
export type Environment = 'test' | 'live';

/** @public */
export interface ApiKeyRecord extends Row {
  family: KeyFamily;
  /** The website (content, capture) or Engage site the key belongs to. */
  siteId: string;
  environment: Environment | null;
  /** SHA-256 hex of the plaintext; the plaintext is never stored. */
  hash: string;
  /** First characters of the plaintext, for display and lookup; not secret. */
  prefix: string;
  status: 'active' | 'revoked';
  label: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** Area-specific state (staged replacement, deployment use, ...). */
  meta?: Record<string, unknown>;
}

export const KEYS_TABLE = 'keys';
const PREFIX_LENGTH = 16;
const HASH_MEMO = 64;
const FAMILY_PREFIX: Record<KeyFamily, string> = { content: 'ck', capture: 'sk', engage: 'pk' };

export function keysTable(store: MemoryStore): Table<ApiKeyRecord> {
  return store.table<ApiKeyRecord>(KEYS_TABLE);
}

/** Issues a key and returns its plaintext, which is shown once and never again. */
export async function issueKey(
  deps: { store: MemoryStore; ids: IdGenerator; clock: Clock },
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

export function revokeKey(deps: { store: MemoryStore; clock: Clock }, id: string): ApiKeyRecord | undefined {
  return keysTable(deps.store).update(id, (k) => ({ ...k, status: 'revoked', revokedAt: k.revokedAt ?? iso(deps.clock.now()) }));
}

/** @public */
export interface KeyVerifier {
  /** The key record (active or revoked) whose hash matches, or undefined. */
  verify(plaintext: string): Promise<ApiKeyRecord | undefined>;
}

/**
 * Looks a key up by its non-secret prefix, then compares SHA-256 hashes in constant time.
 * @public
 */
export class StoreKeyVerifier implements KeyVerifier {
  private index = new Map<string, string[]>();
  private indexVersion = -1;
  constructor(private readonly store: MemoryStore) {}

  async verify(plaintext: string): Promise<ApiKeyRecord | undefined> {
    if (textLength(plaintext) < PREFIX_LENGTH || textLength(plaintext) > 200) return undefined;
    const table = keysTable(this.store);
    if (table.version !== this.indexVersion) this.rebuild(table);
    const candidates = this.index.get(plaintext.slice(0, PREFIX_LENGTH)) ?? [];
    // No candidate, no hash to compare: an unknown prefix costs no hashing.
    if (candidates.length === 0) return undefined;
    const hash = await this.hashOf(plaintext);
    let match: ApiKeyRecord | undefined;
    for (const id of candidates) {
      const record = table.get(id);
      if (record && timingSafeEqual(record.hash, hash)) match = record;
    }
    return match;
  }

  /**
   * SHA-256 of a presented key, remembered for the last few keys: every request of a test suite or a busy client
   * carries the same key, and hashing it again is most of a request's own cost. Only hashes of keys that matched an
   * existing prefix are kept, and never more than HASH_MEMO.
   */
  private readonly hashes = new Map<string, string>();
  private async hashOf(plaintext: string): Promise<string> {
    const known = this.hashes.get(plaintext);
    if (known !== undefined) return known;
    const hash = await sha256Hex(plaintext);
    if (this.hashes.size >= HASH_MEMO) this.hashes.delete(this.hashes.keys().next().value!);
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

/** Records that a key was used, at most once a minute per key so reads stay cheap. */
export function markKeyUsed(deps: { store: MemoryStore; clock: Clock }, record: ApiKeyRecord): void {
  const now = deps.clock.now();
  if (record.lastUsedAt && now - Date.parse(record.lastUsedAt) < 60_000) return;
  keysTable(deps.store).update(record.id, (k) => ({ ...k, lastUsedAt: iso(now) }));
}
