// The admin caller's identity header, read one way for every admin area (content editors, the capture leads inbox).
import type { AppContext } from './env.js';

/** The person a change or a read is made for (`X-Identity-Sub`), or undefined when the header is absent or blank. */
export function identitySubOf(c: AppContext): string | undefined {
  const sub = c.req.header('x-identity-sub')?.trim();
  return sub ? sub : undefined;
}
