// The widget's one address check, the same rule as the service's (packages/server/src/http/email.ts): one @, no
// whitespace, a dot in the domain, no empty label. Used by identify() and the forms, so neither takes what the
// other refuses.
export const isEmail = (value: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
