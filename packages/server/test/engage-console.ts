// Engage Console API test setup: a server, a portal key, a console user and one site of theirs.
import type { TestServer } from './harness.js';
import { startServer } from './harness.js';

export interface ConsoleFixture {
  t: TestServer;
  /** X-Portal-Key and X-Identity-Sub of the site's owner. */
  headers: Record<string, string>;
  siteId: string;
}

export async function startConsole(): Promise<ConsoleFixture> {
  const t = await startServer();
  const portalKey = (await t.request('POST', '/_admin/console/portal-keys', { json: {} })).body.portalKey.key;
  const headers = { 'x-portal-key': portalKey, 'x-identity-sub': 'user_a' };
  const siteId = (await t.request('POST', '/api/engage/sites', { headers, json: { name: 'Studio' } })).body.site.id;
  return { t, headers, siteId };
}
