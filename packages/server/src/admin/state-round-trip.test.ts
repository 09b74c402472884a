// Property: for any state the public and admin API can build, export → import → export gives the same document.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

const ROLES = ['manage', 'publish', 'leads'] as const;
const FIELD_TYPES = ['text', 'date', 'time', 'number', 'url', 'boolean', 'select'] as const;

/** Text up to the contract's limit: any code points, plus the largest values in one- and two-unit characters. */
const text = (max: number) =>
  fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: Math.min(max, 40) }),
    fc.constant('ü'.repeat(max)),
    fc.constant('𝄞'.repeat(Math.floor(max / 2))),
    fc.constantFrom('Zoë', '東京スタジオ', 'مرحبا', 'a\u0301', '🧑‍🎨', '"\\\n\t</script>'),
  );
const pick = fc.nat();
const environment = fc.constantFrom('test', 'live');

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const member = fc.record({ sub: text(200), name: text(120), roles: fc.subarray([...ROLES]) });
const fieldDefinition = fc.record({
  key: fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
  label: text(80),
  type: fc.constantFrom(...FIELD_TYPES),
  options: fc.uniqueArray(text(100), { minLength: 1, maxLength: 3 }),
  required: fc.boolean(),
});

const action = fc.oneof(
  weighted(
    2,
    fc.record({
      kind: fc.constant('website' as const),
      name: text(120),
      members: fc.uniqueArray(member, { maxLength: 3, selector: (m) => m.sub }),
    }),
  ),
  weighted(
    3,
    fc.record({
      kind: fc.constant('collection' as const),
      site: pick,
      key: fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,63}$/),
      name: text(120),
      eventsHidden: fc.boolean(),
      fields: fc.uniqueArray(fieldDefinition, { maxLength: 4, selector: (f) => f.key }),
    }),
  ),
  weighted(
    4,
    fc.record({
      kind: fc.constant('entry' as const),
      collection: pick,
      environment,
      slug: fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,199}$/),
      title: text(200),
      summary: fc.option(text(1000)),
      image: fc.option(fc.webUrl({ withQueryParameters: true, withFragments: true })),
      value: text(200),
    }),
  ),
  weighted(3, fc.record({ kind: fc.constantFrom('publish' as const, 'unpublish' as const), entry: pick })),
  weighted(1, fc.record({ kind: fc.constant('contentKey' as const), site: pick, environment, label: fc.option(text(80)) })),
  weighted(1, fc.record({ kind: fc.constant('contentList' as const), key: pick })),
  weighted(1, fc.record({ kind: fc.constant('captureSite' as const), site: pick, email: fc.emailAddress(), defaultForm: text(40) })),
  weighted(1, fc.record({ kind: fc.constant('captureKey' as const), site: pick, environment, label: fc.option(text(80)) })),
  weighted(
    3,
    fc.record({
      kind: fc.constant('capture' as const),
      key: pick,
      fields: fc.dictionary(fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/), text(2000), { minKeys: 1, maxKeys: 4 }),
      page: fc.option(text(200)),
      ip: fc.option(fc.ipV4()),
      idempotencyKey: fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/)),
    }),
  ),
  weighted(
    1,
    fc.record({
      kind: fc.constant('engageSite' as const),
      name: text(80),
      webhook: fc.boolean(),
      settings: fc.boolean(),
      away: fc.option(text(400)),
      notice: text(400),
    }),
  ),
  weighted(
    1,
    fc.record({ kind: fc.constant('agentCloseRate' as const), thread: pick, agentName: text(60), comment: fc.option(text(500)) }),
  ),
  weighted(1, fc.record({ kind: fc.constant('reopen' as const), thread: pick })),
  weighted(2, fc.record({ kind: fc.constant('chat' as const), site: pick, message: text(2000), name: fc.option(text(120)) })),
  weighted(
    2,
    fc.record({ kind: fc.constant('support' as const), site: pick, name: text(120), email: fc.emailAddress(), message: text(5000) }),
  ),
  weighted(1, fc.record({ kind: fc.constant('webhookTest' as const), site: pick })),
  weighted(1, fc.record({ kind: fc.constant('advanceClock' as const), seconds: fc.integer({ min: 0, max: 40 * 86_400 }) })),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

/** Actions run owners first (a website before its collections, a key before its captures), so most of them land. */
const RANK: Action['kind'][] = [
  'website',
  'collection',
  'entry',
  'publish',
  'unpublish',
  'contentKey',
  'contentList',
  'captureSite',
  'captureKey',
  'capture',
  'engageSite',
  'chat',
  'support',
  'agentCloseRate',
  'webhookTest',
  'advanceClock',
];
const inOrder = (actions: Action[]) => [...actions].sort((a, b) => RANK.indexOf(a.kind) - RANK.indexOf(b.kind));

/** What the run has built so far: ids for later actions to pick from, and the plaintext keys it was shown once. */
interface Built {
  /** Website ids with the sub that holds every role on them. */
  websites: { id: string; owner: string }[];
  collections: { websiteId: string; owner: string; key: string; fields: { key: string; type: string; options: string[] }[] }[];
  entries: { path: string; owner: string }[];
  contentKeys: { key: string; websiteId: string }[];
  captureKeys: string[];
  engage: { siteId: string; publishableKey?: string }[];
  threads: { siteId: string; conversationId: string; visitorToken: string; publishableKey: string }[];
  portal?: Record<string, string>;
}

const owner = (sub: string) => ({ 'x-identity-sub': sub });
const of = <T>(list: T[], index: number): T | undefined => (list.length > 0 ? list[index % list.length] : undefined);

function fieldValue(type: string, options: string[], value: string): unknown {
  const values: Record<string, unknown> = {
    text: value,
    date: '2026-04-18',
    time: '10:00',
    number: 40,
    url: 'https://example.org/é',
    boolean: true,
  };
  return type === 'select' ? options[0] : values[type];
}

async function perform(t: TestServer, built: Built, a: Action): Promise<void> {
  const send = async (method: string, path: string, json?: unknown, headers: Record<string, string> = {}) => {
    const r = await t.request(method, path, { json, headers });
    expect(r.status, `${method} ${path} → ${r.text.slice(0, 300)}`).toBeLessThan(500);
    return r;
  };
  const ok = (status: number) => status >= 200 && status < 300;
  switch (a.kind) {
    case 'website': {
      const members = [{ sub: 'owner', name: 'Owner', roles: [...ROLES] }, ...a.members.filter((m) => m.sub !== 'owner')];
      const r = await send('POST', '/_admin/websites', { name: a.name, members });
      if (ok(r.status)) built.websites.push({ id: r.body.website.id, owner: 'owner' });
      return;
    }
    case 'collection': {
      const website = of(built.websites, a.site);
      if (!website) return;
      const websiteId = website.id;
      const fields = a.fields.map((f) => ({
        key: f.key,
        label: f.label,
        type: f.type,
        required: f.required,
        ...(f.type === 'select' ? { options: f.options } : {}),
      }));
      const r = await send(
        'POST',
        `/_admin/content/websites/${websiteId}/collections`,
        { key: a.key, name: a.name, fields, eventsHidden: a.eventsHidden },
        owner(website.owner),
      );
      if (ok(r.status)) built.collections.push({ websiteId, owner: website.owner, key: a.key, fields: a.fields });
      return;
    }
    case 'entry': {
      const collection = of(built.collections, a.collection);
      if (!collection) return;
      const fields = Object.fromEntries(collection.fields.map((f) => [f.key, fieldValue(f.type, f.options, a.value)]));
      const body = { slug: a.slug, title: a.title, summary: a.summary, image: a.image, fields };
      const path = `/_admin/content/websites/${collection.websiteId}/collections/${collection.key}/entries?environment=${a.environment}`;
      const r = await send('POST', path, body, owner(collection.owner));
      const entryPath = `/_admin/content/websites/${collection.websiteId}/collections/${collection.key}/entries/${r.body.entry?.id}`;
      if (ok(r.status)) built.entries.push({ path: entryPath, owner: collection.owner });
      return;
    }
    case 'publish':
    case 'unpublish': {
      const entry = of(built.entries, a.entry);
      if (entry) await send('POST', `${entry.path}/${a.kind}`, undefined, owner(entry.owner));
      return;
    }
    case 'contentKey': {
      const website = of(built.websites, a.site);
      if (!website) return;
      const r = await send(
        'POST',
        `/_admin/content/websites/${website.id}/keys`,
        { environment: a.environment, label: a.label },
        owner(website.owner),
      );
      if (ok(r.status)) built.contentKeys.push({ key: r.body.plaintext, websiteId: website.id });
      return;
    }
    case 'contentList': {
      const key = of(built.contentKeys, a.key);
      const collection = key && built.collections.find((c) => c.websiteId === key.websiteId);
      if (key && collection)
        await send('GET', `/v1/content/${key.websiteId}/${collection.key}?limit=1`, undefined, { 'x-api-key': key.key });
      return;
    }
    case 'captureSite': {
      const websiteId = of(built.websites, a.site)?.id;
      if (!websiteId) return;
      const r = await send('PUT', `/_admin/capture/websites/${websiteId}/site`, { notificationEmail: a.email, defaultForm: a.defaultForm });
      if (ok(r.status)) await send('POST', `/_admin/capture/websites/${websiteId}/site/activate`);
      return;
    }
    case 'captureKey': {
      const websiteId = of(built.websites, a.site)?.id;
      if (!websiteId) return;
      const r = await send('POST', `/_admin/capture/websites/${websiteId}/keys`, { environment: a.environment, label: a.label });
      if (ok(r.status)) built.captureKeys.push(r.body.plaintext);
      return;
    }
    case 'capture': {
      const key = of(built.captureKeys, a.key);
      if (!key) return;
      const headers: Record<string, string> = { 'x-api-key': key, ...(a.idempotencyKey ? { 'idempotency-key': a.idempotencyKey } : {}) };
      await send('POST', '/v1/capture', { fields: a.fields, page: a.page ?? undefined, context: a.ip ? { ip: a.ip } : undefined }, headers);
      return;
    }
    case 'engageSite': {
      built.portal ??= {
        'x-portal-key': (await send('POST', '/_admin/console/portal-keys', { label: 'round trip' })).body.portalKey.key,
        'x-identity-sub': 'owner',
      };
      const webhookUrl = a.webhook ? 'https://hooks.example.org/svc' : null;
      const r = await send('POST', '/api/engage/sites', { name: a.name, webhookUrl }, built.portal);
      if (!ok(r.status)) return;
      const key = await send('POST', `/api/engage/sites/${r.body.site.id}/keys`, undefined, built.portal);
      built.engage.push({ siteId: r.body.site.id, publishableKey: ok(key.status) ? key.body.key.publishableKey : undefined });
      if (a.settings) {
        // The engage settings: an identity secret (required), opening hours with an away message, a consent notice.
        const site = `/api/engage/sites/${r.body.site.id}`;
        await send('POST', `${site}/identity/secret`, { graceSeconds: 60 }, built.portal);
        await send('POST', `${site}/identity/secret`, { graceSeconds: 60 }, built.portal);
        const businessHours = {
          timeZone: 'Europe/Paris',
          weekly: [{ day: 'mon', open: '09:00', close: '17:00' }],
          ...(a.away ? { awayMessage: a.away } : {}),
        };
        await send(
          'PATCH',
          site,
          { requireVerifiedIdentity: true, businessHours, consent: { required: false, text: { en: a.notice } } },
          built.portal,
        );
      }
      return;
    }
    case 'chat':
    case 'support': {
      const site = of(built.engage, a.site);
      if (!site?.publishableKey) return;
      const headers = { 'x-api-key': site.publishableKey };
      if (a.kind === 'chat') {
        const r = await send('POST', '/v1/engage/chat', { message: a.message, ...(a.name ? { visitor: { name: a.name } } : {}) }, headers);
        if (ok(r.status))
          built.threads.push({
            siteId: site.siteId,
            conversationId: r.body.conversationId,
            visitorToken: r.body.visitorToken,
            publishableKey: site.publishableKey,
          });
      } else await send('POST', '/v1/engage/support', { name: a.name, email: a.email, message: a.message }, headers);
      return;
    }
    case 'agentCloseRate': {
      const thread = of(built.threads, a.thread);
      if (!thread || !built.portal) return;
      const base = `/api/engage/sites/${thread.siteId}/conversations/${thread.conversationId}`;
      await send('POST', `${base}/reply`, { message: 'Hello from a person', agentName: a.agentName }, built.portal);
      await send('POST', `${base}/close`, undefined, built.portal);
      const rating = { visitorToken: thread.visitorToken, score: 'good', ...(a.comment ? { comment: a.comment } : {}) };
      await send('POST', `/v1/engage/conversations/${thread.conversationId}/rating`, rating, { 'x-api-key': thread.publishableKey });
      return;
    }
    case 'reopen': {
      const thread = of(built.threads, a.thread);
      if (thread && built.portal)
        await send('POST', `/api/engage/sites/${thread.siteId}/conversations/${thread.conversationId}/reopen`, undefined, built.portal);
      return;
    }
    case 'webhookTest': {
      const site = of(built.engage, a.site);
      if (site && built.portal) await send('POST', `/api/engage/sites/${site.siteId}/webhook/test`, undefined, built.portal);
      return;
    }
    case 'advanceClock':
      await send('POST', '/_admin/clock/advance', { seconds: a.seconds });
      return;
  }
}

const withoutSavedAt = (text: string) => {
  const { savedAt: _savedAt, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify(rest);
};

describe('state round trip', () => {
  it('export → import → export gives the same document (apart from savedAt) for any state the API can build', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(action, { maxLength: 16 }), async (demo, actions) => {
        const t = await startServer(demo ? { seed: 'demo' } : {});
        try {
          const built: Built = { websites: [], collections: [], entries: [], contentKeys: [], captureKeys: [], engage: [], threads: [] };
          const credentials = t.server.demo;
          if (credentials) {
            built.websites.push({ id: credentials.content.siteId, owner: 'user_demo' });
            built.contentKeys.push({ key: credentials.content.keys.test, websiteId: credentials.content.siteId });
            built.captureKeys.push(credentials.capture.keys.test, credentials.capture.keys.live);
            built.engage.push({ siteId: credentials.engage.siteId, publishableKey: credentials.engage.publishableKey });
          }
          for (const a of inOrder(actions)) await perform(t, built, a);
          const first = (await t.request('GET', '/_admin/state')).text;
          const imported = await t.request('PUT', '/_admin/state', { body: first, headers: { 'content-type': 'application/json' } });
          expect(imported.status, imported.text).toBe(200);
          const second = (await t.request('GET', '/_admin/state')).text;
          expect(withoutSavedAt(second)).toBe(withoutSavedAt(first));
          // A fresh server holds the same state after the import (table order aside).
          const other = await startServer();
          try {
            expect(
              (await other.request('PUT', '/_admin/state', { body: first, headers: { 'content-type': 'application/json' } })).status,
            ).toBe(200);
            expect(JSON.parse(withoutSavedAt((await other.request('GET', '/_admin/state')).text))).toEqual(
              JSON.parse(withoutSavedAt(first)),
            );
          } finally {
            await other.close();
          }
        } finally {
          await t.close();
        }
      }),
      { numRuns: 25, seed: 12, endOnFailure: true },
    );
  }, 120_000);
});
