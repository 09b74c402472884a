// The console's shell: one tab per part of the service, a record count badge on each (the count its list shows by
// default), the live/paused indicator of the event stream, links to the server's other pages, a live region for
// outcomes, and in a world's console a banner naming the world on every page.

import type { FunctionComponent } from 'preact';
import { Fragment, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { atRoot, base, rootApi, unwrap, worldId } from './api.js';
import { setPaused, useCounts, useLiveState } from './feed.js';
import { CapturesTab } from './tabs/captures.js';
import { ContentTab } from './tabs/content.js';
import { ControlTab } from './tabs/control/tab.js';
import { EngageTab } from './tabs/engage/tab.js';
import { KeysTab } from './tabs/keys/tab.js';
import { OutboxTab } from './tabs/outbox.js';
import { RequestsTab } from './tabs/requests/tab.js';
import { WebhooksTab } from './tabs/webhooks/tab.js';
import { WorldsTab } from './tabs/worlds.js';
import { duration, setAnnouncer, useLoad, When } from './ui.js';

interface Tab {
  id: string;
  label: string;
  count?: string;
  view: FunctionComponent;
}

export const TABS: Tab[] = [
  { id: 'requests', label: 'Requests', count: 'requests', view: RequestsTab },
  { id: 'captures', label: 'Captures', count: 'captures', view: CapturesTab },
  { id: 'outbox', label: 'Outbox', count: 'emails', view: OutboxTab },
  { id: 'webhooks', label: 'Webhooks', count: 'webhooks', view: WebhooksTab },
  { id: 'engage', label: 'Engage', count: 'conversations', view: EngageTab },
  { id: 'content', label: 'Content', count: 'entries', view: ContentTab },
  { id: 'keys', label: 'Sites & keys', count: 'keys', view: KeysTab },
  { id: 'control', label: 'Test control', count: 'faults', view: ControlTab },
  { id: 'worlds', label: 'Worlds', view: WorldsTab },
];

const current = () => {
  const id = location.hash.replace(/^#\/?/, '').split(/[/?]/)[0];
  return TABS.find((t) => t.id === id) ?? TABS[0]!;
};

/** How often the world banner reads the world's expiry again (every request to the world moves it). */
const BANNER_REFRESH_MS = 30_000;

/**
 * In a world's console: which world every page acts on, and when it ends if nothing uses it, so a reset or an import
 * is never made in the wrong one. Read from the root's list of worlds.
 */
function WorldBanner({ id }: { id: string }) {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), BANNER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const { data, error } = useLoad(() => unwrap(rootApi.GET('/_admin/worlds')), [tick]);
  const world = data?.worlds.find((w) => w.id === id);
  return (
    <p class="world-banner" role="note" aria-label="World">
      <span>
        World <strong class="path">{id}</strong>
        {world ? ` · ${world.seed === 'demo' ? 'demo data' : 'started empty'}` : ''}
      </span>
      <span>
        {world ? (
          <>
            ends <When iso={world.expiresAt} /> unless used (after {duration(world.ttlMs)} idle)
          </>
        ) : data ? (
          'has ended: it expired or was deleted'
        ) : error ? (
          `expiry unknown (${error})`
        ) : (
          'reading its expiry…'
        )}
      </span>
      <a href={atRoot('/_console/#/worlds')}>All worlds</a>
    </p>
  );
}

export function App() {
  const [tab, setTab] = useState(current);
  // Each tab keeps its own last outcome: "Reset: done" belongs to Test control, never shown on another tab.
  const [messages, setMessages] = useState<Record<string, { text: string; error: boolean } | undefined>>({});
  const message = messages[tab.id];
  const counts = useCounts();
  const live = useLiveState();
  // On a phone the tab row scrolls sideways: the open tab is brought into view.
  useEffect(() => document.querySelector('.tabs a[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' }), [tab]);
  useEffect(() => {
    const onHash = () => setTab(current());
    addEventListener('hashchange', onHash);
    setAnnouncer((text, error) => setMessages((all) => ({ ...all, [current().id]: { text, error } })));
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const View = tab.view;
  return (
    <>
      <header class={`top${worldId ? ' in-world' : ''}`}>
        {worldId ? <WorldBanner id={worldId} /> : null}
        <div class="title-row">
          <h1>svc test console</h1>
          <nav class="pages" aria-label="Other pages of this server">
            <a href={`${base}/`}>Demo page</a>
            <a href={`${base}/_docs/`}>HTTP reference</a>
          </nav>
          <p class={`live ${live}`} role="status">
            <span aria-hidden="true">●</span> {live === 'live' ? 'Live' : live === 'paused' ? 'Paused' : 'Reconnecting…'}
          </p>
          <button type="button" aria-pressed={live === 'paused'} onClick={() => setPaused(live !== 'paused')}>
            {live === 'paused' ? 'Resume live updates' : 'Pause live updates'}
          </button>
        </div>
        <nav class="tabs" aria-label="Console sections">
          <ul>
            {TABS.map((t) => (
              <li key={t.id}>
                <a href={`#/${t.id}`} aria-current={t.id === tab.id ? 'page' : undefined}>
                  {t.label}
                  {t.count && counts[t.count] !== undefined ? (
                    <span class="badge">
                      {counts[t.count]}
                      <span class="sr"> {t.count}</span>
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main">
        <p class={`status-line${message?.error ? ' error' : ''}`} role="status" aria-live="polite">
          {message?.text ?? ''}
        </p>
        <View key={tab.id} />
      </main>
    </>
  );
}
