// Starts a reference server for a test, in-process (`core`) or behind the Node adapter (`SVC_TARGET=node`),
// and checks every response against openapi.yaml.
import { expect } from 'vitest';
import type { ReferenceServer, ReferenceServerOptions } from '../src/app.js';
import { createReferenceServer } from '../src/app.js';
import { listen } from '../src/node/http-server.js';
import { AdjustableClock } from '../src/ports/clock.js';
import { Faults } from '../src/ports/faults.js';
import { SequentialIds } from '../src/ports/ids.js';
import { OutboxNotifier } from '../src/ports/notifier.js';
import { RecordingWebhookSender } from '../src/ports/webhook-sender.js';
import { checkResponse } from './contract-validator.js';

export const target: 'core' | 'node' = process.env.SVC_TARGET === 'node' ? 'node' : 'core';

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
  close(): Promise<void>;
}

/** 2026-03-05T08:00:00Z: a fixed start so tests can reason about time. */
export const T0 = Date.UTC(2026, 2, 5, 8, 0, 0);

export async function startServer(options: ReferenceServerOptions = {}): Promise<TestServer> {
  const clock = options.clock instanceof AdjustableClock ? options.clock : new AdjustableClock({ start: T0, frozen: true });
  const webhooks = options.webhooks instanceof RecordingWebhookSender ? options.webhooks : new RecordingWebhookSender();
  const notifier = options.notifier instanceof OutboxNotifier ? options.notifier : new OutboxNotifier(() => clock.now());
  const faults = options.faults ?? new Faults();
  const server = await createReferenceServer({ ids: new SequentialIds(), ...options, clock, webhooks, notifier, faults });
  const listening = target === 'node' ? await listen(server, { port: 0, host: '127.0.0.1' }) : undefined;
  const baseUrl = listening?.url ?? 'http://svc.test';
  const send = (request: Request) => (listening ? fetch(request) : server.fetch(request));

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
    close: async () => {
      await listening?.close();
    },
  };
}
