// Every call the console makes: same-origin fetches to the contract's admin and console operations.
import type { operations } from '@svc/spec';

/**
 * The JSON body of an operation's success answer (200 unless another status is given), as openapi.yaml defines it:
 * the tabs read the contract's generated types, never a copy of their own.
 */
export type Ok<Op extends keyof operations, Status extends number = 200> =
  operations[Op]['responses'] extends Record<Status, { content: { 'application/json': infer Body } }> ? Body : never;

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

/**
 * Where this console's world answers: '' at the root, `/w/<id>` when the console is opened under a world's base URL.
 * Every path the tabs call is the world's.
 */
export const base = location.pathname.slice(0, Math.max(0, location.pathname.indexOf('/_console')));

/** The id of the world this console shows (`wld_…`), undefined at the root. */
export const worldId: string | undefined = base.startsWith('/w/') ? base.slice(3) : undefined;

/** A path at the root of the server, whichever world this console shows (worlds are created and listed there). */
export const atRoot = (path: string): string => `${location.origin}${path}`;

/**
 * Marks a call as the console's own: the request journal hides those by default, so it lists what a test did.
 */
export const CONSOLE_MARK = { 'x-svc-console': '1' };

export async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const marked = { ...CONSOLE_MARK, ...headers };
  const response = await fetch(path.startsWith('/') ? `${base}${path}` : path, {
    method,
    headers: body === undefined ? marked : { ...marked, 'content-type': 'application/json' },
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

/**
 * The portal key the console acts with on the Engage console operations. One is issued by the admin operation the first
 * time the browser needs it and kept in localStorage under the world's base, so reloading the console or opening it in
 * another tab (a link from the CLI, say) adds no portal-key record to the server's state (exports, `--data`) and
 * costs no round trip before an Engage tab's first list. A kept key the server no longer knows (a reset, a restart
 * without `--data`) is refused with a 401 once, then replaced.
 */
const KEPT = `svc-console-portal-key:${base || '/'}`;
let portal: Promise<{ key: string; kept: boolean }> | undefined;

const keptKey = (): string | null => {
  try {
    return localStorage.getItem(KEPT);
  } catch {
    return null; // storage refused (a private window's policy): issue per load as before
  }
};
const keep = (key: string | null): void => {
  try {
    if (key === null) localStorage.removeItem(KEPT);
    else localStorage.setItem(KEPT, key);
  } catch {
    // not kept: the next load issues one again
  }
};

function currentPortal(): Promise<{ key: string; kept: boolean }> {
  const kept = keptKey();
  portal ??= kept
    ? Promise.resolve({ key: kept, kept: true })
    : call<{ portalKey: { key: string } }>('POST', '/_admin/console/portal-keys', { label: 'Test console' })
        .then((r) => (keep(r.portalKey.key), { key: r.portalKey.key, kept: false }))
        .catch((error: unknown) => {
          portal = undefined;
          throw error;
        });
  return portal;
}

export async function portalKey(): Promise<string> {
  return (await currentPortal()).key;
}

export async function engage<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<T> {
  const { key, kept } = await currentPortal();
  const send = (portalKey: string) =>
    call<T>(method, `/api/engage/sites${path}`, body, { 'x-portal-key': portalKey, 'x-identity-sub': identity.sub });
  try {
    return await send(key);
  } catch (error) {
    if (!(kept && error instanceof ApiError && error.status === 401)) throw error;
    // The kept key is gone from the server: forget it and issue one (once; a fresh key refused is a real refusal).
    if (portal !== undefined && (await portal).key === key) resetPortal();
    return send(await portalKey());
  }
}

/** After a reset the issued portal key is gone: the next Engage call issues a new one. */
export function resetPortal(): void {
  portal = undefined;
  keep(null);
}
