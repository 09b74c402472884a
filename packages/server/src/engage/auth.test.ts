// Who may call an Engage public endpoint, without HTTP: the key, the site, the origin, the module, the limits.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { INVALID_KEY, MISSING_KEY } from '../keys.js';
import { callerOfKey, limitRules, moduleEnabled, originAllowed, siteActive } from './auth.js';
import { createTestSite, TEST_ORIGIN } from './test-support.js';

async function world() {
  const { deps } = await createReferenceServer();
  const created = await createTestSite(deps, { modules: { chat: true, forms: false, support: true } });
  return { deps, ...created };
}

describe('the caller of an Engage endpoint', () => {
  it('an active Engage key names its site', async () => {
    const { deps, site, key } = await world();
    expect(await callerOfKey(deps, ` ${key} `)).toMatchObject({ site: { id: site.id }, key: { family: 'engage' } });
  });

  it('no key is MISSING_KEY; an unknown key is INVALID_KEY', async () => {
    const { deps } = await world();
    expect(await callerOfKey(deps, undefined)).toBe(MISSING_KEY.engage);
    expect(await callerOfKey(deps, '  ')).toBe(MISSING_KEY.engage);
    expect(await callerOfKey(deps, 'pk_live_nope')).toBe(INVALID_KEY.engage);
  });

  it("only the site's allowed origins, or no origin at all, may call; a disabled site or module refuses", async () => {
    const { site } = await world();
    expect(originAllowed(site, TEST_ORIGIN)).toBe(true);
    expect(originAllowed(site, undefined)).toBe(true);
    expect(originAllowed(site, 'https://evil.example')).toBe(false);
    expect(siteActive(site)).toBe(true);
    expect(siteActive({ ...site, status: 'disabled' })).toBe(false);
    expect(moduleEnabled(site, 'chat')).toBe(true);
    expect(moduleEnabled(site, 'forms')).toBe(false);
  });

  it('every call counts against the key (120 per 15 minutes); a chat turn also against its visitor address (12 a minute)', async () => {
    const { deps, key } = await world();
    const caller = await callerOfKey(deps, key);
    if (!('site' in caller)) throw new Error('expected a caller');
    expect(limitRules(caller.key, undefined).map((r) => [r.limit, r.windowMs])).toEqual([[120, 900_000]]);
    const chat = limitRules(caller.key, '203.0.113.9');
    expect(chat.map((r) => [r.limit, r.windowMs])).toEqual([
      [120, 900_000],
      [12, 60_000],
    ]);
    expect(chat[1]?.bucket).toContain('203.0.113.9');
  });
});
