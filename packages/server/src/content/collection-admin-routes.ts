// Admin (test control) routes for collections, schemas and entries under /_admin/content/websites/:websiteId/collections.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { requireChangeAccess } from './access.js';
import { answer, identityOf, objectBody } from './admin-routes.js';
import {
  createCollection,
  listCollections,
  newCollectionFrom,
  requireCollection,
  requireWebsite,
  saveSchema,
  servesLive,
} from './collections.js';
import type { EntryRef } from './entries.js';
import { changeSlug, createEntry, publishEntry, requireEntry, unpublishEntry, updateEntry } from './entries.js';
import type { EntryRecord } from './model.js';
import { ContentProblem, entriesTable, isEnvironment } from './model.js';
import { scopeIndex } from './entry-index.js';
import { adminCollection, adminEntry } from './view.js';

const BASE = '/_admin/content/websites/:websiteId/collections';
const LIVE_SCHEMA = 'the collection serves Live and its schema is shared with Live, even while Test is viewed';
const LIVE_ENTRY = 'publishing, unpublishing or renaming a Live entry changes what Live serves';

function environmentQuery(c: AppContext) {
  const environment = c.req.query('environment');
  if (!isEnvironment(environment)) {
    throw new ContentProblem(400, 'VALIDATION_FAILED', 'environment query parameter must be test or live', ['environment']);
  }
  return environment;
}

function entryRef(c: AppContext): EntryRef {
  return { websiteId: c.req.param('websiteId')!, collection: c.req.param('collection')!, entryId: c.req.param('entryId')! };
}

export function registerCollectionAdminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const view = (websiteId: string, key: string) =>
    adminCollection(requireCollection(deps, websiteId, key), servesLive(deps, websiteId, key));

  app.post(BASE, op(deps, 'adminContentCreateCollection'), (c) =>
    answer(c, async () => {
      const websiteId = c.req.param('websiteId');
      const website = requireWebsite(deps, websiteId);
      requireChangeAccess(website, identityOf(c), false, '');
      const created = createCollection(deps, websiteId, newCollectionFrom(await objectBody(c)));
      return c.json({ success: true as const, collection: adminCollection(created, false) }, 201);
    }),
  );

  app.get(BASE, op(deps, 'adminContentListCollections'), (c) =>
    answer(c, () => {
      const websiteId = c.req.param('websiteId');
      requireWebsite(deps, websiteId);
      const collections = listCollections(deps, websiteId).map((col) => adminCollection(col, servesLive(deps, websiteId, col.key)));
      return c.json({ success: true as const, collections });
    }),
  );

  app.get(`${BASE}/:collection`, op(deps, 'adminContentGetCollection'), (c) =>
    answer(c, () => {
      requireWebsite(deps, c.req.param('websiteId'));
      return c.json({ success: true as const, collection: view(c.req.param('websiteId'), c.req.param('collection')) });
    }),
  );

  app.put(`${BASE}/:collection`, op(deps, 'adminContentSaveSchema'), (c) =>
    answer(c, async () => {
      const { websiteId, collection: key } = c.req.param();
      const website = requireWebsite(deps, websiteId);
      requireCollection(deps, websiteId, key);
      // The schema is shared by Test and Live: whoever changes it changes Live too.
      requireChangeAccess(website, identityOf(c), servesLive(deps, websiteId, key), LIVE_SCHEMA);
      const body = await objectBody(c);
      saveSchema(deps, websiteId, key, { revision: body.revision, fields: body.fields, name: body.name, eventsHidden: body.eventsHidden });
      return c.json({ success: true as const, collection: view(websiteId, key) });
    }),
  );

  app.get(`${BASE}/:collection/entries`, op(deps, 'adminContentListEntries'), (c) =>
    answer(c, () => {
      const { websiteId, collection: key } = c.req.param();
      requireWebsite(deps, websiteId);
      requireCollection(deps, websiteId, key);
      const environment = environmentQuery(c);
      const table = entriesTable(deps);
      const entries = [...scopeIndex(table, websiteId, environment, key).entryIds]
        .map((id) => table.get(id))
        .filter((e): e is EntryRecord => e !== undefined)
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .map(adminEntry);
      return c.json({ success: true as const, entries });
    }),
  );

  app.post(`${BASE}/:collection/entries`, op(deps, 'adminContentCreateEntry'), (c) =>
    answer(c, async () => {
      const { websiteId, collection: key } = c.req.param();
      const website = requireWebsite(deps, websiteId);
      requireCollection(deps, websiteId, key);
      requireChangeAccess(website, identityOf(c), false, '');
      const environment = environmentQuery(c);
      const body = await objectBody(c);
      const { slug, title, summary, image, fields } = body;
      const entry = createEntry(deps, { websiteId, environment, collection: key, slug, title, summary, image, fields });
      return c.json({ success: true as const, entry: adminEntry(entry) }, 201);
    }),
  );

  /** Entry changes: drafts need website management; publish, unpublish and slug changes of Live entries change Live. */
  const entryChange = (
    operationId: string,
    path: string,
    method: 'post' | 'patch',
    reachesLive: (entry: EntryRecord) => boolean,
    run: (ref: EntryRef, body: Record<string, unknown>) => EntryRecord,
  ) => {
    app[method](`${BASE}/:collection/entries/:entryId${path}`, op(deps, operationId), (c) =>
      answer(c, async () => {
        const ref = entryRef(c);
        const website = requireWebsite(deps, ref.websiteId);
        requireCollection(deps, ref.websiteId, ref.collection);
        const entry = requireEntry(deps, ref);
        requireChangeAccess(website, identityOf(c), reachesLive(entry), LIVE_ENTRY);
        const body = path === '' || path === '/slug' ? await objectBody(c) : {};
        return c.json({ success: true as const, entry: adminEntry(run(ref, body)) });
      }),
    );
  };
  const live = (e: EntryRecord) => e.environment === 'live';
  entryChange(
    'adminContentUpdateEntry',
    '',
    'patch',
    () => false,
    (ref, body) => updateEntry(deps, ref, body),
  );
  entryChange('adminContentPublishEntry', '/publish', 'post', live, (ref) => publishEntry(deps, ref));
  entryChange('adminContentUnpublishEntry', '/unpublish', 'post', live, (ref) => unpublishEntry(deps, ref));
  entryChange(
    'adminContentChangeSlug',
    '/slug',
    'post',
    (e) => live(e) && e.status === 'published',
    (ref, body) => changeSlug(deps, ref, body.slug),
  );
}
