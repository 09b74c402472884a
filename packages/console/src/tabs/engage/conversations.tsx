// A site's conversations, those waiting for a person first: each row says what happened, who the visitor is, and
// their last message.
import { h } from 'preact';
import { count, When } from '../../ui.js';
import type { Conversation, Ticket } from './calls.js';
import { triage, visitorOf, waitsForPerson, whatHappened } from './thread.js';

function ConversationRow(props: {
  c: Conversation;
  ticket: Ticket | undefined;
  fresh: boolean;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { c, ticket, fresh } = props;
  const last = [...c.messages].reverse().find((m) => m.role === 'visitor');
  return (
    <li class={fresh ? 'new' : ''}>
      <button type="button" class="row" aria-current={props.selected ? 'true' : undefined} onClick={() => props.onSelect(c.id)}>
        {whatHappened(c, ticket).map((what) => (
          <span key={what} class={`pill${waitsForPerson(c) && what.startsWith('Escalated') ? ' waiting' : ''}`}>
            {what}
          </span>
        ))}
        {fresh ? <span class="new-mark">New</span> : null}
        <span class="path">{visitorOf(c, ticket)}</span>
        <span class="muted">
          {c.status} · {count(c.messages.length, 'message')}
          {c.rating ? ` · rated ${c.rating.score}` : ''}
        </span>
        <span class="muted">
          last activity <When iso={c.updatedAt} />
          {c.page ? ` · on ${c.pageTitle ?? c.page}` : ''}
        </span>
        <span class="muted">{last ? last.content.slice(0, 80) : ''}</span>
      </button>
    </li>
  );
}

/** The conversations of a site (`list` undefined while they load); `ticketOf` finds a thread's support ticket. */
export function Conversations(props: {
  list: Conversation[] | undefined;
  busy: boolean;
  selected: string | undefined;
  fresh: Set<string>;
  ticketOf: (id: string) => Ticket | undefined;
  onSelect: (id: string) => void;
}) {
  return (
    <section aria-labelledby="conversations-title">
      <h3 id="conversations-title">Conversations</h3>
      {props.list && props.list.length === 0 ? (
        <p class="empty">No conversations on this site yet. Open the demo page, ask the assistant something, and the thread shows here.</p>
      ) : null}
      <ul class="rows" aria-label="Conversations" aria-busy={props.busy}>
        {triage(props.list ?? []).map((c) => (
          <ConversationRow
            key={c.id}
            c={c}
            ticket={props.ticketOf(c.id)}
            fresh={props.fresh.has(c.id)}
            selected={c.id === props.selected}
            onSelect={props.onSelect}
          />
        ))}
      </ul>
    </section>
  );
}
