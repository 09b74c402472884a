// Stand-in for @svc/engage-browser's createEngageClient while that package is being built on another branch:
// the same API subset (engage-port.ts), replaced by the real client as soon as it is merged.
import type { CallOptions, ConversationRead, EngagePort } from './engage-port.js';

interface Stored {
  token: string | null;
  conversationId: string | null;
}

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfter: number | undefined,
  ) {
    super(message);
  }
}

export function createEngageClient(options: { publishableKey: string; baseUrl: string }): EngagePort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const storageKey = `svc-engage:v1:${options.publishableKey}`;
  let visitor: Stored = { token: null, conversationId: null };
  try {
    visitor = { ...visitor, ...(JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Stored) };
  } catch {
    // Storage may be blocked; the thread then lasts as long as the page.
  }
  const save = () => {
    try {
      localStorage.setItem(storageKey, JSON.stringify(visitor));
    } catch {
      // See above.
    }
  };

  async function call<T>(method: string, path: string, body?: unknown, opts: CallOptions = {}): Promise<T> {
    const headers: Record<string, string> = { 'x-api-key': options.publishableKey };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    let response: Response;
    try {
      response = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: opts.signal });
    } catch (error) {
      throw new HttpFailure(0, 'CONNECTION_ERROR', (error as Error).message, undefined);
    }
    const json = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    if (!response.ok) {
      const after = Number(response.headers.get('retry-after'));
      throw new HttpFailure(response.status, json.code ?? `HTTP_${response.status}`, json.message ?? response.statusText, Number.isFinite(after) && after > 0 ? after : undefined);
    }
    return json as T;
  }

  const read = (opts?: CallOptions) =>
    visitor.conversationId && visitor.token
      ? call<ConversationRead>('GET', `/v1/engage/conversations/${encodeURIComponent(visitor.conversationId)}?visitorToken=${encodeURIComponent(visitor.token)}`, undefined, opts)
      : Promise.resolve(undefined);

  return {
    getConfig: (opts) => call('GET', '/v1/engage/config', undefined, opts),
    async chat(body, opts) {
      const r = await call<Awaited<ReturnType<EngagePort['chat']>>>('POST', '/v1/engage/chat', { ...body, ...(visitor.token ? { visitorToken: visitor.token } : {}) }, opts);
      visitor = { token: r.visitorToken, conversationId: r.conversationId };
      save();
      return r;
    },
    getConversation: read,
    watchConversation({ onUpdate, onError, intervalMs = 3000, maxIntervalMs = 30000 }) {
      let last = '';
      let delay = intervalMs;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      const tick = async () => {
        try {
          const thread = await read();
          const text = JSON.stringify(thread);
          if (thread && text !== last) {
            last = text;
            delay = intervalMs;
            onUpdate(thread);
          } else delay = Math.min(delay * 2, maxIntervalMs);
        } catch (error) {
          onError?.(error);
          delay = Math.min(delay * 2, maxIntervalMs);
        }
        if (!stopped) timer = setTimeout(tick, delay);
      };
      timer = setTimeout(tick, 0);
      return {
        stop() {
          stopped = true;
          clearTimeout(timer);
        },
      };
    },
    submitForm: (form, body, opts) => call('POST', `/v1/engage/forms/${encodeURIComponent(form)}`, body, opts),
    createTicket: (body, opts) => call('POST', '/v1/engage/support', body, opts),
    get visitor() {
      return { ...visitor };
    },
    resetVisitor() {
      visitor = { token: null, conversationId: null };
      save();
    },
  };
}
