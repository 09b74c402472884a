// Captures and leads: a website's submissions per environment, paged (adminListCaptureLeads), with fields, context,
// country, device and notification state.
import { h } from 'preact';
import { useState } from 'preact/hooks';
import type { Ok } from '../api.js';
import { call, query } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { Field, Notice, Pager, Pre, time, useLoad } from '../ui.js';
import { listWebsites } from './websites.js';

export function CapturesTab() {
  const sites = useLoad(listWebsites, []);
  // A link may name the website: #/captures/<websiteId>.
  const [chosen, setChosen] = useState(() => decodeURIComponent(location.hash.split('/')[2] ?? ''));
  const [environment, setEnvironment] = useState('live');
  const [pages, setPages] = useState<string[]>([]);
  const websiteId = chosen || sites.data?.[0]?.id || '';
  const page = pages[pages.length - 1];
  const version = useFeedVersion(['capture']);
  const leads = useLoad(
    () =>
      websiteId
        ? call<Ok<'adminListCaptureLeads'>>('GET', `/_admin/capture/websites/${encodeURIComponent(websiteId)}/leads${query({ environment, limit: 25, page })}`)
        : Promise.resolve(undefined),
    [websiteId, environment, page, page === undefined ? version : 0],
  );
  return (
    <section aria-labelledby="captures-title">
      <h2 id="captures-title">Captures and leads</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <Field label="Website">
          {(id) => (
            <select id={id} value={websiteId} onChange={(e) => (setChosen(e.currentTarget.value), setPages([]))}>
              {sites.data?.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name} ({w.id})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Environment">
          {(id) => (
            <select id={id} value={environment} onChange={(e) => (setEnvironment(e.currentTarget.value), setPages([]))}>
              <option value="test">test</option>
              <option value="live">live</option>
            </select>
          )}
        </Field>
      </form>
      <Notice error={sites.error ?? leads.error}>{leads.data ? `${leads.data.total} submissions, newest first.` : 'Loading…'}</Notice>
      <ul class="rows" aria-label="Submissions" aria-busy={!leads.data}>
        {leads.data?.leads.map((l) => (
          <li key={l.id}>
            <details>
              <summary>
                <span class="status">{l.environment}</span>
                <span class="path">{l.contact.email ?? l.contact.name ?? l.id}</span>
                <span class="op">{l.form}</span>
                <span class="muted">
                  {l.country ?? 'unknown country'} · {l.device ?? 'unknown device'} · {time(l.receivedAt)}
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
              </div>
            </details>
          </li>
        ))}
      </ul>
      <Pager atStart={pages.length === 0} hasNext={Boolean(leads.data?.nextPage)} onNewest={() => setPages([])} onNext={() => leads.data?.nextPage && setPages([...pages, leads.data.nextPage])} />
    </section>
  );
}
