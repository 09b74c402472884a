// @svc/engage-browser/config: the configuration read alone (retried, but no visitor store), for the widget's launcher.

export type { EngageConfigOptions } from './config.js';
export { checkPublishableKey, fetchEngageConfig } from './config.js';
export type { components, operations, paths } from './generated/openapi.js';
export type { EngageConfig } from './types.js';
export { visitorStorageKey } from './visitor-store.js';
