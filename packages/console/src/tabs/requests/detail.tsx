// One journalled request in full: why it was answered as it was (a fault, the caller's mistake), "copy as curl",
// its headers and bodies.
import { Fragment, h } from 'preact';
import { useState } from 'preact/hooks';
import { act, Notice, Pre, pretty, useLoad } from '../../ui.js';
import type { Detail } from './curl.js';
import { bodyNotRecorded, curlOf } from './curl.js';
import { getRequest } from './journal.js';

const headersText = (h: Record<string, string>) =>
  Object.entries(h)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');

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

/** Why the request was answered as it was: an injected fault, or a refusal of the caller's mistake with its fix. */
function Why({ r }: { r: Detail }) {
  return (
    <>
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
    </>
  );
}

/** The request's and the response's headers and bodies, under headings of the level given. */
function Exchange({ r, Heading }: { r: Detail; Heading: 'h3' | 'h4' }) {
  return (
    <>
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
    </>
  );
}

/** One request in full; its sections' headings are `h3` in the list (under the tab's h2), `h4` in the card of its own. */
export function RequestDetail({ id, Heading = 'h3' }: { id: string; Heading?: 'h3' | 'h4' }) {
  const { data, error } = useLoad(() => getRequest(id), [id]);
  if (error) return <Notice error={`${error} (${id})`} />;
  if (!data) return <p>Loading…</p>;
  const r = data.request;
  return (
    <div class="detail">
      <p>
        Request <code>{r.id}</code> · <a href={`#/requests/${encodeURIComponent(r.id)}`}>link to this request</a>
      </p>
      <Why r={r} />
      <CopyCurl id={r.id} />
      <Exchange r={r} Heading={Heading} />
    </div>
  );
}
