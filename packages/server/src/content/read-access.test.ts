// Who may read content, without HTTP: the key, the website, the origin, the Content switch, the query.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { INVALID_KEY, issueKey, MISSING_KEY } from '../keys.js';
import { createWebsite } from '../websites.js';
import type { ContentKey } from './read-access.js';
import {
  contentEnabled,
  contentKeyOf,
  originAllowed,
  queryRefusal,
  readableWebsite,
  WEBSITE_NOT_FOUND,
  WRONG_SITE,
} from './read-access.js';

async function world() {
  const { deps } = await createReferenceServer();
  const website = createWebsite(deps, { name: 'Studio', members: [] });
  const content = await issueKey(deps, { family: 'content', siteId: website.id, environment: 'live' });
  const capture = await issueKey(deps, { family: 'capture', siteId: website.id, environment: 'live' });
  return { deps, website, content, capture };
}

const none = { environment: undefined, draft: undefined, preview: undefined, status: undefined };

describe('who may read content', () => {
  it('only an active content key reads; no key is MISSING_KEY, another family is INVALID_KEY', async () => {
    const { deps, content, capture } = await world();
    expect(await contentKeyOf(deps, content.plaintext)).toMatchObject({ id: content.record.id, environment: 'live' });
    expect(await contentKeyOf(deps, undefined)).toBe(MISSING_KEY.content);
    expect(await contentKeyOf(deps, capture.plaintext)).toBe(INVALID_KEY.content);
  });

  it("a key reads its own website only; another site's id is WRONG_SITE, a missing website NOT_FOUND", async () => {
    const { website, content } = await world();
    expect(readableWebsite(content.record, website.id, website)).toBe(website);
    expect(readableWebsite(content.record, 'web_other', undefined)).toBe(WRONG_SITE);
    expect(readableWebsite(content.record, website.id, undefined)).toBe(WEBSITE_NOT_FOUND);
  });

  it("a browser reads only from the website's allowed origins; a disabled Content switch refuses every read", async () => {
    const { website } = await world();
    const allowing = { ...website, content: { ...website.content, allowedOrigins: ['https://shop.example'] } };
    expect(originAllowed(allowing, 'https://shop.example')).toBe(true);
    expect(originAllowed(allowing, 'https://evil.example')).toBe(false);
    expect(originAllowed(allowing, undefined)).toBe(true);
    expect(contentEnabled({ ...website, content: { ...website.content, enabled: false } })).toBe(false);
  });

  it("drafts are never delivered, and the environment asked for must be the key's", async () => {
    const { content } = await world();
    const key = content.record as ContentKey;
    expect(queryRefusal(key, none)).toBeUndefined();
    expect(queryRefusal(key, { ...none, draft: 'false', preview: '0', status: 'published' })).toBeUndefined();
    expect(queryRefusal(key, { ...none, draft: '1' })).toMatchObject({ code: 'DRAFT_ACCESS_DENIED' });
    expect(queryRefusal(key, { ...none, status: 'draft' })).toMatchObject({ code: 'DRAFT_ACCESS_DENIED' });
    expect(queryRefusal(key, { ...none, environment: 'test' })).toMatchObject({ code: 'ENVIRONMENT_MISMATCH' });
    expect(queryRefusal(key, { ...none, environment: 'prod' })).toMatchObject({ status: 400, fields: ['environment'] });
  });
});
