// The test console's live feed (`GET /_admin/events`): every journal entry and state change as a server-sent event,
// with heartbeats.
import type { Hono } from 'hono';
import type { Deps } from '../deps.js';
import type { AppContext, AppEnv } from '../http/env.js';
import { op } from '../http/env.js';
import { invalid, refuse } from '../http/validation.js';
import type { ConsoleEvent } from '../ports/console-events.js';
import { consoleCounts } from './test-console-feed.js';

export const HEARTBEAT_MS = 15_000;

export function registerEventStream(app: Hono<AppEnv>, deps: Deps): void {
  app.get('/_admin/events', op(deps, 'adminStreamEvents'), (c) => streamEvents(c, deps));
}

/** The stream from the event after `Last-Event-ID` (or `lastEventId`); 503 when it has all the subscribers it takes. */
function streamEvents(c: AppContext, deps: Deps): Response {
  const lastText = c.req.header('last-event-id') ?? c.req.query('lastEventId');
  if (lastText !== undefined && !/^\d{1,15}$/.test(lastText)) {
    return refuse(c, invalid('Last-Event-ID (or lastEventId) must be the id of an event', ['lastEventId']));
  }
  const lastId = lastText === undefined ? 0 : Number(lastText);
  const feed = eventFeed(deps, lastId);
  if (!feed.subscribed) {
    return refuse(c, {
      status: 503,
      code: 'UNAVAILABLE',
      message: `the event stream has ${deps.events.maxSubscribers} subscribers already; retry later`,
      retryAfterSeconds: 5,
    });
  }
  return c.body(feed.stream, 200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
}

/**
 * The feed's stream: the events after `lastId`, then every count, then each event as it comes. `subscribed` is false
 * (read once the stream is made) when the console events took no more subscribers.
 */
function eventFeed(deps: Deps, lastId: number): { stream: ReadableStream<Uint8Array>; readonly subscribed: boolean } {
  const encoder = new TextEncoder();
  let stop = (): void => undefined;
  let subscribed = true;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop();
        }
      };
      const send = (e: ConsoleEvent) => write(`id: ${e.id}\nevent: ${e.type}\ndata: ${e.data}\n\n`);
      const unsubscribe = deps.events.subscribe(send);
      if (!unsubscribe) {
        subscribed = false;
        controller.close();
        return;
      }
      const timer = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
      stop = () => {
        clearInterval(timer);
        unsubscribe();
      };
      write('retry: 2000\n\n');
      if (lastId > 0) for (const e of deps.events.after(lastId)) send(e);
      // The first event: every count, so badges are right before anything changes.
      write(`event: state\ndata: ${JSON.stringify({ kind: 'state', counts: consoleCounts(deps) })}\n\n`);
    },
    cancel() {
      stop();
    },
  });
  return {
    stream,
    get subscribed() {
      return subscribed;
    },
  };
}
