// Every TypeScript example of README.md runs against a reference server on 127.0.0.1, as a user would run it.
import { readFileSync } from 'node:fs';
import { createReferenceServer } from '@svc/reference-server';
import { listen } from '@svc/reference-server/node';
import type { ListeningServer } from '@svc/reference-server/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSnippet, snippets } from '../../../scripts/readme-snippets.js';
import * as content from '../src/index.js';

const examples = snippets(readFileSync(new URL('../README.md', import.meta.url), 'utf8'));
let http: ListeningServer;
let key: string;
let posts: number;
beforeAll(async () => {
  const server = await createReferenceServer({ seed: 'demo' });
  key = server.demo!.content.keys.test;
  const all = await server.fetch(new Request('http://svc.test/v1/content/web_demo/posts', { headers: { 'X-Api-Key': key } }));
  posts = ((await all.json()) as { items: unknown[] }).items.length;
  http = await listen(server, { port: 0 });
});
afterAll(() => http.close());

const run = (code: string) => runSnippet(code, { '@svc/content': content }, { 'http://127.0.0.1:4010': http.url, ck_test_your_key: key });

describe('README examples', () => {
  it('has the two examples', () => expect(examples).toHaveLength(2));

  it('lists, iterates, collects a bounded number and reads one entry', async () => {
    expect(await run(examples[0]!)).toEqual(['2 test', 'true', `3 ${posts > 4 ? 'more' : 'done'}`, 'true false']);
  });

  it('reads with the snapshot cache on', async () => {
    expect(await run(examples[1]!)).toEqual(['fresh true']);
  });
});
