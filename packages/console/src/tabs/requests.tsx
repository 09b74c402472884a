// Requests: the journal (adminListRequests), filtered by operation and status, each expandable (adminGetRequest).
import { Fragment, h } from 'preact';
import { useState } from 'preact/hooks';
import type { Ok } from '../api.js';
import { call, query } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { Field, Notice, Pager, Pre, time, useLoad } from '../ui.js';

const headersText = (h: Record<string, string>) =>
  Object.entries(h)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

function RequestDetail({ id }: { id: string }) {
  const { data, error } = useLoad(() => call<Ok<'adminGetRequest'>>('GET', `/_admin/requests/${encodeURIComponent(id)}`), [id]);
  if (error) return <Notice error={error} />;
  if (!data) return <p>Loading…</p>;
  const r = data.request;
  return (
    <div class="detail">
      <h4>Request headers</h4>
      <Pre label="Request headers" text={`${r.method} ${r.path}${r.query ? `?${r.query}` : ''}\n${headersText(r.requestHeaders)}`} />
      {r.requestBody !== null ? (
        <>
          <h4>Request body</h4>
          <Pre label="Request body" text={r.requestBody} />
        </>
      ) : null}
      <h4>Response headers</h4>
      <Pre label="Response headers" text={`${r.status}\n${headersText(r.responseHeaders)}`} />
      <h4>Response body</h4>
      {r.bodyOmitted ? <p>Not kept (a bulk answer).</p> : <Pre label="Response body" text={r.responseBody ?? '(none)'} />}
    </div>
  );
}

export function RequestsTab() {
  const [operation, setOperation] = useState('');
  const [status, setStatus] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const [open, setOpen] = useState<string | undefined>();
  const version = useFeedVersion(['request']);
  const cursor = cursors[cursors.length - 1];
  // Live updates only on the first page: an older page stays put while the user reads it.
  const live = cursor === undefined ? version : 0;
  const { data, error } = useLoad(
    () => call<Ok<'adminListRequests'>>('GET', `/_admin/requests${query({ operation, status, cursor, limit: 50 })}`),
    [operation, status, cursor, live],
  );
  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title">Requests</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <Field label="Operation">
          {(id) => <input id={id} value={operation} placeholder="e.g. createCapture" onChange={(e) => (setOperation(e.currentTarget.value.trim()), setCursors([]))} />}
        </Field>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => (setStatus(e.currentTarget.value), setCursors([]))}>
              <option value="">Any</option>
              <option value="2xx">2xx</option>
              <option value="4xx">4xx</option>
              <option value="5xx">5xx</option>
              <option value="401">401</option>
              <option value="404">404</option>
              <option value="429">429</option>
              <option value="503">503</option>
            </select>
          )}
        </Field>
      </form>
      <Notice error={error}>{data ? `${data.count} of ${data.size} kept in memory; newest first.` : 'Loading…'}</Notice>
      <ul class="rows" aria-label="Requests" aria-busy={!data}>
        {data?.requests.map((r) => (
          <li key={r.id} class={r.status >= 400 ? 'failed' : ''}>
            <button type="button" class="row" aria-expanded={open === r.id} onClick={() => setOpen(open === r.id ? undefined : r.id)}>
              <span class="status">{r.status}</span>
              <span class="method">{r.method}</span>
              <span class="path">{r.path}</span>
              <span class="op">{r.operationId}</span>
              <span class="muted">
                {r.durationMs} ms · {r.keyFamily ?? 'no key'} · {time(r.at)}
              </span>
              {r.reason ? <span class="reason">{r.reason}</span> : null}
            </button>
            {open === r.id ? <RequestDetail id={r.id} /> : null}
          </li>
        ))}
      </ul>
      <Pager atStart={cursors.length === 0} hasNext={Boolean(data?.nextCursor)} onNewest={() => setCursors([])} onNext={() => data?.nextCursor && setCursors([...cursors, data.nextCursor])} />
    </section>
  );
}
