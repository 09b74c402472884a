// The Content API: GET /v1/content/:siteId/:collection (keyset pages) and GET /v1/content/:siteId/:collection/:slug.

import type { Schema } from '@svc/spec';
import { limits } from '@svc/spec';
import type { Context, Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppEnv } from '../http/env.js';
import { op, operation } from '../http/env.js';
import type { PageLimitRule } from '../http/page-limit.js';
import { readPageLimit } from '../http/page-limit.js';
import { reply } from '../http/reply.js';
import type { Refusal } from '../http/validation.js';
import { isRefusal, notFound, refuse } from '../http/validation.js';
import { iso } from '../ports/clock.js';
import { authorizeRead, preflight } from './access-routes.js';
import { cursorSecret, decodeCursor, encodeCursor } from './cursor.js';
import { pageOf, scopeIndex } from './entry-index.js';
import { entriesTable, getCollection, SLUG_PATTERN } from './model.js';
import { cachedPage, keepPage, pageKey } from './page-cache.js';
import { publishedOnly } from './published-only.js';
import { publicEntry } from './view.js';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = limits.ContentListMeta.limit.maximum;

/** The page size of a read: default 100, larger than 200 applied as 200. */
const READ_LIMIT: PageLimitRule = { fallback: DEFAULT_LIMIT, max: MAX_LIMIT, above: 'applied-as-max' };

const INVALID_LIMIT: Refusal = { status: 400, code: 'INVALID_LIMIT', message: 'limit must be a positive integer', fields: ['limit'] };
const INVALID_CURSOR: Refusal = {
  status: 400,
  code: 'INVALID_CURSOR',
  message: 'cursor is malformed or belongs to another collection',
  fields: ['cursor'],
};
const COLLECTION_NOT_FOUND = notFound('collection not found');
const ENTRY_NOT_FOUND = notFound('entry not found');

export function registerReadRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.options('/v1/content/:siteId/:collection', op(deps, 'preflightContentEntries'), (c) => preflight(c));
  app.options('/v1/content/:siteId/:collection/:slug', op(deps, 'preflightContentEntry'), (c) => preflight(c));

  // Cache-Control and Vary of every answer under /v1/content are set by the app's request frame (contentHeaders).
  const LIST = '/v1/content/:siteId/:collection';
  app.get(
    LIST,
    operation<Context<AppEnv, typeof LIST>>(deps, 'listContentEntries', async (c) => {
      const siteId = c.req.param('siteId');
      const scope = await authorizeRead(c, deps, siteId);
      if (isRefusal(scope)) return refuse(c, scope);
      const limit = readPageLimit(c.req.query('limit'), READ_LIMIT);
      if (limit === undefined) return refuse(c, INVALID_LIMIT);
      const collection = getCollection(deps, siteId, c.req.param('collection'));
      if (!collection) return refuse(c, COLLECTION_NOT_FOUND);

      const cursorScope = { siteId, environment: scope.environment, collection: collection.key };
      const secret = cursorSecret(deps.store);
      const rawCursor = c.req.query('cursor');
      // A cursor once verified under the same secret gives the same page: the page's text is all that is left to send.
      const key = pageKey(cursorScope, limit, rawCursor);
      let head = cachedPage(deps.store, key);
      if (head === undefined) {
        const after = rawCursor === undefined ? undefined : await decodeCursor(secret, cursorScope, rawCursor);
        if (rawCursor !== undefined && !after) {
          return refuse(c, INVALID_CURSOR);
        }
        const table = entriesTable(deps);
        const entryScope = { websiteId: siteId, environment: scope.environment, collection: collection.key };
        const page = pageOf(scopeIndex(table, entryScope).published, limit, after);
        const items = page.keys.map((k) => publicEntry(table.get(k.id)!, collection));
        const last = page.keys[page.keys.length - 1];
        const nextCursor = page.hasMore && last ? await encodeCursor(secret, cursorScope, last) : null;
        const body: Omit<Schema<'ContentEntryList'>, 'meta'> & { meta: Omit<Schema<'ContentEntryList'>['meta'], 'generatedAt'> } = {
          items,
          collection: collection.key,
          meta: { siteId, environment: scope.environment, count: items.length, limit, nextCursor },
        };
        // generatedAt is the last member of meta, and meta of the page: the text stops where its value begins.
        head = `${JSON.stringify(body).slice(0, -2)},"generatedAt":`;
        keepPage(deps.store, key, head);
      }
      return reply(c, `${head}${JSON.stringify(iso(deps.clock.now()))}}}`);
    }),
  );

  app.get('/v1/content/:siteId/:collection/:slug', op(deps, 'getContentEntry'), async (c) => {
    const siteId = c.req.param('siteId');
    const scope = await authorizeRead(c, deps, siteId);
    if (isRefusal(scope)) return refuse(c, scope);
    const collection = getCollection(deps, siteId, c.req.param('collection'));
    if (!collection) return refuse(c, COLLECTION_NOT_FOUND);
    const slug = c.req.param('slug');
    const table = entriesTable(deps);
    const entryScope = { websiteId: siteId, environment: scope.environment, collection: collection.key };
    const id = SLUG_PATTERN.test(slug) ? scopeIndex(table, entryScope).slugs.get(slug) : undefined;
    const entry = publishedOnly(id === undefined ? undefined : table.get(id));
    if (!entry) return refuse(c, ENTRY_NOT_FOUND);
    return c.json({
      item: { ...publicEntry(entry, collection), canonicalSlug: entry.slug },
      meta: { siteId, environment: scope.environment, generatedAt: iso(deps.clock.now()) },
    });
  });
}
