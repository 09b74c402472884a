// Engage: conversations live (take over by replying, release, close) and tickets (reply, resolve), through the
// Engage console operations with a portal key the admin operation issues; the visitor's widget sees every change.
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { engage, identity } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { act, Field, Notice, time, useLoad } from '../ui.js';

interface Site {
  id: string;
  name: string;
}
interface Message {
  role: string;
  content: string;
  at?: string;
}
interface Conversation {
  id: string;
  status: string;
  escalated?: boolean;
  visitor: { name?: string | null; email?: string | null };
  messages: Message[];
  updatedAt?: string;
}
interface Ticket {
  id: string;
  status: string;
  name: string | null;
  email: string | null;
  subject: string | null;
  message: string;
  replies: Array<{ message: string; at?: string; createdAt?: string }>;
  createdAt: string;
}

const WHO: Record<string, string> = { agent: 'You (agent)', assistant: 'Assistant', visitor: 'Visitor' };

function ConversationView({ siteId, c, onDone }: { siteId: string; c: Conversation; onDone: () => void }) {
  const [text, setText] = useState('');
  const base = `/${encodeURIComponent(siteId)}/conversations/${encodeURIComponent(c.id)}`;
  const run = (what: string, path: string, body?: unknown) => void act(what, () => engage('POST', base + path, body)).then((ok) => ok && (setText(''), onDone()));
  return (
    <div class="thread">
      <h3>
        Conversation <code>{c.id}</code> ({c.status})
      </h3>
      <ol class="messages" aria-label="Messages">
        {c.messages.map((m, i) => (
          <li key={i} class={m.role}>
            <b>{WHO[m.role] ?? m.role}</b> {m.content}
          </li>
        ))}
      </ol>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) run('Send the reply', '/reply', { message: text });
        }}
      >
        <Field label="Reply to the visitor">{(id) => <textarea id={id} rows={3} value={text} onInput={(e) => setText(e.currentTarget.value)} />}</Field>
        <div class="inline">
          <button type="submit" class="primary" disabled={c.status === 'closed'}>
            Send (take over)
          </button>
          <button type="button" disabled={c.status === 'closed'} onClick={() => run('Release to the assistant', '/release')}>
            Release to assistant
          </button>
          <button type="button" disabled={c.status === 'closed'} onClick={() => run('Close the conversation', '/close')}>
            Close
          </button>
        </div>
      </form>
    </div>
  );
}

function TicketView({ siteId, t, onDone }: { siteId: string; t: Ticket; onDone: () => void }) {
  const [text, setText] = useState('');
  const send = (resolve: boolean) =>
    void act(resolve ? 'Reply and resolve' : 'Reply', () => engage('POST', `/${encodeURIComponent(siteId)}/tickets/${encodeURIComponent(t.id)}/reply`, { message: text, resolve })).then(
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
      <Field label={`Reply to ${t.email ?? t.name ?? 'the visitor'}`}>{(id) => <textarea id={id} rows={2} value={text} onInput={(e) => setText(e.currentTarget.value)} />}</Field>
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

export function EngageTab() {
  const [sub, setSub] = useState(identity.sub);
  const [chosen, setChosen] = useState('');
  const [selected, setSelected] = useState<string | undefined>();
  const [n, setN] = useState(0);
  const version = useFeedVersion(['conversation', 'ticket', 'keys']);
  const sites = useLoad(() => engage<{ sites: Site[] }>('GET', '').then((r) => r.sites), [sub, version]);
  const siteId = chosen || sites.data?.[0]?.id || '';
  const conversations = useLoad(
    () => (siteId ? engage<{ conversations: Conversation[] }>('GET', `/${encodeURIComponent(siteId)}/conversations`).then((r) => r.conversations) : Promise.resolve([])),
    [siteId, version, n],
  );
  const tickets = useLoad(
    () => (siteId ? engage<{ tickets: Ticket[] }>('GET', `/${encodeURIComponent(siteId)}/tickets`).then((r) => r.tickets) : Promise.resolve([])),
    [siteId, version, n],
  );
  const conversation = conversations.data?.find((c) => c.id === selected);
  return (
    <section aria-labelledby="engage-title">
      <h2 id="engage-title">Engage</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <Field label="Acting as (X-Identity-Sub)">
          {(id) => <input id={id} value={sub} onChange={(e) => ((identity.sub = e.currentTarget.value.trim()), setSub(identity.sub), setChosen(''))} />}
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
          <ul class="rows" aria-label="Conversations" aria-busy={!conversations.data}>
            {conversations.data?.map((c) => {
              const last = [...c.messages].reverse().find((m) => m.role === 'visitor');
              return (
                <li key={c.id}>
                  <button type="button" class="row" aria-current={c.id === selected ? 'true' : undefined} onClick={() => setSelected(c.id)}>
                    <span class="path">{c.visitor.email ?? c.visitor.name ?? 'Visitor'}</span>
                    <span class="muted">
                      {c.status} · {c.messages.length} messages{c.escalated ? ' · escalated' : ''}
                    </span>
                    <span class="muted">{last ? last.content.slice(0, 80) : ''}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
        {conversation ? <ConversationView siteId={siteId} c={conversation} onDone={() => setN(n + 1)} /> : <p class="thread muted">Pick a conversation.</p>}
      </div>
      <section aria-labelledby="tickets-title">
        <h3 id="tickets-title">Tickets</h3>
        <ul class="rows" aria-label="Tickets">
          {tickets.data?.map((t) => (
            <li key={t.id}>
              <details>
                <summary>
                  <span class={`pill ${t.status}`}>{t.status}</span>
                  <span class="path">{t.subject ?? t.message.slice(0, 60)}</span>
                  <span class="muted">
                    {t.email ?? t.name ?? ''} · {time(t.createdAt)}
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
