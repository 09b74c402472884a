// Child process for the benchmark: the reference server on Node with the demo seed and rate limits lifted,
// so the figures measure the server rather than its 429s.
import { MemoryRateLimiter } from '@svc/reference-server';
import { startNodeServer } from '@svc/reference-server/node';

class UnlimitedRateLimiter extends MemoryRateLimiter {
  override hit(_bucket: string, limit: number) {
    return { allowed: true, limit, remaining: limit, resetSeconds: 900 };
  }
}

const running = await startNodeServer({ port: 0, seed: 'demo', limiter: new UnlimitedRateLimiter() });
console.log(`SVC_REFERENCE_SERVER_URL=${running.url}`);
console.log(`SVC_DEMO=${JSON.stringify(running.server.demo)}`);
