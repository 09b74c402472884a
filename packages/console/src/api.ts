// Every call the console makes: the contract's admin and console operations through @svc/core's typed client, on
// this page's origin, each marked as the console's own and sent once.
import { AuthenticationError, createSvcClient, unwrap } from '@svc/core';
import type { paths } from '@svc/spec';

export { unwrap };

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

/**
 * A typed client of the contract at `baseUrl`. Every call carries the console's mark and is sent once (no retries):
 * the console shows each answer as it came, and a 503 or 429 a test injected is never hidden behind a retry.
 */
const clientAt = (baseUrl: string) => createSvcClient<paths>({ baseUrl, headers: CONSOLE_MARK, maxRetries: 0 }).raw;

/** The operations of the world this console shows. */
export const api = clientAt(`${location.origin}${base}`);

/** The operations at the root of the server, whichever world this console shows (worlds are created and listed there). */
export const rootApi = clientAt(location.origin);

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
    : unwrap(api.POST('/_admin/console/portal-keys', { body: { label: 'Test console' } }))
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

/** The headers every Engage console operation is sent with: the portal key and the identity acted as. */
export type EngageHeaders = { 'x-portal-key': string; 'x-identity-sub': string };

/**
 * One Engage console call, `send`, given the portal key and identity headers. A kept key the server no longer knows
 * is forgotten and a new one issued, once; a fresh key refused is a real refusal.
 */
export async function engage<T>(send: (headers: EngageHeaders) => Promise<T>): Promise<T> {
  const { key, kept } = await currentPortal();
  const as = (portalKey: string): EngageHeaders => ({ 'x-portal-key': portalKey, 'x-identity-sub': identity.sub });
  try {
    return await send(as(key));
  } catch (error) {
    if (!(kept && error instanceof AuthenticationError)) throw error;
    if (portal !== undefined && (await portal).key === key) resetPortal();
    return send(as(await portalKey()));
  }
}

/** After a reset the issued portal key is gone: the next Engage call issues a new one. */
export function resetPortal(): void {
  portal = undefined;
  keep(null);
}
