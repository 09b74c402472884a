// The chat: a polite live log of the thread, pending and person-joined states, retry countdowns, the composer.

import type { JSX } from 'preact';
import { Fragment, h } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { EngageConfig } from '../engage-port.js';
import type { PanelContext } from '../panel-context.js';
import type { WidgetStrings } from '../strings.js';
import { fill } from '../strings.js';
import { ConsentGate, EmailGate } from './chat-gates.js';
import type { ChatError, ChatModel, ChatState } from './chat-model.js';
import { Composer } from './composer.js';
import { useAwayNotice } from './hours.js';
import { Message } from './message.js';
import { Rating } from './rating.js';
import { textsOf } from './texts.js';
import { useSubscribe } from './use-subscribe.js';

/** The status line: who is typing, else where the thread stands. */
function statusText(s: ChatState, strings: WidgetStrings, config: EngageConfig): string {
  return s.agentTyping
    ? fill(strings.typing, { name: s.agentName ?? strings.agent })
    : s.pending && s.status !== 'agent'
      ? fill(strings.typing, { name: config.assistantName })
      : s.ticketId
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
}

/** The support form, prefilled with the visitor's last message and the thread when there is one. */
function escalate(ctx: PanelContext, items: ChatState['items']): void {
  const lastVisitor = [...items].reverse().find((m) => m.role === 'visitor');
  const conversationId = ctx.client.visitor.conversationId;
  if (conversationId) ctx.store.set({ supportDraft: { message: lastVisitor?.content ?? '', conversationId } });
  ctx.setView('support');
}

/** A failed turn, in the visitor's words. */
function errorText(error: ChatError, strings: WidgetStrings, config: EngageConfig): string {
  return error.kind === 'unavailable'
    ? fill(strings.unavailable, { name: config.assistantName })
    : error.kind === 'rate-limited'
      ? strings.rateLimited
      : error.kind === 'offline'
        ? strings.sendFailed
        : error.kind === 'identity'
          ? strings.identityFailed
          : fill(strings.failed, { message: error.message });
}

export function ChatView({ ctx, model }: { ctx: PanelContext; model: ChatModel }): JSX.Element {
  useSubscribe(model);
  const { config, identity, offline } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const s = model.state;
  // A turn that could not reach the service: its notice goes once a request gets through (the text stays).
  const error = s.error?.kind === 'offline' && !offline ? undefined : s.error;
  const typed = useState('');
  const [text, setText] = typed;
  const until = s.error?.until;
  // The view's time: it ticks every second while a retry countdown runs; the away notice moves it too.
  const clock = useState(Date.now());
  const [now, setNow] = clock;
  useEffect(() => {
    if (until === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  const end = useRef<HTMLDivElement>(null);
  const waiting = until !== undefined && until > now;

  // A failed turn hands its text back, unless the visitor already typed something new: before the notice is painted,
  // and on every failure (a new record each time, so the same text failing twice comes back twice).
  useLayoutEffect(() => {
    const draft = s.draft?.text;
    if (draft !== undefined) setText((current) => (current.trim() === '' ? draft : current));
  }, [s.draft]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
    // A thread closing adds the rating prompt below the messages: scrolled into view with them.
  }, [s.items.length, s.pending, s.status]);

  // A returning visitor with a thread accepted before; a new one accepts before anything is stored or sent.
  const needsConsent = config.consent?.required === true && !s.consented && !ctx.client.visitor.conversationId;
  const needsEmail = !identity.email && (s.identityRequired || (config.identityMode === 'email' && s.items.length === 0));
  const send = () => {
    const sending = text;
    setText('');
    void model.send(sending, identity);
  };
  const toSupport = () => escalate(ctx, s.items);
  const away = useAwayNotice(ctx, strings, clock);
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
              onEscalate={toSupport}
            />
          )}
          {s.items.map((item, i) => (
            <Message key={i} item={item} ctx={ctx} agentName={s.agentName} onEscalate={toSupport} />
          ))}
        </div>
        {away && (
          <p class="away" dir="auto">
            {away}
          </p>
        )}
        {s.status === 'closed' && <Rating key={ctx.client.visitor.conversationId ?? ''} ctx={ctx} />}
        <p class="status" role="status">
          {statusText(s, strings, config)}
        </p>
        {error && (
          <div class="alert" role="alert">
            <p>{errorText(error, strings, config)}</p>
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
        <Composer strings={strings} typed={typed} busy={s.pending || waiting} send={send} />
      )}
    </>
  );
}
