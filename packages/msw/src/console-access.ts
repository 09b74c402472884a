// The console credentials the mock's own reads and setup use. A seed with the demo has a portal key; any other seed
// gets one issued on first need only, so a test that never reads tickets or makes an Engage site sees exactly the
// state it seeded (no extra key in GET /_admin/state), as on the reference server.
import type { ReferenceServer } from '@svc/reference-server';
import type { CallOptions } from './in-process.js';
import { CallError, call } from './in-process.js';

export interface ConsoleAccess {
  /** Calls a console operation as `identitySub`; a portal key is issued first when none is there (again after a reset). */
  call<T>(method: string, path: string, identitySub: string, options?: CallOptions): Promise<T>;
  /** The portal key in use, issuing one if needed. */
  portalKey(): Promise<string>;
  /** Forgets an issued key (reset() removed it with the rest of the state). */
  forget(): void;
}

export function consoleAccess(server: ReferenceServer, seeded: string | undefined): ConsoleAccess {
  let issued: Promise<string> | undefined;
  const portalKey = () =>
    seeded !== undefined
      ? Promise.resolve(seeded)
      : (issued ??= call<{ portalKey: { key: string } }>(server, 'POST', '/_admin/console/portal-keys', {
          json: { label: '@svc/msw' },
        }).then((r) => r.portalKey.key));
  const send = async <T>(method: string, path: string, identitySub: string, options: CallOptions = {}): Promise<T> =>
    call<T>(server, method, path, {
      ...options,
      headers: { ...options.headers, 'x-portal-key': await portalKey(), 'x-identity-sub': identitySub },
    });
  return {
    portalKey,
    forget() {
      issued = undefined;
    },
    async call(method, path, identitySub, options) {
      try {
        return await send(method, path, identitySub, options);
      } catch (error) {
        // The key went with a reset through the API (POST /_admin/reset): issue a new one once.
        if (!(error instanceof CallError) || error.status !== 401 || seeded !== undefined) throw error;
        issued = undefined;
        return send(method, path, identitySub, options);
      }
    },
  };
}
