// What every area of the server is built from: the ports plus the server's options. Imports only ports/, so
// every area can depend on it without depending on another area or the seed.

import type { Assistant } from './ports/assistant.js';
import type { Background } from './ports/background.js';
import type { Clock } from './ports/clock.js';
import type { SdkCompressor } from './ports/compressor.js';
import type { ConsoleEvents } from './ports/console-events.js';
import type { ConsoleFiles } from './ports/console-files.js';
import type { DemoKeys } from './ports/demo.js';
import type { Durability } from './ports/durability.js';
import type { Faults } from './ports/faults.js';
import type { GeoLookup } from './ports/geo.js';
import type { HttpReferenceRenderer } from './ports/http-reference.js';
import type { IdGenerator } from './ports/ids.js';
import type { RequestJournal } from './ports/journal.js';
import type { KeyVerifier } from './ports/key-verifier.js';
import type { LiveSignals } from './ports/live.js';
import type { Notifier, OutboxNotifier } from './ports/notifier.js';
import type { RateLimiter } from './ports/rate-limiter.js';
import type { Scheduler } from './ports/scheduler.js';
import type { Store } from './ports/store.js';
import type { WebhookSender } from './ports/webhook-sender.js';

/** The reference server's settings; every one has a default. @public */
export interface ServerOptions {
  /**
   * Local-development mode: webhooks may go to loopback and private addresses (over http too).
   * Off by default; the CLI turns it on.
   */
  localDevelopment: boolean;
  /**
   * How many proxies of yours stand in front of the server: the visitor's address (the chat limit's key) is then
   * the address that many hops from the right of `X-Forwarded-For`. 0 (the default): the connection's address,
   * and `X-Forwarded-For`, which any client can send, is ignored.
   */
  trustProxy: number;
  /** Where Form Capture alert emails go when a capture site has no address of its own. */
  defaultNotificationEmail: string;
  /** The built widget loader served at GET /v1/engage/sdk.js, if any. */
  sdkScript: string | undefined;
  /**
   * The files the loader imports (the widget's panel, `panel-<hash>.js`), by file name, served at
   * GET /v1/engage/sdk/{file} with a year-long cache: the names carry a hash of the content. Default none.
   */
  sdkFiles: Readonly<Record<string, string>>;
  /** Compresses the loader and its files once; default gzip through `CompressionStream` where the runtime has it. */
  sdkCompressor: SdkCompressor | undefined;
  /**
   * When set, every `/_admin` request must carry `Authorization: Bearer <adminToken>`. The Node adapter sets it
   * (generating one if needed) whenever it listens on an address other than loopback.
   */
  adminToken: string | undefined;
  /**
   * When set, `/_admin` answers only requests whose Host is one of these names or a loopback name (DNS rebinding).
   * The Node adapter sets it to the address it listens on.
   */
  adminHosts: string[] | undefined;
  /**
   * Largest request body accepted, in bytes (default 1 MiB); a larger one is a 413 before it is parsed.
   * `PUT /_admin/state` accepts at least 256 MiB.
   */
  maxBodyBytes: number;
  /**
   * Browser origins the demo sites allow besides their public one (default `http://localhost:4010` and
   * `http://127.0.0.1:4010`). The Node adapter sets them to the address it actually listens on.
   */
  demoOrigins: string[];
  /**
   * Plaintexts the demo seed issues instead of its own (the CLI's `--keys FILE`), at the first start and at every
   * reset with the demo; checked by `parseDemoKeys` when the server is created.
   */
  demoKeys: DemoKeys | undefined;
  /**
   * How many requests the console's journal keeps (default 1000; 0 turns it off). In memory only: the journal is
   * never written to the persistence port.
   */
  journalSize: number;
  /**
   * How many notification emails the outbox keeps, the newest (default 1000; 0 keeps none, they are still accepted
   * and counted). In memory only. Applies to the default `OutboxNotifier`; a `notifier` passed in keeps its own limit.
   */
  outboxSize: number;
  /** The built test console served at `/_console/` (the Node adapter reads `@svc/console`'s build), if any. */
  consoleFiles: ConsoleFiles | undefined;
  /**
   * Loads the HTTP reference's renderer served at `/_docs/scalar.js` (the Node adapter reads Scalar's bundle from
   * the package's dist/http-reference/), on the first request for it; undefined when there is none.
   */
  httpReferenceRenderer: HttpReferenceRenderer | undefined;
  /** Makes each world's rate limiter; undefined: a `MemoryRateLimiter` of its own. */
  worldLimiter: (() => RateLimiter) | undefined;
}

/** The ports and state every area of the server is built from. @internal */
export interface Deps {
  /** The tables (a `MemoryStore`; areas see only the `Store` port). */
  store: Store;
  /** The time. */
  clock: Clock;
  /** Ids and secrets. */
  ids: IdGenerator;
  /**
   * Notification emails: the configured notifier behind a `FaultInjectingNotifier`, so a `notification_failure`
   * fault fails a send here, at the port, for the operation passed with it.
   */
  notifier: Notifier;
  /** The in-memory outbox the admin API lists and clears, when the configured notifier is one. */
  outbox: OutboxNotifier | undefined;
  /**
   * Webhook attempts: the configured sender behind a `FaultInjectingWebhookSender`, so a `webhook_failure` fault
   * fails an attempt here, at the port, for the operation passed with it.
   */
  webhooks: WebhookSender;
  /** Chat answers. */
  assistant: Assistant;
  /** Country lookup. */
  geo: GeoLookup;
  /** Rate-limit windows. */
  limiter: RateLimiter;
  /** Key lookup. */
  keys: KeyVerifier;
  /** Injected faults: asked by the routes and the fault-injecting ports, set by `/_admin/faults`. */
  faults: Faults;
  /** Clock-driven jobs. */
  scheduler: Scheduler;
  /** Work that outlives its request. */
  background: Background;
  /** Tells the visitors' event streams that a conversation changed, or that an agent types. */
  live: LiveSignals;
  /** Commits the store's changes to the persistence port; side effects wait on it. */
  durability: Durability;
  /** The last requests, for the console (never persisted). */
  journal: RequestJournal;
  /** The console's live feed. */
  events: ConsoleEvents;
  /** The server's options, defaults applied. */
  options: ServerOptions;
}
