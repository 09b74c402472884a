// Admin (test control) routes for a website's content keys (issue once, list, revoke) and its Content settings:
// each reads the request into the rules' inputs (access.ts, settings.ts) and answers their outcome.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { identitySubOf } from '../http/identity-sub.js';
import type { Refusal } from '../http/validation.js';
import { isRefusal, readObjectBody, refuse } from '../http/validation.js';
import type { ApiKeyRecord } from '../keys.js';
import { issueKey, keysTable, revokeKey } from '../keys.js';
import { managedWebsite } from './access.js';
import { websiteOf } from './collections.js';
import { newKeyInput } from './keys.js';
import { updateContentSettings } from './settings.js';

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

const KEY_NOT_FOUND: Refusal = { status: 404, code: 'NOT_FOUND', message: 'content key not found' };

export function registerKeyAdminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post('/_admin/content/websites/:websiteId/keys', op(deps, 'adminContentIssueKey'), async (c) => {
    const websiteId = c.req.param('websiteId');
    const website = managedWebsite(deps, websiteId, identitySubOf(c));
    if (isRefusal(website)) return refuse(c, website);
    const read = await readObjectBody(c);
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const input = newKeyInput(body);
    if (isRefusal(input)) return refuse(c, input);
    const { record, plaintext } = await issueKey(deps, { family: 'content', siteId: websiteId, ...input });
    return c.json({ success: true as const, key: keyView(record), plaintext }, 201);
  });

  app.get('/_admin/content/websites/:websiteId/keys', op(deps, 'adminContentListKeys'), (c) => {
    const websiteId = c.req.param('websiteId');
    const website = websiteOf(deps, websiteId);
    if (isRefusal(website)) return refuse(c, website);
    const keys = keysTable(deps.store)
      .filter((k) => k.family === 'content' && k.siteId === websiteId)
      .sort((a, b) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1))
      .map(keyView);
    return c.json({ success: true as const, keys });
  });

  app.post('/_admin/content/keys/:keyId/revoke', op(deps, 'adminContentRevokeKey'), (c) => {
    const key = keysTable(deps.store).get(c.req.param('keyId'));
    if (!key || key.family !== 'content') return refuse(c, KEY_NOT_FOUND);
    const website = managedWebsite(deps, key.siteId, identitySubOf(c));
    if (isRefusal(website)) return refuse(c, website);
    return c.json({ success: true as const, key: keyView(revokeKey(deps, key.id)!) });
  });

  app.patch('/_admin/content/websites/:websiteId/settings', op(deps, 'adminContentUpdateSettings'), async (c) => {
    const websiteId = c.req.param('websiteId');
    const website = managedWebsite(deps, websiteId, identitySubOf(c));
    if (isRefusal(website)) return refuse(c, website);
    const read = await readObjectBody(c);
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const content = updateContentSettings(deps, websiteId, { enabled: body.enabled, allowedOrigins: body.allowedOrigins });
    if (isRefusal(content)) return refuse(c, content);
    return c.json({ success: true as const, content });
  });
}
