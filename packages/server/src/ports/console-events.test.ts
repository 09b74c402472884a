import { describe, expect, it } from 'vitest';
import type { ConsoleEvent } from './console-events.js';
import { MemoryConsoleEvents } from './console-events.js';

describe("MemoryConsoleEvents: the console's live feed", () => {
  it('takes subscribers up to its limit and refuses the next one until one leaves', () => {
    const events = new MemoryConsoleEvents(2);
    const first = events.subscribe(() => undefined);
    expect(events.subscribe(() => undefined)).toBeTypeOf('function');

    expect(events.subscribe(() => undefined)).toBeUndefined();
    first!();
    expect(events.subscribe(() => undefined)).toBeTypeOf('function');
  });

  it('sends each event to every subscriber as JSON text and replays the ones after a given id', () => {
    const events = new MemoryConsoleEvents();
    const heard: ConsoleEvent[] = [];
    events.subscribe((event) => heard.push(event));

    events.publish('request', { status: 201 });
    events.publish('capture', { captures: 1 });

    expect(heard).toEqual([
      { id: 1, type: 'request', data: '{"status":201}' },
      { id: 2, type: 'capture', data: '{"captures":1}' },
    ]);
    expect(events.after(1)).toEqual([heard[1]]);
  });

  it('replays only the last 256 events: a console reconnecting after more starts from the oldest one kept', () => {
    const events = new MemoryConsoleEvents();
    for (let i = 0; i < 300; i++) events.publish('request', i);

    const replay = events.after(0);
    expect(replay).toHaveLength(256);
    expect(replay[0]!.id).toBe(45);
  });

  it('asks the probe what changed only while someone listens, and publishes what it reports', () => {
    const events = new MemoryConsoleEvents();
    const asked: Array<string | undefined> = [];
    events.probe = (operationId) => {
      asked.push(operationId);
      return [{ type: 'capture', data: { captures: 1 } }];
    };

    events.settle('createCapture');
    expect(asked).toEqual([]);
    expect(events.listening).toBe(false);

    const heard: ConsoleEvent[] = [];
    events.subscribe((event) => heard.push(event));
    events.settle('createCapture');

    expect(asked).toEqual(['createCapture']);
    expect(heard.map((e) => e.type)).toEqual(['capture']);
  });
});
