// Drives every content admin operation of openapi.yaml, errors included; the harness checks each response.
import { openapiDocument } from '@svc/spec/document';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchPath } from '../../test/contract-validator.js';
import type { RequestOptions, TestResponse, TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';

type Paths = Record<string, Record<string, { operationId: string }>>;
const paths = (openapiDocument as unknown as { paths: Paths }).paths;

let t: TestServer;
const seenOperations = new Set<string>();

/** Sends an admin request (the harness validates status, headers and body) and records which operation answered. */
async function admin(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
  const r = await t.request(method, path, options);
  const template = matchPath(path.split('?')[0]!);
  expect(template, `${path} is described by openapi.yaml`).toBeDefined();
  seenOperations.add(paths[template!]![method.toLowerCase()]!.operationId);
  return r;
}

beforeEach(async () => {
  t = await startServer();
});
afterEach(() => t.close());

describe('content admin responses match openapi.yaml', () => {
  it('every content admin operation answers as openapi.yaml describes, errors included', async () => {
    const owner = { 'x-identity-sub': 'owner' };
    const editor = { 'x-identity-sub': 'editor' };
    const site = await t.request('POST', '/_admin/websites', {
      json: {
        name: 'Studio',
        members: [
          { sub: 'owner', roles: ['manage', 'publish'] },
          { sub: 'editor', roles: ['manage'] },
        ],
      },
    });
    const w = `/_admin/content/websites/${site.body.website.id}`;
    const fields = [
      { key: 'date', label: 'Date', type: 'date' },
      { key: 'kind', label: 'Kind', type: 'select', options: ['talk'] },
    ];
    expect((await admin('POST', `${w}/collections`, { headers: owner, json: { key: 'events', name: 'Events', fields } })).status).toBe(201);
    await admin('POST', `${w}/collections`, { headers: owner, json: { key: 'events', name: 'Events' } });
    await admin('POST', `${w}/collections`, { json: { key: 'posts', name: 'Posts' } });
    await admin('POST', `${w}/collections`, { headers: owner, json: { key: 'Bad', name: 'Posts' } });
    await admin('POST', '/_admin/content/websites/web_nope/collections', { headers: owner, json: { key: 'x', name: 'X' } });
    await admin('GET', `${w}/collections`);
    await admin('GET', `${w}/collections/events`);
    await admin('GET', `${w}/collections/nope`);
    await admin('GET', '/_admin/content/websites/web_nope/collections');

    const draft = await admin('POST', `${w}/collections/events/entries?environment=live`, {
      headers: owner,
      json: {
        slug: 'open-day',
        title: 'Open day',
        summary: null,
        image: 'https://cdn.example/a.jpg',
        fields: { date: '2026-04-18', kind: 'talk' },
      },
    });
    const e = `${w}/collections/events/entries/${draft.body.entry.id}`;
    await admin('POST', `${w}/collections/events/entries?environment=live`, { headers: owner, json: { slug: 'open-day', title: 'Again' } });
    await admin('POST', `${w}/collections/events/entries?environment=live`, {
      headers: owner,
      json: { slug: 'x', title: 'X', fields: { date: 'soon' } },
    });
    await admin('GET', `${w}/collections/events/entries?environment=live`);
    await admin('GET', `${w}/collections/events/entries?environment=prod`);
    await admin('PATCH', e, { headers: owner, json: { fields: { kind: null } } });
    await admin('PATCH', e, { headers: owner, json: { title: '' } });
    await admin('POST', `${e}/unpublish`, { headers: owner });
    await admin('POST', `${e}/publish`, { headers: editor });
    await admin('POST', `${e}/publish`, { headers: owner });
    await admin('POST', `${e}/slug`, { headers: owner, json: { slug: 'open-day-2026' } });
    await admin('POST', `${e}/slug`, { headers: owner, json: { slug: 'Bad Slug' } });
    await admin('POST', `${e}/unpublish`, {});
    await admin('POST', `${e}/unpublish`, { headers: owner });
    await admin('POST', `${w}/collections/events/entries/ent_nope/publish`, { headers: owner });

    await admin('PUT', `${w}/collections/events`, {
      headers: owner,
      json: { revision: 1, fields: [...fields, { key: 'venue', type: 'text' }], eventsHidden: true },
    });
    await admin('PUT', `${w}/collections/events`, { headers: owner, json: { revision: 1, fields } });
    await admin('PUT', `${w}/collections/events`, { headers: owner, json: { revision: 2, fields: [fields[1]] } });
    await admin('PUT', `${w}/collections/events`, { headers: owner, json: { revision: 2, fields: [{ key: 'x', type: 'colour' }] } });
    await admin('POST', `${e}/publish`, { headers: owner });
    await admin('PUT', `${w}/collections/events`, { headers: editor, json: { revision: 2, fields } });

    const key = await admin('POST', `${w}/keys`, { headers: owner, json: { environment: 'live', label: 'Build' } });
    await admin('POST', `${w}/keys`, { headers: owner, json: { environment: 'prod' } });
    await admin('GET', `${w}/keys`);
    await admin('POST', `/_admin/content/keys/${key.body.key.id}/revoke`, { headers: owner });
    await admin('POST', '/_admin/content/keys/key_nope/revoke', { headers: owner });
    await admin('PATCH', `${w}/settings`, { headers: owner, json: { enabled: true, allowedOrigins: ['https://www.example.com'] } });
    await admin('PATCH', `${w}/settings`, { headers: owner, json: { allowedOrigins: ['https://www.example.com/'] } });
    await admin('PATCH', `${w}/settings`, { headers: { 'x-identity-sub': 'stranger' }, json: { enabled: false } });
    await admin('GET', `${w}/keys`, { headers: { origin: 'https://evil.example' } });

    const described = Object.entries(paths)
      .filter(([template]) => template.startsWith('/_admin/content/'))
      .flatMap(([, item]) => Object.values(item).map((o) => o.operationId));
    expect([...seenOperations].sort()).toEqual(described.sort());
  }, 120_000);
});
