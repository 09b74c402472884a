// Every TypeScript example of README.md runs against a reference server on 127.0.0.1, as a user would run it.
import { readFileSync } from 'node:fs';
import { createReferenceServer } from '@svc/reference-server';
import { listen } from '@svc/reference-server/node';
import type { ListeningServer } from '@svc/reference-server/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSnippet, snippets } from '../../../scripts/readme-snippets.js';
import * as core from '../src/index.js';

const examples = snippets(readFileSync(new URL('../README.md', import.meta.url), 'utf8'));
let http: ListeningServer;
let key: string;
let eventCount: number;
beforeAll(async () => {
  const server = await createReferenceServer({ seed: 'demo' });
  key = server.demo!.content.keys.test;
  const all = await server.fetch(new Request('http://svc.test/v1/content/web_demo/events', { headers: { 'X-Api-Key': key } }));
  eventCount = ((await all.json()) as { items: unknown[] }).items.length;
  http = await listen(server, { port: 0 });
});
afterAll(() => http.close());

const run = (code: string) => runSnippet(code, { '@svc/core': core }, { 'http://127.0.0.1:4010': http.url, ck_test_your_key: key });

describe('README examples', () => {
  it('has the three examples', () => expect(examples).toHaveLength(3));

  it('reads a page, pages with a bounded collect, and reads the rate-limit figures', async () => {
    expect(await run(examples[0]!)).toEqual(['2 true', `3 ${eventCount > 4 ? 'more to read' : 'read to the end'}`, 'true']);
  });

  it('derives stable keys and generates fresh ones', async () => {
    expect(await run(examples[1]!)).toEqual(['true true', 'true']);
  });

  it('maps a refused key to AuthenticationError', async () => {
    expect(await run(examples[2]!)).toEqual(['401 INVALID_KEY false']);
  });
});
