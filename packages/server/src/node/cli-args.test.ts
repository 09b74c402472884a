import { describe, expect, it } from 'vitest';
import { parseCli, unreadableSeed } from './cli-args.js';

describe('svc-reference-server arguments', () => {
  it('a `--` before the flags (as in `pnpm start -- --port 0`) is ignored', () => {
    expect(parseCli(['--', '--port', '0', '--seed', 'demo'])).toMatchObject({ port: 0, seed: 'demo' });
  });

  it('--keys pins the keys of the demo seed, so it needs --seed demo', () => {
    expect(parseCli(['--seed', 'demo', '--keys', 'keys.json']).keys).toBe('keys.json');
    expect(() => parseCli(['--keys', 'keys.json'])).toThrow('--keys pins the keys of the demo seed: give --seed demo too');
  });

  it('the admin token comes from --admin-token, else from SVC_ADMIN_TOKEN', () => {
    expect(parseCli([], { SVC_ADMIN_TOKEN: 'from-the-environment-1' }).adminToken).toBe('from-the-environment-1');
    expect(parseCli(['--admin-token', 'from-the-flag-000001'], { SVC_ADMIN_TOKEN: 'from-the-environment-1' }).adminToken).toBe(
      'from-the-flag-000001',
    );
    expect(parseCli([], {}).adminToken).toBeUndefined();
  });

  it('a short or blank-containing admin token is refused', () => {
    expect(() => parseCli(['--admin-token', 'short'])).toThrow(/16 to 200 visible ASCII/);
    expect(() => parseCli(['--admin-token', 'has a space in it 12345'])).toThrow(/16 to 200 visible ASCII/);
  });

  it('--trust-proxy N names how many proxies to believe in X-Forwarded-For; default 0', () => {
    expect(parseCli([]).trustProxy).toBe(0);
    expect(parseCli(['--trust-proxy', '2']).trustProxy).toBe(2);
    for (const bad of ['-1', '1.5', 'yes', ''])
      expect(() => parseCli([`--trust-proxy=${bad}`]), bad).toThrow(/--trust-proxy must be an integer/);
  });

  it('--outbox-size N sets how many emails the outbox keeps; default 1000, 0 keeps none', () => {
    expect(parseCli([]).outboxSize).toBe(1000);
    expect(parseCli(['--outbox-size', '3']).outboxSize).toBe(3);
    expect(parseCli(['--outbox-size', '0']).outboxSize).toBe(0);
    expect(parseCli(['--outbox-size', '100000']).outboxSize).toBe(100_000);
    for (const bad of ['-1', '1.5', 'abc', '100001', '']) {
      expect(() => parseCli([`--outbox-size=${bad}`]), bad).toThrow(`--outbox-size must be an integer from 0 to 100000, got "${bad}"`);
    }
  });

  it('--max-body-bytes sets the body limit and refuses nonsense', () => {
    expect(parseCli(['--max-body-bytes', '65536']).maxBodyBytes).toBe(65536);
    expect(parseCli([]).maxBodyBytes).toBeUndefined();
    expect(() => parseCli(['--max-body-bytes', '10'])).toThrow(/at least 1024/);
  });

  it('--allow-origin URL is repeatable, kept as the origin a browser sends, once each', () => {
    expect(parseCli([]).allowOrigins).toEqual([]);
    const { allowOrigins } = parseCli([
      '--allow-origin',
      'http://localhost:5173',
      '--allow-origin',
      'https://Shop.Example/',
      '--allow-origin',
      'https://shop.example:443',
    ]);
    expect(allowOrigins).toEqual(['http://localhost:5173', 'https://shop.example']);
  });

  it('--allow-origin refuses what is not an origin, naming the value and the fix', () => {
    for (const [value, why] of [
      ['shop.example', 'is not a URL'],
      ['ftp://shop.example', 'is not an http or https origin'],
      ['https://shop.example/embed', 'has more than an origin'],
      ['https://shop.example?x=1', 'has more than an origin'],
      ['https://user@shop.example', 'has more than an origin'],
    ]) {
      expect(() => parseCli(['--allow-origin', value!]), value).toThrow(`--allow-origin "${value}" ${why}`);
      expect(() => parseCli(['--allow-origin', value!]), value).toThrow('e.g. --allow-origin https://shop.example');
    }
    const eight = Array.from({ length: 8 }, (_, i) => ['--allow-origin', `https://s${i}.example`]).flat();
    expect(() => parseCli(eight)).toThrow('--allow-origin is given 8 times; the demo sites allow up to 7 origins of yours');
  });

  it('a mistyped flag names the nearest flag the CLI takes', () => {
    expect(() => parseCli(['--prot', '0'])).toThrow('unknown flag --prot; did you mean --port? (--help lists every flag)');
    expect(() => parseCli(['--seeed=demo'])).toThrow('did you mean --seed?');
    expect(() => parseCli(['--alow-origin', 'http://localhost:5173'])).toThrow('did you mean --allow-origin?');
    expect(() => parseCli(['--completely-unrelated'])).toThrow('unknown flag --completely-unrelated (--help lists every flag)');
  });

  it('--version is a flag of its own', () => {
    expect(parseCli(['--version']).version).toBe(true);
    expect(parseCli([]).version).toBe(false);
  });

  it('seeds by name are demo and empty; any other --seed value is kept for reading as a file', () => {
    expect(parseCli(['--seed', 'empty']).seed).toBe('empty');
    expect(parseCli(['--seed', './state.json']).seed).toBe('./state.json');
  });

  it('a --seed value that is no seed name and no file says which names exist', () => {
    const message = unreadableSeed('demoo', "ENOENT: no such file or directory, open 'demoo'");
    expect(message).toBe(
      '--seed "demoo" is no seed name and no file here; did you mean --seed demo? (the seeds by name are demo and empty; a snapshot exported from GET /_admin/state is given as a file, e.g. --seed ./state.json)',
    );
    expect(unreadableSeed('nothing', 'ENOENT')).toContain('the seeds by name are demo and empty');
    expect(unreadableSeed('./missing.json', 'ENOENT: no such file')).toMatch(/^cannot read seed file \.\/missing\.json: ENOENT/);
  });
});
