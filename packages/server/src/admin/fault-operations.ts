// The operation names faults may target: every operationId of openapi.yaml, or `*` for all of them.
import type { AdminFaultKind } from '@svc/spec';
import { adminFaultKinds, faultFiresOn, faultOperations, operationIds } from '@svc/spec';
import type { Refusal } from '../http/validation.js';
import { invalid } from '../http/validation.js';
import type { FaultKind, FaultSpec } from '../ports/faults.js';

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

// The server's public FaultKind is the contract's AdminFaultInput.kind, no more and no fewer (checked here at compile
// time); the list itself is the contract package's.
type SameKinds<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const FAULT_KINDS_MATCH: SameKinds<AdminFaultKind, FaultKind> = true;
void FAULT_KINDS_MATCH;
const FAULT_KINDS = adminFaultKinds as readonly FaultKind[];

/** The fields a fault has, as the refusal of an unknown one lists them (`after` is accepted besides, see below). */
const FAULT_FIELDS = ['operation', 'kind', 'times', 'resetSeconds', 'retryAfterMs', 'latencyMs'];
// `after` is accepted but not listed in that message: the message of an unknown field is pinned word for word by
// tools written against it, and `after` is documented in the contract beside the others.
const ACCEPTED_FAULT_FIELDS = [...FAULT_FIELDS, 'after'];
const MAX_AFTER = 1_000_000;

/**
 * A fault to inject as the admin API takes it (`POST /_admin/faults`), or its 400: unknown fields named, each bad
 * field named, and a fault that could never fire (its kind on that operation) refused rather than left waiting.
 */
export function readFaultSpec(v: Record<string, unknown>): FaultSpec | Refusal {
  // A misspelt option (`ms` for `latencyMs`) must not be a fault that quietly does nothing.
  const unknown = Object.keys(v).filter((name) => !ACCEPTED_FAULT_FIELDS.includes(name));
  if (unknown.length > 0) {
    return invalid(
      `unknown fault field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')} (a fault has ${FAULT_FIELDS.join(', ')})`,
      unknown,
    );
  }
  const problems: string[] = [];
  if (!isFaultOperation(v.operation)) problems.push('operation');
  if (!FAULT_KINDS.includes(v.kind as FaultKind)) problems.push('kind');
  if (v.times !== undefined && (!Number.isInteger(v.times) || (v.times as number) < 1)) problems.push('times');
  if (v.after !== undefined && (!Number.isInteger(v.after) || (v.after as number) < 0 || (v.after as number) > MAX_AFTER)) {
    problems.push('after');
  }
  for (const name of ['resetSeconds', 'retryAfterMs', 'latencyMs'] as const) {
    const n = v[name];
    if (n !== undefined && (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 86_400_000)) problems.push(name);
  }
  if (v.kind === 'latency' && v.latencyMs === undefined && !problems.includes('latencyMs')) problems.push('latencyMs');
  if (problems.length > 0) {
    const message =
      problems[0] === 'operation'
        ? UNKNOWN_OPERATION_MESSAGE
        : `invalid fault: ${problems.join(', ')} (kind is one of ${FAULT_KINDS.join(', ')})`;
    return invalid(message, problems);
  }
  // A fault that can never fire would sit in the list doing nothing while the test waits for it.
  const never = faultNeverFires(v.kind as FaultKind, v.operation as string);
  if (never) return invalid(never, ['operation', 'kind']);
  return v as unknown as FaultSpec;
}
