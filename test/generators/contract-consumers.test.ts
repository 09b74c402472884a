// The contract-consumer check: openapi.yaml through the generators our users run, each output compiled strictly,
// searched for untyped contract fields, and driven against the reference server by a short call script.
import { cp, mkdir, rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { ReferenceServer } from '@svc/reference-server';
import { createReferenceServer } from '@svc/reference-server';
import type { ListeningServer } from '@svc/reference-server/node';
import { listen } from '@svc/reference-server/node';
import type { ErrorBody, Schema } from '@svc/spec';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Calls, Demo, Outcome } from './calls/outcome.js';
import type { Compiled } from './compile.js';
import { compileStrict } from './compile.js';
import { freeFormNames } from './contract.js';
import { generators } from './generators.js';
import { problemLines } from './problem-lines.js';
import { ensureTools, here, toolsDir } from './tools.js';
import { findUntyped } from './untyped.js';

let server: ReferenceServer;
let listening: ListeningServer;
let demo: Demo;
let expected: Pick<Outcome, 'content' | 'engage' | 'unauthorized'>;

beforeAll(async () => {
  await ensureTools();
  server = await createReferenceServer({ seed: 'demo' });
  listening = await listen(server, { port: 0 });
  const credentials = server.demo!;
  demo = {
    content: { siteId: credentials.content.siteId, collection: 'posts', key: credentials.content.keys.test },
    capture: { key: credentials.capture.keys.test },
    engage: { key: credentials.engage.publishableKey },
  };
  // What the server answers to plain fetch: every generated client must read the same.
  const get = async <T>(path: string, key: string): Promise<{ status: number; body: T }> => {
    const r = await fetch(`${listening.url}${path}`, { headers: { 'X-Api-Key': key } });
    return { status: r.status, body: (await r.json()) as T };
  };
  const page = await get<Schema<'ContentEntryList'>>(`/v1/content/${demo.content.siteId}/posts?limit=2`, demo.content.key);
  const config = await get<Schema<'EngageConfig'>>('/v1/engage/config', demo.engage.key);
  const denied = await get<ErrorBody>(`/v1/content/${demo.content.siteId}/posts`, 'not-a-key');
  expected = {
    content: {
      status: page.status,
      collection: page.body.collection,
      slugs: page.body.items.map((i) => i.slug),
      count: page.body.meta.count,
      limit: page.body.meta.limit,
      nextCursor: page.body.meta.nextCursor,
    },
    engage: { status: config.status, name: config.body.name, modules: config.body.modules },
    unauthorized: { status: denied.status, success: denied.body.success, code: denied.body.code, message: denied.body.message },
  };
  expect(expected.content.slugs).toHaveLength(2);
  expect(expected.unauthorized.status).toBe(401);
}, 240_000);

afterAll(async () => {
  await listening?.close();
});

const allowedFreeForm = freeFormNames();

for (const generator of generators) {
  describe(`contract consumer: ${generator.name}`, () => {
    const dir = `${toolsDir}out/${generator.name}`;
    let compiled: Compiled;

    it('generates from openapi.yaml with no error and no warning', async () => {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      await cp(`${here}calls/${generator.name}`, dir, { recursive: true });
      await cp(`${here}calls/outcome.ts`, `${dir}/outcome.ts`);
      const output = await generator.generate(dir);
      expect(problemLines(output), output).toEqual([]);
    }, 120_000);

    it('compiles with tsc --strict, the call script included', async () => {
      compiled = await compileStrict(dir);
      expect(compiled.errors).toEqual([]);
    }, 120_000);

    it('types every contract field (none comes out unknown or any)', () => {
      const allowed = new Set([...allowedFreeForm, ...(generator.toolOwned ?? [])]);
      const untyped = findUntyped(compiled.program, generator.typeFiles(dir), allowed, generator.excused());
      expect(untyped).toEqual([]);
    });

    it('reads a content page, captures with an Idempotency-Key, reads the engage config and a 401 body', async () => {
      const { run } = (await import(pathToFileURL(`${dir}/calls.ts`).href)) as { run: Calls };
      const outcome = await run(listening.url, demo, `check-${generator.name}-${Date.now()}`);
      expect(outcome.content).toEqual(expected.content);
      expect(outcome.engage).toEqual(expected.engage);
      expect(outcome.unauthorized).toEqual(expected.unauthorized);
      expect(outcome.capture.first).toEqual({ status: 201, id: expect.stringMatching(/^sub_/), duplicate: undefined });
      expect(outcome.capture.replay).toEqual({ status: 200, id: outcome.capture.first.id, duplicate: true });
    }, 60_000);
  });
}
