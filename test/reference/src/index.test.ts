import { describe, expect, it } from 'vitest';
import { BASE, startReference } from './index.js';

describe('startReference', () => {
  it('fetch hands requests to the demo server and records them; call does not', async () => {
    const ref = await startReference();
    const r = await ref.fetch(new Request(`${BASE}/v1/engage/config`, { headers: { 'x-api-key': ref.demo.engage.publishableKey } }));
    expect(r.status).toBe(200);
    expect((await ref.call('GET', '/_admin/state')).status).toBe(200);
    expect(ref.sent.map((q) => new URL(q.url).pathname)).toEqual(['/v1/engage/config']);
  });

  it('fault injection that the server refuses fails the test at once', async () => {
    const ref = await startReference();
    await expect(ref.fault({ operation: 'noSuchOperation', kind: 'rate_limit' })).rejects.toThrow(/fault injection failed: 400/);
  });
});
