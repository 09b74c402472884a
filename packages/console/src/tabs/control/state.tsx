// The whole state: export it to a file (adminExportState), import one (adminImportState), reset to the demo data or
// to empty (adminReset).
import type { Schema } from '@svc/spec';
import { Fragment, h } from 'preact';
import { useState } from 'preact/hooks';
import { api, resetPortal, unwrap, worldId } from '../../api.js';
import { act, Confirm, Field } from '../../ui.js';

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

/** Exports the state to a file the browser saves, and keeps the last file to download again. */
function useStateExport() {
  const [download, setDownload] = useState<{ url: string; name: string } | undefined>();
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
  return { download, exportState };
}

/** Reset to the demo data or to empty, after saying what is lost; "Export, then reset" keeps a file of it first. */
function Reset({ exportState }: { exportState: () => Promise<boolean> }) {
  const [seed, setSeed] = useState<Seed>('demo');
  const reset = () => void act('Reset', () => unwrap(api.POST('/_admin/reset', { body: { seed } }))).then(resetPortal);
  return (
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
              ticket, and every active fault{seed === 'demo' ? '; the demo data is loaded again' : ''}. Export the state first to keep them.
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
  );
}

export function State() {
  const { download, exportState } = useStateExport();
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
      <Reset exportState={exportState} />
    </section>
  );
}
