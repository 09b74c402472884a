// Engage sites and their publishable keys (listSites, issueSiteKey): a new key revokes the site's current one.
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { api, engage, unwrap } from '../../api.js';
import { useFeedVersion } from '../../feed.js';
import { act, Notice, useLoad } from '../../ui.js';
import type { Demo } from '../demo-keys.js';
import { listSites } from '../engage-sites.js';
import { Issued, KeyText, snippets } from './key-list.js';

/** Issues a site's publishable key (revoking its current one) and answers it. */
const issueSiteKey = (siteId: string): Promise<string> =>
  engage((headers) => unwrap(api.POST('/api/engage/sites/{siteId}/keys', { params: { path: { siteId } }, headers }))).then(
    (r) => r.key.publishableKey,
  );

export function EngageSites({ demo }: { demo: Demo | undefined }) {
  const [n, setN] = useState(0);
  const [issued, setIssued] = useState<{ siteId: string; key: string } | undefined>();
  const version = useFeedVersion(['keys']);
  const sites = useLoad(listSites, [version, n]);
  return (
    <section class="card" aria-label="Engage sites">
      <h3>Engage sites</h3>
      <Notice error={sites.error} />
      <ul class="rows" aria-label="Engage sites" aria-busy={!sites.data}>
        {sites.data?.map((s) => (
          <li key={s.id} class="plain">
            <strong>{s.name}</strong> <code>{s.id}</code> · {s.status} · key{' '}
            {s.activeKey ? <KeyText demo={demo} prefix={s.activeKey.prefix} active /> : 'none'}
            <div class="inline">
              <button
                type="button"
                onClick={() =>
                  void act(`Issue a publishable key for ${s.name}`, async () =>
                    setIssued({ siteId: s.id, key: await issueSiteKey(s.id) }),
                  ).then(() => setN(n + 1))
                }
              >
                Issue a publishable key for {s.name} (revokes the current one)
              </button>
            </div>
            {issued?.siteId === s.id ? <Issued what="publishable" plaintext={issued.key} snippet={snippets.engage(issued.key)} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
