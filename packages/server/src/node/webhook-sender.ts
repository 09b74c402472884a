// Webhook delivery on Node. The core checks a URL's literal host only; here the name is resolved once, every address
// it resolves to is checked against the special-purpose ranges (net/ip.ts), and the request connects to the checked
// address: no second lookup, so a DNS answer that changes between check and connect (rebinding) cannot redirect it.
// TLS SNI, the certificate check and the Host header keep the name.

import { lookup as systemLookup } from 'node:dns/promises';
import type { RequestOptions } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { LookupFunction } from 'node:net';
import type { WebhookRequest, WebhookResult, WebhookSender } from '@svc/reference-server';
import { LOCAL_DEVELOPMENT_HINT } from '../engage/webhook-url.js';
import { isSpecialPurpose, parseAddress } from '../net/ip.js';

/** One address a host name resolves to. @public */
export interface ResolvedAddress {
  /** The address, IPv4 or IPv6. */
  address: string;
  /** 4 or 6. */
  family: 4 | 6;
}

/**
 * Resolves a host name to its addresses (the default asks the system resolver, as `dns.lookup` does); tests pass a
 * stub.
 * @public
 */
export type WebhookLookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** Options of `NodeWebhookSender`. @public */
export interface NodeWebhookSenderOptions {
  /** Loopback and private destinations allowed (the CLI's `--local-development`); names are still resolved once. */
  localDevelopment: boolean;
  /** How destination names are resolved; default the system resolver. */
  lookup?: WebhookLookup;
  /** Whole-request timeout; default 10 seconds. */
  timeoutMs?: number;
}

const defaultLookup: WebhookLookup = async (hostname) =>
  (await systemLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** How much of a receiver's answer is kept for the attempt log. */
const RESPONSE_BODY_BYTES = 4096;

/**
 * Sends webhooks with `node:http(s)` to the address it checked. A refused or unresolvable destination, a network
 * failure or a timeout is `{ error }` (a failed attempt in the delivery log), never an exception. Redirects are not
 * followed: a 3xx is the answer.
 * @public
 */

export class NodeWebhookSender implements WebhookSender {
  private readonly lookup: WebhookLookup;
  private readonly localDevelopment: boolean;
  private readonly timeoutMs: number;

  constructor(options: NodeWebhookSenderOptions) {
    this.localDevelopment = options.localDevelopment;
    this.lookup = options.lookup ?? defaultLookup;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** Sends one webhook attempt; a failure is `{ error }`, never an exception. */
  async send(request: WebhookRequest): Promise<WebhookResult> {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return { error: 'the webhook URL is not an absolute URL' };
    }
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
    const destination = await this.destination(host);
    return 'error' in destination ? destination : this.post(request, { url, host, to: destination });
  }

  /** The address to connect to, or why there is none. */
  private async destination(host: string): Promise<ResolvedAddress | { error: string }> {
    const literal = parseAddress(host);
    let addresses: ResolvedAddress[];
    if (literal) addresses = [{ address: host, family: literal.kind() === 'ipv6' ? 6 : 4 }];
    else {
      try {
        addresses = await this.lookup(host);
      } catch (error) {
        return { error: `cannot resolve ${host}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
      }
      if (addresses.length === 0) return { error: `cannot resolve ${host}: no address` };
    }
    if (!this.localDevelopment) {
      // Every address is checked, not only the one used: an answer mixing public and private addresses is a trick.
      const refused = addresses.filter((a) => {
        const parsed = parseAddress(a.address);
        return parsed === undefined || isSpecialPurpose(parsed);
      });
      if (refused.length > 0) {
        const what = literal ? host : `${host} resolves to ${refused.map((a) => a.address).join(', ')}`;
        return {
          error: `destination refused: ${what}, a loopback, private or other special-purpose address; ${LOCAL_DEVELOPMENT_HINT}`,
        };
      }
    }
    return addresses[0]!;
  }

  /** Posts `request` to `url` on the address `to` that was checked for `host` (the URL's host, brackets removed). */
  private async post(request: WebhookRequest, { url, host, to }: { url: URL; host: string; to: ResolvedAddress }): Promise<WebhookResult> {
    // Whatever Node asks (one address or all of them), the answer is the address that was checked.
    const pinned: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: to.address, family: to.family }]);
      else callback(null, to.address, to.family);
    };
    const options: RequestOptions & { servername?: string } = {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
      lookup: pinned,
      // A fresh connection each time: a pooled socket would outlive the check that allowed it.
      agent: false,
      signal: AbortSignal.timeout(this.timeoutMs),
    };
    if (parseAddress(host) === undefined) options.servername = host;
    // node:https (and TLS behind it) loads on the first https delivery, not when the server starts: most test runs
    // deliver to a local http receiver, or nowhere.
    const send = url.protocol === 'https:' ? (await import('node:https')).request : httpRequest;
    return new Promise((resolve) => {
      const req = send(url, options, (res) => {
        // The status and the first RESPONSE_BODY_BYTES of the answer (for the console's attempt log); the rest is
        // not read.
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          res.destroy();
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, RESPONSE_BODY_BYTES).toString('utf8') });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_BODY_BYTES) done();
        });
        res.on('end', done);
        res.on('error', done);
      });
      req.on('error', (error) => resolve({ error: error.message }));
      req.end(request.body);
    });
  }
}
