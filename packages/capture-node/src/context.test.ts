import { describe, expect, it } from 'vitest';
import { contextFromIncomingMessage, contextFromRequest } from './context.js';

const UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const message = (headers: Record<string, string | string[]>, extra: Record<string, unknown> = {}) => ({
  method: 'GET',
  url: '/pricing?utm_source=news',
  headers,
  socket: { remoteAddress: '203.0.113.9' },
  ...extra,
});

describe('contextFromIncomingMessage', () => {
  it('reads ip, user agent, referrer, the first Accept-Language tag and the landing page', () => {
    const context = contextFromIncomingMessage(
      message({ 'user-agent': UA, referer: 'https://www.example.org/blog', 'accept-language': 'de-CH;q=0.9, en;q=0.8' }),
    );
    expect(context).toEqual({
      ip: '203.0.113.9',
      userAgent: UA,
      referrer: 'https://www.example.org/blog',
      language: 'de-CH',
      landingPage: '/pricing?utm_source=news',
    });
  });

  it('ignores X-Forwarded-For unless the proxy is trusted (any client can send it)', () => {
    const headers = { 'x-forwarded-for': '198.51.100.7, 10.0.0.2' };
    expect(contextFromIncomingMessage(message(headers)).ip).toBe('203.0.113.9');
    expect(contextFromIncomingMessage(message(headers), { trustProxy: 1 }).ip).toBe('10.0.0.2');
    expect(contextFromIncomingMessage(message(headers), { trustProxy: 2 }).ip).toBe('198.51.100.7');
    expect(contextFromIncomingMessage(message(headers), { trustProxy: true }).ip).toBe('198.51.100.7');
  });

  it('an Express request: originalUrl is the landing page; its own req.ip is not trusted implicitly', () => {
    const express = message({}, { url: '/', originalUrl: '/shop/pricing', ip: '6.6.6.6' });
    expect(contextFromIncomingMessage(express)).toMatchObject({ ip: '203.0.113.9', landingPage: '/shop/pricing' });
  });

  it('a form POST has no landing page unless given', () => {
    expect(contextFromIncomingMessage(message({}, { method: 'POST', url: '/api/contact' })).landingPage).toBeUndefined();
    expect(contextFromIncomingMessage(message({}, { method: 'POST' }), { landingPage: '/welcome' }).landingPage).toBe('/welcome');
  });

  it('IPv4-mapped IPv6 socket addresses are sent as IPv4; IPv6 is kept', () => {
    expect(contextFromIncomingMessage(message({}, { socket: { remoteAddress: '::ffff:192.0.2.1' } })).ip).toBe('192.0.2.1');
    expect(contextFromIncomingMessage(message({}, { socket: { remoteAddress: '2001:db8::1' } })).ip).toBe('2001:db8::1');
  });

  it('values the service would drop are not sent', () => {
    const context = contextFromIncomingMessage(
      message(
        { 'user-agent': 'x'.repeat(501), referer: 'ftp://example.org/file', 'accept-language': '*', 'x-forwarded-for': 'fe80::1%eth0' },
        { url: '//evil.example/path', socket: { remoteAddress: '010.0.0.1' } },
      ),
      { trustProxy: true },
    );
    expect(context).toEqual({});
    expect(contextFromIncomingMessage(message({ referer: 'https://example.org/a b' }, { url: `/${'p'.repeat(300)}` }))).toEqual({
      ip: '203.0.113.9',
    });
    expect(contextFromIncomingMessage(message({ 'accept-language': 'not a tag!' })).language).toBeUndefined();
  });
});

describe('contextFromRequest', () => {
  it('reads a Fetch Request; the ip comes from remoteAddress or a trusted proxy', () => {
    const request = new Request('https://shop.example/pricing', {
      headers: { 'user-agent': UA, 'accept-language': 'fr-FR,fr;q=0.9', 'x-forwarded-for': '198.51.100.7' },
    });
    expect(contextFromRequest(request)).toEqual({ userAgent: UA, language: 'fr-FR', landingPage: '/pricing' });
    expect(contextFromRequest(request, { remoteAddress: '203.0.113.9' }).ip).toBe('203.0.113.9');
    expect(contextFromRequest(request, { remoteAddress: '203.0.113.9', trustProxy: 1 }).ip).toBe('198.51.100.7');
  });
});
