// Every TypeScript example of README.md runs against a reference server on 127.0.0.1, as a user would run it.
import { readFileSync } from 'node:fs';
import { createReferenceServer } from '@svc/reference-server';
import { listen } from '@svc/reference-server/node';
import type { ListeningServer } from '@svc/reference-server/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSnippet, snippets } from '../../../scripts/readme-snippets.js';
import * as engageConfig from '../src/config-entry.js';
import * as engageBrowser from '../src/index.js';

const examples = snippets(readFileSync(new URL('../README.md', import.meta.url), 'utf8'));
let http: ListeningServer;
let key: string;
beforeAll(async () => {
  const server = await createReferenceServer({ seed: 'demo' });
  key = server.demo!.engage.publishableKey;
  http = await listen(server, { port: 0 });
});
afterAll(() => http.close());

const run = (code: string) =>
  runSnippet(code, { '@svc/engage-browser': engageBrowser, '@svc/engage-browser/config': engageConfig }, { 'http://127.0.0.1:4010': http.url, pk_test_your_key: key });

describe('README examples', () => {
  it('has the four examples', () => expect(examples).toHaveLength(4));

  it('chats and reads the thread', async () => {
    expect(await run(examples[0]!)).toEqual(['ai answered', '2']);
  });

  it('watches the conversation and stops', async () => {
    expect(await run(examples[1]!)).toEqual([]);
  });

  it('submits a form and a ticket', async () => {
    expect(await run(examples[2]!)).toEqual(['false Thanks! We reply within one working day.', 'true false']);
  });

  it('reads the configuration alone', async () => {
    expect(await run(examples[3]!)).toEqual(['true true']);
  });
});
