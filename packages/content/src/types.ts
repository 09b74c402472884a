// Content shapes, taken from the contract by operationId so schema renames cannot break them.
import type { operations } from './generated/openapi.js';

/** One page of a collection (`listContentEntries`). @public */
export type ContentPageBody = operations['listContentEntries']['responses'][200]['content']['application/json'];
/** One entry read by slug (`getContentEntry`). @public */
export type ContentEntryBody = operations['getContentEntry']['responses'][200]['content']['application/json'];
/** A published entry as a page lists it. @public */
export type ContentEntry = ContentPageBody['items'][number];
/** A published entry read by slug, with its canonical slug. @public */
export type ContentEntryDetail = ContentEntryBody['item'];
