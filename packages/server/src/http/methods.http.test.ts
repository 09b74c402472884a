import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
});
afterEach(() => t.close());

describe('unsupported methods on known paths', () => {
  it('answer 405 with Allow listing the methods the contract gives the path', async () => {
    const cases: Array<[string, string, string]> = [
      ['GET', '/v1/capture', 'POST, OPTIONS'],
      ['DELETE', '/v1/engage/chat', 'POST, OPTIONS'],
      ['POST', '/v1/content/web_demo/events', 'GET, HEAD, OPTIONS'],
      ['PUT', '/_admin/clock', 'GET, HEAD'],
      ['DELETE', '/api/engage/sites', 'GET, POST, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const r = await t.request(method, path, { unchecked: true });
      expect(r.status, `${method} ${path}`).toBe(405);
      expect(r.headers.get('allow')?.split(', ').sort()).toEqual(allow.split(', ').sort());
      expect(r.body).toMatchObject({ success: false, code: 'METHOD_NOT_ALLOWED' });
      expect(r.body.message).toContain(r.headers.get('allow'));
    }
  });

  it('an unknown path stays a 404', async () => {
    const r = await t.request('DELETE', '/v1/nothing-here');
    expect(r.status).toBe(404);
  });
});
