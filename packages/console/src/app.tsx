// The console's shell: one tab per part of the service, a record count badge on each (the count its list shows by
// default), the live/paused indicator of the event stream, a live region for outcomes.
import { Fragment, h } from 'preact';
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { setPaused, useCounts, useLiveState } from './feed.js';
import { CapturesTab } from './tabs/captures.js';
import { ContentTab } from './tabs/content.js';
import { ControlTab } from './tabs/control.js';
import { EngageTab } from './tabs/engage.js';
import { KeysTab } from './tabs/keys.js';
import { OutboxTab } from './tabs/outbox.js';
import { RequestsTab } from './tabs/requests.js';
import { WebhooksTab } from './tabs/webhooks.js';
import { WorldsTab } from './tabs/worlds.js';
import { setAnnouncer } from './ui.js';

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
  const id = location.hash.replace(/^#\/?/, '').split('/')[0];
  return TABS.find((t) => t.id === id) ?? TABS[0]!;
};

export function App() {
  const [tab, setTab] = useState(current);
  // Each tab keeps its own last outcome: "Reset: done" belongs to Test control, never shown on another tab.
  const [messages, setMessages] = useState<Record<string, { text: string; error: boolean } | undefined>>({});
  const message = messages[tab.id];
  const counts = useCounts();
  const live = useLiveState();
  useEffect(() => {
    const onHash = () => setTab(current());
    addEventListener('hashchange', onHash);
    setAnnouncer((text, error) => setMessages((all) => ({ ...all, [current().id]: { text, error } })));
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const View = tab.view;
  return (
    <>
      <header class="top">
        <div class="title-row">
          <h1>svc test console</h1>
          <p class={`live ${live}`} role="status">
            <span aria-hidden="true">●</span> {live === 'live' ? 'Live' : live === 'paused' ? 'Paused' : 'Reconnecting…'}
          </p>
          <button type="button" aria-pressed={live === 'paused'} onClick={() => setPaused(live !== 'paused')}>
            {live === 'paused' ? 'Resume live updates' : 'Pause live updates'}
          </button>
        </div>
        <nav aria-label="Console sections">
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
