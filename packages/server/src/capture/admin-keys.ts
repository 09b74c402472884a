// Capture keys per environment: issued once in plaintext, staged replacement and promotion, in-use protection,
// emergency revocation. Lifecycle state lives in the key record's `meta`. The rules take the parsed body and the
// records they act on; capture/admin-routes.ts reads the request and writes the outcome.
import type { Deps } from '../deps.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Refusal } from '../http/validation.js';
import { invalid, isRefusal } from '../http/validation.js';
import type { ApiKeyRecord, Environment } from '../keys.js';
import { issueKey, keysTable, revokeKey } from '../keys.js';
import type { Website } from '../websites.js';
import { readBooleanOption, readEnvironment } from './admin-util.js';

/** A key used by a deployment within this window is "in use" and is not retired without an explicit override. */
export const KEY_IN_USE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const KEY_IN_USE_MESSAGE =
  'this key was used by a deployment in the last 24 hours; move the deployment to another key first, or pass force: true';
export const MAX_KEY_LABEL = 80;

/** current: the environment's key; staged: its replacement, already working; retired/revoked: no longer accepted. */
export type CaptureKeyStage = 'current' | 'staged' | 'retired' | 'revoked';

type KeyDeps = Pick<Deps, 'store' | 'ids' | 'clock'>;

interface CaptureKeyMeta {
  stage: CaptureKeyStage;
  replaces: string | null;
  replacedBy: string | null;
}

function metaOf(key: ApiKeyRecord): CaptureKeyMeta {
  const m = (key.meta ?? {}) as Partial<CaptureKeyMeta>;
  const stored = m.stage ?? (key.status === 'active' ? 'current' : 'revoked');
  // A key revoked outside this area (or by emergency) is revoked whatever stage it held.
  const stage = key.status === 'revoked' && (stored === 'current' || stored === 'staged') ? 'revoked' : stored;
  return { stage, replaces: m.replaces ?? null, replacedBy: m.replacedBy ?? null };
}

/** What the admin API shows of a key: never its plaintext or hash. */
export function keyView(key: ApiKeyRecord, now: number) {
  const meta = metaOf(key);
  return {
    id: key.id,
    websiteId: key.siteId,
    prefix: key.prefix,
    environment: key.environment,
    label: key.label,
    status: key.status,
    stage: meta.stage,
    replaces: meta.replaces,
    replacedBy: meta.replacedBy,
    inUse: isInUse(key, now),
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt,
    revokedAt: key.revokedAt,
  };
}

export type CaptureKeyView = ReturnType<typeof keyView>;

export function isInUse(key: ApiKeyRecord, now: number): boolean {
  return key.status === 'active' && key.lastUsedAt !== null && now - Date.parse(key.lastUsedAt) < KEY_IN_USE_WINDOW_MS;
}

/** An optional label: absent or null is none; otherwise a string of at most 80 characters without control characters. */
export function readKeyLabel(body: Record<string, unknown>): string | null | Refusal {
  const label = body.label;
  if (label === undefined || label === null) return null;
  if (typeof label !== 'string' || textLength(label) > MAX_KEY_LABEL) {
    return invalid(`label must be a string of at most ${MAX_KEY_LABEL} characters`, ['label']);
  }
  return hasControlCharacters(label) ? invalid(controlCharactersMessage('label'), ['label']) : label;
}

/** The capture key `keyId` names (of any stage), or 404 NOT_FOUND. */
export function findCaptureKey(deps: Pick<Deps, 'store'>, keyId: string): ApiKeyRecord | Refusal {
  const key = keysTable(deps.store).get(keyId);
  return key && key.family === 'capture' ? key : { status: 404, code: 'NOT_FOUND', message: 'capture key not found' };
}

/** The website's capture keys, oldest first, of one environment or of both. */
export function listCaptureKeys(deps: Pick<Deps, 'store' | 'clock'>, website: Website, environment?: Environment): CaptureKeyView[] {
  const now = deps.clock.now();
  return keysTable(deps.store)
    .filter((k) => k.family === 'capture' && k.siteId === website.id && (!environment || k.environment === environment))
    .sort((a, b) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt)))
    .map((k) => keyView(k, now));
}

/** A new key of an environment (`environment`, `label` in the body); an environment with a current key refuses (KEY_EXISTS). */
export async function issueCaptureKey(
  deps: KeyDeps,
  website: Website,
  body: Record<string, unknown>,
): Promise<{ key: CaptureKeyView; plaintext: string } | Refusal> {
  const environment = readEnvironment(body.environment);
  if (isRefusal(environment)) return environment;
  const label = readKeyLabel(body);
  if (isRefusal(label)) return label;
  const current = keysTable(deps.store).find((k) => isCaptureKeyOf(k, website.id, environment) && metaOf(k).stage === 'current');
  if (current) {
    return {
      status: 409,
      code: 'KEY_EXISTS',
      message: `the ${environment} environment already has a key (${current.id}); stage a replacement instead`,
    };
  }
  const meta: CaptureKeyMeta = { stage: 'current', replaces: null, replacedBy: null };
  const { record, plaintext } = await issueKey(deps, { family: 'capture', siteId: website.id, environment, label, meta: { ...meta } });
  return { key: keyView(record, deps.clock.now()), plaintext };
}

/** A replacement staged beside the current key (working at once), until it is promoted or revoked. */
export async function stageReplacement(
  deps: KeyDeps,
  key: ApiKeyRecord,
  body: Record<string, unknown>,
): Promise<{ key: CaptureKeyView; plaintext: string; current: CaptureKeyView } | Refusal> {
  const table = keysTable(deps.store);
  const label = readKeyLabel(body);
  if (isRefusal(label)) return label;
  const meta = metaOf(key);
  if (meta.stage !== 'current')
    return { status: 409, code: 'INVALID_TRANSITION', message: `only the current key can be replaced (this key is ${meta.stage})` };
  if (meta.replacedBy && table.get(meta.replacedBy)?.status === 'active') {
    return { status: 409, code: 'INVALID_TRANSITION', message: `a replacement (${meta.replacedBy}) is already staged for this key` };
  }
  const { record, plaintext } = await issueKey(deps, {
    family: 'capture',
    siteId: key.siteId,
    environment: key.environment,
    label,
    meta: { stage: 'staged', replaces: key.id, replacedBy: null },
  });
  const updated = setMeta(deps, key.id, { replacedBy: record.id })!;
  const now = deps.clock.now();
  return { key: keyView(record, now), plaintext, current: keyView(updated, now) };
}

/**
 * A staged key becomes current and the key it replaces is retired; a replaced key a deployment still uses
 * (KEY_IN_USE) is retired only with `force: true`.
 */
export function promoteCaptureKey(
  deps: KeyDeps,
  staged: ApiKeyRecord,
  body: Record<string, unknown>,
): { key: CaptureKeyView; retired: CaptureKeyView | null } | Refusal {
  const force = readBooleanOption(body, 'force');
  if (isRefusal(force)) return force;
  const meta = metaOf(staged);
  if (meta.stage !== 'staged')
    return { status: 409, code: 'INVALID_TRANSITION', message: `only a staged key can be promoted (this key is ${meta.stage})` };
  const old = meta.replaces ? keysTable(deps.store).get(meta.replaces) : undefined;
  if (old && isInUse(old, deps.clock.now()) && !force) return { status: 409, code: 'KEY_IN_USE', message: KEY_IN_USE_MESSAGE };
  let retired: ApiKeyRecord | undefined;
  if (old) {
    if (old.status === 'active') revokeKey(deps, old.id);
    retired = setMeta(deps, old.id, { stage: metaOf(old).stage === 'revoked' ? 'revoked' : 'retired', replacedBy: staged.id });
  }
  const promoted = setMeta(deps, staged.id, { stage: 'current' })!;
  const now = deps.clock.now();
  return { key: keyView(promoted, now), retired: retired ? keyView(retired, now) : null };
}

/**
 * Revokes a key. A key in use is revoked only with `force: true` or `emergency: true` (a leaked key stops working
 * now, deployment or not). Revoking a staged key cancels the replacement; revoking a current key with a staged
 * replacement makes that replacement current, so the environment keeps a key.
 */
export function revokeCaptureKey(
  deps: KeyDeps,
  key: ApiKeyRecord,
  body: Record<string, unknown>,
): { key: CaptureKeyView; emergency: boolean; promoted: CaptureKeyView | null } | Refusal {
  const emergency = readBooleanOption(body, 'emergency');
  if (isRefusal(emergency)) return emergency;
  const force = readBooleanOption(body, 'force');
  if (isRefusal(force)) return force;
  if (key.status === 'revoked') return { status: 409, code: 'INVALID_TRANSITION', message: 'this key is already revoked' };
  if (isInUse(key, deps.clock.now()) && !emergency && !force) return { status: 409, code: 'KEY_IN_USE', message: KEY_IN_USE_MESSAGE };
  const meta = metaOf(key);
  revokeKey(deps, key.id);
  const revoked = setMeta(deps, key.id, { stage: 'revoked' })!;
  let promoted: ApiKeyRecord | undefined;
  if (meta.stage === 'staged' && meta.replaces) {
    setMeta(deps, meta.replaces, { replacedBy: null });
  } else if (meta.stage === 'current' && meta.replacedBy && keysTable(deps.store).get(meta.replacedBy)?.status === 'active') {
    promoted = setMeta(deps, meta.replacedBy, { stage: 'current' });
  }
  const now = deps.clock.now();
  return { key: keyView(revoked, now), emergency, promoted: promoted ? keyView(promoted, now) : null };
}

function setMeta(deps: Pick<Deps, 'store'>, id: string, change: Partial<CaptureKeyMeta>): ApiKeyRecord | undefined {
  return keysTable(deps.store).update(id, (k) => ({ ...k, meta: { ...metaOf(k), ...change } }));
}

function isCaptureKeyOf(k: ApiKeyRecord, websiteId: string, environment: Environment): boolean {
  return k.family === 'capture' && k.siteId === websiteId && k.environment === environment && k.status === 'active';
}
