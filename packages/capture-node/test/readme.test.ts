// Every runnable TypeScript example of README.md runs against a reference server on 127.0.0.1, as a user would run it.
import { readFileSync } from 'node:fs';
import { createReferenceServer } from '@svc/reference-server';
import { listen } from '@svc/reference-server/node';
import type { ListeningServer } from '@svc/reference-server/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSnippet, snippets } from '../../../scripts/readme-snippets.js';
import * as captureNode from '../src/index.js';

const examples = snippets(readFileSync(new URL('../README.md', import.meta.url), 'utf8'));
let http: ListeningServer;
let key: string;
beforeAll(async () => {
  const server = await createReferenceServer({ seed: 'demo' });
  key = server.demo!.capture.keys.test;
  http = await listen(server, { port: 0 });
});
afterAll(() => http.close());

describe('README examples', () => {
  it('has one runnable example (the webhook handler needs a deployment)', () => expect(examples).toHaveLength(1));

  it('stores a submission with context, and a replayed job is a duplicate', async () => {
    const logs = await runSnippet(examples[0]!, { '@svc/capture-node': captureNode }, { 'http://127.0.0.1:4010': http.url, sk_test_your_key: key });
    expect(logs).toEqual(['false 198.51.100.7', 'true true']);
  });
});
