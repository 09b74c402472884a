// The operation names faults may target: every operationId of openapi.yaml, or `*` for all of them.
import type { AdminFaultKind } from '@svc/spec';
import { faultFiresOn, faultOperations, operationIds } from '@svc/spec';

/** operationIds in the order openapi.yaml lists them (generated from the contract). */
export const OPERATION_IDS: readonly string[] = operationIds;

const VALID = new Set([...OPERATION_IDS, '*']);

export function isFaultOperation(name: unknown): name is string {
  return typeof name === 'string' && VALID.has(name);
}

/** One bounded message whatever was sent: the caller's text is not echoed, the valid names are listed. */
export const UNKNOWN_OPERATION_MESSAGE = `operation must be an operationId of openapi.yaml or * (one of: ${OPERATION_IDS.join(', ')})`;

/**
 * Why a fault of `kind` on `operation` could never fire, naming the operations it fires on; undefined when it can
 * (`*` takes every kind). The same sentence for the admin API and `@svc/msw`'s scenarios.
 * @public
 */
export function faultNeverFires(kind: AdminFaultKind, operation: string): string | undefined {
  if (faultFiresOn(kind, operation)) return undefined;
  const where = faultOperations[kind];
  return `${kind} never fires on ${operation}: it fires on ${where === '*' ? 'every operation' : where.join(', ')} (or * for all of them)`;
}
