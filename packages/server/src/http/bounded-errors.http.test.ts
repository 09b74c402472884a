import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { MAX_ERROR_FIELDS, MAX_ERROR_MESSAGE } from './errors.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
});
afterEach(() => t.close());

const manyKeys = (n: number, value: unknown = 1) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`unknown_${i}_${'k'.repeat(40)}`, value]));

describe('an error never echoes unbounded input', () => {
  it('a console body with thousands of unknown keys gets one bounded message, not one line each', async () => {
    const demo = t.server.demo!;
    const headers = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    const r = await t.request('PATCH', '/api/engage/sites/eng_demo', { headers, json: { name: 'Renamed', ...manyKeys(5000) } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(Array.from(r.body.message as string).length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE);
    expect(r.body.message).toMatch(/and 4,997 more problems$/);
    expect(r.body.fields.length).toBeLessThanOrEqual(MAX_ERROR_FIELDS);
  });

  it('a content entry with thousands of unknown fields gets a bounded message and field list', async () => {
    const r = await t.request('POST', '/_admin/content/websites/web_demo/collections/events/entries?environment=test', {
      headers: { 'x-identity-sub': 'user_demo' },
      json: { slug: 'many', title: 'Many', fields: { date: '2026-04-18', ...manyKeys(3000, 'x') } },
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('unknown_0_');
    expect(Array.from(r.body.message as string).length).toBeLessThanOrEqual(MAX_ERROR_MESSAGE);
    expect(r.body.fields.length).toBeLessThanOrEqual(MAX_ERROR_FIELDS);
  });

  it('a single enormous key name is cut, never echoed whole', async () => {
    const demo = t.server.demo!;
    const headers = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
    const r = await t.request('PATCH', '/api/engage/sites/eng_demo', { headers, json: { ['x'.repeat(50_000)]: 1 } });
    expect(r.status).toBe(400);
    expect(r.text.length).toBeLessThan(3000);
  });
});
