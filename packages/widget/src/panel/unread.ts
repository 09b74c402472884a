// The launcher's unread badge, drawn from the panel file so the loader stays small: the count of agent replies the
// visitor has not seen (the panel closed, or the tab hidden), in the launcher's accessible name too, and the page's
// `unread` event. The panel file loads at idle for a returning visitor, so the badge works before the panel is ever
// rendered. With `titleFlash` the page's title alternates with "(1) New message" until the visitor looks.
import type { PanelContext } from '../panel-context.js';
import type { Store } from '../store.js';
import { fill } from '../strings.js';
import { textsOf } from './texts.js';

/** The tracked stores, each with its stop: the title flash ends, the page's title is back, the listeners are gone. */
const tracked = new WeakMap<Store, () => void>();

/** Whether the page's tab is in the background (another tab, a minimised window): the visitor sees nothing of it. */
const hidden = (d: Document = document): boolean => d.visibilityState === 'hidden';

/** One more unseen reply, unless the visitor is looking at the panel: open, in a tab that is shown. */
export const addUnread = (store: Store): void => {
  if (!store.state.open || hidden()) store.set({ unread: store.state.unread + 1 });
};

export function trackUnread(ctx: Pick<PanelContext, 'store' | 'events' | 'launcher' | 'options'>): () => void {
  const { store, events, launcher } = ctx;
  const known = tracked.get(store);
  if (known) return known;
  const d = launcher.ownerDocument;
  const badge = d.createElement('span');
  const count = d.createElement('span');
  const words = d.createElement('span');
  badge.className = 'badge';
  // Set through the CSSOM, which a strict style-src allows (the launcher's stylesheet is the loader's). The digits are
  // what the eye reads; the words ("2 unread replies", in the language's plural) are the accessible name's only: the
  // launcher is named "Chat with us 2 unread replies" while it shows 2.
  badge.style.cssText =
    'min-width:20px;padding:0 6px;border-radius:10px;background:#b91c1c;color:#fff;font-size:12px;line-height:20px;text-align:center';
  words.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
  count.setAttribute('aria-hidden', 'true');
  badge.append(count, words);
  launcher.append(badge);

  // The title flash: every second the page's own title and ours swap. A title the page set meanwhile becomes the one
  // restored; the page's title is put back exactly, and only while ours shows (a title the page set stays).
  let original = '';
  let ours = '';
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopFlash = () => {
    if (timer === undefined) return;
    clearInterval(timer);
    timer = undefined;
    if (d.title === ours) d.title = original;
  };
  const tick = () => {
    // The widget was destroyed before its panel rendered (its host removed): no more flashing.
    if (!launcher.isConnected) return stopFlash();
    if (d.title !== ours) {
      original = d.title;
      d.title = ours = fill(textsOf(store.state).newMessage, { count: store.state.unread }, store.state.locale);
    } else d.title = original;
  };
  // The visitor came back to the page: they see the badge, the title stops calling them.
  const w = d.defaultView;
  w?.addEventListener('focus', stopFlash);
  // The tab shown again with the panel open: the replies are seen.
  const seen = () => !hidden(d) && store.state.open && store.state.unread && store.set({ unread: 0 });
  d.addEventListener('visibilitychange', seen);
  // The panel's unmount (the widget destroyed): nothing of the widget stays in the page's listeners.
  const stop = () => {
    stopFlash();
    w?.removeEventListener('focus', stopFlash);
    d.removeEventListener('visibilitychange', seen);
  };
  tracked.set(store, stop);

  let shown = 0;
  const draw = () => {
    const { unread } = store.state;
    count.textContent = unread ? String(unread) : '';
    words.textContent = unread ? ` ${fill(textsOf(store.state).unread, { count: unread }, store.state.locale)}` : '';
    badge.hidden = !unread;
    if (!unread) stopFlash();
    else if (unread > shown && ctx.options.titleFlash === true && timer === undefined) {
      tick();
      timer = setInterval(tick, 1000);
    }
    if (shown !== unread) events.emit('unread', { count: (shown = unread) });
  };
  store.subscribe(draw);
  draw();
  return stop;
}
