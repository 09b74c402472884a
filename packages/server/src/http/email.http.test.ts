import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { createTestSite } from '../engage/test-support.js';

// One rule, one check: the capture site's notification address, the support desk's email and the chat visitor's
// email (identity mode email) accept and refuse exactly the same addresses.
let t: TestServer;
beforeEach(async () => {
  t = await startServer();
});
afterEach(() => t.close());

const GOOD = ['ada@example.org', 'a.b+tag@mail.example.co.uk', 'x@y.z'];
const BAD = ['a@b..c', 'a@.b.c', 'a@b.c.', 'a@b', 'a b@c.d', 'a@b@c.d', '@b.c', 'a@'];

async function surfaces(): Promise<Record<string, (email: string) => Promise<boolean>>> {
  const w = await t.request('POST', '/_admin/websites', { json: { name: 'Acme', members: [{ sub: 'u', roles: ['manage'] }] } });
  const captureSite = `/_admin/capture/websites/${w.body.website.id}/site`;
  const { key } = await createTestSite(t.server.deps, { identityMode: 'email' });
  const headers = { 'x-api-key': key };
  return {
    captureNotificationEmail: async (email) => (await t.request('PUT', captureSite, { json: { notificationEmail: email } })).status < 300,
    supportEmail: async (email) =>
      (await t.request('POST', '/v1/engage/support', { headers, json: { name: 'Ada', email, message: 'hello' } })).status < 300,
    chatVisitorEmail: async (email) =>
      (await t.request('POST', '/v1/engage/chat', { headers, json: { message: 'opening hours', visitor: { email } } })).status < 300,
  };
}

describe('one email check for every surface', () => {
  it('every surface accepts the same valid addresses and refuses a@b..c and the other malformed ones', async () => {
    const checks = await surfaces();
    for (const [surface, accepts] of Object.entries(checks)) {
      for (const email of GOOD) expect(await accepts(email), `${surface} ${email}`).toBe(true);
      for (const email of BAD) expect(await accepts(email), `${surface} ${email}`).toBe(false);
    }
  });
});
