// The HTTP side shared by the content admin route files: the caller's identity header, read once.
import type { AppContext } from '../http/env.js';

/** The editor a change is made for (`X-Identity-Sub`), or undefined when the header is absent or blank. */
export function identityOf(c: AppContext): string | undefined {
  const sub = c.req.header('x-identity-sub')?.trim();
  return sub ? sub : undefined;
}
