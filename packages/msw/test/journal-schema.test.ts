// One schema for the journal: what the reference server answers (POST /_admin/requests/expect, over HTTP) and what
// @svc/msw lists (svc.requests()) are entries of the contract's AdminJournalEntry, for every kind of answer.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BASIC } from '@hyperjump/json-schema/experimental';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import type { DemoCredentials, ReferenceServer } from '@svc/reference-server';
import { createReferenceServer } from '@svc/reference-server';
import type { ListeningServer } from '@svc/reference-server/node';
import { listen } from '@svc/reference-server/node';
import { openapiDocument } from '@svc/spec/document';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockService } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'svc-journal-schema-'));
writeFileSync(join(dir, 'openapi.json'), JSON.stringify(openapiDocument));
const entrySchema = `${pathToFileURL(join(dir, 'openapi.json')).href}#/components/schemas/AdminJournalEntry`;

async function problemsOf(entries: unknown[]): Promise<string[]> {
  const check = await validate(entrySchema);
  return entries.flatMap((entry) => {
    const output = check(entry as never, BASIC);
    return output.valid
      ? []
      : [`${JSON.stringify(entry).slice(0, 200)}: ${(output.errors ?? []).map((e) => `${e.instanceLocation} ${e.keyword}`).join('; ')}`];
  });
}

/** The same requests sent to a service at `base`: a success, refusals of each sort, a fault's answer, text. */
async function sendEach(send: typeof fetch, base: string, demo: DemoCredentials, injectFault: () => Promise<unknown>): Promise<void> {
  const json = { 'content-type': 'application/json' };
  await send(`${base}/v1/capture`, {
    method: 'POST',
    headers: { ...json, 'x-api-key': demo.capture.keys.test },
    body: '{"fields":{"email":"a@b.org"}}',
  });
  await send(`${base}/v1/capture`, {
    method: 'POST',
    headers: { ...json, 'x-api-key': demo.capture.keys.test },
    body: '{"form":"contact"}',
  });
  await send(`${base}/v1/capture`, {
    method: 'POST',
    headers: { 'x-api-key': demo.capture.keys.test, 'content-type': 'text/plain' },
    body: 'hello',
  });
  await send(`${base}/v1/capture`, { method: 'POST', headers: json, body: '{}' });
  await send(`${base}/v1/captures`, { method: 'POST', headers: json, body: '{}' });
  await send(`${base}/v1/engage/config`, { method: 'DELETE', headers: { 'x-api-key': demo.engage.publishableKey } });
  await injectFault();
  await send(`${base}/v1/engage/config`, { headers: { 'x-api-key': demo.engage.publishableKey } });
}

let core: ReferenceServer;
let http: ListeningServer;
beforeAll(async () => {
  core = await createReferenceServer({ seed: 'demo' });
  http = await listen(core, { port: 0, host: '127.0.0.1' });
});
afterAll(() => http.close());

describe('journal entries, server and mocks alike', () => {
  it('the reference server answers entries of AdminJournalEntry over HTTP (matches and near misses)', async () => {
    const demo = core.demo!;
    await sendEach(fetch, http.url, demo, () =>
      fetch(`${http.url}/_admin/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ operation: 'getEngageConfig', kind: 'rate_limit', times: 1 }),
      }),
    );
    const expect_ = (body: unknown) =>
      fetch(`${http.url}/_admin/requests/expect`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ requests?: unknown[]; nearMisses?: Array<{ request: unknown }> }>);
    const met = await expect_({ operation: 'createCapture' });
    const missed = await expect_({ operation: 'createCapture', times: 0 });
    const near = await expect_({ operation: 'getEngageConfig', body: { a: 1 } });
    const entries = [
      ...(met.requests ?? []),
      ...(missed.nearMisses ?? []).map((m) => m.request),
      ...(near.nearMisses ?? []).map((m) => m.request),
    ];
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(await problemsOf(entries)).toEqual([]);
    expect(await problemsOf(core.testControl.requests())).toEqual([]);
  });

  it('@svc/msw lists entries of the same schema, with the same fields for the same requests', async () => {
    const svc = await createMockService({ baseUrl: 'https://api.svc.test' });
    const server = setupServer(...svc.handlers);
    server.listen();
    try {
      await sendEach(fetch, 'https://api.svc.test', svc.demo!, async () =>
        svc.scenario.use('rate_limit', { operation: 'getEngageConfig', times: 1 }),
      );
      const entries = await svc.requests();
      expect(entries.map((e) => `${e.status} ${e.code ?? '-'} ${e.callerMistake} ${e.fault?.kind ?? '-'}`)).toEqual([
        '201 - false -',
        '400 FIELDS_REQUIRED true -',
        '415 UNSUPPORTED_MEDIA_TYPE true -',
        '401 MISSING_KEY true -',
        '404 NOT_FOUND true -',
        '405 METHOD_NOT_ALLOWED true -',
        '429 RATE_LIMITED false rate_limit',
      ]);
      expect(await problemsOf(entries)).toEqual([]);
    } finally {
      server.close();
    }
  });
});
