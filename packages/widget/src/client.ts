// The widget's one network dependency, @svc/engage-browser, in two steps: the launcher reads the config through the
// tiny `@svc/engage-browser/config` entry; the full client (openapi-fetch, retries, the visitor store) comes with the
// panel on first open, so the code that shows the launcher stays small.
import { checkPublishableKey, fetchEngageConfig, visitorStorageKey } from '@svc/engage-browser/config';
import type { EngagePort } from './engage-port.js';
import { loadPanel } from './load-panel.js';

export function createEngageClient(options: { publishableKey: string; baseUrl: string }): EngagePort {
  // A secret key pasted into the page is refused here, before anything is sent.
  checkPublishableKey(options.publishableKey);
  let full: EngagePort | undefined;
  const need = (): EngagePort => {
    if (!full) throw new Error('the Engage client is used before the panel loaded');
    return full;
  };
  return {
    getConfig: (call) => (full ? full.getConfig(call) : fetchEngageConfig({ ...options, signal: call?.signal })),
    load: async () => {
      full ??= (await loadPanel()).createEngageClient(options);
    },
    chat: (body, call) => need().chat(body, call),
    getConversation: (call) => need().getConversation(call),
    watchConversation: (watch) => need().watchConversation(watch),
    submitForm: (form, body, call) => need().submitForm(form, body, call),
    createTicket: (body, call) => need().createTicket(body, call),
    get visitor() {
      return need().visitor;
    },
    resetVisitor() {
      if (full) return full.resetVisitor();
      // Before the panel loaded nothing is in memory: forgetting the stored thread is enough.
      try {
        globalThis.localStorage.removeItem(visitorStorageKey(options.publishableKey));
      } catch {
        // storage that throws holds nothing of ours
      }
    },
  };
}
