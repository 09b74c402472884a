// Starts a reference server for a test, in-process (`core`), behind the Node adapter (`SVC_TARGET=node`) or inside
// the @svc/msw handlers (`SVC_TARGET=msw`, answered through msw's getResponse), and checks every response against
// openapi.yaml. The suites are the same on every target.
import { expect } from 'vitest';
import type { ReferenceServer, ReferenceServerOptions } from '../src/app.js';
import { createReferenceServer } from '../src/app.js';
import { listen } from '../src/node/http-server.js';
import { AdjustableClock } from '../src/ports/clock.js';
import type { Faults } from '../src/ports/faults.js';
import { MemoryFaults } from '../src/ports/faults.js';
import { SequentialIds } from '../src/ports/ids.js';
import { OutboxNotifier } from '../src/ports/notifier.js';
import { RecordingWebhookSender } from '../src/ports/webhook-sender.js';
import { checkResponse } from './contract-validator.js';

export type TargetName = 'core' | 'node' | 'msw';
export const target: TargetName = process.env.SVC_TARGET === 'node' || process.env.SVC_TARGET === 'msw' ? process.env.SVC_TARGET : 'core';

/**
 * A target that lives in another package (the @svc/msw handlers: msw depends on this server, never the reverse), put
 * on `globalThis[Symbol.for('svc.test-target')]` by that package's setup file.
 */
export interface ExternalTarget {
  name: TargetName;
  /** Makes the server from these options the target's own way and returns how a request reaches it. */
  start(options: ReferenceServerOptions, baseUrl: string): Promise<{ server: ReferenceServer; send(request: Request): Promise<Response> }>;
}

export const EXTERNAL_TARGET = Symbol.for('svc.test-target');

function externalTarget(): ExternalTarget | undefined {
  if (target !== 'msw') return undefined;
  const registered = (globalThis as { [EXTERNAL_TARGET]?: ExternalTarget })[EXTERNAL_TARGET];
  if (registered?.name !== target)
    throw new Error(`SVC_TARGET=${target}: no target registered (run the vitest project server-msw, whose setup file registers it)`);
  return registered;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the body is not JSON. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as is. */
  body?: string;
  /** Skip the contract check (for requests the contract does not describe, such as preflight). */
  unchecked?: boolean;
}

export interface TestServer {
  server: ReferenceServer;
  clock: AdjustableClock;
  webhooks: RecordingWebhookSender;
  notifier: OutboxNotifier;
  faults: Faults;
  baseUrl: string;
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Sends a request as is and returns the response unread (streams). */
  send(request: Request): Promise<Response>;
  /** The raw response, its body unread (a stream); with `signal`, aborting it is the client leaving. */
  open(method: string, path: string, options?: { headers?: Record<string, string>; signal?: AbortSignal }): Promise<Response>;
  close(): Promise<void>;
}

/** 2026-03-05T08:00:00Z: a fixed start so tests can reason about time. */
export const T0 = Date.UTC(2026, 2, 5, 8, 0, 0);

export async function startServer(options: ReferenceServerOptions = {}): Promise<TestServer> {
  const clock = options.clock instanceof AdjustableClock ? options.clock : new AdjustableClock({ start: T0, frozen: true });
  const webhooks = options.webhooks instanceof RecordingWebhookSender ? options.webhooks : new RecordingWebhookSender();
  // The server's outboxSize sizes the default notifier; the harness's own stands in for it, so it gets the size too.
  const notifier =
    options.notifier instanceof OutboxNotifier
      ? options.notifier
      : new OutboxNotifier(() => clock.now(), options.outboxSize === undefined ? {} : { limit: options.outboxSize });
  const faults = options.faults ?? new MemoryFaults();
  const ports: ReferenceServerOptions = { ids: new SequentialIds(), ...options, clock, webhooks, notifier, faults };
  const external = externalTarget();
  const started = external ? await external.start(ports, 'http://svc.test') : undefined;
  const server = started?.server ?? (await createReferenceServer(ports));
  const listening = target === 'node' ? await listen(server, { port: 0, host: '127.0.0.1' }) : undefined;
  const baseUrl = listening?.url ?? 'http://svc.test';
  const send = (request: Request) => (started ? started.send(request) : listening ? fetch(request) : server.fetch(request));

  async function request(method: string, path: string, opts: RequestOptions = {}): Promise<TestResponse> {
    const headers = new Headers(opts.headers);
    let body = opts.body;
    if (opts.json !== undefined) {
      body = JSON.stringify(opts.json);
      if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    }
    const response = await send(new Request(`${baseUrl}${path}`, { method, headers, body }));
    const text = await response.text();
    // Work a request started in the background (webhook attempts) is finished before the test looks at it.
    await server.idle();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = text ? JSON.parse(text) : undefined;
    if (!opts.unchecked) {
      const problems = await checkResponse(method, new URL(`${baseUrl}${path}`).pathname, response.status, response.headers, parsed);
      expect(problems, `${method} ${path} → ${response.status} breaks the contract`).toEqual([]);
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  return {
    server,
    clock,
    webhooks,
    notifier,
    faults,
    baseUrl,
    request,
    send,
    open: (method, path, opts = {}) => send(new Request(`${baseUrl}${path}`, { method, headers: opts.headers, signal: opts.signal })),
    close: async () => {
      await listening?.close();
    },
  };
}
