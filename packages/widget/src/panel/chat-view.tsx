// The chat: a polite live log of the thread, pending and person-joined states, retry countdowns, the composer.

import type { JSX } from 'preact';
import { Fragment, h } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { PanelContext } from '../panel-context.js';
import { fill, intl } from '../strings.js';
import type { ChatItem, ChatModel } from './chat-model.js';
import { MAX_MESSAGE, rememberConsent } from './chat-model.js';
import { Field } from './field.js';
import { safeUrl } from './safe-url.js';
import { textsOf } from './texts.js';
import { useSubscribe } from './use-subscribe.js';
import { checkFields, SUPPORT_BOUNDS } from './validate.js';

function Message({
  item,
  ctx,
  agentName,
  onEscalate,
}: {
  item: ChatItem;
  ctx: PanelContext;
  agentName?: string;
  onEscalate(): void;
}): JSX.Element {
  const { config } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const who = item.role === 'visitor' ? strings.you : item.role === 'agent' ? (agentName ?? strings.agent) : config.assistantName;
  return (
    // A person's message: their name and initial, set apart from the assistant's.
    <div class={`msg ${item.role}`} dir="auto">
      <span class="who">
        {item.role === 'agent' && (
          <span class="avatar" aria-hidden="true">
            {[...who][0]}
          </span>
        )}
        {who}
      </span>
      {item.content}
      {item.citations.length > 0 && (
        <ul aria-label={strings.sources}>
          {item.citations.map((c) => {
            const href = safeUrl(c.url);
            return (
              <li key={c.slug}>
                {href ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {c.title}
                  </a>
                ) : (
                  c.title
                )}
              </li>
            );
          })}
        </ul>
      )}
      {/* An escalated answer, or any answer pointing to the support form (one from the live stream or restored after a
          reload, whose escalate flag is not known): a button that opens the support view. */}
      {(item.escalate || (config.modules.support && item.role === 'assistant' && /support form/i.test(item.content))) && (
        <p>
          <button type="button" class="secondary" onClick={onEscalate}>
            {strings.escalate}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * The satisfaction rating of a closed thread: good or bad and an optional comment, sent once (the service keeps one
 * rating per conversation; the same one again is a replay).
 */
function Rating({ ctx }: { ctx: PanelContext }): JSX.Element | null {
  const strings = textsOf(ctx.store.state);
  const [score, setScore] = useState<'good' | 'bad'>();
  const [comment, setComment] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle');
  const [error, setError] = useState<string>();
  if (!ctx.client.rateConversation) return null;
  if (state === 'done')
    return (
      <p class="rated" role="status">
        {strings.rated}
      </p>
    );
  return (
    <form
      class="rating"
      aria-labelledby="c-rate"
      onSubmit={(e) => {
        e.preventDefault();
        if (!score || state === 'sending') return;
        setState('sending');
        ctx.client.rateConversation?.({ score, ...(comment.trim() ? { comment: comment.trim() } : {}) }).then(
          () => setState('done'),
          (failure: unknown) => {
            const f = ctx.events.failed(failure);
            // Rated already (another tab, an earlier visit): the rating stands.
            if (f.code === 'ALREADY_RATED') setState('done');
            else {
              setState('idle');
              setError(fill(strings.failed, { message: f.message }));
            }
          },
        );
      }}
    >
      <p id="c-rate">{strings.rateQuestion}</p>
      <div class="row">
        {(['good', 'bad'] as const).map((s) => (
          <button key={s} type="button" class="secondary" aria-pressed={score === s ? 'true' : 'false'} onClick={() => setScore(s)}>
            {s === 'good' ? `👍 ${strings.rateGood}` : `👎 ${strings.rateBad}`}
          </button>
        ))}
      </div>
      {score && (
        <Field
          id="c-rate-comment"
          label={strings.rateComment}
          type="textarea"
          value={comment}
          max={500}
          error={undefined}
          onInput={setComment}
        />
      )}
      {error && (
        <p class="alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="primary" disabled={!score || state === 'sending'}>
        {strings.rateSend}
      </button>
    </form>
  );
}

/** The site's consent notice (its text in the visitor's language, else the built-in one) and the Accept button. */
function ConsentGate({ ctx, model }: { ctx: PanelContext; model: ChatModel }): JSX.Element {
  const { config, locale } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const text = config.consent?.text ?? {};
  const notice = text[locale] ?? text[locale.split('-')[0] ?? ''] ?? strings.consentNotice;
  return (
    <div class="composer consent">
      <p id="c-consent" dir="auto">
        {notice}
      </p>
      <button
        type="button"
        class="primary"
        aria-describedby="c-consent"
        onClick={() => (model.set({ consented: true }), rememberConsent(ctx.options.publishableKey, true))}
      >
        {strings.consentAccept}
      </button>
    </div>
  );
}

function EmailGate({ ctx }: { ctx: PanelContext }): JSX.Element {
  const { identity } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const [email, setEmail] = useState(identity.email ?? '');
  const [error, setError] = useState<string>();
  return (
    <form
      class="composer fields"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const problem = checkFields(
          [{ name: 'email', label: strings.email, type: 'email', required: true, max: SUPPORT_BOUNDS.email }],
          { email },
          strings,
          ctx.store.state.locale,
        ).email;
        setError(problem);
        if (!problem) ctx.store.set({ identity: { ...identity, email: email.trim() } });
      }}
    >
      <p>{strings.emailIntro}</p>
      <Field id="c-email" label={strings.email} type="email" autocomplete="email" value={email} error={error} onInput={setEmail} />
      <button type="submit" class="primary">
        {strings.start}
      </button>
    </form>
  );
}

/** Whether people answer now: the config's answer, switched at nextOpenAt / nextCloseAt (the config is cached). */
export function awayUntil(
  hours: NonNullable<PanelContext['store']['state']['config']['hours']>,
  now: number,
): { away: boolean; back: number | undefined } {
  const at = (t: string | null) => (t ? Date.parse(t) : undefined);
  const open = at(hours.nextOpenAt);
  const close = at(hours.nextCloseAt);
  const away = hours.open ? close !== undefined && now >= close : open === undefined || now < open;
  return { away, back: away ? open : undefined };
}

export function ChatView({ ctx, model }: { ctx: PanelContext; model: ChatModel }): JSX.Element {
  useSubscribe(model);
  const { config, identity, offline } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const s = model.state;
  // A turn that could not reach the service: its notice goes once a request gets through (the text stays).
  const error = s.error?.kind === 'offline' && !offline ? undefined : s.error;
  const [text, setText] = useState('');
  const [now, setNow] = useState(Date.now());
  const end = useRef<HTMLDivElement>(null);
  const until = s.error?.until;
  const waiting = until !== undefined && until > now;

  // A failed turn hands its text back, unless the visitor already typed something new: before the notice is painted,
  // and on every failure (a new record each time, so the same text failing twice comes back twice).
  useLayoutEffect(() => {
    const draft = s.draft?.text;
    if (draft !== undefined) setText((current) => (current.trim() === '' ? draft : current));
  }, [s.draft]);

  useEffect(() => {
    if (until === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
    // A thread closing adds the rating prompt below the messages: scrolled into view with them.
  }, [s.items.length, s.pending, s.status]);

  // A returning visitor with a thread accepted before; a new one accepts before anything is stored or sent.
  const needsConsent = config.consent?.required === true && !s.consented && !ctx.client.visitor.conversationId;
  const needsEmail = !identity.email && (s.identityRequired || (config.identityMode === 'email' && s.items.length === 0));
  // Characters as the service counts them: code points (an emoji is one).
  const count = [...text].length;
  const tooLong = count > MAX_MESSAGE;
  const send = () => {
    if (text.trim() === '' || tooLong || waiting || s.pending) return;
    const sending = text;
    setText('');
    void model.send(sending, identity);
  };
  const escalate = () => {
    const lastVisitor = [...s.items].reverse().find((m) => m.role === 'visitor');
    const conversationId = ctx.client.visitor.conversationId;
    if (conversationId) ctx.store.set({ supportDraft: { message: lastVisitor?.content ?? '', conversationId } });
    ctx.setView('support');
  };
  const hours = config.hours && awayUntil(config.hours, now);
  const when = hours?.back
    ? intl((l) => new Intl.DateTimeFormat(l, { weekday: 'long', hour: 'numeric', minute: '2-digit' }), ctx.store.state.locale).format(
        hours.back,
      )
    : undefined;
  // The notice switches by itself at the next opening or closing time.
  const next = config.hours && Date.parse((hours?.away ? config.hours.nextOpenAt : config.hours.nextCloseAt) ?? '');
  useEffect(() => {
    if (!next || next - Date.now() > 2 ** 31 - 1) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [next]);
  const away = hours?.away ? (config.hours?.awayMessage ?? (when ? fill(strings.away, { when }) : strings.awayNow)) : '';
  const notice = s.ticketId
    ? fill(strings.awayTicket, { ticketId: s.ticketId })
    : s.status === 'closed'
      ? strings.closed
      : s.queued
        ? strings.queued
        : s.status === 'agent'
          ? strings.agentJoined
          : s.released
            ? fill(strings.agentLeft, { name: config.assistantName })
            : '';
  const errorText = error
    ? error.kind === 'unavailable'
      ? fill(strings.unavailable, { name: config.assistantName })
      : error.kind === 'rate-limited'
        ? strings.rateLimited
        : error.kind === 'offline'
          ? strings.sendFailed
          : error.kind === 'identity'
            ? strings.identityFailed
            : fill(strings.failed, { message: error.message })
    : '';
  const seconds = until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

  return (
    <>
      <div class="body">
        <div class="log" role="log" aria-live={s.restoring ? 'off' : 'polite'} aria-relevant="additions" aria-label={config.assistantName}>
          {config.branding.greeting && (
            <Message
              key="greeting"
              item={{ role: 'assistant', content: config.branding.greeting, citations: [] }}
              ctx={ctx}
              onEscalate={escalate}
            />
          )}
          {s.items.map((item, i) => (
            <Message key={i} item={item} ctx={ctx} agentName={s.agentName} onEscalate={escalate} />
          ))}
        </div>
        {away && (
          <p class="away" dir="auto">
            {away}
          </p>
        )}
        {s.status === 'closed' && <Rating key={ctx.client.visitor.conversationId ?? ''} ctx={ctx} />}
        <p class="status" role="status">
          {s.agentTyping
            ? fill(strings.typing, { name: s.agentName ?? strings.agent })
            : s.pending && s.status !== 'agent'
              ? fill(strings.typing, { name: config.assistantName })
              : notice}
        </p>
        {error && (
          <div class="alert" role="alert">
            <p>{errorText}</p>
            {waiting && <p aria-live="off">{fill(strings.retryIn, { seconds }, ctx.store.state.locale)}</p>}
          </div>
        )}
        <div ref={end} />
      </div>
      {needsConsent ? (
        <ConsentGate ctx={ctx} model={model} />
      ) : needsEmail ? (
        <EmailGate ctx={ctx} />
      ) : (
        <form
          class="composer"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          <label for="c-message" class="sr">
            {strings.message}
          </label>
          <div class="row">
            <textarea
              id="c-message"
              dir="auto"
              rows={2}
              value={text}
              placeholder={strings.composerPlaceholder}
              aria-describedby="c-count"
              aria-invalid={tooLong ? 'true' : undefined}
              onInput={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) {
                  e.preventDefault();
                  send();
                }
              }}
            />
            <button type="submit" class="primary" disabled={s.pending || waiting || tooLong || text.trim() === ''}>
              {strings.send}
            </button>
          </div>
          <span id="c-count" class="count">
            {/* Plain digits: the first Intl formatter of a page loads ICU's data, one task of 60-200 ms at 4x CPU
                throttling, which rendering the panel must not carry (and toLocaleString() followed the browser's
                language, not the widget's). */}
            {fill(strings.characters, { count: `${count}`, max: `${MAX_MESSAGE}` })}
          </span>
        </form>
      )}
    </>
  );
}
