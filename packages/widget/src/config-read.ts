// The launcher's config read: the one request the loader makes before the launcher shows. It keeps the full client's
// policy for that request (@svc/engage-browser's fetchEngageConfig: retried on a network failure, 429 and 503, waiting
// as Retry-After says, up to a minute, or backing off) but not its typed error classes: the loader reads a failure's
// status, code and message only (the `error` event, the console warning), and the classes cost 1.1 KB gzip of the
// 6 KB that may run before the launcher shows. The panel's full client, with the typed errors, does everything after.
import type { CallOptions, EngageConfig } from './engage-port.js';

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
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- what the fetch threw (an abort, a network error), as it came
    if (!(response instanceof Response)) throw response;
    const body = (await response.json().catch(() => undefined)) as (EngageConfig & { code?: string; message?: string }) | undefined;
    if (response.ok && typeof body === 'object' && body !== null) return body;
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- a ConfigFailure the launcher reads, not an Error: no stack to build in the loader
    throw {
      status,
      code: body?.code || (response.ok ? 'INVALID_RESPONSE' : `HTTP_${status}`),
      message: body?.message || (response.ok ? 'unexpected response: the body is not a JSON object' : `HTTP ${status}`),
      retryable: busy,
    } satisfies ConfigFailure;
  }
}
