// What every area of the server is built from: the ports plus the server's options.
import type { Durability } from './durability.js';
import type { Assistant } from './engage/assistant.js';
import type { KeyVerifier } from './keys.js';
import type { Background } from './ports/background.js';
import type { Clock } from './ports/clock.js';
import type { Faults } from './ports/faults.js';
import type { GeoLookup } from './ports/geo.js';
import type { IdGenerator } from './ports/ids.js';
import type { Notifier } from './ports/notifier.js';
import type { RateLimiter } from './ports/rate-limiter.js';
import type { Scheduler } from './ports/scheduler.js';
import type { MemoryStore } from './ports/store.js';
import type { WebhookSender } from './ports/webhook-sender.js';

/** @public */
export interface ServerOptions {
  /**
   * Local-development mode: webhooks may go to loopback and private addresses (over http too).
   * Off by default; the CLI turns it on.
   */
  localDevelopment: boolean;
  /** Where Form Capture alert emails go when a capture site has no address of its own. */
  defaultNotificationEmail: string;
  /** The built widget loader served at GET /v1/engage/sdk.js, if any. */
  sdkScript: string | undefined;
}

/** @internal */
export interface Deps {
  store: MemoryStore;
  clock: Clock;
  ids: IdGenerator;
  notifier: Notifier;
  webhooks: WebhookSender;
  assistant: Assistant;
  geo: GeoLookup;
  limiter: RateLimiter;
  keys: KeyVerifier;
  faults: Faults;
  scheduler: Scheduler;
  background: Background;
  /** Commits the store's changes to the persistence port; side effects wait on it. */
  durability: Durability;
  options: ServerOptions;
}
