// Admin (test control) routes for collections, schemas and entries under /_admin/content/websites/:websiteId/collections:
// each reads the request into the rules' inputs (collections.ts, entries.ts, access.ts) and answers their outcome.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { identitySubOf } from '../http/identity-sub.js';
import type { Refusal } from '../http/validation.js';
import { invalid, isRefusal, readObjectBody, refuse } from '../http/validation.js';
import type { Environment } from '../keys.js';
import { isEnvironment } from '../keys.js';
import { changeRefusal } from './access.js';
import { collectionOf, createCollection, listCollections, newCollectionFrom, saveSchema, servesLive, websiteOf } from './collections.js';
import type { EntryRef } from './entries.js';
import { changeSlug, createEntry, entryOf, publishEntry, unpublishEntry, updateEntry } from './entries.js';
import { scopeIndex } from './entry-index.js';
import type { EntryRecord } from './model.js';
import { entriesTable } from './model.js';
import { adminCollection, adminEntry } from './view.js';

const BASE = '/_admin/content/websites/:websiteId/collections';
const LIVE_SCHEMA = 'the collection serves Live and its schema is shared with Live, even while Test is viewed';
const LIVE_ENTRY = 'publishing, unpublishing or renaming a Live entry changes what Live serves';

function environmentQuery(c: AppContext): Environment | Refusal {
  const environment = c.req.query('environment');
  return isEnvironment(environment) ? environment : invalid('environment query parameter must be test or live', ['environment']);
}

/** The website and the collection key a collection's route names. */
function collectionRef(c: AppContext): { websiteId: string; key: string } {
  return { websiteId: c.req.param('websiteId')!, key: c.req.param('collection')! };
}

function entryRef(c: AppContext): EntryRef {
  return { websiteId: c.req.param('websiteId')!, collection: c.req.param('collection')!, entryId: c.req.param('entryId')! };
}

export function registerCollectionAdminRoutes(app: Hono<AppEnv>, deps: Deps): void {
  registerCollectionRoutes(app, deps);
  registerEntryRoutes(app, deps);
}

/** Collections and their schemas: create, list, read, save a schema. */
function registerCollectionRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.post(BASE, op(deps, 'adminContentCreateCollection'), async (c) => {
    const websiteId = c.req.param('websiteId');
    const website = websiteOf(deps, websiteId);
    if (isRefusal(website)) return refuse(c, website);
    const denied = changeRefusal(website, identitySubOf(c));
    if (denied) return refuse(c, denied);
    const read = await readObjectBody(c);
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const created = createCollection(deps, websiteId, newCollectionFrom(body));
    if (isRefusal(created)) return refuse(c, created);
    return c.json({ success: true as const, collection: adminCollection(created, false) }, 201);
  });

  app.get(BASE, op(deps, 'adminContentListCollections'), (c) => {
    const websiteId = c.req.param('websiteId');
    const website = websiteOf(deps, websiteId);
    if (isRefusal(website)) return refuse(c, website);
    const collections = listCollections(deps, websiteId).map((col) => adminCollection(col, servesLive(deps, websiteId, col.key)));
    return c.json({ success: true as const, collections });
  });

  app.get(`${BASE}/:collection`, op(deps, 'adminContentGetCollection'), (c) => {
    const { websiteId, collection: key } = c.req.param();
    const website = websiteOf(deps, websiteId);
    if (isRefusal(website)) return refuse(c, website);
    const collection = collectionOf(deps, websiteId, key);
    if (isRefusal(collection)) return refuse(c, collection);
    return c.json({ success: true as const, collection: adminCollection(collection, servesLive(deps, websiteId, key)) });
  });

  app.put(`${BASE}/:collection`, op(deps, 'adminContentSaveSchema'), async (c) => {
    const { websiteId, collection: key } = c.req.param();
    const website = websiteOf(deps, websiteId);
    if (isRefusal(website)) return refuse(c, website);
    const collection = collectionOf(deps, websiteId, key);
    if (isRefusal(collection)) return refuse(c, collection);
    // The schema is shared by Test and Live: whoever changes it changes Live too.
    const denied = changeRefusal(website, identitySubOf(c), servesLive(deps, websiteId, key) ? LIVE_SCHEMA : undefined);
    if (denied) return refuse(c, denied);
    const read = await readObjectBody(c);
    if (isRefusal(read)) return refuse(c, read);
    const body = read.body;
    const saved = saveSchema(
      deps,
      { websiteId, key },
      {
        revision: body.revision,
        fields: body.fields,
        name: body.name,
        eventsHidden: body.eventsHidden,
      },
    );
    if (isRefusal(saved)) return refuse(c, saved);
    return c.json({ success: true as const, collection: adminCollection(saved, servesLive(deps, websiteId, key)) });
  });
}

/** Entries: list, create, and each change of one (content, slug, publish, unpublish). */
function registerEntryRoutes(app: Hono<AppEnv>, deps: Deps): void {
  app.get(`${BASE}/:collection/entries`, op(deps, 'adminContentListEntries'), (c) => listEntries(c, deps));
  app.post(`${BASE}/:collection/entries`, op(deps, 'adminContentCreateEntry'), (c) => createEntryRoute(c, deps));
  const live = (e: EntryRecord) => e.environment === 'live';
  const changes: EntryChange[] = [
    {
      operationId: 'adminContentUpdateEntry',
      path: '',
      method: 'patch',
      reachesLive: () => false,
      run: (ref, body) => updateEntry(deps, ref, body),
    },
    { operationId: 'adminContentPublishEntry', path: '/publish', method: 'post', reachesLive: live, run: (ref) => publishEntry(deps, ref) },
    {
      operationId: 'adminContentUnpublishEntry',
      path: '/unpublish',
      method: 'post',
      reachesLive: live,
      run: (ref) => unpublishEntry(deps, ref),
    },
    {
      operationId: 'adminContentChangeSlug',
      path: '/slug',
      method: 'post',
      reachesLive: (e) => live(e) && e.status === 'published',
      run: (ref, body) => changeSlug(deps, ref, body.slug),
    },
  ];
  for (const change of changes) {
    app[change.method](`${BASE}/:collection/entries/:entryId${change.path}`, op(deps, change.operationId), (c) =>
      changeEntry(c, deps, change),
    );
  }
}

/** `GET .../entries`: the collection's entries in one environment, newest first. */
function listEntries(c: AppContext, deps: Deps): Response {
  const { websiteId, key } = collectionRef(c);
  const website = websiteOf(deps, websiteId);
  if (isRefusal(website)) return refuse(c, website);
  const collection = collectionOf(deps, websiteId, key);
  if (isRefusal(collection)) return refuse(c, collection);
  const environment = environmentQuery(c);
  if (isRefusal(environment)) return refuse(c, environment);
  const table = entriesTable(deps);
  const entries = [...scopeIndex(table, { websiteId, environment, collection: key }).entryIds]
    .map((id) => table.get(id))
    .filter((e): e is EntryRecord => e !== undefined)
    .sort((a, b) => (a.id < b.id ? 1 : -1))
    .map(adminEntry);
  return c.json({ success: true as const, entries });
}

/** `POST .../entries`: a draft in one environment, by a member who manages the website. */
async function createEntryRoute(c: AppContext, deps: Deps): Promise<Response> {
  const { websiteId, key } = collectionRef(c);
  const website = websiteOf(deps, websiteId);
  if (isRefusal(website)) return refuse(c, website);
  const collection = collectionOf(deps, websiteId, key);
  if (isRefusal(collection)) return refuse(c, collection);
  const denied = changeRefusal(website, identitySubOf(c));
  if (denied) return refuse(c, denied);
  const environment = environmentQuery(c);
  if (isRefusal(environment)) return refuse(c, environment);
  const read = await readObjectBody(c);
  if (isRefusal(read)) return refuse(c, read);
  const body = read.body;
  const { slug, title, summary, image, fields } = body;
  const entry = createEntry(deps, { websiteId, environment, collection: key, slug, title, summary, image, fields });
  if (isRefusal(entry)) return refuse(c, entry);
  return c.json({ success: true as const, entry: adminEntry(entry) }, 201);
}

/** One change of an entry: its operation, its path after the entry's, whether it reaches Live, and the rule it runs. */
interface EntryChange {
  operationId: string;
  path: string;
  method: 'post' | 'patch';
  reachesLive: (entry: EntryRecord) => boolean;
  run: (ref: EntryRef, body: Record<string, unknown>) => EntryRecord | Refusal;
}

/** Entry changes: drafts need website management; publish, unpublish and slug changes of Live entries change Live. */
async function changeEntry(c: AppContext, deps: Deps, { path, reachesLive, run }: EntryChange): Promise<Response> {
  const ref = entryRef(c);
  const website = websiteOf(deps, ref.websiteId);
  if (isRefusal(website)) return refuse(c, website);
  const collection = collectionOf(deps, ref.websiteId, ref.collection);
  if (isRefusal(collection)) return refuse(c, collection);
  const entry = entryOf(deps, ref);
  if (isRefusal(entry)) return refuse(c, entry);
  const denied = changeRefusal(website, identitySubOf(c), reachesLive(entry) ? LIVE_ENTRY : undefined);
  if (denied) return refuse(c, denied);
  let body: Record<string, unknown> = {};
  if (path === '' || path === '/slug') {
    const read = await readObjectBody(c);
    if (isRefusal(read)) return refuse(c, read);
    body = read.body;
  }
  const changed = run(ref, body);
  if (isRefusal(changed)) return refuse(c, changed);
  return c.json({ success: true as const, entry: adminEntry(changed) });
}
