// Captures and leads: a website's submissions (adminListCaptureLeads), by default of both environments merged newest
// first (what a test just did shows whichever key it used), each row naming its environment; with fields, context,
// country, device and notification state.
import type { Schema } from '@svc/spec';
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { api, unwrap } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { count, Field, linkedPart, Notice, Pager, Pre, useLoad, useNewIds, When } from '../ui.js';
import { listWebsites, WebsiteField } from './websites.js';

type LeadPage = Schema<'AdminCaptureLeadList'>;
type Lead = LeadPage['leads'][number];
type Environment = Schema<'EnvironmentName'>;

/** One page of a website's leads in one environment (adminListCaptureLeads). */
const leadsOf = (query: { websiteId: string; environment: Environment; limit: number; page?: string }): Promise<LeadPage> =>
  unwrap(
    api.GET('/_admin/capture/websites/{websiteId}/leads', {
      params: { path: { websiteId: query.websiteId }, query: { environment: query.environment, limit: query.limit, page: query.page } },
    }),
  );

const oneEnvironment = (websiteId: string, environment: Environment, page: string | undefined) =>
  leadsOf({ websiteId, environment, limit: 25, page });

/** The most a merged list shows: the operation's largest page. Past it, one environment pages on by its own token. */
const MERGED_MAX = 100;

/**
 * Both environments, merged newest first: the newest `limit` of each, cut to `limit`. "Older" shows 25 more, up to
 * MERGED_MAX (a merged list has no single page token); past that the notice says to pick one environment.
 */
async function bothEnvironments(websiteId: string, limit: number): Promise<Pick<LeadPage, 'leads' | 'total' | 'nextPage'>> {
  const [test, live] = await Promise.all([
    leadsOf({ websiteId, environment: 'test', limit }),
    leadsOf({ websiteId, environment: 'live', limit }),
  ]);
  const merged = [...test.leads, ...live.leads].sort((a, b) =>
    a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : a.id < b.id ? 1 : -1,
  );
  const total = test.total + live.total;
  return { leads: merged.slice(0, limit), total, nextPage: total > limit && limit < MERGED_MAX ? 'more' : null };
}

/** A submission's row: who and which form, where from, its notification; opened, its fields, context and links. */
function LeadRow({ l, websiteId, fresh, linked }: { l: Lead; websiteId: string; fresh: boolean; linked: boolean }) {
  return (
    <li class={fresh ? 'new' : ''}>
      <details open={linked ? true : undefined}>
        <summary>
          {fresh ? <span class="new-mark">New</span> : null}
          <span class={`pill env-${l.environment}`}>{l.environment}</span>
          <span class="path">{l.contact.email ?? l.contact.name ?? l.id}</span>
          <span class="op">{l.form}</span>
          <span class="muted">
            {l.country ?? 'unknown country'} · {l.device ?? 'unknown device'} · <When iso={l.receivedAt} />
          </span>
          <span class={`pill ${l.notification}`}>notification {l.notification}</span>
        </summary>
        <div class="detail">
          <h4>Fields (sanitised)</h4>
          <Pre label={`Fields of ${l.id}`} text={JSON.stringify(l.fields, null, 2)} />
          <h4>Context</h4>
          <Pre label={`Context of ${l.id}`} text={JSON.stringify({ page: l.page, countryCode: l.countryCode, ...l.context }, null, 2)} />
          <p>
            Submission <code>{l.id}</code>, lead status {l.status}.
          </p>
          <p class="inline">
            <a href={`#/captures/${encodeURIComponent(websiteId)}/${encodeURIComponent(l.id)}`}>Link to this capture</a>
            <a href={`#/outbox/${encodeURIComponent(`capture.submission:${l.id}`)}`}>Its notification email</a>
            <a href={`#/requests/find/${encodeURIComponent(l.id)}`}>The request that made it</a>
          </p>
        </div>
      </details>
    </li>
  );
}

export function CapturesTab() {
  const sites = useLoad(listWebsites, []);
  // A link may name the website: #/captures/<websiteId>.
  const [chosen, setChosen] = useState(() => decodeURIComponent(location.hash.split('/')[2] ?? ''));
  const [environment, setEnvironment] = useState<Environment | 'both'>('both');
  const [pages, setPages] = useState<string[]>([]);
  const websiteId = chosen || sites.data?.[0]?.id || '';
  const page = pages[pages.length - 1];
  const version = useFeedVersion(['capture']);
  const leads = useLoad(
    () =>
      websiteId
        ? environment === 'both'
          ? bothEnvironments(websiteId, Math.min(25 * (pages.length + 1), MERGED_MAX))
          : oneEnvironment(websiteId, environment, page)
        : Promise.resolve(undefined),
    [websiteId, environment, page, pages.length, page === undefined || environment === 'both' ? version : 0],
  );
  const fresh = useNewIds(leads.data?.leads.map((l) => l.id));
  // A link may name one capture too: #/captures/<websiteId>/<submissionId> opens it.
  const [linked] = useState(() => linkedPart('captures', 2));
  return (
    <section aria-labelledby="captures-title">
      <h2 id="captures-title">Captures and leads</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <WebsiteField websites={sites.data} value={websiteId} onChange={(id) => (setChosen(id), setPages([]))} />
        <Field label="Environment">
          {(id) => (
            <select
              id={id}
              value={environment}
              onChange={(e) => (setEnvironment(e.currentTarget.value as Environment | 'both'), setPages([]))}
            >
              <option value="both">test and live</option>
              <option value="test">test</option>
              <option value="live">live</option>
            </select>
          )}
        </Field>
      </form>
      <Notice error={sites.error ?? leads.error}>
        {leads.data
          ? `${count(leads.data.total, 'submission')}${environment === 'both' ? ' in test and live' : ` in ${environment}`}, newest first.` +
            (environment === 'both' && leads.data.total > MERGED_MAX
              ? ` Both environments list the newest ${MERGED_MAX}; choose one to see older ones.`
              : '')
          : 'Loading…'}
      </Notice>
      {leads.data && leads.data.leads.length === 0 ? (
        <p class="empty">No submissions yet. Send one with a test key (the CLI prints a curl command to try) and it appears here.</p>
      ) : null}
      <ul class="rows" aria-label="Submissions" aria-busy={!leads.data}>
        {leads.data?.leads.map((l) => (
          <LeadRow key={l.id} l={l} websiteId={websiteId} fresh={fresh.has(l.id)} linked={l.id === linked} />
        ))}
      </ul>
      <Pager
        atStart={pages.length === 0}
        hasNext={Boolean(leads.data?.nextPage)}
        onNewest={() => setPages([])}
        onNext={() => leads.data?.nextPage && setPages([...pages, leads.data.nextPage])}
      />
    </section>
  );
}
