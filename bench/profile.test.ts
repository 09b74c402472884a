// How `pnpm --filter ./bench profile` names the code it samples: a frame of the server's minified dist/ is named by the
// module it was built from (the source map the build keeps in temp/bundle-maps/), so the server's own files and the
// framework inside the bundle are told apart.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { CpuProfile } from './profile.js';
import { serverBundleMaps, summarize, withSources } from './profile.js';

const root = mkdtempSync(join(tmpdir(), 'svc-profile-'));
const server = join(root, 'packages', 'server');
const chunk = join(server, 'dist', 'chunks', 'chunk-T.js');
mkdirSync(join(server, 'dist', 'chunks'), { recursive: true });
mkdirSync(join(server, 'temp', 'bundle-maps', 'chunks'), { recursive: true });
writeFileSync(chunk, 'function a(){}function b(){}\n');
// Two segments on the bundle's first line: column 0 is journal.ts line 1, column 10 is hono's compose.js line 3. The
// sources are relative to the bundle's own folder (dist/chunks/), where esbuild wrote the map.
writeFileSync(
  join(server, 'temp', 'bundle-maps', 'chunks', 'chunk-T.js.map'),
  JSON.stringify({
    version: 3,
    sources: ['../../src/http/journal.ts', '../../../../node_modules/.pnpm/hono@4.0.0/node_modules/hono/dist/compose.js'],
    names: [],
    mappings: 'AAAA,UCEA',
  }),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const frame = (id: number, url: string, lineNumber: number, columnNumber: number, functionName = 'f') => ({
  id,
  callFrame: { functionName, url, lineNumber, columnNumber },
});

describe('profile: frames of the bundled server named by their sources', () => {
  const profile: CpuProfile = {
    nodes: [
      { ...frame(1, '', 0, 0, '(root)'), children: [2, 3, 4] },
      frame(2, pathToFileURL(chunk).href, 0, 3, 'journalBegin'),
      frame(3, pathToFileURL(chunk).href, 0, 12, 'compose'),
      frame(4, 'node:_http_outgoing', 410, 0, '_storeHeader'),
    ],
    samples: [2, 2, 3, 4],
    timeDeltas: [1000, 1000, 1000, 1000],
  };
  const named = withSources(profile, serverBundleMaps(server));

  it('a frame in dist/ gets the URL and line of the module it was built from', () => {
    expect(named.nodes[1]!.callFrame).toMatchObject({ url: pathToFileURL(join(server, 'src', 'http', 'journal.ts')).href, lineNumber: 0 });
    expect(named.nodes[2]!.callFrame.url).toBe(
      pathToFileURL(join(root, 'node_modules', '.pnpm', 'hono@4.0.0', 'node_modules', 'hono', 'dist', 'compose.js')).href,
    );
    expect(named.nodes[2]!.callFrame.lineNumber).toBe(2);
    // Node's own frames have no map and stay as they are.
    expect(named.nodes[3]).toBe(profile.nodes[3]);
  });

  it("so the summary splits the server's own areas from the framework inside the same chunk", () => {
    const { parts, stages } = summarize(named);
    expect(Object.fromEntries(parts)).toMatchObject({ 'server: http': 2, 'framework: hono': 1, 'Node HTTP and streams': 1 });
    expect(Object.fromEntries(stages)).toMatchObject({ 'server: http/journal.ts': 2, 'framework: hono': 1 });
  });

  it('finds no map for a file outside dist/ or one the build kept none for', () => {
    const mapOf = serverBundleMaps(server);
    expect(mapOf(join(server, 'src', 'index.ts'))).toBeUndefined();
    expect(mapOf(join(server, 'dist', 'chunks', 'chunk-none.js'))).toBeUndefined();
    expect(mapOf(chunk)).toBeDefined();
  });
});
