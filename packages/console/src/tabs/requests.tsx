// Requests: the journal (adminListRequests) as a developer reads it: the console's own calls hidden unless asked,
// filters by method, path, status, key family and time, free-text search over paths and bodies, clear
// (adminClearRequests), a deep link per request (#/requests/<id>, adminGetRequest) and "copy as curl".
import { Fragment, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Ok } from '../api.js';
import { call, query } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { act, Confirm, Field, Notice, Pager, Pre, pretty, useLoad, useNewIds, When } from '../ui.js';

type Detail = Ok<'adminGetRequest'>['request'];

const headersText = (h: Record<string, string>) =>
  Object.entries(h)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

/** Headers a replayed call does not need (the transport's own, the browser's, the console's mark). */
const NOT_REPLAYED =
  /^(host|content-length|connection|accept-encoding|accept-language|user-agent|origin|referer|cookie|x-svc-console|sec-|priority|pragma|cache-control|dnt)/;

/** JSON on one line (the journal keeps it pretty-printed), any other body as it is. */
const compact = (body: string): string => {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return body;
  }
};

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** The request as a curl command line against this server. */
export function curlOf(r: Detail, origin: string): string {
  const parts = ['curl'];
  if (r.method !== 'GET') parts.push('-X', r.method);
  parts.push(shellQuote(`${origin}${r.path}${r.query ? `?${r.query}` : ''}`));
  for (const [name, value] of Object.entries(r.requestHeaders))
    if (!NOT_REPLAYED.test(name)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (r.requestBody !== null && r.requestBody !== '') parts.push('--data-raw', shellQuote(compact(r.requestBody)));
  return parts.join(' ');
}

function CopyCurl({ id }: { id: string }) {
  const [withKeys, setWithKeys] = useState(false);
  const { data } = useLoad(
    () => call<Ok<'adminGetRequest'>>('GET', `/_admin/requests/${encodeURIComponent(id)}${withKeys ? '?reveal=credentials' : ''}`),
    [id, withKeys],
  );
  const text = data ? curlOf(data.request, location.origin) : '';
  return (
    <>
      <div class="curl">
        <button type="button" disabled={!data} onClick={() => void act('Copy as curl', () => navigator.clipboard.writeText(text))}>
          Copy as curl
        </button>
        <label>
          <input type="checkbox" checked={withKeys} onChange={(e) => setWithKeys(e.currentTarget.checked)} /> Include keys (shown in clear)
        </label>
      </div>
      <Pre label="As curl" text={text || '…'} />
    </>
  );
}

function RequestDetail({ id }: { id: string }) {
  const { data, error } = useLoad(() => call<Ok<'adminGetRequest'>>('GET', `/_admin/requests/${encodeURIComponent(id)}`), [id]);
  if (error) return <Notice error={`${error} (${id})`} />;
  if (!data) return <p>Loading…</p>;
  const r = data.request;
  return (
    <div class="detail">
      <p>
        Request <code>{r.id}</code> · <a href={`#/requests/${encodeURIComponent(r.id)}`}>link to this request</a>
      </p>
      {r.fault ? (
        <p class="fault-label">
          Answered by an injected fault: <code>{r.fault.id}</code> {r.fault.kind} (the <code>Svc-Fault</code> header says so too), not by
          the service’s own rules.
        </p>
      ) : null}
      {r.fix ? (
        <p class="mistake">
          Refused as the caller’s mistake{r.code ? ` (${r.code})` : ''}. Fix: {r.fix}
        </p>
      ) : null}
      <CopyCurl id={r.id} />
      <h4>Request headers</h4>
      <Pre label="Request headers" text={`${r.method} ${r.path}${r.query ? `?${r.query}` : ''}\n${headersText(r.requestHeaders)}`} />
      {r.requestBody !== null ? (
        <>
          <h4>Request body</h4>
          <Pre label="Request body" text={pretty(r.requestBody)} />
        </>
      ) : null}
      <h4>Response headers</h4>
      <Pre label="Response headers" text={`${r.status}\n${headersText(r.responseHeaders)}`} />
      <h4>Response body</h4>
      {r.bodyOmitted ? <p>Not kept (a bulk answer).</p> : <Pre label="Response body" text={r.responseBody ?? '(none)'} />}
    </div>
  );
}

const linked = () => {
  const [, tab, id] = location.hash.replace(/^#\/?/, '#/').split('/');
  return tab === 'requests' && id && id !== 'find' ? decodeURIComponent(id) : undefined;
};

/** #/requests/find/<text> opens the journal searched for a text (another tab's id: the request that made it). */
const linkedSearch = () => {
  const [, tab, find, text] = location.hash.replace(/^#\/?/, '#/').split('/');
  return tab === 'requests' && find === 'find' && text ? decodeURIComponent(text) : '';
};

const SINCE: Record<string, number> = { '': 0, '1m': 60, '5m': 300, '1h': 3600, '24h': 86400 };

/**
 * A text filter, applied when the user presses Enter or leaves the field. What is typed lives in the field's own state,
 * so a list that reloads underneath (a live update, another filter's answer) never wipes a half-typed search.
 */
function FilterText(props: { id: string; value: string; maxLength: number; placeholder?: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  return (
    <input
      id={props.id}
      type="search"
      value={draft}
      maxLength={props.maxLength}
      placeholder={props.placeholder}
      onInput={(e) => setDraft(e.currentTarget.value)}
      onChange={(e) => props.onCommit(e.currentTarget.value)}
    />
  );
}

export function RequestsTab() {
  const [operation, setOperation] = useState('');
  const [status, setStatus] = useState('');
  const [method, setMethod] = useState('');
  const [path, setPath] = useState('');
  const [keyFamily, setKeyFamily] = useState('');
  const [since, setSince] = useState('');
  const [q, setQ] = useState(linkedSearch);
  const [withConsole, setWithConsole] = useState(false);
  const [cursors, setCursors] = useState<string[]>([]);
  const [open, setOpen] = useState<string | undefined>(linked);
  useEffect(() => {
    const onHash = () => {
      setOpen(linked());
      if (linkedSearch()) setQ(linkedSearch());
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const version = useFeedVersion(['request']);
  const cursor = cursors[cursors.length - 1];
  // Live updates only on the first page: an older page stays put while the user reads it.
  const live = cursor === undefined ? version : 0;
  const [n, setN] = useState(0);
  const sinceIso = since ? new Date(Date.now() - SINCE[since]! * 1000).toISOString() : undefined;
  const { data, error } = useLoad(
    () =>
      call<Ok<'adminListRequests'>>(
        'GET',
        `/_admin/requests${query({ operation, status, method, path, keyFamily, since: sinceIso, q, console: withConsole ? 'true' : undefined, cursor, limit: 50 })}`,
      ),
    [operation, status, method, path, keyFamily, since, q, withConsole, cursor, live, n],
  );
  const fresh = useNewIds(data?.requests.map((r) => r.id));
  const reset = () => setCursors([]);
  const toggle = (id: string) => {
    const next = open === id ? undefined : id;
    setOpen(next);
    history.replaceState(null, '', next ? `#/requests/${encodeURIComponent(next)}` : '#/requests');
  };
  const inList = open !== undefined && data?.requests.some((r) => r.id === open);
  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title">Requests</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <Field label="Search paths and bodies">
          {(id) => <FilterText id={id} value={q} maxLength={200} onCommit={(v) => (setQ(v), reset())} />}
        </Field>
        <Field label="Method">
          {(id) => (
            <select id={id} value={method} onChange={(e) => (setMethod(e.currentTarget.value), reset())}>
              <option value="">Any</option>
              {['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Path contains">
          {(id) => (
            <FilterText id={id} value={path} maxLength={200} placeholder="/v1/capture" onCommit={(v) => (setPath(v.trim()), reset())} />
          )}
        </Field>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => (setStatus(e.currentTarget.value), reset())}>
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
        <Field label="Key family">
          {(id) => (
            <select id={id} value={keyFamily} onChange={(e) => (setKeyFamily(e.currentTarget.value), reset())}>
              <option value="">Any</option>
              {['sk_test', 'sk_live', 'ck_test', 'ck_live', 'pk_test', 'pk_live', 'ptk', 'adm', 'vt', 'none'].map((k) => (
                <option key={k} value={k}>
                  {k === 'none' ? 'no key' : k}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Time">
          {(id) => (
            <select id={id} value={since} onChange={(e) => (setSince(e.currentTarget.value), reset())}>
              <option value="">Any time</option>
              <option value="1m">Last minute</option>
              <option value="5m">Last 5 minutes</option>
              <option value="1h">Last hour</option>
              <option value="24h">Last 24 hours</option>
            </select>
          )}
        </Field>
        <Field label="Operation">
          {(id) => (
            <FilterText
              id={id}
              value={operation}
              maxLength={200}
              placeholder="e.g. createCapture"
              onCommit={(v) => (setOperation(v.trim()), reset())}
            />
          )}
        </Field>
        <label class="check">
          <input type="checkbox" checked={withConsole} onChange={(e) => (setWithConsole(e.currentTarget.checked), reset())} /> Show the
          console’s own calls
        </label>
        <Confirm
          label="Clear the journal"
          question="Clear the request journal?"
          lost={
            <p>Every request listed here (and the console’s own calls) is forgotten. Stored data, keys and the clock are not touched.</p>
          }
          choices={[
            {
              label: 'Clear the journal',
              danger: true,
              run: () => void act('Clear the journal', () => call('DELETE', '/_admin/requests')).then(() => setN(n + 1)),
            },
          ]}
        />
      </form>
      <Notice error={error}>
        {data
          ? `${data.matched} request${data.matched === 1 ? '' : 's'}${withConsole ? '' : ' (console’s own calls hidden)'} of ${data.count} kept; newest first.`
          : 'Loading…'}
      </Notice>
      {open && data && !inList ? (
        <section class="card" aria-label={`Request ${open}`}>
          <h3>
            Request <code>{open}</code>
          </h3>
          <RequestDetail id={open} />
        </section>
      ) : null}
      {data && data.requests.length === 0 ? (
        <p class="empty">
          No requests
          {q || method || path || status || keyFamily || since || operation
            ? ' match these filters'
            : ' yet: call the API (the CLI prints a few curl commands to try) and they appear here'}
          .
        </p>
      ) : null}
      <ul class="rows" aria-label="Requests" aria-busy={!data}>
        {data?.requests.map((r) => (
          <li key={r.id} class={`${r.status >= 400 ? 'failed' : ''}${fresh.has(r.id) ? ' new' : ''}`}>
            <button type="button" class="row" aria-expanded={open === r.id} onClick={() => toggle(r.id)}>
              {fresh.has(r.id) ? <span class="new-mark">New</span> : null}
              <span class="status">{r.status}</span>
              <span class="method">{r.method}</span>
              <span class="path">{r.path}</span>
              <span class="op">{r.operationId}</span>
              <span class="muted">
                {r.durationMs} ms · {r.keyFamily ?? 'no key'} · <When iso={r.at} />
                {r.console ? ' · console' : ''}
              </span>
              {r.fault ? (
                <span class="fault-tag">
                  fault {r.fault.id} {r.fault.kind}
                </span>
              ) : null}
              {r.reason ? <span class="reason">{r.reason}</span> : null}
            </button>
            {open === r.id ? <RequestDetail id={r.id} /> : null}
          </li>
        ))}
      </ul>
      <Pager
        atStart={cursors.length === 0}
        hasNext={Boolean(data?.nextCursor)}
        onNewest={() => setCursors([])}
        onNext={() => data?.nextCursor && setCursors([...cursors, data.nextCursor])}
      />
    </section>
  );
}
