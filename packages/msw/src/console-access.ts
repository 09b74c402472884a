// The console credentials the mock's own reads and setup use. A seed with the demo has a portal key; any other seed
// gets one issued on first need only, so a test that never reads tickets or makes an Engage site sees exactly the
// state it seeded (no extra key in GET /_admin/state), as on the reference server.
import { isSvcError, unwrap } from '@svc/core';
import type { InProcessClient } from './in-process.js';

/** The headers of an Engage Console API call: the portal key and the console user. */
export type ConsoleHeaders = { 'x-portal-key': string; 'x-identity-sub': string };

export interface ConsoleAccess {
  /**
   * Runs `send` (one Engage Console API call) with the console headers of `identitySub`; a portal key is issued first
   * when none is there (again after a reset).
   */
  call<T>(identitySub: string, send: (headers: ConsoleHeaders) => Promise<T>): Promise<T>;
  /** The portal key in use, issuing one if needed. */
  portalKey(): Promise<string>;
  /** Forgets an issued key (reset() removed it with the rest of the state). */
  forget(): void;
}

export function consoleAccess(api: InProcessClient, seeded: string | undefined): ConsoleAccess {
  let issued: Promise<string> | undefined;
  const portalKey = () =>
    seeded !== undefined
      ? Promise.resolve(seeded)
      : (issued ??= unwrap(api.POST('/_admin/console/portal-keys', { body: { label: '@svc/msw' } })).then((r) => r.portalKey.key));
  const send = async <T>(identitySub: string, call: (headers: ConsoleHeaders) => Promise<T>): Promise<T> =>
    call({ 'x-portal-key': await portalKey(), 'x-identity-sub': identitySub });
  return {
    portalKey,
    forget() {
      issued = undefined;
    },
    async call(identitySub, call) {
      try {
        return await send(identitySub, call);
      } catch (error) {
        // The key went with a reset through the API (POST /_admin/reset): issue a new one once.
        if (!isSvcError(error) || error.status !== 401 || seeded !== undefined) throw error;
        issued = undefined;
        return send(identitySub, call);
      }
    },
  };
}
