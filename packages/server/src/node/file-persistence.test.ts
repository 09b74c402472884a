import { spawn } from 'node:child_process';
import fs, { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createReferenceServer } from '../app.js';
import type { Persistence } from '../ports/persistence.js';
import type { Change, StoreSnapshot } from '../ports/store.js';
import { MemoryStore } from '../ports/store.js';
import { createFilePersistence } from './file-persistence.js';

const empty = (tables: StoreSnapshot['tables'] = {}): StoreSnapshot => ({
  format: 'svc-reference-state',
  version: 1,
  savedAt: new Date(0).toISOString(),
  tables,
});

const tempDir = () => mkdtempSync(join(tmpdir(), 'svc-data-'));

/** Commits changes the way the server does: `state` is the state after them. */
async function commitAll(p: Persistence, state: Map<string, Map<string, unknown>>, changes: Change[], generation = 0): Promise<void> {
  for (const c of changes) {
    if (c.op === 'set') {
      if (!state.has(c.table)) state.set(c.table, new Map());
      state.get(c.table)!.set(c.row.id, c.row);
    } else if (c.op === 'delete') state.get(c.table)?.delete(c.id);
    else state.clear();
  }
  const tables = Object.fromEntries([...state].map(([name, rows]) => [name, [...rows.values()] as StoreSnapshot['tables'][string]]));
  await p.commit(changes, () => empty(tables), { generation });
}

const set = (id: string, n = 0): Change => ({ op: 'set', table: 'things', row: { id, n } as { id: string } });

describe('--data FILE: snapshot plus append-only journal', () => {
  it('a missing file loads as no state, and its folder is created', async () => {
    const file = join(tempDir(), 'nested', 'deeper', 'state.json');
    expect(await createFilePersistence(file).load()).toBeUndefined();
    expect(existsSync(join(file, '..'))).toBe(true);
  });

  it('an unusable path is a clear error at start, not on the first write', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'a-file'), '');
    await expect(createFilePersistence(join(dir, 'a-file', 'state.json')).load()).rejects.toThrow(
      /cannot keep state in .*state\.json: (ENOTDIR|EEXIST)/,
    );
    if (process.getuid?.() !== 0) {
      const locked = join(dir, 'locked');
      await createFilePersistence(join(locked, 'x.json')).load();
      chmodSync(locked, 0o500);
      await expect(createFilePersistence(join(locked, 'sub', 'state.json')).load()).rejects.toThrow(/cannot keep state in .*: EACCES/);
      chmodSync(locked, 0o700);
    }
  });

  it('a write appends one journal line the size of the change; the snapshot is not rewritten', async () => {
    const file = join(tempDir(), 'state.json');
    const p = createFilePersistence(file);
    await p.load();
    const state = new Map<string, Map<string, unknown>>();
    await commitAll(
      p,
      state,
      Array.from({ length: 2000 }, (_, i) => set(`t${i}`)),
    );
    const snapshotBytes = statSync(file).size;
    const journalBefore = statSync(`${file}.journal`).size;
    await commitAll(p, state, [set('t1', 1)]);
    const line = readFileSync(`${file}.journal`, 'utf8').split('\n').at(-2)!;
    expect(statSync(`${file}.journal`).size - journalBefore).toBe(Buffer.byteLength(line) + 1);
    expect(line.length).toBeLessThan(100);
    expect(statSync(file).size).toBe(snapshotBytes);
  });

  it('loads the snapshot plus the journal, and folds the journal into a new snapshot at start', async () => {
    const file = join(tempDir(), 'state.json');
    const p = createFilePersistence(file);
    await p.load();
    const state = new Map<string, Map<string, unknown>>();
    await commitAll(p, state, [set('a'), set('b')]);
    await commitAll(p, state, [set('a', 2), { op: 'delete', table: 'things', id: 'b' }, set('c')]);
    await p.close?.();
    const loaded = await createFilePersistence(file).load();
    expect(loaded?.tables.things).toEqual([
      { id: 'a', n: 2 },
      { id: 'c', n: 0 },
    ]);
    expect(readFileSync(`${file}.journal`, 'utf8').trim().split('\n')).toHaveLength(1);
    expect((JSON.parse(readFileSync(file, 'utf8')) as StoreSnapshot).tables.things).toHaveLength(2);
  });

  it('a torn last line is detected by its checksum and skipped with a warning', async () => {
    const file = join(tempDir(), 'state.json');
    const p = createFilePersistence(file);
    await p.load();
    const state = new Map<string, Map<string, unknown>>();
    await commitAll(p, state, [set('a')]);
    await commitAll(p, state, [set('b')]);
    await p.close?.();
    const text = readFileSync(`${file}.journal`, 'utf8');
    // A crash cut the last write short: drop its newline and a few bytes.
    writeFileSync(`${file}.journal`, text.slice(0, -6));
    const warnings: string[] = [];
    const loaded = await createFilePersistence(file, { warn: (m) => warnings.push(m) }).load();
    expect(loaded?.tables.things?.map((r) => r.id)).toEqual(['a']);
    expect(warnings.join('\n')).toMatch(/skipped \d+ bytes of an incomplete last write/);
  });

  it('a line whose bytes changed fails its checksum and is not applied', async () => {
    const file = join(tempDir(), 'state.json');
    const p = createFilePersistence(file);
    await p.load();
    const state = new Map<string, Map<string, unknown>>();
    await commitAll(p, state, [set('z')]);
    await commitAll(p, state, [set('a', 1)]);
    await p.close?.();
    writeFileSync(`${file}.journal`, readFileSync(`${file}.journal`, 'utf8').replace('"n":1', '"n":7'));
    const warnings: string[] = [];
    const loaded = await createFilePersistence(file, { warn: (m) => warnings.push(m) }).load();
    expect(loaded?.tables.things?.map((r) => r.id)).toEqual(['z']);
    expect(warnings).toHaveLength(1);
  });

  it('compacts into a snapshot once the journal outgrows the threshold', async () => {
    const file = join(tempDir(), 'state.json');
    const p = createFilePersistence(file, { compactAfterBytes: 4096 });
    await p.load();
    const state = new Map<string, Map<string, unknown>>();
    for (let i = 0; i < 100; i++) await commitAll(p, state, [set(`t${i % 10}`, i)]);
    expect(statSync(`${file}.journal`).size).toBeLessThan(4096 + 200);
    await p.close?.();
    const loaded = await createFilePersistence(file).load();
    expect(loaded?.tables.things?.find((r) => r.id === 't9')).toEqual({ id: 't9', n: 99 });
  });

  it('a clear (reset, import) is written as a new snapshot, never replayed over an older one', async () => {
    const file = join(tempDir(), 'state.json');
    const p = createFilePersistence(file);
    await p.load();
    const state = new Map<string, Map<string, unknown>>();
    await commitAll(p, state, [set('old')]);
    await commitAll(p, state, [{ op: 'clear' }, set('new')]);
    await p.close?.();
    expect((await createFilePersistence(file).load())?.tables.things).toEqual([{ id: 'new', n: 0 }]);
  });

  it('a journal left from before the last snapshot (a crash mid-compaction) is ignored', async () => {
    const file = join(tempDir(), 'state.json');
    const p = createFilePersistence(file);
    await p.load();
    const state = new Map<string, Map<string, unknown>>();
    await commitAll(p, state, [set('a')]);
    const staleJournal = readFileSync(`${file}.journal`, 'utf8');
    await commitAll(p, state, [{ op: 'clear' }, set('b')]);
    await p.close?.();
    writeFileSync(`${file}.journal`, staleJournal);
    expect((await createFilePersistence(file).load())?.tables.things).toEqual([{ id: 'b', n: 0 }]);
  });

  it('a failed append is cut off before the next one, so no half line sits between good ones', async () => {
    const file = join(tempDir(), 'state.json');
    const p = createFilePersistence(file);
    await p.load();
    const state = new Map<string, Map<string, unknown>>();
    await commitAll(p, state, [set('a')]);
    // A write that fails part-way (a full disk): half the line reaches the file, then the error.
    const realWrite = fs.writeSync;
    const halfWrite = (fd: number, data: Buffer): number => {
      realWrite(fd, data.subarray(0, 20));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    const spy = vi.spyOn(fs, 'writeSync').mockImplementationOnce(halfWrite as typeof fs.writeSync);
    await expect(commitAll(p, new Map(state), [set('lost')])).rejects.toThrow(/ENOSPC/);
    spy.mockRestore();
    // The server undid the failed group and moved to the next generation.
    await commitAll(p, state, [set('b')], 1);
    await p.close?.();
    const warnings: string[] = [];
    const loaded = await createFilePersistence(file, { warn: (m) => warnings.push(m) }).load();
    // Without the cut, 'b' would follow the half line and be dropped as part of a torn tail.
    expect(loaded?.tables.things?.map((r) => r.id)).toEqual(['a', 'b']);
    expect(warnings).toEqual([]);
  });

  it('pipelined groups land in order, and a group built on a failed one fails with it', async () => {
    const file = join(tempDir(), 'state.json');
    const p = createFilePersistence(file);
    await p.load();
    await p.commit([set('a')], () => empty({ things: [{ id: 'a' }] }), { generation: 0 });
    const sent = Array.from({ length: 20 }, (_, i) => p.commit([set(`t${i}`, i)], () => empty(), { generation: 0 }));
    await Promise.all(sent);
    const spy = vi.spyOn(fs, 'writeSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' });
    });
    const failed = p.commit([set('failed')], () => empty(), { generation: 0 });
    const builtOnIt = p.commit([set('built-on-failed')], () => empty(), { generation: 0 });
    await expect(failed).rejects.toThrow(/EIO/);
    await expect(builtOnIt).rejects.toThrow(/could not be saved/);
    spy.mockRestore();
    // The server undoes both and moves to the next generation; writing works again.
    await p.commit([set('after')], () => empty(), { generation: 1 });
    await p.close?.();
    const ids = (await createFilePersistence(file).load())?.tables.things?.map((r) => r.id);
    expect(ids).toEqual(['a', ...Array.from({ length: 20 }, (_, i) => `t${i}`), 'after']);
  });

  it('refuses to start from a corrupt snapshot instead of silently dropping what was stored', async () => {
    const file = join(tempDir(), 'state.json');
    writeFileSync(file, '{"format":"svc-ref');
    await expect(createFilePersistence(file).load()).rejects.toThrow(/not valid JSON/);
  });

  it('leaves no temporary files behind, and removes those a crash left', async () => {
    const dir = tempDir();
    const file = join(dir, 'state.json');
    writeFileSync(join(dir, '.state.json.12345.1.tmp'), 'half a snapshot');
    const p = createFilePersistence(file);
    await p.load();
    await commitAll(p, new Map(), [set('a')]);
    await p.close?.();
    expect(readdirSync(dir).sort()).toEqual(['state.json', 'state.json.journal']);
  });

  it('loads a data file written by earlier versions (a bare snapshot)', async () => {
    const file = join(tempDir(), 'state.json');
    writeFileSync(file, JSON.stringify(empty({ things: [{ id: 'x' }] })));
    const p = createFilePersistence(file);
    expect((await p.load())?.tables.things).toEqual([{ id: 'x' }]);
    await commitAll(p, new Map([['things', new Map([['x', { id: 'x' }]])]]), [set('y')]);
    await p.close?.();
    expect((await createFilePersistence(file).load())?.tables.things?.map((r) => r.id)).toEqual(['x', 'y']);
  });

  it('a server with a data file keeps what a request stored across a restart', async () => {
    const file = join(tempDir(), 'state.json');
    const persistence = createFilePersistence(file);
    const first = await createReferenceServer({ persistence });
    const created = await first.fetch(
      new Request('http://svc.test/_admin/websites', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Kept', members: [{ sub: 'u1', roles: ['manage'] }] }),
      }),
    );
    expect(created.status).toBe(201);
    await persistence.close?.();
    const second = await createReferenceServer({ persistence: createFilePersistence(file), store: new MemoryStore() });
    const list = (await (await second.fetch(new Request('http://svc.test/_admin/websites'))).json()) as {
      websites: Array<{ name: string }>;
    };
    expect(list.websites.map((w) => w.name)).toEqual(['Kept']);
  });
});

describe('kill -9 at any moment', () => {
  it('loses no acknowledged write (a child process killed mid-stream of concurrent captures)', async () => {
    const dir = tempDir();
    const file = join(dir, 'state.json');
    const start = fileURLToPath(new URL('./start.ts', import.meta.url));
    const limiter = fileURLToPath(new URL('../ports/rate-limiter.ts', import.meta.url));
    // Rate limits lifted, so acknowledged writes keep flowing until the kill.
    const script = `
      const { startNodeServer } = await import(${JSON.stringify(start)});
      const { MemoryRateLimiter } = await import(${JSON.stringify(limiter)});
      class Unlimited extends MemoryRateLimiter { hit(_b, limit) { return { allowed: true, limit, remaining: limit, resetSeconds: 900 }; } }
      const running = await startNodeServer({ port: 0, seed: 'demo', dataFile: ${JSON.stringify(file)}, limiter: new Unlimited() });
      console.log('URL=' + running.url + ' KEY=' + running.server.demo.capture.keys.test);`;
    const child = spawn(process.execPath, ['--conditions=@svc/source', '--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/KEY=\S+\n/.test(out)) resolve(out);
      });
      child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)));
    });
    const url = /URL=(\S+)/.exec(line)![1]!;
    const key = /KEY=(\S+)/.exec(line)![1]!;
    const acknowledged: string[] = [];
    let stop = false;
    // Eight clients in a loop, each write acknowledged only once durable.
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const response = await fetch(`${url}/v1/capture`, {
            method: 'POST',
            signal: AbortSignal.timeout(5000),
            headers: { 'content-type': 'application/json', 'x-api-key': key, 'idempotency-key': `c${n}-${i}` },
            body: JSON.stringify({ fields: { email: `c${n}-${i}@example.org` } }),
          });
          if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
          else await response.body?.cancel();
        } catch {
          return; // the server is gone
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    // Killed at a random moment once writes are being acknowledged (a busy machine may take seconds to answer the
    // first: a fixed delay could kill the server before any write, and the test would prove nothing).
    const flowing = Date.now();
    while (acknowledged.length === 0 && Date.now() - flowing < 15_000) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    stop = true;
    await Promise.all(clients);
    await exited;
    expect(acknowledged.length).toBeGreaterThan(0);
    const loaded = await createFilePersistence(file, { warn: () => undefined }).load();
    const stored = new Set((loaded?.tables['capture.submissions'] ?? []).map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 30_000);
});

describe('one writer per data file', () => {
  /** The pid of a process that has exited (so no process has it, barring reuse in the meantime). */
  async function deadPid(): Promise<number> {
    const child = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => child.once('exit', resolve));
    return child.pid!;
  }

  it('a second persistence on the same file is refused while the first holds it, naming the pid and the lock file', async () => {
    const file = join(tempDir(), 'state.json');
    const first = createFilePersistence(file);
    await first.load();
    expect(readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(process.pid));
    await expect(createFilePersistence(file).load()).rejects.toThrow(
      new RegExp(
        `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in use by process ${process.pid} \\(lock file .*state\\.json\\.lock\\)`,
      ),
    );
    await first.close!();
    expect(existsSync(`${file}.lock`)).toBe(false);
    const next = createFilePersistence(file);
    await next.load();
    await next.close!();
  });

  it('a lock left by a process that is gone is taken over', async () => {
    const file = join(tempDir(), 'state.json');
    const warnings: string[] = [];
    const dead = await deadPid();
    writeFileSync(`${file}.lock`, `${dead}\n`);
    const p = createFilePersistence(file, { warn: (m) => warnings.push(m) });
    await p.load();
    expect(readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(warnings.join('\n')).toContain(`took over ${file}.lock from process ${dead}, which is no longer running`);
    await p.close!();
  });

  it('an empty or unreadable lock (a crash between creating and writing it) is taken over too', async () => {
    const file = join(tempDir(), 'state.json');
    writeFileSync(`${file}.lock`, '');
    const p = createFilePersistence(file, { warn: () => undefined });
    await p.load();
    expect(readFileSync(`${file}.lock`, 'utf8').trim()).toBe(String(process.pid));
    await p.close!();
  });
});
