import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { MemoryStore } from '../ports/store.js';
import type { StoreSnapshot } from '../ports/store.js';
import { createFilePersistence } from './file-persistence.js';

const snapshot = (n: number): StoreSnapshot => ({
  format: 'svc-reference-state',
  version: 1,
  savedAt: new Date(0).toISOString(),
  tables: { things: Array.from({ length: 2000 }, (_, i) => ({ id: `t${i}`, n, pad: 'x'.repeat(200) })) },
});

describe('--data FILE persistence', () => {
  it('a missing file loads as no state', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-data-'));
    expect(await createFilePersistence(join(dir, 'state.json')).load()).toBeUndefined();
  });

  it('saves and loads a snapshot, leaving no temporary files behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-data-'));
    const p = createFilePersistence(join(dir, 'state.json'));
    await p.save(snapshot(1));
    await p.save(snapshot(2));
    expect((await p.load())?.tables.things?.[0]).toMatchObject({ n: 2 });
    expect(readdirSync(dir)).toEqual(['state.json']);
  });

  it('refuses to start from a corrupt file instead of silently dropping what was stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-data-'));
    writeFileSync(join(dir, 'state.json'), '{"format":"svc-ref');
    await expect(createFilePersistence(join(dir, 'state.json')).load()).rejects.toThrow(/not valid JSON/);
  });

  it('a crash mid-write (SIGKILL during a stream of saves) never corrupts or loses the stored state', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-data-'));
    const file = join(dir, 'state.json');
    const module = fileURLToPath(new URL('./file-persistence.ts', import.meta.url));
    const script = `
      const { createFilePersistence } = await import(${JSON.stringify(module)});
      const p = createFilePersistence(${JSON.stringify(file)});
      const pad = 'x'.repeat(200);
      for (let n = 1; ; n++) {
        await p.save({ format: 'svc-reference-state', version: 1, savedAt: '', tables: { things: Array.from({ length: 2000 }, (_, i) => ({ id: 't' + i, n, pad })) } });
        if (n === 3) process.stdout.write('saved\\n');
      }`;
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 150));
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    const loaded = JSON.parse(await readFile(file, 'utf8')) as StoreSnapshot;
    const rows = loaded.tables.things as unknown as Array<{ n: number }>;
    expect(rows).toHaveLength(2000);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((r) => r.n)).size).toBe(1);
  });

  it('a server with a data file keeps what a request stored across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'svc-data-'));
    const persistence = createFilePersistence(join(dir, 'state.json'));
    const first = await createReferenceServer({ persistence });
    const created = await first.fetch(
      new Request('http://svc.test/_admin/websites', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Kept', members: [{ sub: 'u1', roles: ['manage'] }] }),
      }),
    );
    expect(created.status).toBe(201);
    const second = await createReferenceServer({ persistence, store: new MemoryStore() });
    const list = (await (await second.fetch(new Request('http://svc.test/_admin/websites'))).json()) as { websites: Array<{ name: string }> };
    expect(list.websites.map((w) => w.name)).toEqual(['Kept']);
  });
});
