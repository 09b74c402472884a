import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { adminAccessFor, isLoopbackAddress, listen } from './http-server.js';

/** A raw request with a chosen Host header, which fetch does not let a caller set. */
function get(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('Node adapter: admin access by listen address', () => {
  it('on loopback, /_admin needs no token, as before', () => {
    for (const host of ['127.0.0.1', '::1', 'localhost']) {
      expect(isLoopbackAddress(host), host).toBe(true);
      expect(adminAccessFor(host, undefined)).toMatchObject({ token: undefined, generated: false });
    }
  });

  it('on any other address a token is required: the given one, else one generated for this run', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'svc.internal']) {
      expect(isLoopbackAddress(host), host).toBe(false);
      const generated = adminAccessFor(host, undefined);
      expect(generated.generated).toBe(true);
      expect(generated.token).toMatch(/^adm_[0-9A-Za-z]{32}$/);
      expect(adminAccessFor(host, 'my-own-token-123456')).toEqual({
        token: 'my-own-token-123456',
        generated: false,
        hosts: expect.any(Array),
      });
    }
    expect(adminAccessFor('0.0.0.0', undefined).token).not.toBe(adminAccessFor('0.0.0.0', undefined).token);
  });

  it("a wildcard listen accepts the machine's interface addresses as Host; a named listen its own name", () => {
    expect(adminAccessFor('0.0.0.0', undefined).hosts).toContain('127.0.0.1');
    expect(adminAccessFor('svc.internal', undefined).hosts).toEqual(['svc.internal']);
  });

  it('over HTTP, an admin request with a rebound Host is refused and a loopback Host is served', async () => {
    const server = await createReferenceServer();
    const http = await listen(server, { port: 0, host: '127.0.0.1' });
    try {
      const rebound = await get(`${http.url}/_admin/clock`, `attacker.example:${http.port}`);
      expect(rebound.status).toBe(403);
      expect(JSON.parse(rebound.body)).toMatchObject({ code: 'ADMIN_HOST_DENIED' });
      expect((await get(`${http.url}/_admin/clock`, `localhost:${http.port}`)).status).toBe(200);
      expect((await get(`${http.url}/health`, `attacker.example:${http.port}`)).status).toBe(200);
      expect(http.adminToken).toBeUndefined();
    } finally {
      await http.close();
    }
  });

  it('a token given on loopback is required there too', async () => {
    const server = await createReferenceServer();
    const http = await listen(server, { port: 0, host: '127.0.0.1', adminToken: 'loopback-token-0123456' });
    try {
      expect((await fetch(`${http.url}/_admin/clock`)).status).toBe(401);
      const ok = await fetch(`${http.url}/_admin/clock`, { headers: { authorization: 'Bearer loopback-token-0123456' } });
      expect(ok.status).toBe(200);
    } finally {
      await http.close();
    }
  });
});

/** A chat turn sent from a chosen local address (127.0.0.2 is loopback too on Linux), with headers of the caller's choice. */
function chatFrom(url: string, localAddress: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ message: 'opening hours' });
    const req = httpRequest(
      `${url}/v1/engage/chat`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('Node adapter: the visitor address comes from the socket', () => {
  it("the chat limit is keyed by the connection's address; X-Forwarded-For counts only with trustProxy", async () => {
    const server = await createReferenceServer({ seed: 'demo' });
    const http = await listen(server, { port: 0, host: '127.0.0.1' });
    try {
      const key = server.demo!.engage.publishableKey;
      for (let i = 0; i < 12; i++)
        expect(await chatFrom(http.url, '127.0.0.1', { 'x-api-key': key, 'x-forwarded-for': `198.18.0.${i}` })).toBe(200);
      expect(await chatFrom(http.url, '127.0.0.1', { 'x-api-key': key, 'x-forwarded-for': '198.18.1.1' })).toBe(429);
      // Another socket address is another visitor.
      expect(await chatFrom(http.url, '127.0.0.2', { 'x-api-key': key })).toBe(200);
    } finally {
      await http.close();
    }
  });

  it('with trustProxy 1 the right-most X-Forwarded-For entry is the visitor, whatever the socket', async () => {
    const server = await createReferenceServer({ seed: 'demo', trustProxy: 1 });
    const http = await listen(server, { port: 0, host: '127.0.0.1' });
    try {
      const key = server.demo!.engage.publishableKey;
      for (let i = 0; i < 12; i++)
        expect(await chatFrom(http.url, '127.0.0.1', { 'x-api-key': key, 'x-forwarded-for': `198.18.0.${i}, 203.0.113.5` })).toBe(200);
      expect(await chatFrom(http.url, '127.0.0.2', { 'x-api-key': key, 'x-forwarded-for': '203.0.113.5' })).toBe(429);
      expect(await chatFrom(http.url, '127.0.0.1', { 'x-api-key': key, 'x-forwarded-for': '203.0.113.6' })).toBe(200);
    } finally {
      await http.close();
    }
  });
});
