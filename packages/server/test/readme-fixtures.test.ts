// The README's fixtures example runs as written against a real server, so the documented workflow cannot rot.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServer } from '../src/app.js';
import { createReferenceServer } from '../src/app.js';
import { listen } from '../src/node/http-server.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The fenced block that follows `<!-- readme-example: NAME -->`. */
function example(name: string): string {
  const match = new RegExp(`<!-- readme-example: ${name} -->\\s*\`\`\`ts\\n([\\s\\S]*?)\\n\`\`\``).exec(readme);
  if (!match) throw new Error(`README.md has no example named ${name}`);
  return match[1]!;
}

type Run = (console: { log: (...args: unknown[]) => void }, process: { env: Record<string, string> }) => Promise<void>;
const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => Run;

let server: ReferenceServer;
let http: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await createReferenceServer({ seed: 'demo' });
  http = await listen(server, { port: 0, host: '127.0.0.1' });
});
afterAll(() => http.close());

describe('README fixtures example', () => {
  it('exports, edits and imports the state, and a broken fixture is refused naming table, row and field', async () => {
    const logged: unknown[][] = [];
    const run = new AsyncFunction('console', 'process', example('fixtures'));
    await run({ log: (...args) => logged.push(args) }, { env: { SVC_REFERENCE_SERVER_URL: http.url } });

    const [counts] = logged[0] as [Record<string, number>];
    expect(counts.websites).toBe(1);
    expect(counts['capture.submissions']).toBeUndefined();
    expect(logged[1]).toEqual([400, 'table websites, row 0 (id "web_demo"), field name: is required']);
    // The refused import left the imported fixture in place.
    const website = await (await fetch(`${http.url}/_admin/websites/web_demo`)).json();
    expect(website.website.name).toBe('Acme Studio');
  });
});
