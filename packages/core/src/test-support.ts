// Test support: the shared reference-server harness (in-process, recording fetch, calls, fault injection).
import { startReference as start } from '@svc/test-reference';

export type { FaultSpec } from '@svc/test-reference';
export { BASE } from '@svc/test-reference';

export async function startReference() {
  const ref = await start();
  return { ...ref, admin: ref.call };
}
