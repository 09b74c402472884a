// The widget's network code is @svc/engage-browser, in two steps: the full client (retries, typed errors, the visitor
// store) comes with the panel on first intent; the launcher reads the config alone, with a read of its own below. That
// read keeps the full client's policy for the one request the launcher makes (retried on a network failure, 429 and
// 503, waiting as Retry-After says or backing off) but not its typed error classes: the loader reads a failure's
// status, code and message only (the `error` event, the console warning), and the classes cost 1.1 KB gzip of the 6 KB
// that may run before the launcher shows.
import { checkPublishableKey, visitorStorageKey } from '@svc/engage-browser/config';
import type { CallOptions, EngageConfig, EngagePort } from './engage-port.js';
import { loadPanel } from './load-panel.js';

/** A failed config read as the loader reports it; `retryable` when the service was unreachable or busy. */
interface ConfigFailure {
  status: number;
  code: string;
  message: string;
  retryable: boolean;
}

/**
 * GET /v1/engage/config: the configuration, or a thrown ConfigFailure. Retries `maxRetries` times (default 4: without
 * the config nothing shows) after a network failure, 429 or 503, waiting the Retry-After seconds (up to a minute) or
 * 0.5, 1, 2, 4 s.
 */
export async function readConfig(
  options: { publishableKey: string; baseUrl: string; fetch?: (request: Request) => Promise<Response> },
  call: CallOptions = {},
): Promise<EngageConfig> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1/engage/config`;
  const retries = call.maxRetries ?? 4;
  for (let attempt = 0; ; attempt++) {
    const response = await (options.fetch ?? fetch)(
      new Request(url, { headers: { 'X-Api-Key': options.publishableKey }, signal: call.signal }),
    ).catch((cause: unknown): ConfigFailure => {
      if (call.signal?.aborted) throw cause;
      return { status: 0, code: 'CONNECTION_FAILED', message: `cannot reach ${url}: ${String(cause)}`, retryable: true };
    });
    const status = response.status;
    const busy = status === 0 || status === 429 || status === 503;
    const wait = response instanceof Response ? Number(response.headers.get('retry-after') ?? NaN) * 1000 : NaN;
    if (busy && attempt < retries && !(wait > 60_000)) {
      await new Promise((resolve) => setTimeout(resolve, wait >= 0 ? wait : 500 * 2 ** attempt));
      continue;
    }
    if (!(response instanceof Response)) throw response;
    const body = (await response.json().catch(() => undefined)) as (EngageConfig & { code?: string; message?: string }) | undefined;
    if (response.ok && typeof body === 'object' && body !== null) return body;
    throw {
      status,
      code: body?.code || (response.ok ? 'INVALID_RESPONSE' : `HTTP_${status}`),
      message: body?.message || (response.ok ? 'unexpected response: the body is not a JSON object' : `HTTP ${status}`),
      retryable: busy,
    } satisfies ConfigFailure;
  }
}

export function createEngageClient(options: {
  publishableKey: string;
  baseUrl: string;
  fetch?: (request: Request) => Promise<Response>;
}): EngagePort {
  // A secret key pasted into the page is refused here, before anything is sent.
  checkPublishableKey(options.publishableKey);
  let full: EngagePort | undefined;
  // One options object (the caller's, made for this call) for both clients: the full client puts its fetch here, so
  // the config reads that follow (the panel's reachability checks) go through it too.
  // Until the panel loads, the port reads the config and forgets the visitor; then every call falls through to the
  // full client (its prototype), which the panel alone uses.
  const port = {
    getConfig: (call) => readConfig(options, call),
    load: async () => {
      if (!full) Object.setPrototypeOf(port, (full = (await loadPanel()).createEngageClient(options)));
    },
    resetVisitor() {
      if (full) return full.resetVisitor();
      // Before the panel loaded nothing is in memory: forgetting the stored thread is enough.
      try {
        globalThis.localStorage.removeItem(visitorStorageKey(options.publishableKey));
      } catch {
        // storage that throws holds nothing of ours
      }
    },
  } satisfies Pick<EngagePort, 'getConfig' | 'load' | 'resetVisitor'>;
  // The other members come from the prototype, the full client, once load() resolved.
  return port as Pick<EngagePort, 'getConfig' | 'load' | 'resetVisitor'> as EngagePort;
}
