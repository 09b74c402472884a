// Node entry of @svc/reference-server: the HTTP adapter, the data file, the offline country table, the CLI's start.

export type { FilePersistenceOptions } from './file-persistence.js';
export { createFilePersistence } from './file-persistence.js';
export type { MmdbGeoOptions } from './geo.js';
export { createMmdbGeoLookup } from './geo.js';
export type { ListeningServer } from './http-server.js';
export { listen } from './http-server.js';
export type { NodeServerOptions, RunningNodeServer } from './start.js';
export { startNodeServer } from './start.js';
export type { NodeWebhookSenderOptions, ResolvedAddress, WebhookLookup } from './webhook-sender.js';
export { NodeWebhookSender } from './webhook-sender.js';
export { createWorldFileStorage } from './world-files.js';
