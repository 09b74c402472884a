// A thread as the agent reads it: heading, deep link, what happened, the visitor's rating and every message.
import { Fragment, h } from 'preact';
import { When } from '../../ui.js';
import type { Conversation, Ticket } from './calls.js';
import { visitorOf, whatHappened } from './thread.js';

const WHO: Record<string, string> = { agent: 'You (agent)', assistant: 'Assistant', visitor: 'Visitor' };

/** The visitor's rating of a thread, in words: "Rated good" or "Rated bad", and their comment. */
function Rating({ rating }: { rating: NonNullable<Conversation['rating']> }) {
  return (
    <p class="rating">
      Rated <strong>{rating.score === 'good' ? '👍 good' : '👎 bad'}</strong> by the visitor · <When iso={rating.ratedAt} />
      {rating.comment ? [' ', <q key="comment">{rating.comment}</q>] : null}
    </p>
  );
}

/** The thread's heading, deep link, rating and transcript (each message with its time): the same open or closed. */
export function Transcript({ c, ticket }: { c: Conversation; ticket: Ticket | undefined }) {
  return (
    <>
      <h3>
        Conversation <code>{c.id}</code> ({c.status})
      </h3>
      <p>
        {visitorOf(c, ticket)}
        {c.identityVerified ? ' (identity verified)' : ''} · <a href={`#/engage/${encodeURIComponent(c.id)}`}>Link to this conversation</a>
      </p>
      {whatHappened(c, ticket).length > 0 ? <p class="muted">{whatHappened(c, ticket).join(' · ')}</p> : null}
      {c.rating ? <Rating rating={c.rating} /> : null}
      <ol class="messages" aria-label="Messages">
        {c.messages.map((m, i) => (
          <li key={i} class={m.role}>
            <b>
              {m.role === 'agent' && c.agentName ? `${c.agentName} (agent)` : (WHO[m.role] ?? m.role)} · <When iso={m.sentAt} />
            </b>{' '}
            {m.content}
          </li>
        ))}
      </ol>
    </>
  );
}
