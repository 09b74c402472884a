// Every field of a row of every table is checked on import: a wrong value is refused at its own place, state unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

let t: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let full: any;

/** A state with a row in every table: the demo plus a conversation, a ticket, a webhook delivery, a keyed capture, a cursor secret. */
beforeAll(async () => {
  t = await startServer({ seed: 'demo' });
  const demo = t.server.demo!;
  const portal = { 'x-portal-key': demo.console.portalKey, 'x-identity-sub': demo.console.identitySub };
  const engage = { 'x-api-key': demo.engage.publishableKey };
  const calls = [
    await t.request('POST', '/v1/engage/chat', { headers: engage, json: { message: 'When are you open?' } }),
    await t.request('POST', '/v1/engage/support', { headers: engage, json: { name: 'Ada', email: 'ada@example.org', message: 'Hello' } }),
    await t.request('PATCH', `/api/engage/sites/${demo.engage.siteId}`, {
      headers: portal,
      json: { webhookUrl: 'https://hooks.example.org/svc' },
    }),
    await t.request('POST', `/api/engage/sites/${demo.engage.siteId}/webhook/test`, { headers: portal }),
    await t.request('POST', '/v1/capture', {
      headers: { 'x-api-key': demo.capture.keys.test, 'idempotency-key': 'fixture-0001' },
      json: { fields: { email: 'a@example.org' } },
    }),
    await t.request('GET', `/v1/content/${demo.content.siteId}/${demo.content.collections[0]}?limit=1`, {
      headers: { 'x-api-key': demo.content.keys.test },
    }),
  ];
  for (const call of calls) expect(call.status, call.text).toBeLessThan(300);
  full = (await t.request('GET', '/_admin/state')).body;
});
afterAll(() => t.close());

type Path = (string | number)[];
function leaves(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.length === 0 ? [prefix] : value.flatMap((v, i) => leaves(v, [...prefix, i]));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [prefix] : entries.flatMap(([k, v]) => leaves(v, [...prefix, k]));
  }
  return [prefix];
}
const pointer = (path: Path) => `/${path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

describe('import checks every field of every table', () => {
  it('the fixture state has a row in every table of the contract', () => {
    expect(Object.keys(full.tables).sort()).toEqual([
      'capture.submissions',
      'console.portal_keys',
      'content.collections',
      'content.entries',
      'content.secrets',
      'engage.conversations',
      'engage.sites',
      'engage.tickets',
      'idempotency',
      'keys',
      'webhooks.deliveries',
      'websites',
    ]);
  });

  it('a value of the wrong type anywhere in the first row of any table is refused, naming that field, and changes nothing', async () => {
    const before = (await t.request('GET', '/_admin/state')).text;
    const problems: string[] = [];
    for (const [table, rows] of Object.entries(full.tables as Record<string, unknown[]>)) {
      for (const path of leaves(rows[0], ['tables', table, 0])) {
        // An array of arrays is no field's type in the export format.
        const copy = structuredClone(full);
        let node = copy;
        for (const step of path.slice(0, -1)) node = node[step];
        node[path[path.length - 1]!] = [[]];
        const r = await t.request('PUT', '/_admin/state', { json: copy });
        const at = pointer(path);
        if (r.status === 400) {
          if (!r.body.fields[0].startsWith(at.split('/').slice(0, 5).join('/')))
            problems.push(`${at}: refused at ${r.body.fields[0]} (${r.body.message})`);
          if ((await t.request('GET', '/_admin/state')).text !== before) problems.push(`${at}: refused, but the state changed`);
        } else {
          problems.push(`${at}: answered ${r.status}`);
          await t.request('PUT', '/_admin/state', { body: before, headers: { 'content-type': 'application/json' } });
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
