// Secrets never leave the journal: credentials in headers and secret-looking values in bodies are masked when shown.
import { headerMap } from '../http/journal.js';
import type { KeptHeaders } from '../ports/journal.js';

const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'x-portal-key',
  'x-visitor-token',
]);
const SECRET_NAME = /(secret|token|password|plaintext|signature|apikey|portalkey|publishablekey|cookie|authorization)$/i;
/** Values shaped like the service's credentials, wherever they appear. */
const CREDENTIAL = /\b((?:ck|sk|pk)_(?:test|live)|ptk|vt|adm|whsec)_[A-Za-z0-9+/=]{6,}/g;

export const REDACTED = '[redacted]';

/** Keeps the credential's family (its prefix) so a reader can tell keys apart, never the secret part. */
function maskCredential(value: string): string {
  return value.replace(CREDENTIAL, (_m, family: string) => `${family}_${REDACTED}`);
}

export function redactHeaders(kept: KeptHeaders | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!kept) return out;
  for (const [name, value] of headerMap(kept)) {
    if (!SECRET_HEADERS.has(name)) out[name] = maskCredential(value);
    else {
      const family = /^(?:Bearer\s+)?((?:ck|sk|pk)_(?:test|live)|ptk|vt|adm)_/i.exec(value)?.[1];
      out[name] = family ? `${/^Bearer\s/i.test(value) ? 'Bearer ' : ''}${family}_${REDACTED}` : REDACTED;
    }
  }
  return out;
}

/** A JSON value with secret-named properties and credential-shaped strings masked. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskCredential(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    out[name] = (SECRET_NAME.test(name) || name === 'key') && typeof v === 'string' ? REDACTED : redactValue(v, depth + 1);
  }
  return out;
}

/** A body as text for the console: JSON is redacted structurally, anything else by pattern. */
export function redactText(text: string): string {
  try {
    return JSON.stringify(redactValue(JSON.parse(text)), null, 2);
  } catch {
    return maskCredential(text);
  }
}
