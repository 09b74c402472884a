import { afterEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
afterEach(() => t.close());

describe('POST /v1/capture: country from context.ip with the default lookup', () => {
  it('the core resolves the addresses the docs and demo use as the offline database does, and fails open elsewhere', async () => {
    t = await startServer({ seed: 'demo' });
    const key = t.server.demo!.capture.keys.test;
    const countryOf = async (ip: string) => {
      const r = await t.request('POST', '/v1/capture', {
        headers: { 'x-api-key': key },
        json: { fields: { name: 'Ada' }, context: { ip } },
      });
      expect(r.status).toBe(201);
      const { submission } = (await t.request('GET', `/_admin/capture/submissions/${r.body.id}`)).body;
      return [submission.country, submission.countryCode];
    };
    expect(await countryOf('81.2.69.142')).toEqual(['United Kingdom', 'GB']);
    expect(await countryOf('2001:67c:2e8:22::c100:68b')).toEqual(['Netherlands', 'NL']);
    expect(await countryOf('::ffff:8.8.8.8')).toEqual(['United States', 'US']);
    expect(await countryOf('203.0.113.7')).toEqual([null, null]);
  });
});
