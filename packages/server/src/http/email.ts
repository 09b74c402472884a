// The one email address check of the server: the capture site's notification address, the support desk's email and
// the chat visitor's email all use it, so an address one surface takes is never refused by another.

/**
 * A practical address check (not RFC 5322): one @, no whitespace, a dot in the domain and no empty label
 * (`a@b..c`, `a@.b`, `a@b.` are refused). Length bounds are each surface's own.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}
