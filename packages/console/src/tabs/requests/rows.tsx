// The journal's rows: one line per request (status, method, path, operation, time, key family, fault, reason), the
// open one with its detail below it.
import type { Schema } from '@svc/spec';
import { h } from 'preact';
import { When } from '../../ui.js';
import { RequestDetail } from './detail.js';

type Summary = Schema<'AdminRequestList'>['requests'][number];

function RequestRow({ r, open, fresh, onToggle }: { r: Summary; open: boolean; fresh: boolean; onToggle: (id: string) => void }) {
  return (
    <li class={`${r.status >= 400 ? 'failed' : ''}${fresh ? ' new' : ''}`}>
      <button type="button" class="row" aria-expanded={open} onClick={() => onToggle(r.id)}>
        {fresh ? <span class="new-mark">New</span> : null}
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
      {open ? <RequestDetail id={r.id} /> : null}
    </li>
  );
}

/** The list of a page of the journal; `requests` undefined while it loads. */
export function RequestRows(props: {
  requests: Summary[] | undefined;
  open: string | undefined;
  fresh: Set<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <ul class="rows" aria-label="Requests" aria-busy={!props.requests}>
      {props.requests?.map((r) => (
        <RequestRow key={r.id} r={r} open={props.open === r.id} fresh={props.fresh.has(r.id)} onToggle={props.onToggle} />
      ))}
    </ul>
  );
}
