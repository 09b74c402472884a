// The launcher's unread badge, drawn from the panel file so the loader stays small: the count of agent replies that
// arrived while the panel was closed, in the launcher's accessible name too, and the page's `unread` event. The panel
// file loads at idle for a returning visitor, so the badge works before the panel is ever rendered.
import type { PanelContext } from '../panel-context.js';
import type { Store } from '../store.js';
import { fill } from '../strings.js';
import { textsOf } from './texts.js';

const tracked = new WeakSet<Store>();

/** One more unseen reply, unless the visitor is looking at the panel. */
export const addUnread = (store: Store): void => {
  if (!store.state.open) store.set({ unread: store.state.unread + 1 });
};

export function trackUnread(ctx: Pick<PanelContext, 'store' | 'events' | 'launcher'>): void {
  const { store, events, launcher } = ctx;
  if (tracked.has(store)) return;
  tracked.add(store);
  const badge = launcher.ownerDocument.createElement('span');
  const count = launcher.ownerDocument.createElement('span');
  const words = launcher.ownerDocument.createElement('span');
  badge.className = 'badge';
  // Set through the CSSOM, which a strict style-src allows (the launcher's stylesheet is the loader's). The words
  // ("unread") are for the accessible name only: the launcher is named "Chat with us 2 unread" while it shows 2.
  badge.style.cssText = 'min-width:20px;padding:0 6px;border-radius:10px;background:#b91c1c;color:#fff;font-size:12px;line-height:20px;text-align:center';
  words.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
  badge.append(count, words);
  launcher.append(badge);
  let shown = 0;
  const draw = () => {
    const { unread } = store.state;
    count.textContent = unread ? String(unread) : '';
    words.textContent = unread ? ` ${fill(textsOf(store.state).unread, { count: '' }).trim()}` : '';
    badge.hidden = !unread;
    if (shown !== unread) events.emit('unread', { count: (shown = unread) });
  };
  store.subscribe(draw);
  draw();
}
