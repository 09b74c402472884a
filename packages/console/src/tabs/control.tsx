// Test control: the service clock, faults, reset, state export and import; each an admin operation of the contract.

import type { AdminFaultKind, Schema } from '@svc/spec';
import { adminFaultKinds, faultFiresOn, operationIds } from '@svc/spec';
import { Fragment, h } from 'preact';
import { useState } from 'preact/hooks';
import { api, resetPortal, unwrap, worldId } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { act, Confirm, Field, Notice, useLoad, When } from '../ui.js';

type FaultKind = AdminFaultKind;
const KINDS = adminFaultKinds;
const UNITS: Record<string, number> = { seconds: 1, minutes: 60, hours: 3600, days: 86400 };

/**
 * The operations a fault can name: every operationId of the contract (generated into @svc/spec, so the tab needs no
 * download of the contract), less the CORS preflights, the test control's own operations and the pages of the
 * console and the HTTP reference (what a test fails is the service, not its tools).
 */
const OPERATIONS = operationIds
  .filter(
    (id) => !id.startsWith('preflight') && !id.startsWith('admin') && !id.startsWith('getConsole') && !id.startsWith('getHttpReference'),
  )
  .sort();

function Clock({ version }: { version: number }) {
  const [n, setN] = useState(0);
  const clock = useLoad(() => unwrap(api.GET('/_admin/clock')), [version, n]);
  const [amount, setAmount] = useState('30');
  const [unit, setUnit] = useState('seconds');
  const advance = (e: Event) => {
    e.preventDefault();
    void act('Advance the clock', () => unwrap(api.POST('/_admin/clock/advance', { body: { seconds: Number(amount) * UNITS[unit]! } }))).then(
      () => setN(n + 1),
    );
  };
  return (
    <section aria-labelledby="clock-title" class="card">
      <h3 id="clock-title">Service clock</h3>
      <Notice error={clock.error}>
        Now: <output>{clock.data ? <When iso={clock.data.now} /> : '…'}</output>
      </Notice>
      <form class="inline" onSubmit={advance}>
        <Field label="Advance by">
          {(id) => (
            <input id={id} type="number" min="0" step="any" required value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
          )}
        </Field>
        <Field label="Unit">
          {(id) => (
            <select id={id} value={unit} onChange={(e) => setUnit(e.currentTarget.value)}>
              {Object.keys(UNITS).map((u) => (
                <option key={u}>{u}</option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">Advance</button>
      </form>
    </section>
  );
}

/** The fields each kind takes beyond operation, kind, times and after: only these are shown for the kind chosen. */
const KIND_FIELDS: Record<FaultKind, Array<'resetSeconds' | 'retryAfterMs' | 'latencyMs'>> = {
  rate_limit: ['resetSeconds'],
  key_verification_unavailable: ['retryAfterMs'],
  latency: ['latencyMs'],
  assistant_unavailable: [],
  notification_failure: [],
  webhook_failure: [],
  site_disabled: [],
  module_disabled: [],
  origin_denied: [],
  agent_takeover: [],
};

const FIELD_LABELS = {
  resetSeconds: { label: 'Reset seconds', hint: 'Retry-After of the 429 (default 60)' },
  retryAfterMs: { label: 'Retry after ms', hint: 'Retry-After of the 503, rounded up to seconds (default 2000)' },
  latencyMs: { label: 'Latency ms', hint: 'Required' },
} as const;

/** The kinds that can fire on an operation, by the contract (`x-svc-fault-operations`): no fault that never fires. */
const kindsFor = (operation: string): FaultKind[] => KINDS.filter((k) => faultFiresOn(k, operation));

type FaultRow = Schema<'AdminFaultList'>['faults'][number];

function faultLine(f: FaultRow): string {
  const left = f.remaining === null ? 'until cleared' : `${f.remaining} call${f.remaining === 1 ? '' : 's'} left`;
  const waiting = f.waiting ? ` · lets ${f.waiting} more call${f.waiting === 1 ? '' : 's'} through first` : '';
  const extra = `${f.latencyMs !== undefined ? ` · ${f.latencyMs} ms` : ''}${f.resetSeconds !== undefined ? ` · reset ${f.resetSeconds} s` : ''}${
    f.retryAfterMs !== undefined ? ` · retry after ${f.retryAfterMs} ms` : ''
  }`;
  return `${left}${waiting}${extra}`;
}

function Faults({ version }: { version: number }) {
  const [n, setN] = useState(0);
  const faults = useLoad(() => unwrap(api.GET('/_admin/faults')), [version, n]);
  const [operation, setOperation] = useState('createCapture');
  const [kind, setKind] = useState<FaultKind>('key_verification_unavailable');
  const [times, setTimes] = useState('1');
  const [after, setAfter] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const kinds = kindsFor(operation);
  // A kind that cannot fire on the operation chosen is never offered: the first that can takes its place.
  const chosen = kinds.includes(kind) ? kind : kinds[0]!;
  const fields = KIND_FIELDS[chosen];
  const inject = (e: Event) => {
    e.preventDefault();
    const fault: Schema<'AdminFaultInput'> = { operation, kind: chosen };
    if (times) fault.times = Number(times);
    if (after) fault.after = Number(after);
    for (const field of fields) if (values[field]) fault[field] = Number(values[field]);
    void act('Inject the fault', () => unwrap(api.POST('/_admin/faults', { body: fault }))).then(() => setN(n + 1));
  };
  const end = (f: FaultRow) =>
    void act(`End fault ${f.id}`, () => unwrap(api.DELETE('/_admin/faults/{faultId}', { params: { path: { faultId: f.id } } }))).then(() =>
      setN(n + 1),
    );
  return (
    <section aria-labelledby="faults-title" class="card">
      <h3 id="faults-title">Faults</h3>
      <form class="inline" onSubmit={inject}>
        <Field label="Operation">
          {(id) => (
            <select id={id} value={operation} onChange={(e) => setOperation(e.currentTarget.value)}>
              <option value="*">* (every operation)</option>
              {OPERATIONS.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label="Kind"
          hint={`${kinds.length} of ${KINDS.length} kinds can fire on ${operation === '*' ? 'every operation' : operation}`}
        >
          {(id) => (
            <select id={id} value={chosen} onChange={(e) => setKind(e.currentTarget.value as FaultKind)}>
              {kinds.map((k) => (
                <option key={k}>{k}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Times" hint="Empty: until cleared">
          {(id) => <input id={id} type="number" min="1" step="1" value={times} onInput={(e) => setTimes(e.currentTarget.value)} />}
        </Field>
        <Field label="After" hint="Calls to let through first (1: the second call fails)">
          {(id) => <input id={id} type="number" min="0" step="1" value={after} onInput={(e) => setAfter(e.currentTarget.value)} />}
        </Field>
        {fields.map((field) => (
          <Field key={field} label={FIELD_LABELS[field].label} hint={FIELD_LABELS[field].hint}>
            {(id) => (
              <input
                id={id}
                type="number"
                min="0"
                required={field === 'latencyMs'}
                value={values[field] ?? ''}
                onInput={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
              />
            )}
          </Field>
        ))}
        <button type="submit">Inject fault</button>
      </form>
      <Notice error={faults.error}>{faults.data ? `${faults.data.faults.length} active` : '…'}</Notice>
      <ul class="rows" aria-label="Active faults" aria-busy={!faults.data}>
        {faults.data?.faults.map((f) => (
          <li key={f.id} class="plain">
            <code>{f.id}</code> {f.kind} on <strong>{f.operation}</strong> · {faultLine(f)}{' '}
            <button type="button" aria-label={`End fault ${f.id} (${f.kind} on ${f.operation})`} onClick={() => end(f)}>
              End
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={!faults.data || faults.data.faults.length === 0}
        onClick={() => void act('Clear faults', () => unwrap(api.DELETE('/_admin/faults'))).then(() => setN(n + 1))}
      >
        Clear all faults
      </button>
    </section>
  );
}

type Seed = 'demo' | 'empty';

/**
 * A state file's snapshot, read as JSON here; its shape is the server's to check (a refused snapshot's 400 names the
 * table, the row and the field).
 */
function snapshotOf(text: string): Schema<'AdminStateSnapshot'> {
  try {
    return JSON.parse(text) as Schema<'AdminStateSnapshot'>;
  } catch (error) {
    throw new Error(`the file is not JSON (${(error as Error).message}): choose a file saved with Export state`);
  }
}

function State() {
  const [download, setDownload] = useState<{ url: string; name: string } | undefined>();
  const [seed, setSeed] = useState<Seed>('demo');
  const exportState = () =>
    act('Export the state', async () => {
      // The snapshot is saved as the server wrote it: read as a file, not parsed.
      const blob = await unwrap(api.GET('/_admin/state', { parseAs: 'blob' }));
      if (download) URL.revokeObjectURL(download.url);
      const url = URL.createObjectURL(blob);
      const name = `svc-state-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
      setDownload({ url, name });
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
    });
  const reset = () => void act('Reset', () => unwrap(api.POST('/_admin/reset', { body: { seed } }))).then(resetPortal);
  const importState = (e: Event) => {
    e.preventDefault();
    const file = (e.currentTarget as HTMLFormElement).querySelector('input[type=file]') as HTMLInputElement;
    const chosen = file.files?.[0];
    if (!chosen) return;
    void act('Import the state', async () => unwrap(api.PUT('/_admin/state', { body: snapshotOf(await chosen.text()) })));
  };
  return (
    <section aria-labelledby="state-title" class="card">
      <h3 id="state-title">State</h3>
      <div class="inline">
        <button type="button" onClick={() => void exportState()}>
          Export state
        </button>
        {download ? (
          <a href={download.url} download={download.name}>
            Download {download.name} again
          </a>
        ) : null}
      </div>
      <form class="inline" onSubmit={importState}>
        <Field label="State file">{(id) => <input id={id} type="file" accept="application/json,.json" required />}</Field>
        <button type="submit">Import state</button>
      </form>
      <div class="inline">
        <Field label="Reset to">
          {(id) => (
            <select id={id} value={seed} onChange={(e) => setSeed(e.currentTarget.value as Seed)}>
              <option value="demo">the demo data</option>
              <option value="empty">an empty server</option>
            </select>
          )}
        </Field>
        <Confirm
          label="Reset"
          question={`Reset ${worldId ? `world ${worldId}` : 'the server'} to ${seed === 'demo' ? 'the demo data' : 'an empty server'}?`}
          lost={
            <>
              <p>
                Deleted: every website, key, content entry, capture, email in the outbox, webhook delivery, Engage site, conversation and
                ticket, and every active fault{seed === 'demo' ? '; the demo data is loaded again' : ''}. Export the state first to keep
                them.
              </p>
              <p>Kept: the service clock (time only moves forward, so it stays where it is) and the request journal.</p>
            </>
          }
          choices={[
            { label: 'Export, then reset', run: () => void exportState().then((ok) => ok && reset()) },
            { label: 'Reset without exporting', danger: true, run: reset },
          ]}
        />
      </div>
    </section>
  );
}

export function ControlTab() {
  const version = useFeedVersion(['state']);
  return (
    <section aria-labelledby="control-title">
      <h2 id="control-title">Test control</h2>
      <div class="cards">
        <Clock version={version} />
        <Faults version={version} />
        <State />
      </div>
    </section>
  );
}
