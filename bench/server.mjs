// Child process for the benchmark: the reference server as its package ships (the built dist/, plain node, no
// loader), on Node with the demo seed and rate limits lifted, so the figures measure the server rather than its 429s. `--data FILE` keeps state in a data file; `--journal-size N`
// and `--outbox-size N` size the request journal and the outbox as the CLI's flags of the same names do.
import { parseArgs } from 'node:util';
import { MemoryRateLimiter } from '@svc/reference-server';
import { startNodeServer } from '@svc/reference-server/node';

class UnlimitedRateLimiter extends MemoryRateLimiter {
  /**
   * @override
   * @param {string} _bucket
   * @param {number} limit
   */
  hit(_bucket, limit) {
    return { allowed: true, limit, remaining: limit, resetSeconds: 900 };
  }
}

const { values } = parseArgs({
  options: { data: { type: 'string' }, 'journal-size': { type: 'string' }, 'outbox-size': { type: 'string' } },
});
/** @param {string | undefined} value */
const size = (value) => (value === undefined ? undefined : Number(value));
const started = performance.now();
const running = await startNodeServer({
  port: 0,
  seed: 'demo',
  limiter: new UnlimitedRateLimiter(),
  worldLimiter: () => new UnlimitedRateLimiter(),
  dataFile: values.data,
  journalSize: size(values['journal-size']),
  outboxSize: size(values['outbox-size']),
});
// Time to load the state (and seed or compact it) and listen, without the process's own start.
console.log(`SVC_START_MS=${(performance.now() - started).toFixed(0)}`);
console.log(`SVC_REFERENCE_SERVER_URL=${running.url}`);
console.log(`SVC_DEMO=${JSON.stringify(running.server.demo ?? null)}`);
// A stop by signal is a normal exit, so `node --cpu-prof` writes its profile (pnpm --filter ./bench profile).
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void running.close().finally(() => process.exit(0)));
