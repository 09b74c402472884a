import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConsoleFiles } from './console-files.js';

const dir = mkdtempSync(join(tmpdir(), 'svc-console-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the console's built files", () => {
  it('are read with their types: the page, its scripts and styles, and the licence notice as readable text', async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'assets', 'index-1.js'), 'export {};');
    writeFileSync(join(dir, 'assets', 'index-1.css'), 'body{}');
    writeFileSync(join(dir, 'assets', 'THIRD-PARTY-LICENSES.txt'), 'preact@11 (MIT)');
    writeFileSync(join(dir, 'assets', 'data.bin'), 'x');
    const files = await readConsoleFiles(dir);
    const types = Object.fromEntries([...files!].map(([name, file]) => [name, file.contentType]));
    expect(types).toEqual({
      'index.html': 'text/html; charset=utf-8',
      'assets/index-1.js': 'text/javascript; charset=utf-8',
      'assets/index-1.css': 'text/css; charset=utf-8',
      'assets/THIRD-PARTY-LICENSES.txt': 'text/plain; charset=utf-8',
      'assets/data.bin': 'application/octet-stream',
    });
  });

  it('are none when the folder holds no build', async () => {
    expect(await readConsoleFiles(join(dir, 'missing'))).toBeUndefined();
  });
});
