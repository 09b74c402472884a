// Test support: the shared reference-server harness, with admin calls as the demo's owner that fail loudly.
import { startReference as start } from '@svc/test-reference';

export { BASE } from '@svc/test-reference';

export async function startReference() {
  const ref = await start();
  const { demo } = ref;
  const admin = async (method: string, path: string, json?: unknown): Promise<Response> => {
    const response = await ref.call(method, path, json, { 'x-identity-sub': 'user_demo' });
    if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
    return response;
  };
  const entryPath = (collection: string, entryId: string) =>
    `/_admin/content/websites/${demo.content.siteId}/collections/${collection}/entries/${entryId}`;
  return { ...ref, admin, entryPath };
}
