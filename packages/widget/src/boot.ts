// Boots the script-tag build: reads its own tag (data-key, data-base-url, data-locale, data-default-locale, data-theme,
// data-full-page-url, data-title-flash),
// mounts the widget once, and installs `window.svc`, replaying the calls the page queued before the script loaded.
import type { EngagePort } from './engage-port.js';
import { doc, warn, win } from './env.js';
import type { CommandFunction } from './queue.js';
import { commandFunction, replay } from './queue.js';
import { createWidget } from './widget.js';

export function boot(createClient: (options: { publishableKey: string; baseUrl: string }) => EngagePort): void {
  const w = win() as unknown as { svc?: CommandFunction };
  if (w.svc?.loaded) return; // the script was included twice: the first copy runs the widget
  const d = doc();
  const script = (d.currentScript as HTMLScriptElement | null) ?? d.querySelector<HTMLScriptElement>('script[data-key][src*="sdk.js"]');
  const key = script?.dataset.key;
  if (!script || !key) {
    warn('not shown: the script tag has no data-key="pk_..." attribute');
    return;
  }
  const baseUrl = script.dataset.baseUrl ?? script.src.replace(/\/v1\/engage\/sdk\.js([?#].*)?$/, '');
  const theme = script.dataset.theme;
  let client: EngagePort;
  try {
    client = createClient({ publishableKey: key, baseUrl });
  } catch (error) {
    // A secret key pasted into the page is refused before anything is sent.
    warn(`not shown: ${(error as Error).message}`);
    return;
  }
  const widget = createWidget(
    {
      publishableKey: key,
      baseUrl,
      locale: script.dataset.locale,
      defaultLocale: script.dataset.defaultLocale,
      theme: theme === 'light' || theme === 'dark' ? theme : 'auto',
      nonce: script.nonce || undefined,
      fullPageUrl: script.dataset.fullPageUrl === 'true',
      titleFlash: script.dataset.titleFlash === 'true',
    },
    client,
  );
  const queued = w.svc?.q;
  const fn = commandFunction(widget);
  w.svc = fn;
  replay(queued, fn);
}
