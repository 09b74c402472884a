// identityHash: the proof of a visitor's id that Engage's verified identity asks for, made on your server.

/**
 * The hex HMAC-SHA256 of `id` with the site's identity secret (`idsec_...`) as the key: pass it to the page with the
 * id, which sends both as `visitor.id` and `visitor.hash` (the widget's `identify({ id, email, hash })`). Call it on
 * your server only: the secret must never reach a browser. Web Crypto, so it runs in Node, Deno, Bun and workers.
 * @public
 */
export async function identityHash(secret: string, id: string): Promise<string> {
  if (typeof secret !== 'string' || !secret.startsWith('idsec_')) {
    throw new TypeError('identityHash(secret, id): secret must be the site identity secret (idsec_...), from the console');
  }
  if (typeof id !== 'string' || id === '' || [...id].length > 100) {
    throw new TypeError('identityHash(secret, id): id must be the visitor id you send as visitor.id (1 to 100 characters)');
  }
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(id)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
}
