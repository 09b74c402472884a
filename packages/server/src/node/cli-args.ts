// Parses the svc-reference-server command line into options, with clear errors for bad input.

import type { ParseArgsConfig } from 'node:util';
import { parseArgs } from 'node:util';

export interface CliOptions {
  port: number;
  host: string;
  /** A seed name (`demo`, `empty`), a snapshot file, or nothing. */
  seed: string | undefined;
  data: string | undefined;
  localDevelopment: boolean;
  sdk: string | undefined;
  /** The admin token (`--admin-token`, else the SVC_ADMIN_TOKEN environment variable). */
  adminToken: string | undefined;
  maxBodyBytes: number | undefined;
  /** How many proxies in front to believe in X-Forwarded-For (`--trust-proxy`); 0 trusts none. */
  trustProxy: number;
  /** A JSON file of demo keys to pin (`--keys`). */
  keys: string | undefined;
  /** Origins the demo sites allow besides the server's own address (`--allow-origin`, repeatable). */
  allowOrigins: string[];
  /** How many requests the console's journal keeps in memory (`--journal-size`). */
  journalSize: number;
  /** How many notification emails the outbox keeps in memory (`--outbox-size`). */
  outboxSize: number;
  /** How long an idle world lives, in ms (`--world-ttl`). */
  worldTtlMs: number;
  /** How many worlds the server holds at most (`--max-worlds`). */
  maxWorlds: number;
  help: boolean;
  /** `--version`: print the package's version and exit. */
  version: boolean;
}

/**
 * The seeds known by name, as `POST /_admin/reset` and `@svc/msw` know them: the demo data, or nothing at all. Any
 * other `--seed` value is a snapshot file.
 */
export const SEED_NAMES = ['demo', 'empty'] as const;
export type SeedName = (typeof SEED_NAMES)[number];

export function isSeedName(value: string): value is SeedName {
  return (SEED_NAMES as readonly string[]).includes(value);
}

/** The error for a --seed value that is no seed name and no readable file: the names there are, the file form. */
export function unreadableSeed(value: string, reason: string): string {
  const meant = nearest(value, SEED_NAMES);
  const names = `the seeds by name are ${SEED_NAMES.join(' and ')}`;
  if (/ENOENT/.test(reason) && !/[\\/.]/.test(value)) {
    return `--seed "${value}" is no seed name and no file here${meant ? `; did you mean --seed ${meant}?` : ''} (${names}; a snapshot exported from GET /_admin/state is given as a file, e.g. --seed ./state.json)`;
  }
  return `cannot read seed file ${value}: ${reason} (${names}; anything else is read as a snapshot file exported from GET /_admin/state)`;
}

/** The known name closest to `given` (edit distance at most a third of its length, at least 2), if any. */
export function nearest(given: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(given.length / 3)) + 1;
  for (const name of known) {
    const d = editDistance(given, name);
    if (d < bestDistance) [best, bestDistance] = [name, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The flags USAGE documents (every flag the CLI takes is there). */
const knownFlags = (): string[] => [...new Set(USAGE.match(/--[a-z][a-z-]+/g) ?? [])];

/** parseArgs, with an unknown flag answered by the nearest known one and the way to list them all. */
function parseFlags<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    const unknown =
      (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? /'(-[^']*)'/.exec((error as Error).message)?.[1] : undefined;
    if (unknown === undefined) throw error;
    const meant = unknown.startsWith('--') ? nearest(unknown, knownFlags()) : undefined;
    throw new Error(`unknown flag ${unknown}${meant ? `; did you mean ${meant}?` : ''} (--help lists every flag)`);
  }
}

/** The demo sites allow 10 origins; the server's own address takes up to 3. */
const MAX_ALLOW_ORIGINS = 7;

export const USAGE = `Usage: svc-reference-server [--port 4010|0] [--host 127.0.0.1] [--seed demo|empty|FILE] [--data FILE]
                            [--local-development] [--sdk FILE] [--admin-token TOKEN]
                            [--max-body-bytes N] [--keys FILE] [--trust-proxy N] [--journal-size N]
                             [--outbox-size N] [--allow-origin URL]... [--world-ttl DURATION]
                             [--max-worlds N] [--version] [--help]

  --port N               port to listen on (0 picks a free port); default SVC_PORT, else 4010
  --host ADDR            address to listen on; default 127.0.0.1
  --seed demo|empty|FILE start with the demo data, with nothing (the default), or with a state snapshot exported
                         from GET /_admin/state (a file named like a seed: --seed ./demo)
  --data FILE            keep state in FILE (and FILE.journal) across restarts; every change is saved before it
                         is answered; the folder is created; a new file is seeded, an existing one is loaded;
                         without it, state is in memory; FILE.lock keeps a second server off the same file
  --local-development    let webhooks go to loopback and private addresses
  --sdk FILE             the widget loader to serve at GET /v1/engage/sdk.js; the .js files of the sdk/ folder
                         beside it (the panel it imports) are served at GET /v1/engage/sdk/NAME
  --admin-token TOKEN    the token /_admin requires (Authorization: Bearer TOKEN); default: SVC_ADMIN_TOKEN, or
                         one generated and printed when --host is not a loopback address
  --max-body-bytes N     largest request body accepted (default 1048576); larger bodies get a 413
  --keys FILE            the demo's keys from a JSON file, e.g. {"capture":{"test":"sk_test_..."}} (with --seed demo)
  --trust-proxy N        N proxies of yours stand in front of the server: the visitor's address (the chat limit's
                         key) is the X-Forwarded-For entry N hops from the right; default 0: the connection's
                         address, and X-Forwarded-For (which any client can send) is ignored
  --journal-size N       how many requests the test console's journal keeps in memory (default 1000; 0 turns it
                         off); the journal is never written to --data
  --outbox-size N        how many notification emails the outbox keeps in memory, the newest (default 1000; 0
                         keeps none, they are still accepted and counted); the outbox is never written to --data
  --allow-origin URL     an origin the demo sites allow besides the server's own address, e.g. the page of yours
                         that embeds the widget: --allow-origin http://localhost:5173 (repeatable, up to ${MAX_ALLOW_ORIGINS})
  --world-ttl DURATION   how long a world (POST /_admin/worlds, served under /w/<id>) lives without a request:
                         milliseconds, or a number with s, m, h or d (default 1h; 1s to 7d); with --data, worlds
                         are kept in the folder FILE.worlds
  --max-worlds N         how many worlds the server holds at most (default 1000; 0 turns them off); past it,
                         POST /_admin/worlds answers 429 with Retry-After
  --version              print the version and exit
  --help, -h             print this help and exit`;

/** An origin as a browser sends it (scheme, host, port), or a clear error naming the value and the fix. */
export function parseAllowOrigin(value: string): string {
  const fix = 'give scheme, host and optional port only, e.g. --allow-origin https://shop.example or --allow-origin http://localhost:5173';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--allow-origin "${value}" is not a URL: ${fix}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`--allow-origin "${value}" is not an http or https origin: ${fix}`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`--allow-origin "${value}" has more than an origin (a path, query, fragment or user): ${fix}`);
  }
  return url.origin;
}

export function parseCli(argv: string[], env: Record<string, string | undefined> = {}): CliOptions {
  const { values } = parseFlags({
    // `pnpm start -- --port 0` passes the `--` through; it separates nothing here.
    args: argv.filter((arg, i) => !(arg === '--' && i === argv.indexOf('--'))),
    strict: true,
    options: {
      port: { type: 'string', default: env.SVC_PORT || '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string' },
      data: { type: 'string' },
      'local-development': { type: 'boolean', default: false },
      sdk: { type: 'string' },
      'admin-token': { type: 'string' },
      'max-body-bytes': { type: 'string' },
      keys: { type: 'string' },
      'trust-proxy': { type: 'string', default: '0' },
      'allow-origin': { type: 'string', multiple: true, default: [] },
      'journal-size': { type: 'string', default: '1000' },
      'outbox-size': { type: 'string', default: '1000' },
      'world-ttl': { type: 'string', default: '1h' },
      'max-worlds': { type: 'string', default: '1000' },
      help: { type: 'boolean', short: 'h', default: false },
      version: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(
      `--port${values.port === env.SVC_PORT ? ' (from SVC_PORT)' : ''} must be an integer from 0 to 65535, got "${values.port}"`,
    );
  if (values.host.length === 0) throw new Error('--host must not be empty');
  const adminToken = values['admin-token'] ?? (env.SVC_ADMIN_TOKEN || undefined);
  if (adminToken !== undefined && !/^[\x21-\x7e]{16,200}$/.test(adminToken)) {
    throw new Error('--admin-token (or SVC_ADMIN_TOKEN) must be 16 to 200 visible ASCII characters');
  }
  const maxBodyBytes = values['max-body-bytes'] === undefined ? undefined : Number(values['max-body-bytes']);
  if (maxBodyBytes !== undefined && (!Number.isInteger(maxBodyBytes) || maxBodyBytes < 1024)) {
    throw new Error(`--max-body-bytes must be an integer of at least 1024, got "${values['max-body-bytes']}"`);
  }
  const trustProxy = countOption('trust-proxy', values['trust-proxy'], 100);
  const journalSize = countOption('journal-size', values['journal-size'], 100_000);
  const outboxSize = countOption('outbox-size', values['outbox-size'], 100_000);
  const worldTtlMs = parseDuration('world-ttl', values['world-ttl']);
  const maxWorlds = countOption('max-worlds', values['max-worlds'], 100_000);
  if (values.keys !== undefined && values.seed !== 'demo') throw new Error('--keys pins the keys of the demo seed: give --seed demo too');
  const allowOrigins = [...new Set(values['allow-origin'].map(parseAllowOrigin))];
  if (allowOrigins.length > MAX_ALLOW_ORIGINS)
    throw new Error(
      `--allow-origin is given ${allowOrigins.length} times; the demo sites allow up to ${MAX_ALLOW_ORIGINS} origins of yours`,
    );
  return {
    port,
    host: values.host,
    seed: values.seed,
    data: values.data,
    localDevelopment: values['local-development'],
    sdk: values.sdk,
    adminToken,
    maxBodyBytes,
    keys: values.keys,
    trustProxy,
    allowOrigins,
    journalSize,
    outboxSize,
    worldTtlMs,
    maxWorlds,
    help: values.help,
    version: values.version,
  };
}

/** A flag's whole number from 0 to `max`, written in digits only (no sign, no point, no exponent). */
function countOption(flag: string, text: string, max: number): number {
  const value = text.length <= String(max).length && /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value <= max)) throw new Error(`--${flag} must be an integer from 0 to ${max}, got "${text}"`);
  return value;
}

const UNITS: Record<string, number> = { '': 1, ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A duration flag: milliseconds, or a whole number with s, m, h or d; from 1 second to 7 days. */
export function parseDuration(flag: string, text: string): number {
  const match = /^(\d{1,9})(ms|s|m|h|d)?$/.exec(text);
  const ms = match ? Number(match[1]) * UNITS[match[2] ?? '']! : NaN;
  if (!(ms >= 1000 && ms <= 7 * 86_400_000)) {
    throw new Error(
      `--${flag} must be a duration from 1s to 7d: milliseconds (3600000) or a number with s, m, h or d (90s, 30m, 1h), got "${text}"`,
    );
  }
  return ms;
}
