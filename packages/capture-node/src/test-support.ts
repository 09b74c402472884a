// Test support: the shared reference-server harness with recorded webhook deliveries; calls answer parsed JSON.
import { RecordingWebhookSender } from '@svc/reference-server';
import { startReference as start } from '@svc/test-reference';

export { BASE } from '@svc/test-reference';

export async function startReference() {
  const webhooks = new RecordingWebhookSender();
  const ref = await start({ webhooks });
  // eslint-disable-next-line max-params -- the harness's own ref.call(method, path, body, headers), answering parsed JSON; the tests call it so
  const call = async (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => {
    const response = await ref.call(method, path, json, headers);
    const body = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
  const consoleHeaders = { 'x-portal-key': ref.demo.console.portalKey, 'x-identity-sub': ref.demo.console.identitySub };
  return { ...ref, call, webhooks, consoleHeaders };
}
