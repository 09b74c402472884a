// Requests: the journal (adminListRequests) as a developer reads it: the server's own traffic (the console's calls,
// the files of the console, /_docs/ and the widget) hidden unless asked, filters by method, path, status, key family
// and time, search as you type over paths and bodies, clear (adminClearRequests), and "copy as curl". The filters and
// the open request live in the address (#/requests/<id>?status=5xx&q=…), so a view can be shared or reloaded.
import type { Schema } from '@svc/spec';
import { Fragment, h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, unwrap } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { act, Confirm, count, Field, Notice, Pager, Pre, pretty, useLoad, useNewIds, When } from '../ui.js';

type Detail = Schema<'AdminRequestDetailEnvelope'>['request'];

/** One journalled request in full (adminGetRequest); with `reveal`, its credentials in clear. */
const getRequest = (requestId: string, reveal = false) =>
  unwrap(api.GET('/_admin/requests/{requestId}', { params: { path: { requestId }, query: reveal ? { reveal: 'credentials' } : {} } }));

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

/** Methods whose requests carry no body. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the request had a body the journal did not record: one was sent (its length or a chunked transfer says so)
 * but the server answered before reading it (a 401, a 429 from a fault), so no curl can replay it.
 */
export function bodyNotRecorded(r: Pick<Detail, 'method' | 'requestHeaders' | 'requestBody'>): boolean {
  if (r.requestBody !== null || BODILESS.has(r.method)) return false;
  const headers = Object.fromEntries(Object.entries(r.requestHeaders).map(([k, v]) => [k.toLowerCase(), v]));
  return Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;
}

/** What replaces a body the journal did not keep, in the copied command. */
export const NOT_RECORDED_NOTE =
  '# The request body was not recorded: the server answered before reading it. Add the body you sent with --data-raw.';

/** The request as a curl command line against this server (first a comment line when its body was not recorded). */
export function curlOf(r: Detail, origin: string): string {
  const parts = ['curl'];
  if (r.method !== 'GET') parts.push('-X', r.method);
  parts.push(shellQuote(`${origin}${r.path}${r.query ? `?${r.query}` : ''}`));
  for (const [name, value] of Object.entries(r.requestHeaders))
    if (!NOT_REPLAYED.test(name)) parts.push('-H', shellQuote(`${name}: ${value}`));
  if (r.requestBody !== null && r.requestBody !== '') parts.push('--data-raw', shellQuote(compact(r.requestBody)));
  return `${bodyNotRecorded(r) ? `${NOT_RECORDED_NOTE}\n` : ''}${parts.join(' ')}`;
}

function CopyCurl({ id }: { id: string }) {
  const [withKeys, setWithKeys] = useState(false);
  const { data } = useLoad(() => getRequest(id, withKeys), [id, withKeys]);
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
      {data && bodyNotRecorded(data.request) ? (
        <p class="notice error">
          The request body was not recorded: the server answered {data.request.status} before reading it, so this curl sends no body. Add
          the body you sent with <code>--data-raw</code>.
        </p>
      ) : null}
      <Pre label="As curl" text={text || '…'} />
    </>
  );
}

/** One request in full; its sections' headings are `h3` in the list (under the tab's h2), `h4` in the card of its own. */
function RequestDetail({ id, Heading = 'h3' }: { id: string; Heading?: 'h3' | 'h4' }) {
  const { data, error } = useLoad(() => getRequest(id), [id]);
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
      <Heading>Request headers</Heading>
      <Pre label="Request headers" text={`${r.method} ${r.path}${r.query ? `?${r.query}` : ''}\n${headersText(r.requestHeaders)}`} />
      {r.requestBody !== null ? (
        <>
          <Heading>Request body</Heading>
          <Pre label="Request body" text={pretty(r.requestBody)} />
        </>
      ) : bodyNotRecorded(r) ? (
        <>
          <Heading>Request body</Heading>
          <p class="muted">Sent, not recorded: the server answered before reading it.</p>
        </>
      ) : null}
      <Heading>Response headers</Heading>
      <Pre label="Response headers" text={`${r.status}\n${headersText(r.responseHeaders)}`} />
      <Heading>Response body</Heading>
      {r.bodyOmitted ? <p>Not kept (a bulk answer).</p> : <Pre label="Response body" text={r.responseBody ?? '(none)'} />}
    </div>
  );
}

/** The filters a view of the journal is made of, as they appear in the address (`#/requests?status=5xx&q=…`). */
const FILTERS = ['q', 'method', 'path', 'status', 'keyFamily', 'since', 'operation', 'console'] as const;
type Filters = Record<(typeof FILTERS)[number], string>;
type View = { open: string | undefined; filters: Filters };
const NO_FILTERS: Filters = { q: '', method: '', path: '', status: '', keyFamily: '', since: '', operation: '', console: '' };

/**
 * The view the address names: `#/requests/<id>` opens a request, `?name=value` sets the filters, and
 * `#/requests/find/<text>` (another tab's link to the request that made a record) searches for a text.
 */
export function viewOf(hash: string): View {
  const [route = '', search = ''] = hash.replace(/^#\/?/, '').split('?');
  const [tab, id, text] = route.split('/');
  const params = new URLSearchParams(search);
  const filters = { ...NO_FILTERS };
  if (tab !== 'requests') return { open: undefined, filters };
  for (const name of FILTERS) filters[name] = params.get(name) ?? '';
  if (id === 'find') return { open: undefined, filters: { ...filters, q: text ? decodeURIComponent(text) : filters.q } };
  return { open: id ? decodeURIComponent(id) : undefined, filters };
}

/** The address of a view: the open request and the filters that are set, in a fixed order. */
export function hashOf(open: string | undefined, filters: Filters): string {
  const params = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) params.set(name, filters[name]);
  const search = params.toString();
  return `#/requests${open ? `/${encodeURIComponent(open)}` : ''}${search ? `?${search}` : ''}`;
}

const SINCE: Record<string, number> = { '': 0, '1m': 60, '5m': 300, '1h': 3600, '24h': 86400 };

/** The methods the journal filters by, as the contract names them; the Method filter offers all but HEAD. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const methodOf = (method: string) => METHODS.find((m) => m === method);
/** A filter left empty is not sent. */
const given = (value: string) => value || undefined;

/** How long typing pauses before the list follows it. */
export const TYPING_PAUSE_MS = 250;

/**
 * A text filter, applied as the user types (after a short pause) and at once on Enter or on leaving the field. What
 * is typed lives in the field's own state, so a list that reloads underneath (a live update, another filter's answer)
 * never wipes a half-typed search.
 */
function FilterText(props: { id: string; value: string; maxLength: number; placeholder?: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(props.value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setDraft(props.value), [props.value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (value: string) => {
    clearTimeout(timer.current);
    if (value !== props.value) props.onCommit(value);
  };
  return (
    <input
      id={props.id}
      type="search"
      value={draft}
      maxLength={props.maxLength}
      placeholder={props.placeholder}
      onInput={(e) => {
        const value = e.currentTarget.value;
        setDraft(value);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(value), TYPING_PAUSE_MS);
      }}
      onChange={(e) => commit(e.currentTarget.value)}
    />
  );
}

export function RequestsTab() {
  const [view, setView] = useState(() => viewOf(location.hash));
  const { open, filters } = view;
  const { q, method, path, status, keyFamily, since, operation } = filters;
  const withConsole = filters.console === 'true';
  const [cursors, setCursors] = useState<string[]>([]);
  useEffect(() => {
    const onHash = () => (setView(viewOf(location.hash)), setCursors([]));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  /**
   * Changes the view from the one it is now (a search typed a moment ago may commit after another filter changed), and
   * the address with it: replaced, not pushed, so the back button leaves the tab.
   */
  const show = (change: (view: View) => View) =>
    setView((current) => {
      const next = change(current);
      history.replaceState(null, '', hashOf(next.open, next.filters));
      return next;
    });
  const filter = (name: keyof Filters, value: string) => (
    show((v) => ({ ...v, filters: { ...v.filters, [name]: value } })), setCursors([])
  );
  const version = useFeedVersion(['request']);
  const cursor = cursors[cursors.length - 1];
  // Live updates only on the first page: an older page stays put while the user reads it.
  const live = cursor === undefined ? version : 0;
  const [n, setN] = useState(0);
  const sinceIso = since ? new Date(Date.now() - SINCE[since]! * 1000).toISOString() : undefined;
  const { data, error } = useLoad(
    () =>
      unwrap(
        api.GET('/_admin/requests', {
          params: {
            query: {
              operation: given(operation),
              status: given(status),
              method: methodOf(method),
              path: given(path),
              keyFamily: given(keyFamily),
              since: sinceIso,
              q: given(q),
              console: withConsole ? 'true' : undefined,
              cursor,
              limit: 50,
            },
          },
        }),
      ),
    [operation, status, method, path, keyFamily, since, q, withConsole, cursor, live, n],
  );
  const fresh = useNewIds(data?.requests.map((r) => r.id));
  const toggle = (id: string) => show((v) => ({ ...v, open: v.open === id ? undefined : id }));
  const inList = open !== undefined && data?.requests.some((r) => r.id === open);
  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title">Requests</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <Field label="Search paths and bodies">
          {(id) => <FilterText id={id} value={q} maxLength={200} onCommit={(v) => filter('q', v)} />}
        </Field>
        <Field label="Method">
          {(id) => (
            <select id={id} value={method} onChange={(e) => filter('method', e.currentTarget.value)}>
              <option value="">Any</option>
              {['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Path contains">
          {(id) => <FilterText id={id} value={path} maxLength={200} placeholder="/v1/capture" onCommit={(v) => filter('path', v.trim())} />}
        </Field>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => filter('status', e.currentTarget.value)}>
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
            <select id={id} value={keyFamily} onChange={(e) => filter('keyFamily', e.currentTarget.value)}>
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
            <select id={id} value={since} onChange={(e) => filter('since', e.currentTarget.value)}>
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
              onCommit={(v) => filter('operation', v.trim())}
            />
          )}
        </Field>
        <label class="check">
          <input type="checkbox" checked={withConsole} onChange={(e) => filter('console', e.currentTarget.checked ? 'true' : '')} /> Show
          the server’s own traffic (the console’s calls, the files of the console, /_docs/ and the widget)
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
              run: () => void act('Clear the journal', () => unwrap(api.DELETE('/_admin/requests'))).then(() => setN(n + 1)),
            },
          ]}
        />
      </form>
      <Notice error={error}>
        {data
          ? `${count(data.matched, 'request')}${withConsole ? '' : ' (the server’s own traffic hidden)'} of ${data.count} kept; newest first.`
          : 'Loading…'}
      </Notice>
      {open && data && !inList ? (
        <section class="card" aria-label={`Request ${open}`}>
          <h3>
            Request <code>{open}</code>
          </h3>
          <RequestDetail id={open} Heading="h4" />
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
