// One URL rule and one origin rule for every area: the service description's "http(s):// URL" and exact origins.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { updateContentSettings } from '../content/settings.js';
import { isValidValue } from '../content/values.js';
import { parseKnowledge } from '../engage-console/knowledge-rules.js';
import { parseSiteInput } from '../engage-console/site-rules.js';
import { isRefusal } from '../http/validation.js';
import { createWebsite } from '../websites.js';
import { isExactOrigin, isHttpUrl } from './url.js';

const article = (url: string) => ({ context: '', articles: [{ slug: 'a', title: 'A', body: 'b', tags: [], url }] });
const urlField = { key: 'link', label: 'Link', type: 'url' as const };

describe('isHttpUrl', () => {
  it('takes an absolute http or https URL with a host, within the length', () => {
    for (const url of ['https://example.com', 'http://example.com/a?b=c#d', 'https://127.0.0.1:8080/x'])
      expect(isHttpUrl(url, 200), url).toBe(true);
    expect(isHttpUrl(`https://example.com/${'a'.repeat(180)}`, 200)).toBe(true);
    expect(isHttpUrl(`https://example.com/${'a'.repeat(181)}`, 200)).toBe(false);
  });

  it('refuses what a URL parser would repair: a leading space, another case, the https:host shorthand', () => {
    for (const url of [
      ' https://example.com',
      'HTTPS://example.com',
      'https:example.com',
      'https:/example.com',
      'ftp://example.com',
      'https://',
      42,
    ]) {
      expect(isHttpUrl(url, 200), String(url)).toBe(false);
    }
  });

  // The content URL field used to take these (the parser repairs them) while knowledge links refused them: now both
  // areas answer alike, as the service description writes a URL ("http(s)://").
  it('content URL fields and knowledge links agree', () => {
    for (const url of ['https:example.com', ' https://example.com', 'HTTP://EXAMPLE.COM']) {
      expect(isValidValue(urlField, url), url).toBe(false);
      expect(parseKnowledge(article(url)).knowledge, url).toBeUndefined();
    }
    expect(isValidValue(urlField, 'https://example.com/a')).toBe(true);
    expect(parseKnowledge(article('https://example.com/a')).knowledge).toBeDefined();
  });
});

describe('isExactOrigin', () => {
  it('takes an origin as browsers send it', () => {
    for (const origin of ['https://example.com', 'http://localhost:4010', 'https://a.example.com:8443'])
      expect(isExactOrigin(origin), origin).toBe(true);
  });

  it('refuses a path, a trailing slash, another case, a default port, credentials, other schemes and over-long text', () => {
    for (const origin of [
      'https://example.com/',
      'https://example.com/a',
      'https://Example.com',
      'https://example.com:443',
      'https://u@example.com',
      'ftp://example.com',
      'null',
      `https://${'a'.repeat(193)}.com`,
    ]) {
      expect(isExactOrigin(origin), origin).toBe(false);
    }
  });

  it('the Content and Engage allow-lists take and refuse the same origins', async () => {
    const { deps } = await createReferenceServer();
    const website = createWebsite(deps, { name: 'Site', members: [] });
    for (const [origin, ok] of [
      ['https://example.com', true],
      ['https://example.com/', false],
      ['https://Example.com', false],
    ] as const) {
      expect(isRefusal(updateContentSettings(deps, website.id, { allowedOrigins: [origin] })), origin).toBe(!ok);
      expect(parseSiteInput({ allowedOrigins: [origin] }, 'update', false).problems.ok, origin).toBe(ok);
    }
  });
});
