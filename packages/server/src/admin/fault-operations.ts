// The operation names faults may target: every operationId of openapi.yaml, or `*` for all of them.
import { operationIds } from '@svc/spec';

/** operationIds in the order openapi.yaml lists them (generated from the contract). */
export const OPERATION_IDS: readonly string[] = operationIds;

const VALID = new Set([...OPERATION_IDS, '*']);

export function isFaultOperation(name: unknown): name is string {
  return typeof name === 'string' && VALID.has(name);
}

/** One bounded message whatever was sent: the caller's text is not echoed, the valid names are listed. */
export const UNKNOWN_OPERATION_MESSAGE = `operation must be an operationId of openapi.yaml or * (one of: ${OPERATION_IDS.join(', ')})`;
