// Checks a delivery's Standard Webhooks signature against a site's secret in the browser (Web Crypto), as a receiver would.

const base64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));

export async function signatureVerifies(secret: string, id: string, timestamp: string, body: string, header: string): Promise<boolean> {
  const raw = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = base64(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)));
  return header.split(' ').some((part) => part === `v1,${mac}`);
}
