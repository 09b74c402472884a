// Engage: conversations live (take over by replying, release, close, reopen) and tickets (reply, resolve), through the
// Engage console operations with a portal key the admin operation issues; the visitor's widget sees every change.
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { identity } from '../../api.js';
import { useFeedVersion } from '../../feed.js';
import { Field, linkedPart, Notice, useLoad, useNewIds } from '../../ui.js';
import type { Site } from '../engage-sites.js';
import { listSites } from '../engage-sites.js';
import { useAgentName } from './agent.js';
import { listConversations, listTickets } from './calls.js';
import { ConversationView } from './conversation.js';
import { Conversations } from './conversations.js';
import { Tickets } from './tickets.js';

/** Who the console acts as, the name the visitor sees, and the site shown. */
function EngageFilters(props: {
  sub: string;
  onSub: (sub: string) => void;
  agentName: string;
  onAgentName: (name: string) => void;
  sites: Site[] | undefined;
  siteId: string;
  onSite: (id: string) => void;
}) {
  return (
    <form class="filters" onSubmit={(e) => e.preventDefault()}>
      <Field label="Acting as (X-Identity-Sub)">
        {(id) => <input id={id} value={props.sub} onChange={(e) => props.onSub(e.currentTarget.value.trim())} />}
      </Field>
      <Field label="Agent name (shown to the visitor)">
        {(id) => (
          <input
            id={id}
            value={props.agentName}
            maxLength={60}
            placeholder="Sam"
            onInput={(e) => props.onAgentName(e.currentTarget.value)}
          />
        )}
      </Field>
      <Field label="Site">
        {(id) => (
          <select id={id} value={props.siteId} onChange={(e) => props.onSite(e.currentTarget.value)}>
            {props.sites?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.id})
              </option>
            ))}
          </select>
        )}
      </Field>
    </form>
  );
}

export function EngageTab() {
  const [sub, setSub] = useState(identity.sub);
  const [chosen, setChosen] = useState('');
  // #/engage/<conversation id> opens that conversation.
  const [selected, setSelected] = useState<string | undefined>(() => linkedPart('engage', 1));
  const [n, setN] = useState(0);
  const [agentName, setAgentName] = useAgentName();
  const version = useFeedVersion(['conversation', 'ticket', 'keys']);
  const sites = useLoad(listSites, [sub, version]);
  const siteId = chosen || sites.data?.[0]?.id || '';
  // Until the sites are in, the lists wait (undefined) rather than show an empty site.
  const noSite = sites.data ? Promise.resolve([]) : undefined;
  const conversations = useLoad(() => (siteId ? listConversations(siteId) : noSite), [siteId, version, n, sites.data === undefined]);
  const tickets = useLoad(() => (siteId ? listTickets(siteId) : noSite), [siteId, version, n, sites.data === undefined]);
  const conversation = conversations.data?.find((c) => c.id === selected);
  /** The newest support ticket the visitor sent from this thread (the widget links it to the chat). */
  const ticketOf = (id: string) => tickets.data?.find((t) => t.conversationId === id);
  const fresh = useNewIds(conversations.data?.map((c) => c.id));
  const actAs = (next: string) => ((identity.sub = next), setSub(identity.sub), setChosen(''));
  return (
    <section aria-labelledby="engage-title">
      <h2 id="engage-title">Engage</h2>
      <EngageFilters
        sub={sub}
        onSub={actAs}
        agentName={agentName}
        onAgentName={setAgentName}
        sites={sites.data}
        siteId={siteId}
        onSite={setChosen}
      />
      <Notice error={sites.error ?? conversations.error} />
      <div class="split">
        <Conversations
          list={conversations.data}
          busy={!conversations.data && !sites.error}
          selected={selected}
          fresh={fresh}
          ticketOf={ticketOf}
          onSelect={setSelected}
        />
        {conversation ? (
          <ConversationView
            key={conversation.id}
            siteId={siteId}
            c={conversation}
            ticket={ticketOf(conversation.id)}
            agentName={agentName}
            onDone={() => setN(n + 1)}
          />
        ) : (
          <p class="thread muted">Pick a conversation.</p>
        )}
      </div>
      <Tickets siteId={siteId} tickets={tickets.data} onDone={() => setN(n + 1)} />
    </section>
  );
}
