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
  const label = launcher.querySelector('span');
  const badge = launcher.ownerDocument.createElement('span');
  badge.className = 'badge';
  badge.setAttribute('aria-hidden', 'true');
  // Set through the CSSOM, which a strict style-src allows (the launcher's stylesheet is the loader's).
  badge.style.cssText = 'min-width:20px;padding:0 6px;border-radius:10px;background:#b91c1c;color:#fff;font-size:12px;line-height:20px;text-align:center';
  launcher.append(badge);
  let shown = 0;
  const draw = () => {
    const { unread } = store.state;
    badge.textContent = unread ? String(unread) : '';
    badge.hidden = !unread;
    if (unread) launcher.setAttribute('aria-label', `${label?.textContent ?? ''} (${fill(textsOf(store.state).unread, { count: unread })})`);
    else launcher.removeAttribute('aria-label');
    if (shown !== unread) events.emit('unread', { count: (shown = unread) });
  };
  store.subscribe(draw);
  draw();
}
