import { describe, expect, it } from 'vitest';
import { startServer } from '../../test/harness.js';
import { createReferenceServer } from '../app.js';

describe('stable demo keys', () => {
  it('--seed demo gives the same keys on every start, so a team can commit them in test config', async () => {
    const first = (await createReferenceServer({ seed: 'demo' })).demo;
    const second = (await createReferenceServer({ seed: 'demo' })).demo;
    expect(first).toBeDefined();
    expect(second).toEqual(first);
  });

  it('a reset with the demo keeps them, and the programmatic API exposes the current keys after any reset', async () => {
    const t = await startServer({ seed: 'demo' });
    try {
      const before = t.server.demo!;
      const reset = await t.request('POST', '/_admin/reset', { json: { seed: 'demo' } });
      expect(reset.body.demo).toEqual(before);
      expect(t.server.demo).toEqual(before);
      const read = await t.request('GET', '/v1/content/web_demo/events', { headers: { 'x-api-key': before.content.keys.live } });
      expect(read.status).toBe(200);
      await t.request('POST', '/_admin/reset', { json: { seed: 'empty' } });
      expect(t.server.demo).toBeUndefined();
      await t.request('POST', '/_admin/reset', { json: { seed: 'demo' } });
      expect(t.server.demo).toEqual(before);
    } finally {
      await t.close();
    }
  });

  it('the demo keys are still distinct from each other and shaped like real keys', async () => {
    const demo = (await createReferenceServer({ seed: 'demo' })).demo!;
    const keys = [
      demo.console.portalKey,
      demo.content.keys.test,
      demo.content.keys.live,
      demo.capture.keys.test,
      demo.capture.keys.live,
      demo.engage.publishableKey,
    ];
    expect(new Set(keys).size).toBe(keys.length);
    expect(demo.content.keys.live).toMatch(/^ck_live_[0-9A-Za-z]{32}$/);
    expect(demo.capture.keys.test).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
  });
});
