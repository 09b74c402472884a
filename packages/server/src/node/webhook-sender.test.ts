import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTcpServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startNodeServer } from './start.js';
import type { ResolvedAddress, WebhookLookup } from './webhook-sender.js';
import { NodeWebhookSender } from './webhook-sender.js';

const closers: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A DNS stub: answers from a table (the n-th call gets the n-th answer, the last one repeats) and counts calls. */
function stubLookup(answers: Record<string, Array<string | ResolvedAddress[]>>): WebhookLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const list = answers[hostname];
    if (!list) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const answer = list[Math.min(calls.filter((h) => h === hostname).length - 1, list.length - 1)]!;
    return typeof answer === 'string' ? [{ address: answer, family: answer.includes(':') ? 6 : 4 }] : answer;
  };
  return Object.assign(lookup, { calls });
}

/** A receiver on 127.0.0.1 that records what reaches it. */
async function receiver(answer: (res: ServerResponse) => void = (res) => res.writeHead(204).end()) {
  const received: Array<{ method: string; url: string; headers: IncomingHttpHeaders; body: string }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { port: (server.address() as AddressInfo).port, received };
}

/** A TCP listener that only counts connections: proof that a refused destination is never connected to. */
async function connectionCounter() {
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { port: (server.address() as AddressInfo).port, count: () => connections };
}

const request = (url: string) => ({
  url,
  headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1' },
  body: '{"type":"webhook.test"}',
});

describe('Node webhook sender: destinations checked at connect time', () => {
  it('a host name resolving to a refused address gets no connection; the failure names the name and the address', async () => {
    const counter = await connectionCounter();
    const refused = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '192.0.2.7',
      '198.51.100.1',
      '203.0.113.9',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '240.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '2001:db8::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::a00:1',
      '2002:a00:1::1',
    ];
    for (const address of refused) {
      const lookup = stubLookup({ 'hooks.example': [address] });
      const sender = new NodeWebhookSender({ localDevelopment: false, lookup });
      const result = await sender.send(request(`https://hooks.example:${counter.port}/hook`));
      expect(result, address).toEqual({ error: expect.stringContaining(`hooks.example resolves to ${address}`) });
      expect((result as { error: string }).error, address).toMatch(/refused/);
    }
    expect(counter.count()).toBe(0);
  });

  it('one refused address among public ones refuses the destination (a DNS answer mixing them is a rebinding trick)', async () => {
    const lookup = stubLookup({
      'hooks.example': [
        [
          { address: '93.184.215.14', family: 4 },
          { address: '127.0.0.1', family: 4 },
        ],
      ],
    });
    const result = await new NodeWebhookSender({ localDevelopment: false, lookup }).send(request('https://hooks.example/hook'));
    expect(result).toEqual({ error: expect.stringMatching(/refused.*127\.0\.0\.1/) });
  });

  it('connects to the address it checked, resolving once (a second answer is never asked for), with the name as Host', async () => {
    const hook = await receiver();
    // The second answer (a rebinding) would point elsewhere: it must never be asked for.
    const lookup = stubLookup({ 'hooks.example': ['127.0.0.1', '10.9.9.9'] });
    const sender = new NodeWebhookSender({ localDevelopment: true, lookup });
    expect(await sender.send(request(`http://hooks.example:${hook.port}/hook?x=1`))).toEqual({ status: 204, body: '' });
    expect(lookup.calls).toEqual(['hooks.example']);
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]).toMatchObject({ method: 'POST', url: '/hook?x=1', body: '{"type":"webhook.test"}' });
    expect(hook.received[0]!.headers).toMatchObject({
      host: `hooks.example:${hook.port}`,
      'webhook-id': 'msg_1',
      'content-type': 'application/json',
    });
  });

  it('keeps the receiver’s status and the first 4 KB of its answer', async () => {
    const hook = await receiver((res) => res.writeHead(422, { 'content-type': 'text/plain' }).end(`${'x'.repeat(5000)}tail`));
    const lookup = stubLookup({ 'hooks.example': ['127.0.0.1'] });
    const result = await new NodeWebhookSender({ localDevelopment: true, lookup }).send(request(`http://hooks.example:${hook.port}/hook`));
    expect(result).toEqual({ status: 422, body: 'x'.repeat(4096) });
  });

  it('does not follow redirects: the redirect status is the answer', async () => {
    const hook = await receiver((res) => res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data' }).end());
    const lookup = stubLookup({ 'hooks.example': ['127.0.0.1'] });
    const result = await new NodeWebhookSender({ localDevelopment: true, lookup }).send(request(`http://hooks.example:${hook.port}/hook`));
    expect(result).toEqual({ status: 307, body: '' });
    expect(hook.received).toHaveLength(1);
  });

  it('a name that does not resolve is a failed attempt naming the cause, not an exception', async () => {
    const result = await new NodeWebhookSender({ localDevelopment: false, lookup: stubLookup({}) }).send(
      request('https://nowhere.example/hook'),
    );
    expect(result).toEqual({ error: expect.stringMatching(/cannot resolve nowhere\.example: ENOTFOUND/) });
  });
});

describe('startNodeServer: a refused webhook destination in the delivery log', () => {
  it('a webhook URL whose name resolves to the metadata address is logged as a failed attempt with the reason, never a 500', async () => {
    const lookup = stubLookup({ 'metadata.example': ['169.254.169.254'] });
    const running = await startNodeServer({ port: 0, seed: 'demo', webhookLookup: lookup });
    closers.push(() => running.close());
    const demo = running.server.demo!;
    const headers = {
      'x-portal-key': demo.console.portalKey,
      'x-identity-sub': demo.console.identitySub,
      'content-type': 'application/json',
    };
    const site = `${running.url}/api/engage/sites/${demo.engage.siteId}`;
    const patched = await fetch(site, { method: 'PATCH', headers, body: JSON.stringify({ webhookUrl: 'https://metadata.example/hook' }) });
    expect(patched.status).toBe(200);
    const sent = await fetch(`${site}/webhook/test`, { method: 'POST', headers });
    expect(sent.status).toBe(200);
    expect((await sent.json()) as unknown).toMatchObject({ delivery: { attempts: 1, responseStatus: null } });
    const log = (await (await fetch(`${running.url}/_admin/webhooks/deliveries?siteId=${demo.engage.siteId}`)).json()) as {
      deliveries: Array<{ log: Array<{ status: number | null; error: string | null }> }>;
    };
    expect(log.deliveries[0]!.log).toEqual([
      expect.objectContaining({ status: null, error: expect.stringContaining('metadata.example resolves to 169.254.169.254') }),
    ]);
    expect(lookup.calls).toEqual(['metadata.example']);
  });
});
