// Console credentials and owner isolation without HTTP.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { createTestSite } from '../engage/test-support.js';
import { consoleUser, MAX_SUB_LENGTH, ownSite } from './auth.js';
import { issuePortalKey } from './portal-keys.js';

describe('console credentials', () => {
  it('missing headers are MISSING_CREDENTIALS; an unknown portal key or an over-long sub is INVALID_CREDENTIALS', async () => {
    const { deps } = await createReferenceServer();
    expect(await consoleUser(deps, undefined, 'user_a')).toMatchObject({ code: 'MISSING_CREDENTIALS' });
    expect(await consoleUser(deps, 'pk', undefined)).toMatchObject({ code: 'MISSING_CREDENTIALS' });
    expect(await consoleUser(deps, 'not-a-portal-key', 'user_a')).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const { plaintext } = await issuePortalKey(deps, null);
    expect(await consoleUser(deps, plaintext, 'user_a')).toEqual({ sub: 'user_a' });
    expect(await consoleUser(deps, plaintext, 'u'.repeat(MAX_SUB_LENGTH + 1))).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it("a site is found only for its owner; another owner's site is as unknown as a missing one", async () => {
    const { deps } = await createReferenceServer();
    const { site } = await createTestSite(deps, { ownerSub: 'user_a' });
    expect(ownSite(deps, site.id, 'user_a')?.id).toBe(site.id);
    expect(ownSite(deps, site.id, 'user_b')).toBeUndefined();
    expect(ownSite(deps, 'site_missing', 'user_a')).toBeUndefined();
  });
});
