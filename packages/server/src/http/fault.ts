// An injected fault acting on a request: consumed for the request's operation and recorded on its answer, so the
// answer says which fault made it (the `Svc-Fault` header) and so does its journal entry.
import type { Deps } from '../deps.js';
import type { Fault, FaultKind } from '../ports/faults.js';
import type { AppContext } from './env.js';
import { noteFault } from './env.js';

/**
 * The fault of `kind` in force for this request's operation, counted against its `times` and recorded on the
 * answer; undefined when none fires (the only cost then is `consume`'s own, which is nothing without faults).
 */
export function injectedFault(c: AppContext, deps: Deps, kind: FaultKind, operation: string = c.get('operationId')): Fault | undefined {
  const fault = deps.faults.consume(operation, kind);
  if (fault) noteFault(c, fault);
  return fault;
}
