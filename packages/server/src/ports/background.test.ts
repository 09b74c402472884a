import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryBackground } from './background.js';

afterEach(() => vi.restoreAllMocks());

describe('MemoryBackground: work that outlives its request', () => {
  it('idle() waits for tracked work, including work that work started meanwhile', async () => {
    const background = new MemoryBackground();
    const done: string[] = [];
    background.track(
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        done.push('first attempt');
        background.track(
          (async () => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            done.push('retry');
          })(),
        );
      })(),
    );

    await background.idle();

    expect(done).toEqual(['first attempt', 'retry']);
  });

  it('a failure is logged with its cause, never thrown to the caller or out of idle()', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const background = new MemoryBackground();

    expect(() => background.track(Promise.reject(new Error('receiver unreachable')))).not.toThrow();
    await expect(background.idle()).resolves.toBeUndefined();

    expect(logged).toHaveBeenCalledWith('[svc-reference-server] background work failed:', new Error('receiver unreachable'));
  });
});
