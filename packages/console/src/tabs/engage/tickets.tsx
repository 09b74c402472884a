// A site's support tickets: each with its message and replies, answered (and resolved) from the console.
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { act, Field, When } from '../../ui.js';
import type { Ticket } from './calls.js';
import { replyToTicket } from './calls.js';

function TicketView({ siteId, t, onDone }: { siteId: string; t: Ticket; onDone: () => void }) {
  const [text, setText] = useState('');
  const send = (resolve: boolean) =>
    void act(resolve ? 'Reply and resolve' : 'Reply', () => replyToTicket(siteId, t.id, { message: text, resolve })).then(
      (ok) => ok && (setText(''), onDone()),
    );
  return (
    <form class="detail" onSubmit={(e) => (e.preventDefault(), text.trim() && send(false))}>
      <p>{t.message}</p>
      {t.replies.map((r, i) => (
        <p key={i} class="agent-reply">
          <b>Reply:</b> {r.message}
        </p>
      ))}
      <Field label={`Reply to ${t.email ?? t.name ?? 'the visitor'}`}>
        {(id) => <textarea id={id} rows={2} value={text} onInput={(e) => setText(e.currentTarget.value)} />}
      </Field>
      <div class="inline">
        <button type="submit" disabled={!text.trim()}>
          Reply
        </button>
        <button type="button" disabled={!text.trim() || t.status === 'resolved'} onClick={() => send(true)}>
          Reply and resolve
        </button>
      </div>
    </form>
  );
}

/** The tickets of a site (`tickets` undefined while they load). */
export function Tickets({ siteId, tickets, onDone }: { siteId: string; tickets: Ticket[] | undefined; onDone: () => void }) {
  return (
    <section aria-labelledby="tickets-title">
      <h3 id="tickets-title">Tickets</h3>
      {tickets && tickets.length === 0 ? (
        <p class="empty">No tickets yet. A visitor’s support request (the widget’s support form) becomes a ticket here.</p>
      ) : null}
      <ul class="rows" aria-label="Tickets">
        {tickets?.map((t) => (
          <li key={t.id}>
            <details>
              <summary>
                <span class={`pill ${t.status}`}>{t.status}</span>
                <span class="path">{t.subject ?? t.message?.slice(0, 60) ?? ''}</span>
                <span class="muted">
                  {t.email ?? t.name ?? ''} · <When iso={t.createdAt} />
                </span>
              </summary>
              <TicketView siteId={siteId} t={t} onDone={onDone} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
