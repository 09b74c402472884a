// Test support: the shared reference-server harness, an agent's reply from the console, a Web Storage in memory.
import { startReference as start } from '@svc/test-reference';

export { BASE } from '@svc/test-reference';

export async function startReference() {
  const ref = await start();
  const { demo } = ref;
  /** A person takes the thread over from the console and replies. */
  const agentReply = async (conversationId: string, message: string): Promise<void> => {
    const headers = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    const response = await ref.call(
      'POST',
      `/api/engage/sites/${demo.engage.siteId}/conversations/${conversationId}/reply`,
      { message },
      headers,
    );
    if (!response.ok) throw new Error(`agent reply failed: ${response.status} ${await response.text()}`);
  };
  return { ...ref, agentReply };
}

/** A Web Storage in memory, optionally throwing on every call (Safari private mode, sandboxed frames). */
export function memoryStorage(options: { throws?: boolean } = {}) {
  const map = new Map<string, string>();
  const guard = () => {
    if (options.throws) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  return {
    map,
    getItem: (k: string) => (guard(), map.get(k) ?? null),
    setItem: (k: string, v: string) => (guard(), void map.set(k, v)),
    removeItem: (k: string) => (guard(), void map.delete(k)),
  };
}
