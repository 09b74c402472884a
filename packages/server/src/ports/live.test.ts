import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveSignal } from './live.js';
import { MemoryLiveSignals } from './live.js';

afterEach(() => vi.restoreAllMocks());

const changed: LiveSignal = { kind: 'changed' };

describe("MemoryLiveSignals: a conversation's open streams hear its signals", () => {
  it("a signal reaches that conversation's listeners only, and publish says how many heard it", () => {
    const live = new MemoryLiveSignals();
    const heard: string[] = [];
    live.subscribe('cnv_1', () => heard.push('stream A'));
    live.subscribe('cnv_1', () => heard.push('stream B'));
    live.subscribe('cnv_2', () => heard.push('other conversation'));

    expect(live.publish('cnv_1', changed)).toBe(2);
    expect(heard).toEqual(['stream A', 'stream B']);
    expect(live.publish('cnv_3', changed)).toBe(0);
  });

  it('a stream that stops listening hears nothing more, and a conversation nobody listens to holds no listeners', () => {
    const live = new MemoryLiveSignals();
    const heard: LiveSignal[] = [];
    const stop = live.subscribe('cnv_1', (signal) => heard.push(signal));

    live.publish('cnv_1', { kind: 'typing', typing: true, agentName: 'Ada' });
    stop();
    live.publish('cnv_1', changed);

    expect(heard).toEqual([{ kind: 'typing', typing: true, agentName: 'Ada' }]);
    expect(live.listening('cnv_1')).toBe(0);
  });

  it('a listener that throws is logged and skipped: the other streams still hear the signal', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const live = new MemoryLiveSignals();
    const heard: string[] = [];
    live.subscribe('cnv_1', () => {
      throw new Error('stream closed');
    });
    live.subscribe('cnv_1', () => heard.push('open stream'));

    expect(live.publish('cnv_1', changed)).toBe(2);
    expect(heard).toEqual(['open stream']);
    expect(logged).toHaveBeenCalledOnce();
  });
});
