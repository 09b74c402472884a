// Admin (test control) routes for a website's content keys (issue once, list, revoke) and its Content settings.
import { limits } from '@svc/spec';
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { ApiKeyRecord } from '../keys.js';
import { issueKey, keysTable, revokeKey } from '../keys.js';
import { requireChangeAccess } from './access.js';
import { answer, identityOf, objectBody } from './admin-routes.js';
import { requireWebsite } from './collections.js';
import { ContentProblem, isEnvironment } from './model.js';
import { updateContentSettings } from './settings.js';

const MAX_LABEL = limits.AdminContentKeyInput.label.maxLength;

/** What an admin sees of a key: never the plaintext or its hash. */
export function keyView(key: ApiKeyRecord) {
  return {
    id: key.id,
    environment: key.environment,
    prefix: key.prefix,
    status: key.status,
    label: key.label,
    createdAt: key.createdAt,
    lastUsedAt: key.lastUsedAt,
    revokedAt: key.revokedAt,
  };
}

export function registerKeyAdminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/_admin/content/websites/:websiteId/keys', op(deps, 'adminContentIssueKey'), (c) =>
    answer(c, async () => {
      const websiteId = c.req.param('websiteId');
      requireChangeAccess(requireWebsite(deps, websiteId), identityOf(c), false, '');
      const body = await objectBody(c);
      const bad: string[] = [];
      if (!isEnvironment(body.environment)) bad.push('environment');
      const label = body.label ?? null;
      if (label !== null && (typeof label !== 'string' || textLength(label) > MAX_LABEL)) bad.push('label');
      if (bad.length > 0) {
        throw new ContentProblem(
          400,
          'VALIDATION_FAILED',
          `invalid key: ${bad.join(', ')} (environment test or live, label at most ${MAX_LABEL} characters)`,
          bad,
        );
      }
      if (typeof label === 'string' && hasControlCharacters(label)) {
        throw new ContentProblem(400, 'VALIDATION_FAILED', controlCharactersMessage('label'), ['label']);
      }
      const { record, plaintext } = await issueKey(deps, {
        family: 'content',
        siteId: websiteId,
        environment: body.environment as 'test' | 'live',
        label: label as string | null,
      });
      return c.json({ success: true as const, key: keyView(record), plaintext }, 201);
    }),
  );

  app.get('/_admin/content/websites/:websiteId/keys', op(deps, 'adminContentListKeys'), (c) =>
    answer(c, () => {
      const websiteId = c.req.param('websiteId');
      requireWebsite(deps, websiteId);
      const keys = keysTable(deps.store)
        .filter((k) => k.family === 'content' && k.siteId === websiteId)
        .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1))
        .map(keyView);
      return c.json({ success: true as const, keys });
    }),
  );

  app.post('/_admin/content/keys/:keyId/revoke', op(deps, 'adminContentRevokeKey'), (c) =>
    answer(c, () => {
      const key = keysTable(deps.store).get(c.req.param('keyId'));
      if (!key || key.family !== 'content') throw new ContentProblem(404, 'NOT_FOUND', 'content key not found');
      requireChangeAccess(requireWebsite(deps, key.siteId), identityOf(c), false, '');
      return c.json({ success: true as const, key: keyView(revokeKey(deps, key.id)!) });
    }),
  );

  app.patch('/_admin/content/websites/:websiteId/settings', op(deps, 'adminContentUpdateSettings'), (c) =>
    answer(c, async () => {
      const websiteId = c.req.param('websiteId');
      requireChangeAccess(requireWebsite(deps, websiteId), identityOf(c), false, '');
      const body = await objectBody(c);
      const content = updateContentSettings(deps, websiteId, { enabled: body.enabled, allowedOrigins: body.allowedOrigins });
      return c.json({ success: true as const, content });
    }),
  );
}
