// Node entry of @svc/reference-server: the HTTP adapter, the data file, the offline country table, the CLI's start.
export { listen } from './http-server.js';
export type { ListeningServer } from './http-server.js';
export { createFilePersistence } from './file-persistence.js';
export type { FilePersistenceOptions } from './file-persistence.js';
export { createMmdbGeoLookup } from './geo.js';
export type { MmdbGeoOptions } from './geo.js';
export { NodeWebhookSender } from './webhook-sender.js';
export type { NodeWebhookSenderOptions, ResolvedAddress, WebhookLookup } from './webhook-sender.js';
export { startNodeServer } from './start.js';
export { createWorldFileStorage } from './world-files.js';
export type { NodeServerOptions, RunningNodeServer } from './start.js';
