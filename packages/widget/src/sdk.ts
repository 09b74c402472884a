// sdk.js: the script-tag build. Reads its own tag (data-key, data-base-url, data-locale, data-theme), mounts the
// widget once, and installs `window.svc`, replaying calls the page queued before the script loaded.
import { createEngageClient } from './client.js';
import { doc, warn, win } from './env.js';
import type { CommandFunction } from './queue.js';
import { commandFunction, replay } from './queue.js';
import { createWidget } from './widget.js';

function boot(): void {
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
  const widget = createWidget(
    {
      publishableKey: key,
      baseUrl,
      locale: script.dataset.locale,
      theme: theme === 'light' || theme === 'dark' ? theme : 'auto',
      nonce: script.nonce || undefined,
    },
    createEngageClient({ publishableKey: key, baseUrl }),
  );
  const queued = w.svc?.q;
  const fn = commandFunction(widget);
  w.svc = fn;
  replay(queued, fn);
}

boot();
