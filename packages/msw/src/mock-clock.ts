// The mock service's time: moving it forward also runs what fell due (webhook retries, raw IP retention), so a test
// sees the effects as soon as advance() resolves, without sending another request.
import type { Clock, ReferenceServer } from '@svc/reference-server';

/**
 * The service's clock as a test drives it.
 * @public
 */
export interface MockClock {
  /** The service's time, in milliseconds since the epoch. */
  now(): number;
  /**
   * Moves the service's time forward by `ms` and runs every job that fell due (webhook retries, the 30-day raw IP
   * retention), including webhook attempts they start, before it resolves.
   */
  advance(ms: number): Promise<void>;
}

export function mockClock(clock: Clock, server: ReferenceServer): MockClock & { tick(): Promise<void> } {
  const tick = () => server.testControl.runDueJobs();
  return {
    now: () => clock.now(),
    async advance(ms) {
      clock.advance(ms);
      await tick();
    },
    tick,
  };
}
