// Outbox: the emails the server accepted and keeps, the newest --outbox-size (adminListOutbox), rendered as the recipient reads it, with its headers.
import type { Schema } from '@svc/spec';
import { h } from 'preact';
import { useState } from 'preact/hooks';
import { api, unwrap } from '../api.js';
import { useFeedVersion } from '../feed.js';
import { count, linkedPart, Notice, useLoad, useLocalPage, useNewIds, When } from '../ui.js';

const PAGE = 25;

type Email = Schema<'AdminOutbox'>['emails'][number];

/** An email as the recipient reads it, with its headers and what it is about (a capture links to its request). */
function EmailRow({ m, fresh, linked }: { m: Email; fresh: boolean; linked: boolean }) {
  return (
    <li class={fresh ? 'new' : ''}>
      <details open={linked ? true : undefined}>
        <summary>
          {fresh ? <span class="new-mark">New</span> : null}
          <span class="path">{m.subject}</span>
          <span class="muted">
            to {m.to} · <When iso={m.acceptedAt} />
          </span>
        </summary>
        <article class="email" aria-label={`Email ${m.subject}`}>
          <dl class="headers">
            <dt>Message-ID</dt>
            <dd>{m.id}</dd>
            <dt>Date</dt>
            <dd>
              <When iso={m.acceptedAt} />
            </dd>
            <dt>To</dt>
            <dd>{m.to}</dd>
            <dt>Subject</dt>
            <dd>{m.subject}</dd>
            <dt>About</dt>
            <dd>
              {m.ref.startsWith('capture.submission:') ? (
                <a href={`#/requests/find/${encodeURIComponent(m.ref.slice('capture.submission:'.length))}`}>{m.ref}</a>
              ) : (
                m.ref
              )}
            </dd>
            <dt>Link</dt>
            <dd>
              <a href={`#/outbox/${encodeURIComponent(m.id)}`}>Link to this email</a>
            </dd>
          </dl>
          <div class="email-body">{m.text}</div>
        </article>
      </details>
    </li>
  );
}

export function OutboxTab() {
  const version = useFeedVersion(['email']);
  const { data, error } = useLoad(() => unwrap(api.GET('/_admin/outbox')), [version]);
  // The operation lists oldest first; the console shows newest first, a page at a time.
  const emails = data ? data.emails.slice().reverse() : [];
  const page = useLocalPage(emails, PAGE);
  const fresh = useNewIds(data?.emails.map((m) => m.id));
  // #/outbox/<email id or what it is about> opens that email.
  const [linked] = useState(() => linkedPart('outbox', 1));
  return (
    <section aria-labelledby="outbox-title">
      <h2 id="outbox-title">Outbox</h2>
      <Notice error={error}>{data ? `${count(data.accepted, 'email')} accepted, newest first.` : 'Loading…'}</Notice>
      {data && data.dropped > 0 ? (
        <p class="muted">{`${count(data.dropped, 'older email')} ${data.dropped === 1 ? 'is' : 'are'} no longer kept (the outbox keeps the newest ${data.limit}; --outbox-size).`}</p>
      ) : null}
      {data && emails.length === 0 ? <p class="empty">No emails yet. A capture to a site with a notification email sends one.</p> : null}
      <ul class="rows" aria-label="Emails" aria-busy={!data}>
        {page.rows.map((m) => (
          <EmailRow key={m.id} m={m} fresh={fresh.has(m.id)} linked={linked !== undefined && (m.id === linked || m.ref === linked)} />
        ))}
      </ul>
      {page.pager}
    </section>
  );
}
