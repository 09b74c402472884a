// The panel: a labelled dialog with the enabled modules, closed by Escape or its close button; full screen on a small
// viewport it is modal (aria-modal, Tab and Shift+Tab cycle inside it).

import type { JSX } from 'preact';
import { h } from 'preact';
import { useEffect, useLayoutEffect, useMemo } from 'preact/hooks';
import { lockPageScroll, SMALL, win } from '../env.js';
import type { WidgetView } from '../events.js';
import type { PanelContext } from '../panel-context.js';
import { ChatModel, consentRemembered, rememberConsent } from './chat-model.js';
import { ChatView } from './chat-view.js';
import { FormView } from './form-view.js';
import { SupportView } from './support-view.js';
import { textsOf } from './texts.js';
import { addUnread } from './unread.js';
import { useSubscribe } from './use-subscribe.js';

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex="0"]';

/** Tab from the last control goes to the first, Shift+Tab from the first to the last: focus stays in the dialog. */
function trapTab(e: KeyboardEvent, panel: HTMLElement): void {
  const all = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const active = (panel.getRootNode() as ShadowRoot).activeElement;
  const edge = e.shiftKey ? all[0] : all.at(-1);
  if (!all.length || active === edge || !panel.contains(active)) {
    e.preventDefault();
    (e.shiftKey ? all.at(-1) : all[0])?.focus();
  }
}

/**
 * Full screen (a small viewport), the panel is a modal dialog exactly while it covers the screen, and the page behind
 * it does not scroll while it is open; unmounting (destroy) gives the page its scrolling back.
 */
function useModal(ctx: PanelContext): void {
  const { open, modal } = ctx.store.state;
  // A phone turned on its side (or a window resized) past the breakpoint: the panel is modal exactly while full screen.
  useEffect(() => {
    const query = win().matchMedia(SMALL);
    const follow = () => ctx.store.set({ modal: query.matches });
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, [ctx]);
  useLayoutEffect(() => lockPageScroll(open && modal), [open, modal]);
  useLayoutEffect(() => () => lockPageScroll(false), []);
}

/** `body` false renders the dialog without its view: mounting renders the two apart (mount.tsx). */
export function Panel({ ctx, body = true }: { ctx: PanelContext; body?: boolean }): JSX.Element {
  useSubscribe(ctx.store);
  const { config, view, generation, locale, dir, offline, modal } = ctx.store.state;
  const strings = textsOf(ctx.store.state);
  const key = ctx.options.publishableKey;
  const model = useMemo(() => {
    const m = new ChatModel(ctx.client, ctx.events);
    // Accepted on an earlier visit: not asked again.
    if (consentRemembered(key)) m.set({ consented: true });
    return m;
  }, [ctx, key]);

  useEffect(() => {
    if (generation > 0) {
      // reset() (a log-out): the next visitor is asked again.
      model.reset();
      rememberConsent(key, false);
    } else void model.restore();
  }, [generation, model, key]);

  // The live events run whether the panel is open or closed: a reply that arrives while it is closed counts on the
  // launcher's badge until the visitor opens it.
  useSubscribe(model);
  useEffect(() => {
    model.onAgentMessage = () => addUnread(ctx.store);
    if (config.modules.chat) model.watch();
    else model.unwatch();
  }, [ctx, model, config.modules.chat, generation]);
  useEffect(() => () => model.unwatch(), [model]);
  useModal(ctx);

  const tabs: [WidgetView, string, boolean][] = [
    ['chat', strings.chatTab, config.modules.chat],
    ['form', strings.formTab, config.modules.forms],
    ['support', strings.supportTab, config.modules.support],
  ];
  const shown = tabs.filter(([, , on]) => on);
  // While a person holds the thread the header names them; otherwise the assistant, on every tab (the tabs are
  // named below it), so the header does not change name as the visitor moves between chat and forms.
  const agent = model.state.status === 'agent' ? model.state.agentName : undefined;
  const title = agent ?? config.assistantName;

  return (
    <div
      id={ctx.panelId}
      class="panel"
      role="dialog"
      aria-labelledby="svc-title"
      aria-modal={modal ? 'true' : undefined}
      lang={locale}
      // The page's direction does not reach the widget (launcher.css): the texts' language decides.
      dir={dir}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          ctx.close();
        } else if (e.key === 'Tab' && modal) trapTab(e, e.currentTarget);
      }}
    >
      <div class="head">
        <h2 id="svc-title">{title}</h2>
        <button type="button" class="icon" aria-label={strings.close} onClick={ctx.close}>
          ×
        </button>
      </div>
      <div class="offline" role="status">
        {offline ? strings.offline : ''}
      </div>
      {shown.length > 1 && (
        <nav aria-label={config.name}>
          {shown.map(([v, label]) => (
            <button key={v} type="button" aria-current={v === view ? 'page' : undefined} onClick={() => ctx.setView(v)}>
              {label}
            </button>
          ))}
        </nav>
      )}
      {!body ? null : view === 'chat' ? (
        <ChatView key={`c${generation}`} ctx={ctx} model={model} />
      ) : view === 'form' ? (
        <FormView key={`f${generation}`} ctx={ctx} />
      ) : (
        <SupportView key={`s${generation}`} ctx={ctx} />
      )}
    </div>
  );
}
