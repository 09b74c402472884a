// Calls the reference server's own endpoints in-process (no network, no msw): state reads, reset and setup use the
// service's public test control, so they see exactly what a request would.
import type { ReferenceServer } from '@svc/reference-server';

/** The origin of in-process calls; the core routes on the path only. */
const ORIGIN = 'http://svc.mock';

export interface CallOptions {
  json?: unknown;
  headers?: Record<string, string>;
}

/** A test-control call the service refused. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

/** Sends one request to the core and returns its JSON body; a non-2xx answer is a thrown error naming the call. */
export async function call<T>(server: ReferenceServer, method: string, path: string, options: CallOptions = {}): Promise<T> {
  const headers = new Headers(options.headers);
  // The mock's own reads and setup are not what the code under test sent: the journal keeps them as the console's
  // calls, which `svc.requests()` and verification leave out.
  headers.set('x-svc-console', '1');
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set('content-type', 'application/json');
  }
  const response = await server.fetch(new Request(`${ORIGIN}${path}`, { method, headers, body }));
  const text = await response.text();
  if (!response.ok) throw new CallError(`@svc/msw: ${method} ${path} answered ${response.status}: ${text}`, response.status);
  return JSON.parse(text) as T;
}
