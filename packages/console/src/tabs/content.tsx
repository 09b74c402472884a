// Content: a website's collections and entries per environment (adminContentListCollections, adminContentListEntries),
// each entry's draft and published content; publish (only what is not published yet), unpublish and change a slug
// (its former slugs shown), acting as a member (X-Identity-Sub).
import type { Schema } from '@svc/spec';
import { Fragment, h } from 'preact';
import { useState } from 'preact/hooks';
import { api, identity, unwrap } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { act, count, Field, Notice, Pre, useLoad, useLocalPage, When } from '../ui.js';
import { listWebsites, WebsiteField } from './websites.js';

type Collection = Schema<'AdminContentCollectionList'>['collections'][number];
type Entry = Schema<'AdminContentEntryList'>['entries'][number];
type Environment = Schema<'EnvironmentName'>;
/** Where an entry is: its website, collection and id. */
type EntryAt = { websiteId: string; collection: string; entryId: string };

/** What a person does to an entry, acting as a member of the website (X-Identity-Sub). */
const entryCalls = {
  publish: (path: EntryAt) =>
    unwrap(
      api.POST('/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/publish', {
        params: { path, header: { 'X-Identity-Sub': identity.sub } },
      }),
    ),
  unpublish: (path: EntryAt) =>
    unwrap(
      api.POST('/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/unpublish', {
        params: { path, header: { 'X-Identity-Sub': identity.sub } },
      }),
    ),
  changeSlug: (path: EntryAt, slug: string) =>
    unwrap(
      api.POST('/_admin/content/websites/{websiteId}/collections/{collection}/entries/{entryId}/slug', {
        params: { path, header: { 'X-Identity-Sub': identity.sub } },
        body: { slug },
      }),
    ),
};

const PAGE = 25;

/** Whether the draft has changes the published snapshot lacks (nothing to publish when it has none). */
export const hasUnpublishedChanges = (e: Pick<Entry, 'status' | 'draft' | 'published'>): boolean =>
  e.status !== 'published' || JSON.stringify(e.draft) !== JSON.stringify(e.published);

function EntryRow({ websiteId, collection, e, onDone }: { websiteId: string; collection: string; e: Entry; onDone: () => void }) {
  const [slug, setSlug] = useState(e.slug);
  // The entry's content and controls are drawn when it is opened: a list of entries stays as light as its rows.
  const [open, setOpen] = useState(false);
  const changes = hasUnpublishedChanges(e);
  const at: EntryAt = { websiteId, collection, entryId: e.id };
  const run = (what: string, send: () => Promise<unknown>) => void act(what, send).then((ok) => ok && onDone());
  return (
    <li>
      <details onToggle={(ev) => setOpen(ev.currentTarget.open)}>
        <summary>
          <span class={`pill ${e.status}`}>{e.status}</span>
          <span class="path">{e.slug}</span>
          <span class="muted">
            {e.draft?.title ?? ''} · updated <When iso={e.updatedAt} />
            {e.formerSlugs.length > 0 ? ` · formerly ${e.formerSlugs.join(', ')}` : ''}
          </span>
        </summary>
        {open ? (
          <div class="detail">
            <h4>{e.status === 'published' && changes ? 'Draft (changed since it was published)' : 'Content'}</h4>
            <Pre label={`Content of ${e.slug}`} text={JSON.stringify(e.draft, null, 2)} />
            {e.status === 'published' && changes && e.published ? (
              <>
                <h4>Published</h4>
                <Pre label={`Published content of ${e.slug}`} text={JSON.stringify(e.published, null, 2)} />
              </>
            ) : null}
            <div class="inline">
              <button
                type="button"
                disabled={!changes}
                title={changes ? undefined : 'Published, and the draft has no changes since'}
                onClick={() => run(`Publish ${e.slug}`, () => entryCalls.publish(at))}
              >
                {e.status === 'published' ? (changes ? 'Publish the changes' : 'Published') : 'Publish'}
              </button>
              <button
                type="button"
                disabled={e.status !== 'published'}
                onClick={() => run(`Unpublish ${e.slug}`, () => entryCalls.unpublish(at))}
              >
                Unpublish
              </button>
            </div>
            <form
              class="inline"
              onSubmit={(ev) => (ev.preventDefault(), run(`Change the slug of ${e.slug}`, () => entryCalls.changeSlug(at, slug)))}
            >
              <Field label={`New slug for ${e.slug}`}>
                {(id) => <input id={id} value={slug} required onInput={(ev) => setSlug(ev.currentTarget.value)} />}
              </Field>
              <button type="submit">Change slug</button>
            </form>
            <p class="muted">Former slugs: {e.formerSlugs.length > 0 ? e.formerSlugs.join(', ') : 'none'}</p>
          </div>
        ) : null}
      </details>
    </li>
  );
}

/** A website's collections, with the website they belong to (adminContentListCollections). */
const listCollections = (websiteId: string) =>
  unwrap(api.GET('/_admin/content/websites/{websiteId}/collections', { params: { path: { websiteId } } })).then((r) => ({
    websiteId,
    list: r.collections,
  }));

/** A collection's entries in one environment (adminContentListEntries). */
const listEntries = (websiteId: string, collection: string, environment: Environment) =>
  unwrap(
    api.GET('/_admin/content/websites/{websiteId}/collections/{collection}/entries', {
      params: { path: { websiteId, collection }, query: { environment } },
    }),
  ).then((r) => r.entries);

/** The collection and environment shown (the website is picked beside them). */
function CollectionFields(props: {
  collections: Collection[] | undefined;
  name: string;
  onCollection: (key: string) => void;
  environment: Environment;
  onEnvironment: (environment: Environment) => void;
}) {
  return (
    <>
      <Field label="Collection">
        {(id) => (
          <select id={id} value={props.name} onChange={(e) => props.onCollection(e.currentTarget.value)}>
            {props.collections?.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Environment">
        {(id) => (
          <select id={id} value={props.environment} onChange={(e) => props.onEnvironment(e.currentTarget.value as Environment)}>
            <option value="test">test</option>
            <option value="live">live</option>
          </select>
        )}
      </Field>
    </>
  );
}

export function ContentTab() {
  const sites = useLoad(listWebsites, []);
  const [chosen, setChosen] = useState('');
  const [environment, setEnvironment] = useState<Environment>('live');
  const [collection, setCollection] = useState('');
  const [n, setN] = useState(0);
  const version = useFeedVersion(['content']);
  const websiteId = chosen || sites.data?.[0]?.id || '';
  // Each step waits for the one before (undefined: not known yet), so the list is busy until its own rows are in,
  // and collections are used only for the website they were loaded for.
  const collections = useLoad(
    () => (websiteId ? listCollections(websiteId) : sites.data ? Promise.resolve({ websiteId, list: [] as Collection[] }) : undefined),
    [websiteId, sites.data === undefined, version],
  );
  const known = collections.data?.websiteId === websiteId ? collections.data.list : undefined;
  const name = collection || known?.[0]?.key || '';
  const entries = useLoad(
    () => (name ? listEntries(websiteId, name, environment) : known ? Promise.resolve([] as Entry[]) : undefined),
    [websiteId, name, environment, version, n, known === undefined],
  );
  const list = entries.data ?? [];
  const page = useLocalPage(list, PAGE);
  const error = sites.error ?? collections.error ?? entries.error;
  return (
    <section aria-labelledby="content-title">
      <h2 id="content-title">Content</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <WebsiteField websites={sites.data} value={websiteId} onChange={(id) => (setChosen(id), setCollection(''), page.toNewest())} />
        <CollectionFields
          collections={known}
          name={name}
          onCollection={(key) => (setCollection(key), page.toNewest())}
          environment={environment}
          onEnvironment={(env) => (setEnvironment(env), page.toNewest())}
        />
      </form>
      <Notice error={error}>{entries.data ? count(list.length, 'entry', 'entries') : 'Loading…'}</Notice>
      <ul class="rows" aria-label="Entries" aria-busy={!entries.data && !error}>
        {page.rows.map((e) => (
          <EntryRow key={e.id} websiteId={websiteId} collection={name} e={e} onDone={() => setN(n + 1)} />
        ))}
      </ul>
      {page.pager}
    </section>
  );
}
