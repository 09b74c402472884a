// Checks a delivery's Standard Webhooks signature against a site's secret in the browser (Web Crypto), as a receiver would.

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** A signed delivery: the `webhook-id`, `webhook-timestamp` and `webhook-signature` headers sent with its body. */
export interface Signed {
  id: string;
  timestamp: string;
  body: string;
  /** The `webhook-signature` header: space-separated `v1,<base64>` signatures. */
  signature: string;
}

/** Whether one of the delivery's signatures is the HMAC-SHA256 of `id.timestamp.body` under the site's secret. */
export async function signatureVerifies(secret: string, signed: Signed): Promise<boolean> {
  const raw = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = base64(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${signed.id}.${signed.timestamp}.${signed.body}`)));
  return signed.signature.split(' ').some((part) => part === `v1,${mac}`);
}
