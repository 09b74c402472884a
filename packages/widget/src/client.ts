// The widget's client in two steps: the full client of @svc/engage-browser (retries, typed errors, the visitor store)
// comes with the panel on first intent; the launcher reads the config alone (config-read.ts), so the code that shows
// the launcher stays small.
import { checkPublishableKey, visitorStorageKey } from '@svc/engage-browser/config';
import { readConfig } from './config-read.js';
import type { EngagePort } from './engage-port.js';
import { loadPanel } from './load-panel.js';

export function createEngagePort(options: {
  publishableKey: string;
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
}): EngagePort {
  // A secret key pasted into the page is refused here, before anything is sent.
  checkPublishableKey(options.publishableKey);
  let full: EngagePort | undefined;
  // One options object (the caller's, made for this call) for both clients: the full client puts its fetch here, so
  // the config reads that follow (the panel's reachability checks) go through it too.
  // Until the panel loads, the port reads the config and forgets the visitor; then every call falls through to the
  // full client (its prototype), which the panel alone uses.
  const port = {
    getConfig: (call) => readConfig(options, call),
    load: async () => {
      if (!full) Object.setPrototypeOf(port, (full = (await loadPanel()).createPanelEngagePort(options)));
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
  } satisfies Pick<EngagePort, 'getConfig' | 'load' | 'resetVisitor'>;
  // The other members come from the prototype, the full client, once load() resolved.
  return port as Pick<EngagePort, 'getConfig' | 'load' | 'resetVisitor'> as EngagePort;
}
