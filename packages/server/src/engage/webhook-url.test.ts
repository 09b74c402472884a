import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isLocalHost } from './webhook-url.js';

const host = (url: string) => new URL(url).hostname;

describe('webhook URL policy', () => {
  it('the refusal of a loopback or private address says how to allow one: --local-development, or the localDevelopment option', () => {
    const refused = checkWebhookUrl('http://127.0.0.1:9999/hook', false);
    expect(refused).toEqual({
      ok: false,
      reason:
        'webhookUrl must not point to a loopback or private address (or any other special-purpose address); for a receiver on this machine or a private network, start the server with --local-development (createReferenceServer({ localDevelopment: true }))',
    });
    expect(checkWebhookUrl('http://127.0.0.1:9999/hook', true)).toEqual({ ok: true, url: 'http://127.0.0.1:9999/hook' });
  });

  it('accepts a public HTTPS URL of at most 400 characters', () => {
    expect(checkWebhookUrl('https://hooks.example.org/svc', false)).toEqual({ ok: true, url: 'https://hooks.example.org/svc' });
    const url = `https://hooks.example.org/${'a'.repeat(374)}`;
    expect(url).toHaveLength(400);
    expect(checkWebhookUrl(url, false).ok).toBe(true);
    expect(checkWebhookUrl(`${url}a`, false)).toEqual({ ok: false, reason: 'webhookUrl must be at most 400 characters' });
  });

  it('refuses http, other schemes, relative URLs, credentials and non-strings', () => {
    for (const url of [
      'http://hooks.example.org',
      'ftp://hooks.example.org',
      '/hook',
      'hooks.example.org',
      'https://u:p@hooks.example.org',
      42,
      '',
    ]) {
      expect(checkWebhookUrl(url, false).ok, String(url)).toBe(false);
    }
  });

  it('recognises loopback, private, link-local and unspecified hosts as WHATWG URL normalises them', () => {
    for (const url of [
      'https://localhost',
      'https://LOCALHOST.',
      'https://api.localhost',
      'https://127.0.0.1',
      'https://127.255.1.2',
      'https://0x7f.1',
      'https://2130706433',
      'https://10.0.0.1',
      'https://172.16.0.1',
      'https://172.31.255.255',
      'https://192.168.0.1',
      'https://169.254.169.254',
      'https://0.0.0.0',
      'https://[::1]',
      'https://[::]',
      'https://[fc00::1]',
      'https://[fdff:ffff::1]',
      'https://[fe80::1]',
      'https://[febf::1]',
      'https://[::ffff:127.0.0.1]',
      'https://[::ffff:10.0.0.1]',
      'https://[::ffff:192.168.1.1]',
    ]) {
      expect(isLocalHost(host(url)), url).toBe(true);
    }
  });

  it('does not mistake public hosts for private ones', () => {
    for (const url of [
      'https://example.com',
      'https://localhost.example.com',
      'https://172.15.0.1',
      'https://172.32.0.1',
      'https://192.169.0.1',
      'https://11.0.0.1',
      'https://[fec0::1]',
      'https://100.63.255.255',
      'https://100.128.0.0',
      'https://8.8.8.8',
      'https://[2606:4700:4700::1111]',
      'https://[2a00:1450:4001::1]',
    ]) {
      expect(isLocalHost(host(url)), url).toBe(false);
    }
  });

  it('parses IPv6 literals with embedded IPv4 given directly', () => {
    expect(isLocalHost('[::ffff:127.0.0.1]')).toBe(true);
    expect(isLocalHost('[::ffff:8.8.8.8]')).toBe(true); // ::ffff:0:0/96 is itself a special-purpose block
    expect(isLocalHost('[1:2:3:4:5:6:7]')).toBe(false);
  });

  it('every IPv4 address in 10/8, 172.16/12 and 192.168/16 is refused outside local development', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 }), fc.nat(255), fc.nat(255), fc.nat(255), (range, b, c, d) => {
        const ip = range === 0 ? `10.${b}.${c}.${d}` : range === 1 ? `172.${16 + (b % 16)}.${c}.${d}` : `192.168.${c}.${d}`;
        return !checkWebhookUrl(`https://${ip}/hook`, false).ok && checkWebhookUrl(`https://${ip}/hook`, true).ok;
      }),
    );
  });

  it('local development allows loopback and private hosts over http, but not public http', () => {
    expect(checkWebhookUrl('http://localhost:9000/hook', true).ok).toBe(true);
    expect(checkWebhookUrl('http://[::1]:9000/hook', true).ok).toBe(true);
    expect(checkWebhookUrl('https://127.0.0.1/hook', true).ok).toBe(true);
    expect(checkWebhookUrl('http://hooks.example.org/hook', true).ok).toBe(false);
    expect(checkWebhookUrl('http://localhost:9000/hook', false).ok).toBe(false);
  });

  it('refuses every IANA special-purpose IPv4 block, 100.64.0.0/10 included, at both ends of each block', () => {
    const blocks = [
      ['0.0.0.0', '0.255.255.255'],
      ['10.0.0.0', '10.255.255.255'],
      ['100.64.0.0', '100.127.255.255'],
      ['127.0.0.0', '127.255.255.255'],
      ['169.254.0.0', '169.254.255.255'],
      ['172.16.0.0', '172.31.255.255'],
      ['192.0.0.0', '192.0.0.255'],
      ['192.0.2.0', '192.0.2.255'],
      ['192.31.196.0', '192.31.196.255'],
      ['192.52.193.0', '192.52.193.255'],
      ['192.88.99.0', '192.88.99.255'],
      ['192.168.0.0', '192.168.255.255'],
      ['192.175.48.0', '192.175.48.255'],
      ['198.18.0.0', '198.19.255.255'],
      ['198.51.100.0', '198.51.100.255'],
      ['203.0.113.0', '203.0.113.255'],
      ['224.0.0.0', '239.255.255.255'],
      ['240.0.0.0', '255.255.255.255'],
    ];
    for (const [first, last] of blocks) {
      for (const ip of [first!, last!]) {
        expect(checkWebhookUrl(`https://${ip}/hook`, false), ip).toMatchObject({ ok: false });
        // The IPv4-mapped IPv6 form of the same address is refused too.
        expect(isLocalHost(`[::ffff:${ip}]`), `::ffff:${ip}`).toBe(true);
      }
    }
  });

  it('refuses every IANA special-purpose IPv6 block', () => {
    for (const ip of [
      '::',
      '::1',
      '::ffff:1.2.3.4',
      '64:ff9b::8.8.8.8',
      '64:ff9b:1::1',
      '100::1',
      '100:0:0:1::1',
      '2001::1',
      '2001:1::1',
      '2001:2::1',
      '2001:3::1',
      '2001:4:112::1',
      '2001:10::1',
      '2001:20::1',
      '2001:30::1',
      '2001:1ff:ffff::1',
      '2001:db8::1',
      '2002::1',
      '2620:4f:8000::1',
      '3fff::1',
      '3fff:fff::1',
      '5f00::1',
      'fc00::1',
      'fdff::1',
      'fe80::1',
      'febf::1',
      'ff02::1',
    ]) {
      expect(checkWebhookUrl(`https://[${ip}]/hook`, false), ip).toMatchObject({ ok: false });
    }
    expect(checkWebhookUrl('https://[2001:200::1]/hook', false).ok).toBe(true);
  });

  it('every address of 100.64.0.0/10 (shared address space) is refused outside local development', () => {
    fc.assert(
      fc.property(fc.nat(63), fc.nat(255), fc.nat(255), (b, c, d) => {
        const ip = `100.${64 + b}.${c}.${d}`;
        return !checkWebhookUrl(`https://${ip}/hook`, false).ok && checkWebhookUrl(`https://${ip}/hook`, true).ok;
      }),
    );
  });
});
