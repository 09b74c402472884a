// Capture keys per environment: issued once in plaintext, staged replacement and promotion, in-use protection,
// emergency revocation. Lifecycle state lives in the key record's `meta`.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { fail } from '../http/errors.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { ApiKeyRecord, Environment } from '../keys.js';
import { issueKey, keysTable, revokeKey } from '../keys.js';
import { readObjectBody } from '../http/validation.js';
import { booleanOption, environmentParam, isEnvironment, websiteOr404 } from './admin-util.js';

/** A key used by a deployment within this window is "in use" and is not retired without an explicit override. */
export const KEY_IN_USE_WINDOW_MS = 24 * 60 * 60 * 1000;
const KEY_IN_USE_MESSAGE =
  'this key was used by a deployment in the last 24 hours; move the deployment to another key first, or pass force: true';

/** current: the environment's key; staged: its replacement, already working; retired/revoked: no longer accepted. */
export type CaptureKeyStage = 'current' | 'staged' | 'retired' | 'revoked';

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

export function isInUse(key: ApiKeyRecord, now: number): boolean {
  return key.status === 'active' && key.lastUsedAt !== null && now - Date.parse(key.lastUsedAt) < KEY_IN_USE_WINDOW_MS;
}

export function registerCaptureKeyAdmin(app: Hono<AppEnv>, deps: Deps): void {
  const table = keysTable(deps.store);
  const now = () => deps.clock.now();
  const setMeta = (id: string, change: Partial<CaptureKeyMeta>) => table.update(id, (k) => ({ ...k, meta: { ...metaOf(k), ...change } }));

  const labelOf = (c: AppContext, body: Record<string, unknown>): string | null | Response => {
    if (body.label === undefined || body.label === null) return null;
    if (typeof body.label !== 'string' || textLength(body.label) > 80) {
      return fail(c, 400, 'VALIDATION_FAILED', 'label must be a string of at most 80 characters', { fields: ['label'] });
    }
    return hasControlCharacters(body.label)
      ? fail(c, 400, 'VALIDATION_FAILED', controlCharactersMessage('label'), { fields: ['label'] })
      : body.label;
  };

  app.post('/_admin/capture/websites/:websiteId/keys', op(deps, 'adminIssueCaptureKey'), async (c) => {
    const website = websiteOr404(c, deps);
    if (website instanceof Response) return website;
    const body = await readObjectBody(c, { empty: 'as-object' });
    if (body instanceof Response) return body;
    if (!isEnvironment(body.environment)) {
      return fail(c, 400, 'VALIDATION_FAILED', 'environment must be "test" or "live"', { fields: ['environment'] });
    }
    const label = labelOf(c, body);
    if (label instanceof Response) return label;
    const environment: Environment = body.environment;
    const current = table.find((k) => isCaptureKeyOf(k, website.id, environment) && metaOf(k).stage === 'current');
    if (current) {
      return fail(c, 409, 'KEY_EXISTS', `the ${environment} environment already has a key (${current.id}); stage a replacement instead`);
    }
    const meta: CaptureKeyMeta = { stage: 'current', replaces: null, replacedBy: null };
    const { record, plaintext } = await issueKey(deps, { family: 'capture', siteId: website.id, environment, label, meta: { ...meta } });
    return c.json({ success: true as const, key: keyView(record, now()), plaintext }, 201);
  });

  app.get('/_admin/capture/websites/:websiteId/keys', op(deps, 'adminListCaptureKeys'), (c) => {
    const website = websiteOr404(c, deps);
    if (website instanceof Response) return website;
    let environment: Environment | undefined;
    if (c.req.query('environment') !== undefined) {
      const env = environmentParam(c);
      if (env instanceof Response) return env;
      environment = env;
    }
    const keys = table
      .filter((k) => k.family === 'capture' && k.siteId === website.id && (!environment || k.environment === environment))
      .sort((a, b) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt)))
      .map((k) => keyView(k, now()));
    return c.json({ success: true as const, keys });
  });

  app.post('/_admin/capture/keys/:keyId/replacement', op(deps, 'adminStageCaptureKeyReplacement'), async (c) => {
    const key = captureKeyOr404(c);
    if (key instanceof Response) return key;
    const body = await readObjectBody(c, { empty: 'as-object' });
    if (body instanceof Response) return body;
    const label = labelOf(c, body);
    if (label instanceof Response) return label;
    const meta = metaOf(key);
    if (meta.stage !== 'current')
      return fail(c, 409, 'INVALID_TRANSITION', `only the current key can be replaced (this key is ${meta.stage})`);
    if (meta.replacedBy && table.get(meta.replacedBy)?.status === 'active') {
      return fail(c, 409, 'INVALID_TRANSITION', `a replacement (${meta.replacedBy}) is already staged for this key`);
    }
    const { record, plaintext } = await issueKey(deps, {
      family: 'capture',
      siteId: key.siteId,
      environment: key.environment,
      label,
      meta: { stage: 'staged', replaces: key.id, replacedBy: null },
    });
    const updated = setMeta(key.id, { replacedBy: record.id })!;
    return c.json({ success: true as const, key: keyView(record, now()), plaintext, current: keyView(updated, now()) }, 201);
  });

  app.post('/_admin/capture/keys/:keyId/promote', op(deps, 'adminPromoteCaptureKey'), async (c) => {
    const staged = captureKeyOr404(c);
    if (staged instanceof Response) return staged;
    const body = await readObjectBody(c, { empty: 'as-object' });
    if (body instanceof Response) return body;
    const force = booleanOption(c, body, 'force');
    if (force instanceof Response) return force;
    const meta = metaOf(staged);
    if (meta.stage !== 'staged') return fail(c, 409, 'INVALID_TRANSITION', `only a staged key can be promoted (this key is ${meta.stage})`);
    const old = meta.replaces ? table.get(meta.replaces) : undefined;
    if (old && isInUse(old, now()) && !force) return fail(c, 409, 'KEY_IN_USE', KEY_IN_USE_MESSAGE);
    let retired: ApiKeyRecord | undefined;
    if (old) {
      if (old.status === 'active') revokeKey(deps, old.id);
      retired = setMeta(old.id, { stage: metaOf(old).stage === 'revoked' ? 'revoked' : 'retired', replacedBy: staged.id });
    }
    const promoted = setMeta(staged.id, { stage: 'current' })!;
    return c.json({ success: true as const, key: keyView(promoted, now()), retired: retired ? keyView(retired, now()) : null });
  });

  app.post('/_admin/capture/keys/:keyId/revoke', op(deps, 'adminRevokeCaptureKey'), async (c) => {
    const key = captureKeyOr404(c);
    if (key instanceof Response) return key;
    const body = await readObjectBody(c, { empty: 'as-object' });
    if (body instanceof Response) return body;
    const emergency = booleanOption(c, body, 'emergency');
    if (emergency instanceof Response) return emergency;
    const force = booleanOption(c, body, 'force');
    if (force instanceof Response) return force;
    if (key.status === 'revoked') return fail(c, 409, 'INVALID_TRANSITION', 'this key is already revoked');
    // Emergency revocation is the explicit override: a leaked key stops working now, deployment or not.
    if (isInUse(key, now()) && !emergency && !force) return fail(c, 409, 'KEY_IN_USE', KEY_IN_USE_MESSAGE);
    const meta = metaOf(key);
    revokeKey(deps, key.id);
    const revoked = setMeta(key.id, { stage: 'revoked' })!;
    let promoted: ApiKeyRecord | undefined;
    if (meta.stage === 'staged' && meta.replaces) {
      // Revoking a staged key cancels the replacement.
      setMeta(meta.replaces, { replacedBy: null });
    } else if (meta.stage === 'current' && meta.replacedBy && table.get(meta.replacedBy)?.status === 'active') {
      // The environment keeps a key: its staged replacement, already deployed or about to be, becomes current.
      promoted = setMeta(meta.replacedBy, { stage: 'current' });
    }
    return c.json({
      success: true as const,
      key: keyView(revoked, now()),
      emergency,
      promoted: promoted ? keyView(promoted, now()) : null,
    });
  });

  function captureKeyOr404(c: AppContext): ApiKeyRecord | Response {
    const key = table.get(c.req.param('keyId') ?? '');
    return key && key.family === 'capture' ? key : fail(c, 404, 'NOT_FOUND', 'capture key not found');
  }
}

function isCaptureKeyOf(k: ApiKeyRecord, websiteId: string, environment: Environment): boolean {
  return k.family === 'capture' && k.siteId === websiteId && k.environment === environment && k.status === 'active';
}
