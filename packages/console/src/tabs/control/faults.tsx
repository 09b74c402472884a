// Faults: inject one (adminInjectFault), the faults in force (adminListFaults), end one (adminEndFault) or all
// (adminClearFaults).
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { api, unwrap } from '../../api.js';
import { act, Notice, useLoad } from '../../ui.js';
import type { FaultRow } from './fault-choices.js';
import { faultLine } from './fault-choices.js';
import { FaultForm } from './fault-form.js';

export function Faults({ version }: { version: number }) {
  const [n, setN] = useState(0);
  const faults = useLoad(() => unwrap(api.GET('/_admin/faults')), [version, n]);
  const reload = () => setN(n + 1);
  const end = (f: FaultRow) =>
    void act(`End fault ${f.id}`, () => unwrap(api.DELETE('/_admin/faults/{faultId}', { params: { path: { faultId: f.id } } }))).then(
      reload,
    );
  return (
    <section aria-labelledby="faults-title" class="card">
      <h3 id="faults-title">Faults</h3>
      <FaultForm
        onInject={(fault) => void act('Inject the fault', () => unwrap(api.POST('/_admin/faults', { body: fault }))).then(reload)}
      />
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
        onClick={() => void act('Clear faults', () => unwrap(api.DELETE('/_admin/faults'))).then(reload)}
      >
        Clear all faults
      </button>
    </section>
  );
}
