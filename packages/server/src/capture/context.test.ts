import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptContext,
  acceptLandingPage,
  acceptLanguage,
  acceptReferrer,
  acceptScreen,
  acceptTimezone,
  acceptUtm,
  trafficSource,
} from './context.js';

const FULL = {
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
  referrer: 'https://www.google.com/',
  landingPage: '/pricing?plan=pro',
  language: 'en-GB',
  timezone: 'Europe/London',
  screen: '390x844',
  utm: { source: 'newsletter', medium: 'email', campaign: 'spring' },
};

describe('context: each property validated on its own', () => {
  it('keeps every valid property as sent', () => {
    expect(acceptContext(FULL)).toEqual(FULL);
  });

  it('drops a malformed property and keeps the others', () => {
    const out = acceptContext({ ...FULL, ip: '999.1.1.1', screen: '1x1' });
    expect(out).not.toHaveProperty('ip');
    expect(out).not.toHaveProperty('screen');
    expect(out.referrer).toBe(FULL.referrer);
  });

  it('a context that is not an object gives an empty context', () => {
    for (const bad of [null, 'x', 42, [FULL], true]) expect(acceptContext(bad)).toEqual({});
  });

  it('userAgent is at most 500 characters', () => {
    expect(acceptContext({ userAgent: 'a'.repeat(500) }).userAgent).toHaveLength(500);
    expect(acceptContext({ userAgent: 'a'.repeat(501) })).toEqual({});
  });

  it('referrer must be an http(s) URL of at most 500 characters', () => {
    expect(acceptReferrer('http://example.com/a')).toBe('http://example.com/a');
    for (const bad of ['ftp://example.com', 'javascript:alert(1)', 'https://', 'example.com', `https://e.com/${'a'.repeat(490)}`, 42]) {
      expect(acceptReferrer(bad), String(bad)).toBeUndefined();
    }
  });

  it('landingPage must be a path beginning with / of at most 300 characters', () => {
    expect(acceptLandingPage('/')).toBe('/');
    for (const bad of ['pricing', '//evil.example/x', `/${'a'.repeat(300)}`, '/a b', '/a\nb'])
      expect(acceptLandingPage(bad), bad).toBeUndefined();
  });

  it('language must be a BCP 47 tag', () => {
    for (const ok of ['en', 'en-GB', 'zh-Hant-TW', 'sr-Latn']) expect(acceptLanguage(ok)).toBe(ok);
    for (const bad of ['en_GB', 'english language', '', '12', 'a'.repeat(40)]) expect(acceptLanguage(bad), bad).toBeUndefined();
  });

  it('timezone must be an IANA zone name', () => {
    for (const ok of ['Europe/London', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Kolkata']) expect(acceptTimezone(ok)).toBe(ok);
    for (const bad of ['Mars/Olympus', '+01:00', 'GMT+1 ', 'Europe/', '']) expect(acceptTimezone(bad), bad).toBeUndefined();
  });

  it('screen must be <width>x<height> with 2 to 5 digits each', () => {
    expect(acceptScreen('99999x10')).toBe('99999x10');
    for (const bad of ['1x100', '100x100000', '100 x 100', '100X100']) expect(acceptScreen(bad), bad).toBeUndefined();
  });

  it('utm keeps its five keys up to 120 characters, drops empty ones and ignores other keys', () => {
    expect(acceptUtm({ source: 'a', medium: '', campaign: 'x'.repeat(121), term: 3, content: 'c', other: 'z' })).toEqual({
      source: 'a',
      content: 'c',
    });
    expect(acceptUtm({ medium: '  ' })).toBeUndefined();
  });
});

describe('context: properties', () => {
  it('never throws and only keeps known properties, whatever it is given', () => {
    const keys = ['ip', 'userAgent', 'referrer', 'landingPage', 'language', 'timezone', 'screen', 'utm'];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys, 'other'), fc.anything({ maxDepth: 2 })), (input) => {
        const out = acceptContext(input);
        for (const key of Object.keys(out)) expect(keys).toContain(key);
      }),
    );
  });

  it('accepted values are returned exactly as sent', () => {
    fc.assert(
      fc.property(
        fc.record({ ip: fc.oneof(fc.ipV4(), fc.ipV6()), screen: fc.stringMatching(/^\d{2,5}x\d{2,5}$/), landingPage: fc.webPath() }),
        (input) => {
          const out = acceptContext(input);
          expect(out.ip).toBe(input.ip);
          expect(out.screen).toBe(input.screen);
          if (out.landingPage !== undefined) expect(out.landingPage).toBe(input.landingPage);
        },
      ),
    );
  });

  it('any http(s) web URL of at most 500 characters is accepted as a referrer', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        if (url.length <= 500 && !/\s/.test(url)) expect(acceptReferrer(url)).toBe(url);
      }),
    );
  });
});

describe('traffic source', () => {
  it('is utm source / medium when given', () => {
    expect(trafficSource({ utm: { source: 'newsletter', medium: 'email' }, referrer: 'https://www.google.com/' })).toBe(
      'newsletter / email',
    );
    expect(trafficSource({ utm: { medium: 'cpc' } })).toBe('cpc');
  });

  it("is the referrer's host without utm source or medium, else direct", () => {
    expect(trafficSource({ referrer: 'https://www.google.com/search?q=x', utm: { campaign: 'c' } })).toBe('www.google.com');
    expect(trafficSource({})).toBe('direct');
  });
});
