// Engage: conversations live (take over by replying, release, close, reopen) and tickets (reply, resolve), through the
// Engage console operations with a portal key the admin operation issues; the visitor's widget sees every change.
import type { Schema } from '@svc/spec';
import { Fragment, h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, engage, identity, unwrap } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { act, Confirm, count, Field, linkedPart, Notice, useLoad, useNewIds, When } from '../ui.js';
import { listSites } from './engage-sites.js';

type Conversation = Schema<'ConversationList'>['conversations'][number];
type Ticket = Schema<'TicketList'>['tickets'][number];
/** A conversation of a site. */
type ThreadAt = { siteId: string; conversationId: string };

/** What an agent does to a conversation (Engage console operations). */
const threadCalls = {
  typing: (path: ThreadAt, body: Schema<'TypingRequest'>) =>
    engage((headers) =>
      unwrap(api.POST('/api/engage/sites/{siteId}/conversations/{conversationId}/typing', { params: { path }, headers, body })),
    ),
  reply: (path: ThreadAt, body: Schema<'ConversationReplyRequest'>) =>
    engage((headers) =>
      unwrap(api.POST('/api/engage/sites/{siteId}/conversations/{conversationId}/reply', { params: { path }, headers, body })),
    ),
  release: (path: ThreadAt) =>
    engage((headers) => unwrap(api.POST('/api/engage/sites/{siteId}/conversations/{conversationId}/release', { params: { path }, headers }))),
  close: (path: ThreadAt) =>
    engage((headers) => unwrap(api.POST('/api/engage/sites/{siteId}/conversations/{conversationId}/close', { params: { path }, headers }))),
  reopen: (path: ThreadAt) =>
    engage((headers) => unwrap(api.POST('/api/engage/sites/{siteId}/conversations/{conversationId}/reopen', { params: { path }, headers }))),
};

const replyToTicket = (siteId: string, ticketId: string, body: Schema<'TicketReplyRequest'>) =>
  engage((headers) =>
    unwrap(api.POST('/api/engage/sites/{siteId}/tickets/{ticketId}/reply', { params: { path: { siteId, ticketId } }, headers, body })),
  );

const listConversations = (siteId: string) =>
  engage((headers) => unwrap(api.GET('/api/engage/sites/{siteId}/conversations', { params: { path: { siteId } }, headers }))).then(
    (r) => r.conversations,
  );

const listTickets = (siteId: string) =>
  engage((headers) => unwrap(api.GET('/api/engage/sites/{siteId}/tickets', { params: { path: { siteId } }, headers }))).then((r) => r.tickets);

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

/** How often, at most, the reply box tells the visitor the agent is typing (the contract's 3 s). */
export const TYPING_EVERY_MS = 3000;

/** The agent's display name, kept for the browser tab's session: shown to the visitor beside replies and typing. */
function useAgentName(): [string, (name: string) => void] {
  const [name, setName] = useState(() => sessionStorage.getItem('svc-console-agent-name') ?? '');
  return [name, (next) => (sessionStorage.setItem('svc-console-agent-name', next), setName(next))];
}

/**
 * What happened to a thread, in the words the visitor was given: an escalated turn pointed them to the support form
 * (the service description's rule), so the console says that, not that a person is on the way; a person's reply took
 * it over; a support ticket they then sent is named.
 */
export function whatHappened(c: Conversation, ticket: Ticket | undefined): string[] {
  const said: string[] = [];
  if (c.status === 'agent') said.push(`Taken over by ${c.agentName ?? 'a person'}`);
  else if (c.escalated) said.push(c.status === 'closed' ? 'Was escalated' : 'Escalated: pointed to the support form');
  if (ticket) said.push(`Support ticket ${ticket.status === 'resolved' ? 'resolved' : 'sent'}`);
  if (c.status === 'closed') said.push('Closed');
  return said;
}

/** The visitor as the console knows them: what the widget said (identify), else what their support ticket gave. */
export function visitorOf(c: Conversation, ticket: Ticket | undefined): string {
  const name = c.visitor.name ?? ticket?.name ?? undefined;
  const email = c.visitor.email ?? ticket?.email ?? undefined;
  return [name, email].filter(Boolean).join(' · ') || 'Anonymous visitor';
}

/** The thread's heading, deep link, rating and transcript (each message with its time): the same open or closed. */
function Header({ c, ticket }: { c: Conversation; ticket: Ticket | undefined }) {
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

function ConversationView({
  siteId,
  c,
  ticket,
  agentName,
  onDone,
}: {
  siteId: string;
  c: Conversation;
  ticket: Ticket | undefined;
  agentName: string;
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const at: ThreadAt = { siteId, conversationId: c.id };
  const named = agentName.trim() ? { agentName: agentName.trim() } : {};
  // The visitor sees "typing" while the box has text: a signal at most every 3 s while typing, one stop when emptied.
  const typing = useRef<{ at: number; on: boolean }>({ at: 0, on: false });
  const signal = (on: boolean) => {
    const now = Date.now();
    if (on && typing.current.on && now - typing.current.at < TYPING_EVERY_MS) return;
    if (!on && !typing.current.on) return;
    typing.current = { at: now, on };
    threadCalls.typing(at, { typing: on, ...named }).catch(() => {});
  };
  // A thread left with text in the box: tell its visitor the agent stopped.
  useEffect(() => () => signal(false), [siteId, c.id]);
  const reply = useRef<HTMLTextAreaElement>(null);
  // After a reopen the button is gone: the reply box, back in its place, takes the focus once it shows.
  const focusReply = useRef(false);
  useEffect(() => {
    if (c.status === 'closed' || !focusReply.current) return;
    focusReply.current = false;
    reply.current?.focus();
  }, [c.status]);
  const run = (what: string, action: 'reply' | 'release' | 'close' | 'reopen', send: () => Promise<unknown>) =>
    void act(what, send).then((ok) => {
      if (!ok) return;
      if (action === 'reply') typing.current = { at: 0, on: false };
      if (action === 'reopen') focusReply.current = true;
      setText('');
      onDone();
    });
  if (c.status === 'closed') {
    return (
      <div class="thread">
        <Header c={c} ticket={ticket} />
        <div class="reopen">
          <p>
            This conversation is closed. Reopening gives it back to whoever held it when it was closed: the person, who keeps their name, or
            the assistant. Nothing is lost; the transcript and the visitor’s rating stay.
          </p>
          <button type="button" class="primary" onClick={() => run('Reopen the conversation', 'reopen', () => threadCalls.reopen(at))}>
            Reopen conversation
          </button>
        </div>
      </div>
    );
  }
  return (
    <div class="thread">
      <Header c={c} ticket={ticket} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) run('Send the reply', 'reply', () => threadCalls.reply(at, { message: text, ...named }));
        }}
      >
        <Field label="Reply to the visitor">
          {(id) => (
            <textarea
              id={id}
              ref={reply}
              rows={3}
              maxLength={2000}
              value={text}
              onInput={(e) => {
                const value = e.currentTarget.value;
                setText(value);
                signal(value.trim() !== '');
              }}
            />
          )}
        </Field>
        <div class="inline">
          <button type="submit" class="primary">
            Send (take over)
          </button>
          <button type="button" onClick={() => run('Release to the assistant', 'release', () => threadCalls.release(at))}>
            Release to assistant
          </button>
          <Confirm
            label="Close"
            question="Close this conversation?"
            lost={
              <p>
                The visitor is asked to rate the thread, and the reply box here is locked; a new message from the visitor reopens it with
                the assistant. The transcript is kept, and Reopen conversation gives the thread back to whoever held it.
              </p>
            }
            choices={[{ label: 'Close the conversation', danger: true, run: () => run('Close the conversation', 'close', () => threadCalls.close(at)) }]}
          />
        </div>
      </form>
    </div>
  );
}

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

/** A thread to look at first: escalated (pointed to the support form) and not yet taken over or closed. */
export const waitsForPerson = (c: Conversation): boolean => c.escalated && c.status === 'ai';

/** Threads waiting for a person first, then the rest; each group by last activity, newest first. */
export function triage(list: Conversation[]): Conversation[] {
  return list
    .slice()
    .sort(
      (a, b) =>
        Number(waitsForPerson(b)) - Number(waitsForPerson(a)) || (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0),
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
  const conversations = useLoad(
    () =>
      siteId ? listConversations(siteId) : noSite,
    [siteId, version, n, sites.data === undefined],
  );
  const tickets = useLoad(
    () => (siteId ? listTickets(siteId) : noSite),
    [siteId, version, n, sites.data === undefined],
  );
  const conversation = conversations.data?.find((c) => c.id === selected);
  /** The newest support ticket the visitor sent from this thread (the widget links it to the chat). */
  const ticketOf = (id: string) => tickets.data?.find((t) => t.conversationId === id);
  const fresh = useNewIds(conversations.data?.map((c) => c.id));
  return (
    <section aria-labelledby="engage-title">
      <h2 id="engage-title">Engage</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <Field label="Acting as (X-Identity-Sub)">
          {(id) => (
            <input
              id={id}
              value={sub}
              onChange={(e) => ((identity.sub = e.currentTarget.value.trim()), setSub(identity.sub), setChosen(''))}
            />
          )}
        </Field>
        <Field label="Agent name (shown to the visitor)">
          {(id) => (
            <input id={id} value={agentName} maxLength={60} placeholder="Sam" onInput={(e) => setAgentName(e.currentTarget.value)} />
          )}
        </Field>
        <Field label="Site">
          {(id) => (
            <select id={id} value={siteId} onChange={(e) => setChosen(e.currentTarget.value)}>
              {sites.data?.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.id})
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
      <Notice error={sites.error ?? conversations.error} />
      <div class="split">
        <section aria-labelledby="conversations-title">
          <h3 id="conversations-title">Conversations</h3>
          {conversations.data && conversations.data.length === 0 ? (
            <p class="empty">
              No conversations on this site yet. Open the demo page, ask the assistant something, and the thread shows here.
            </p>
          ) : null}
          <ul class="rows" aria-label="Conversations" aria-busy={!conversations.data && !sites.error}>
            {triage(conversations.data ?? []).map((c) => {
              const last = [...c.messages].reverse().find((m) => m.role === 'visitor');
              const ticket = ticketOf(c.id);
              const happened = whatHappened(c, ticket);
              return (
                <li key={c.id} class={fresh.has(c.id) ? 'new' : ''}>
                  <button type="button" class="row" aria-current={c.id === selected ? 'true' : undefined} onClick={() => setSelected(c.id)}>
                    {happened.map((what) => (
                      <span key={what} class={`pill${waitsForPerson(c) && what.startsWith('Escalated') ? ' waiting' : ''}`}>
                        {what}
                      </span>
                    ))}
                    {fresh.has(c.id) ? <span class="new-mark">New</span> : null}
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
            })}
          </ul>
        </section>
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
      <section aria-labelledby="tickets-title">
        <h3 id="tickets-title">Tickets</h3>
        {tickets.data && tickets.data.length === 0 ? (
          <p class="empty">No tickets yet. A visitor’s support request (the widget’s support form) becomes a ticket here.</p>
        ) : null}
        <ul class="rows" aria-label="Tickets">
          {tickets.data?.map((t) => (
            <li key={t.id}>
              <details>
                <summary>
                  <span class={`pill ${t.status}`}>{t.status}</span>
                  <span class="path">{t.subject ?? t.message?.slice(0, 60) ?? ''}</span>
                  <span class="muted">
                    {t.email ?? t.name ?? ''} · <When iso={t.createdAt} />
                  </span>
                </summary>
                <TicketView siteId={siteId} t={t} onDone={() => setN(n + 1)} />
              </details>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
