// The svc contract as TypeScript types and limits, generated from openapi.yaml; every other package takes its types
// and bounds from here.
export type { $defs, components, operations, paths, webhooks } from './generated/openapi.js';

import { faultOperations } from './generated/limits.js';
import type { components, operations } from './generated/openapi.js';

export type { ErrorCode, ErrorCodeOf, ErrorStatus } from './generated/limits.js';
export {
  callerMistakes,
  EXPOSED_HEADERS,
  errorCodes,
  faultOperations,
  IDEMPOTENCY_KEY_PATTERN,
  limits,
  parameterLimits,
  preflightHeaders,
} from './generated/limits.js';
export { operationIds } from './generated/operations.js';
export type { WebhookEvent, WebhookEventMap, WebhookEventType } from './generated/webhooks.js';
export { webhookEventTypes } from './generated/webhooks.js';

/**
 * A schema of the contract by name, e.g. `Schema<'ContentEntry'>`.
 * @public
 */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * The operationIds of the contract.
 * @public
 */
export type OperationId = keyof operations;

/**
 * The one error body of every interface.
 * @public
 */
export type ErrorBody = components['schemas']['ErrorBody'];

/**
 * A fault the test control injects (`POST /_admin/faults`): one of the contract's `AdminFaultInput.kind` values.
 * @public
 */
export type AdminFaultKind = Schema<'AdminFaultInput'>['kind'];

/**
 * Every fault kind of the contract (`AdminFaultInput.kind`), no more and no fewer: a kind added to or removed from
 * openapi.yaml fails the typecheck here until the list follows. The server checks input against it and the console
 * offers it.
 * @public
 */
// Pure: a client that imports something else from this entry (the key pattern) carries none of it.
export const adminFaultKinds: readonly AdminFaultKind[] = /* @__PURE__ */ Object.keys({
  rate_limit: true,
  key_verification_unavailable: true,
  assistant_unavailable: true,
  notification_failure: true,
  webhook_failure: true,
  latency: true,
  site_disabled: true,
  module_disabled: true,
  origin_denied: true,
  agent_takeover: true,
} satisfies Record<AdminFaultKind, true>) as AdminFaultKind[];

/**
 * Whether an injected fault of `kind` can ever fire on `operation` (an operationId, or `*` for every operation, which
 * takes every kind), by the contract's `x-svc-fault-operations`: `faultFiresOn('agent_takeover', 'createCapture')` is
 * false, since only a chat turn can be taken over.
 * @public
 */
export function faultFiresOn(kind: AdminFaultKind, operation: string): boolean {
  const operations: readonly string[] | '*' | undefined = faultOperations[kind];
  if (operations === undefined) return false;
  return operation === '*' || operations === '*' || operations.includes(operation);
}
