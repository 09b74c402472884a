import { describe, expect, it } from 'vitest';
import { MemoryScheduler } from './scheduler.js';

describe('MemoryScheduler: clock-driven jobs run when due, once', () => {
  it('a job is due at once, runs once per tick, and is due again only everyMs later', async () => {
    const scheduler = new MemoryScheduler();
    const runs: number[] = [];
    scheduler.register({ name: 'webhook-retries', everyMs: 1000, run: (now) => void runs.push(now) });

    expect(scheduler.due(0)).toBe(true);
    await scheduler.tick(0);
    expect(scheduler.due(999)).toBe(false);
    await scheduler.tick(999);
    expect(scheduler.due(1000)).toBe(true);
    await scheduler.tick(1000);

    expect(runs).toEqual([0, 1000]);
  });

  it('ticks that overlap share one pass: a slow job never runs twice at once, and due() says a pass is running', async () => {
    const scheduler = new MemoryScheduler();
    let runs = 0;
    let finish!: () => void;
    scheduler.register({
      name: 'retention',
      everyMs: 1000,
      run: () => {
        runs++;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });

    const first = scheduler.tick(0);
    const second = scheduler.tick(0);
    expect(second).toBe(first);
    expect(scheduler.due(0)).toBe(true);
    finish();
    await first;

    expect(runs).toBe(1);
    expect(scheduler.due(0)).toBe(false);
  });

  it('runs only the jobs that are due, each by its own interval', async () => {
    const scheduler = new MemoryScheduler();
    const ran: string[] = [];
    scheduler.register({ name: 'often', everyMs: 10, run: () => void ran.push('often') });
    scheduler.register({ name: 'seldom', everyMs: 1000, run: () => void ran.push('seldom') });

    await scheduler.tick(0);
    await scheduler.tick(10);

    expect(ran).toEqual(['often', 'seldom', 'often']);
  });
});
