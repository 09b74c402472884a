// Sites and keys: Content keys and Form Capture keys per website (admin operations), Engage sites and their
// publishable keys (console operations); create and revoke each, with a ready-to-paste snippet for a new key. The
// demo's keys (adminGetDemo) are shown in full, ready to copy: they are this server's test doubles.
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { useFeedVersion } from '../../feed.js';
import { Copyable, Notice, useLoad } from '../../ui.js';
import type { Demo } from '../demo-keys.js';
import { loadDemo } from '../demo-keys.js';
import { listWebsites, WebsiteField } from '../websites.js';
import { EngageSites } from './site-keys.js';
import { WebsiteKeys } from './website-keys.js';

/** The console's own credentials of the demo, for calling the console operations from a test or curl. */
function ConsoleCredentials({ demo }: { demo: Demo }) {
  return (
    <section class="card" aria-label="Console credentials">
      <h3>Console credentials</h3>
      <dl class="keys-table">
        <dt>X-Portal-Key</dt>
        <dd>
          <Copyable text={demo.console.portalKey} label="the portal key" />
        </dd>
        <dt>X-Identity-Sub</dt>
        <dd>
          <Copyable text={demo.console.identitySub} label="the identity" />
        </dd>
      </dl>
    </section>
  );
}

export function KeysTab() {
  const sites = useLoad(listWebsites, []);
  const version = useFeedVersion(['keys', 'state']);
  const demo = useLoad(loadDemo, [version]);
  const [chosen, setChosen] = useState('');
  const websiteId = chosen || sites.data?.[0]?.id || '';
  return (
    <section aria-labelledby="keys-title">
      <h2 id="keys-title">Sites and keys</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <WebsiteField websites={sites.data} value={websiteId} onChange={setChosen} />
      </form>
      <Notice error={sites.error} />
      <div class="cards">
        {websiteId ? <WebsiteKeys key={`c${websiteId}`} kind="content" websiteId={websiteId} demo={demo.data} /> : null}
        {websiteId ? <WebsiteKeys key={`f${websiteId}`} kind="capture" websiteId={websiteId} demo={demo.data} /> : null}
        <EngageSites demo={demo.data} />
        {demo.data ? <ConsoleCredentials demo={demo.data} /> : null}
      </div>
    </section>
  );
}
