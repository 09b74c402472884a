// Typed setup: what tests make most (websites, keys of every family, collections and entries, Form Capture and Engage
// sites, portal keys), each through the service's own admin and console operations, returning what was made. Works
// on any seed, `empty` included.
import { unwrap } from '@svc/core';
import type { Schema } from '@svc/spec';
import type { ConsoleAccess } from './console-access.js';
import type { InProcessClient } from './in-process.js';

/**
 * A Content or Form Capture environment.
 * @public
 */
export type Environment = Schema<'EnvironmentName'>;

/**
 * A new collection, as `POST /_admin/content/websites/{websiteId}/collections` takes it (`eventsHidden` defaults to false).
 * @public
 */
export type CollectionSetup = Omit<Schema<'AdminContentCollectionInput'>, 'eventsHidden'> & { eventsHidden?: boolean };

/**
 * A key as issued: the plaintext for `X-Api-Key` (shown once by the service) and its record.
 * @public
 */
export interface IssuedKey<R> {
  /** The plaintext key, for `X-Api-Key`. */
  key: string;
  /** The key's record, as the service lists it (no plaintext). */
  record: R;
}

/**
 * Console credentials (`X-Portal-Key`, `X-Identity-Sub`) of a site owner.
 * @public
 */
export interface ConsoleCredentials {
  /** The portal key, for `X-Portal-Key`. */
  portalKey: string;
  /** The console user, for `X-Identity-Sub`. */
  identitySub: string;
}

/**
 * Options of `setup.website`.
 * @public
 */
export interface WebsiteSetup {
  /** Default `Test website`. */
  name?: string;
  /** Default: one member `owner` with every role. */
  members?: Array<Schema<'AdminWebsiteMember'>>;
}

/**
 * Who changes content: the website member (`X-Identity-Sub`) the service checks roles of; default `owner`, the member
 * `setup.website()` adds with every role.
 * @public
 */
export interface AsMember {
  /** The member's `X-Identity-Sub`; default `owner`. */
  identitySub?: string;
}

/**
 * Options of `setup.entry`.
 * @public
 */
export type EntrySetup = Schema<'AdminContentEntryInput'> &
  AsMember & {
    /** The website the site belongs to. */
    websiteId: string;
    /** The environment the entry lives in (default `live`). */
    environment?: Environment;
    /** The collection's key. */
    collection: string;
    /** Publish the entry after creating it (default true); false leaves a draft. */
    publish?: boolean;
  };

/**
 * Options of `setup.engageSite`: the console's site creation, plus knowledge.
 * @public
 */
export type EngageSiteSetup = Partial<Schema<'SiteCreate'>> & {
  knowledge?: Schema<'KnowledgeInput'>;
  /** The console user who owns the site (`X-Identity-Sub`); default `owner`. */
  identitySub?: string;
};

/**
 * An Engage site made by `setup.engageSite`.
 * @public
 */
export interface EngageSiteMade {
  /** The site as the console lists it. */
  site: Schema<'Site'>;
  /** For `X-Api-Key` on the public Engage endpoints. */
  publishableKey: string;
  /** The owner's console credentials, for `/api/engage/sites/...`. */
  console: ConsoleCredentials;
}

/**
 * A Form Capture site ready to take submissions, made by `setup.capture`.
 * @public
 */
export interface CaptureMade {
  /** The website the site belongs to. */
  websiteId: string;
  /** The Form Capture site, active. */
  site: Schema<'AdminCaptureSite'>;
  /** Site keys for `X-Api-Key`, one per environment. */
  keys: { test: string; live: string };
}

/**
 * Content ready to read, made by `setup.content`.
 * @public
 */
export interface ContentMade {
  /** The website the site belongs to. */
  websiteId: string;
  /** The collection, with its schema. */
  collection: Schema<'AdminContentCollection'>;
  /** The entries made, in each environment. */
  entries: Record<Environment, Array<Schema<'AdminContentEntry'>>>;
  /** Content keys for `X-Api-Key`, one per environment. */
  keys: { test: string; live: string };
}

/**
 * Typed setup helpers; each returns what it made.
 * @public
 */
export interface MockSetup {
  /** A website (the owner of Content collections and of a Form Capture site). */
  website(input?: WebsiteSetup): Promise<Schema<'AdminWebsite'>>;
  /** A Content key of a website for one environment. */
  contentKey(
    input: { websiteId: string; environment: Environment; label?: string | null } & AsMember,
  ): Promise<IssuedKey<Schema<'AdminContentKey'>>>;
  /** A collection of a website (fields per the collection schema). */
  collection(input: CollectionSetup & { websiteId: string } & AsMember): Promise<Schema<'AdminContentCollection'>>;
  /** An entry, published unless `publish: false`. */
  entry(input: EntrySetup): Promise<Schema<'AdminContentEntry'>>;
  /** A website with one collection, its entries (published unless `publish: false`) in test and live, and a Content key per environment. */
  content(input?: {
    website?: WebsiteSetup;
    collection?: CollectionSetup;
    entries?: Array<Schema<'AdminContentEntryInput'> & { publish?: boolean }>;
  }): Promise<ContentMade>;
  /** A website's Form Capture site, configured and (unless `activate: false`) active. */
  captureSite(input: Schema<'AdminCaptureSiteInput'> & { websiteId: string; activate?: boolean }): Promise<Schema<'AdminCaptureSite'>>;
  /** A Form Capture site key for one environment. */
  captureKey(input: { websiteId: string; environment: Environment; label?: string | null }): Promise<IssuedKey<Schema<'AdminCaptureKey'>>>;
  /** A website with an active Form Capture site and a key per environment. */
  capture(input?: { website?: WebsiteSetup; site?: Schema<'AdminCaptureSiteInput'> }): Promise<CaptureMade>;
  /** An Engage site (modules, origins, identity mode, branding, forms policies, webhook URL, knowledge) and its publishable key. */
  engageSite(input?: EngageSiteSetup): Promise<EngageSiteMade>;
  /** A console portal key (`X-Portal-Key`); pair it with any `X-Identity-Sub`. */
  portalKey(input?: { label?: string | null }): Promise<IssuedKey<Schema<'AdminConsolePortalKeyIssued'>['portalKey']>>;
}

const EVERY_ROLE: Array<Schema<'AdminWebsiteMember'>> = [{ sub: 'owner', roles: ['manage', 'publish', 'leads'] }];

/** Websites and their Content: collections, entries and keys, each made by a website member. */
function contentSetup(api: InProcessClient): Pick<MockSetup, 'website' | 'contentKey' | 'collection' | 'entry' | 'content'> {
  const website: MockSetup['website'] = async (input = {}) =>
    (await unwrap(api.POST('/_admin/websites', { body: { name: input.name ?? 'Test website', members: input.members ?? EVERY_ROLE } })))
      .website;
  const contentKey: MockSetup['contentKey'] = async ({ websiteId, identitySub = 'owner', ...body }) => {
    const params = { path: { websiteId }, header: { 'X-Identity-Sub': identitySub } };
    const issued = await unwrap(api.POST('/_admin/content/websites/{websiteId}/keys', { params, body }));
    return { key: issued.plaintext, record: issued.key };
  };
  const collection: MockSetup['collection'] = async ({ websiteId, identitySub = 'owner', eventsHidden = false, ...rest }) => {
    const params = { path: { websiteId }, header: { 'X-Identity-Sub': identitySub } };
    // `eventsHidden` is false unless given, as the service's own default.
    const body = { ...rest, eventsHidden };
    return (await unwrap(api.POST('/_admin/content/websites/{websiteId}/collections', { params, body }))).collection;
  };
  const entry: MockSetup['entry'] = async ({
    websiteId,
    collection: key,
    environment = 'live',
    publish = true,
    identitySub = 'owner',
    ...body
  }) => {
    const header = { 'X-Identity-Sub': identitySub };
    const query = { environment };
    const path = { websiteId, collection: key };
    const draft = (
      await unwrap(
        api.POST('/_admin/content/websites/{websiteId}/collections/{collection}/entries', { params: { path, query, header }, body }),
      )
    ).entry;
    if (!publish) return draft;
    // Publishing names the entry only: its environment is the entry's own.
    const publishPath = { ...path, entryId: draft.id };
    return (
      await unwrap(
        api.POST('/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/publish', {
          params: { path: publishPath, header },
        }),
      )
    ).entry;
  };
  return {
    website,
    contentKey,
    collection,
    entry,
    async content(input = {}) {
      const { id: websiteId } = await website(input.website);
      const made = await collection({ websiteId, ...(input.collection ?? { key: 'articles', name: 'Articles' }) });
      const entries: ContentMade['entries'] = { test: [], live: [] };
      for (const environment of ['test', 'live'] as const) {
        for (const e of input.entries ?? [{ slug: 'hello', title: 'Hello' }])
          entries[environment].push(await entry({ websiteId, collection: made.key, environment, ...e }));
      }
      const [test, live] = [await contentKey({ websiteId, environment: 'test' }), await contentKey({ websiteId, environment: 'live' })];
      return { websiteId, collection: made, entries, keys: { test: test.key, live: live.key } };
    },
  };
}

/** A website's Form Capture site and its keys. */
function captureSetup(api: InProcessClient, website: MockSetup['website']): Pick<MockSetup, 'captureSite' | 'captureKey' | 'capture'> {
  const captureSite: MockSetup['captureSite'] = async ({ websiteId, activate = true, ...body }) => {
    const params = { path: { websiteId } };
    const settings = { notificationEmail: 'team@example.test', ...body };
    const configured = (await unwrap(api.PUT('/_admin/capture/websites/{websiteId}/site', { params, body: settings }))).site;
    return activate ? (await unwrap(api.POST('/_admin/capture/websites/{websiteId}/site/activate', { params }))).site : configured;
  };
  const captureKey: MockSetup['captureKey'] = async ({ websiteId, ...body }) => {
    const issued = await unwrap(api.POST('/_admin/capture/websites/{websiteId}/keys', { params: { path: { websiteId } }, body }));
    return { key: issued.plaintext, record: issued.key };
  };
  return {
    captureSite,
    captureKey,
    async capture(input = {}) {
      const { id: websiteId } = await website(input.website);
      const site = await captureSite({ websiteId, ...input.site });
      const [test, live] = [await captureKey({ websiteId, environment: 'test' }), await captureKey({ websiteId, environment: 'live' })];
      return { websiteId, site, keys: { test: test.key, live: live.key } };
    },
  };
}

/** An Engage site through the Engage Console API, as its owner: the site, its knowledge and a publishable key. */
async function engageSite(api: InProcessClient, access: ConsoleAccess, input: EngageSiteSetup): Promise<EngageSiteMade> {
  const { knowledge, identitySub = 'owner', ...create } = input;
  const made = await access.call(identitySub, (headers) =>
    unwrap(api.POST('/api/engage/sites', { headers, body: { name: 'Test site', ...create } })),
  );
  const params = { path: { siteId: made.site.id } };
  if (knowledge)
    await access.call(identitySub, (headers) =>
      unwrap(api.PUT('/api/engage/sites/{siteId}/knowledge', { params, headers, body: knowledge })),
    );
  const issued = await access.call(identitySub, (headers) => unwrap(api.POST('/api/engage/sites/{siteId}/keys', { params, headers })));
  const credentials = { portalKey: await access.portalKey(), identitySub };
  return { site: made.site, publishableKey: issued.key.publishableKey, console: credentials };
}

export function createSetup(api: InProcessClient, access: ConsoleAccess): MockSetup {
  const content = contentSetup(api);
  return {
    ...content,
    ...captureSetup(api, content.website),
    engageSite: (input = {}) => engageSite(api, access, input),
    async portalKey(input = {}) {
      const issued = await unwrap(api.POST('/_admin/console/portal-keys', { body: input }));
      return { key: issued.portalKey.key, record: issued.portalKey };
    },
  };
}
