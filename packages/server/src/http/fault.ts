// An injected fault acting on a request: consumed for the request's operation and recorded on its answer, so the
// answer says which fault made it (the `Svc-Fault` header) and so does its journal entry.
import type { Deps } from '../deps.js';
import type { Fault, FaultKind } from '../ports/faults.js';
import type { AppContext } from './env.js';
import { noteFault } from './env.js';

/** A fault kind for a named operation: what a route that names its operation itself asks about. */
export interface FaultAt {
  readonly operation: string;
  readonly kind: FaultKind;
}

/**
 * The fault of `kind` in force for this request's operation, counted against its `times` and recorded on the
 * answer; undefined when none fires (the only cost then is `consume`'s own, which is nothing without faults).
 */
export function injectedFault(c: AppContext, deps: Deps, kind: FaultKind): Fault | undefined {
  return noted(c, deps.faults.consume(c.get('operationId'), kind));
}

/** {@link injectedFault} for the operation `at` names (a route that knows its operation, or asks later). */
export function injectedFaultAt(c: AppContext, deps: Deps, at: FaultAt): Fault | undefined {
  return noted(c, deps.faults.consume(at.operation, at.kind));
}

function noted(c: AppContext, fault: Fault | undefined): Fault | undefined {
  if (fault) noteFault(c, fault);
  return fault;
}
