import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/harness.js';
import { startServer } from '../../test/harness.js';
import { createReferenceServer } from '../app.js';
import { SnapshotError } from './state-check.js';

let t: TestServer;
beforeEach(async () => {
  t = await startServer({ seed: 'demo' });
});
afterEach(() => t.close());

/** The exported state without its `savedAt`, as text: what must not change when a call is refused. */
async function state(): Promise<string> {
  const { savedAt: _savedAt, ...rest } = (await t.request('GET', '/_admin/state')).body as Record<string, unknown>;
  return JSON.stringify(rest);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function snapshot(): Promise<any> {
  return structuredClone((await t.request('GET', '/_admin/state')).body);
}

async function refusedImport(body: unknown) {
  const before = await state();
  const r = await t.request('PUT', '/_admin/state', { json: body });
  expect(r.status).toBe(400);
  expect(r.body.code).toBe('VALIDATION_FAILED');
  expect(await state()).toBe(before);
  return r.body as { message: string; fields: string[] };
}

describe('import accepts only valid state', () => {
  it('a refused import (a table that is not an array) leaves every table as it was', async () => {
    const s = await snapshot();
    s.tables['content.entries'] = 'not rows';
    const body = await refusedImport(s);
    expect(body.message).toContain('table content.entries');
    expect(body.fields).toEqual(['/tables/content.entries']);
  });

  it('a row that holds only an id is refused, naming the table, the row and the missing field', async () => {
    const s = await snapshot();
    s.tables.websites = [{ id: 'web_demo' }];
    const body = await refusedImport(s);
    expect(body.message).toBe('table websites, row 0 (id "web_demo"), field name: is required');
    expect(body.fields).toEqual(['/tables/websites/0/name']);
    const website = await t.request('GET', '/_admin/websites/web_demo');
    expect(website.body.website.name).toBe('Demo Studio');
  });

  it('a wrong value deep in a row is refused with its path in the row', async () => {
    const s = await snapshot();
    s.tables.websites[0].members[1].roles = ['owner'];
    const body = await refusedImport(s);
    expect(body.message).toMatch(/^table websites, row 0 \(id "web_demo"\), field members\/1\/roles\/0: /);
  });

  it('a property the record does not have is refused', async () => {
    const s = await snapshot();
    s.tables.keys[2].plaintext = 'ck_live_secret';
    const body = await refusedImport(s);
    expect(body.message).toMatch(/^table keys, row 2 \(id "[^"]+"\), field plaintext: is not a known property$/);
  });

  it('a table the server does not have is refused (a typo never imports as nothing)', async () => {
    const s = await snapshot();
    s.tables.websties = s.tables.websites;
    const body = await refusedImport(s);
    expect(body.message).toBe('table websties: is not a table of the reference server');
  });

  it("an entry whose collection does not exist is refused, naming the entry's collection field", async () => {
    const s = await snapshot();
    const index = s.tables['content.entries'].length - 1;
    s.tables['content.entries'][index].collection = 'blog';
    const body = await refusedImport(s);
    expect(body.message).toMatch(
      new RegExp(
        `^table content\\.entries, row ${index} \\(id "[^"]+"\\), field collection: no row "web_demo/blog" in content\\.collections$`,
      ),
    );
  });

  it('a key whose website does not exist is refused', async () => {
    const s = await snapshot();
    s.tables.websites = [];
    const body = await refusedImport(s);
    expect(body.fields[0]).toMatch(/^\/tables\/content\.collections\/0\/websiteId$/);
    s.tables['content.collections'] = [];
    s.tables['content.entries'] = [];
    const body2 = await refusedImport(s);
    expect(body2.message).toMatch(/^table keys, row 0 \(id "[^"]+"\), field siteId: no row "web_demo" in websites$/);
  });

  it('two rows with one id are refused', async () => {
    const s = await snapshot();
    s.tables['capture.submissions'].push(s.tables['capture.submissions'][0]);
    const body = await refusedImport(s);
    expect(body.message).toMatch(/field id: id "sub_[^"]+" appears twice in capture\.submissions$/);
  });

  it('a body that is not JSON, or not an object, is refused', async () => {
    const before = await state();
    for (const body of ['{', '[]', '"x"', 'null', '']) {
      const r = await t.request('PUT', '/_admin/state', { body, headers: { 'content-type': 'application/json' } });
      expect(r.status, body).toBe(400);
    }
    expect(await state()).toBe(before);
  });

  it('a valid snapshot replaces the state and counts its rows', async () => {
    const s = await snapshot();
    s.tables['capture.submissions'] = [];
    const r = await t.request('PUT', '/_admin/state', { json: s });
    expect(r.status).toBe(200);
    expect(r.body.tables['capture.submissions']).toBeUndefined();
    expect(r.body.tables.websites).toBe(1);
  });
});

describe('reset changes nothing unless it is asked clearly', () => {
  it('reset with a body that is not valid JSON is a 400 and keeps every table', async () => {
    const before = await state();
    const r = await t.request('POST', '/_admin/reset', { body: '{"seed": demo}', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(await state()).toBe(before);
  });

  it('reset with a body that is not an object, or with an unknown property, is a 400', async () => {
    const before = await state();
    for (const json of [[], 'demo', 7, { sed: 'demo' }]) {
      expect((await t.request('POST', '/_admin/reset', { json })).status, JSON.stringify(json)).toBe(400);
    }
    expect(await state()).toBe(before);
  });

  it('reset with no body empties the state', async () => {
    expect((await t.request('POST', '/_admin/reset')).status).toBe(200);
    expect((await t.request('GET', '/_admin/state')).body.tables).toEqual({});
  });
});

describe('a snapshot given at start', () => {
  it('is checked like an import: a server seeded with a broken snapshot does not start', async () => {
    const s = await snapshot();
    s.tables.websites[0].createdAt = 'yesterday';
    await expect(createReferenceServer({ seed: s })).rejects.toThrow(SnapshotError);
    await expect(createReferenceServer({ seed: s })).rejects.toThrow(/table websites, row 0 \(id "web_demo"\), field createdAt: /);
  });
});

describe('import of text that is not valid Unicode', () => {
  it('a property name holding a lone surrogate ({"\\ud800":1, ...}) is a 400 naming it, not a 500', async () => {
    const s = await snapshot();
    // Sent as JSON escapes, the way a client would: the parsed name is a lone high surrogate.
    const body = JSON.stringify(s).replace(/^\{/, '{"\\ud800":1,');
    const before = await state();
    const r = await t.request('PUT', '/_admin/state', { body, headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('VALIDATION_FAILED');
    expect(r.body.message).toMatch(/lone surrogate/);
    expect(r.body.fields).toEqual(['/\\ud800']);
    expect(await state()).toBe(before);
  });

  it('a lone surrogate deep in a row, in a name or a value, is refused the same way', async () => {
    const s = await snapshot();
    s.tables.websites[0]['\udc00x'] = 1;
    const r = await t.request('PUT', '/_admin/state', { json: s });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/^table websites, row 0 \(id "web_demo"\)/);
  });
});
