// Renders the panel into the widget's shadow root on first open (the launcher code never loads Preact).
import { createEngageClient as create, rateConversation, streamConversation } from '@svc/engage-browser';
import { h, render } from 'preact';
import type { EngagePort, StreamWatch } from '../engage-port.js';
import { sendFullPageUrl } from '../env.js';
import type { MountedPanel, PanelContext } from '../panel-context.js';
import { adoptStyles } from '../styles.js';
import { checkIdentity } from './identity.js';
import panelCss from './panel.css?inline';
import { Panel } from './panel.js';
import { addUnread, trackUnread } from './unread.js';

// The full Engage client comes with the panel (the launcher reads the config alone); typed so the real one must fit.
// Every request of both clients then goes through one fetch that tells whether it reached the service (any answer
// does; an attempt ended by its timeout or the caller does not count): that drives the offline notice.
export function createPanelEngagePort(options: {
  publishableKey: string;
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
}): EngagePort {
  const listeners: ((reachable: boolean) => void)[] = [];
  const tell = (reachable: boolean) => listeners.forEach((l) => l(reachable));
  options.fetch = (request) =>
    globalThis.fetch(request).then(
      (response) => (tell(true), response),
      (error: unknown) => {
        if (!request.signal.aborted) tell(false);
        throw error;
      },
    );
  const client = create(options);
  return Object.assign(client, {
    rateConversation: (input: { score: 'good' | 'bad'; comment?: string }) => rateConversation(client, input),
    streamConversation: (watch: StreamWatch) => streamConversation(client, watch as Parameters<typeof streamConversation>[1]),
    onReachable: (listener: (reachable: boolean) => void) => void listeners.push(listener),
  });
}

/**
 * Whether requests reach the service: the panel shows an offline notice until one does. While none does, the service
 * is asked again now and then (2 s, doubling to 30 s) so the notice clears by itself when it is back; the browser's
 * `online` event asks at once.
 */
function watchReachability(ctx: PanelContext, w: Window): () => void {
  const { store, client } = ctx;
  let probe: ReturnType<typeof setTimeout> | undefined;
  let delay = 1000;
  let stopped = false;
  const check = () => void client.getConfig({ maxRetries: 0, reload: true }).catch(() => {});
  const reachable = (up: boolean) => {
    if (stopped) return;
    if (store.state.offline === up) store.set({ offline: !up });
    clearTimeout(probe);
    delay = up ? 1000 : Math.min(30_000, delay * 2);
    if (!up) probe = setTimeout(check, delay);
  };
  client.onReachable?.(reachable);
  const online = () => store.state.offline && check();
  const offline = () => reachable(false);
  w.addEventListener('online', online);
  w.addEventListener('offline', offline);
  return () => {
    stopped = true;
    clearTimeout(probe);
    w.removeEventListener('online', online);
    w.removeEventListener('offline', offline);
  };
}

/**
 * A returning visitor's thread while the panel is not rendered yet: the stream (from now on) counts the agent's
 * replies for the launcher's badge, without reading or rendering the thread. The panel's own stream takes over when
 * it mounts.
 */
export function watchUnread(ctx: PanelContext): () => void {
  trackUnread(ctx);
  checkIdentity(ctx.store);
  const stream = ctx.client.streamConversation?.({
    since: 'now',
    onEvent: (e) => void (e.event === 'message' && e.data.role === 'agent' && addUnread(ctx.store)),
  });
  return () => stream?.stop();
}

/**
 * The next task: rendering the panel at once is one task of about 100 ms at 4x CPU throttling (the first run of the
 * panel's code), so it is done in slices, each a task of its own that leaves the page's input and frames in between.
 */
const nextTask = (): Promise<void> => {
  const s = (globalThis as { scheduler?: { yield?(): Promise<void> } }).scheduler;
  return s?.yield ? s.yield() : new Promise((resolve) => setTimeout(resolve));
};

export async function mountPanel(root: ShadowRoot, ctx: PanelContext, nonce: string | undefined): Promise<MountedPanel> {
  // After the panel file's evaluation (and the full client's creation), in a task of their own.
  await nextTask();
  // sdk.js's panel is a file of its own, with its own copy of env.ts: it is told what the loader was told.
  sendFullPageUrl(ctx.options.fullPageUrl === true);
  adoptStyles(root, panelCss, nonce);
  const stopUnread = trackUnread(ctx);
  checkIdentity(ctx.store);
  const element = root.ownerDocument.createElement('div');
  element.className = 'frame';
  element.hidden = true;
  root.append(element);
  // The dialog's frame (heading, close button, tabs) first, then the view in it, each in a task.
  await nextTask();
  render(<Panel ctx={ctx} body={false} />, element);
  await nextTask();
  render(<Panel ctx={ctx} body />, element);
  // Showing it (a first open: its first style and layout, then the focus) is a task of its own too.
  await nextTask();
  const stopReachability = watchReachability(ctx, root.ownerDocument.defaultView!);
  const mounted: MountedPanel = {
    element,
    // Opening puts the visitor where they type (the composer, a form's first field), not on the tabs before it.
    focus: () => {
      const target =
        element.querySelector<HTMLElement>('#c-message, .body input, .body select, .body textarea, form input') ??
        element.querySelector<HTMLElement>('textarea, input, select, button:not(.icon)') ??
        element.querySelector<HTMLElement>('button');
      target?.focus();
    },
    unmount: () => {
      stopReachability();
      stopUnread();
      render(null, element);
      element.remove();
    },
  };
  // The widget was destroyed (its host removed) while the panel was being rendered: nothing may keep running.
  if (!root.host.isConnected) mounted.unmount();
  return mounted;
}
