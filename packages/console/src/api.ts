// Every call the console makes: same-origin fetches to the contract's admin and console operations.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const text = await response.text();
  let json: unknown = text;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    // Not JSON (a proxy's error page): shown as text below.
  }
  if (!response.ok) {
    const err = (json ?? {}) as { code?: string; message?: string };
    throw new ApiError(response.status, err.code ?? 'HTTP_ERROR', err.message ?? `${response.status} ${response.statusText}`);
  }
  return json as T;
}

export const query = (params: Record<string, string | number | undefined | null>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** The identity the console acts as on the Engage console operations (the demo's owner by default). */
export const identity = { sub: 'user_demo' };

/** The portal key the console acts with on the Engage console operations: issued once per page load by the admin operation. */
let portal: Promise<string> | undefined;

export function portalKey(): Promise<string> {
  portal ??= call<{ portalKey: { key: string } }>('POST', '/_admin/console/portal-keys', { label: 'Test console' })
    .then((r) => r.portalKey.key)
    .catch((error: unknown) => {
      portal = undefined;
      throw error;
    });
  return portal;
}

export const engage = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> =>
  call<T>(method, `/api/engage/sites${path}`, body, { 'x-portal-key': await portalKey(), 'x-identity-sub': identity.sub });

/** After a reset the issued portal key is gone: the next Engage call issues a new one. */
export function resetPortal(): void {
  portal = undefined;
}
