// Who may change content, without HTTP: an identity, the manage role, and publishing access for what reaches Live.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { createWebsite } from '../websites.js';
import { changeRefusal, managedWebsite } from './access.js';

async function world() {
  const { deps } = await createReferenceServer();
  const website = createWebsite(deps, {
    name: 'Studio',
    members: [
      { sub: 'owner', name: 'Owner', roles: ['manage', 'publish'] },
      { sub: 'editor', name: 'Editor', roles: ['manage'] },
      { sub: 'viewer', name: 'Viewer', roles: ['leads'] },
    ],
  });
  return { deps, website };
}

describe('who may change content', () => {
  it('no identity is 401 MISSING_CREDENTIALS', async () => {
    const { website } = await world();
    expect(changeRefusal(website, undefined)).toEqual({
      status: 401,
      code: 'MISSING_CREDENTIALS',
      message: 'X-Identity-Sub is required to change content',
    });
  });

  it('a change needs the manage role; one that reaches Live needs publish too, and says why', async () => {
    const { website } = await world();
    expect(changeRefusal(website, 'editor')).toBeUndefined();
    expect(changeRefusal(website, 'viewer')).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'this change needs the manage role',
    });
    expect(changeRefusal(website, 'editor', 'it changes what Live serves')).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: 'this change needs the publish role (it changes what Live serves)',
    });
    expect(changeRefusal(website, 'viewer', 'Live')).toMatchObject({
      message: 'this change needs the manage and publish roles (Live)',
    });
    expect(changeRefusal(website, 'owner', 'Live')).toBeUndefined();
  });

  it('a website is managed by a member with the manage role; an unknown website is 404 first', async () => {
    const { deps, website } = await world();
    expect(managedWebsite(deps, website.id, 'editor')).toBe(website);
    expect(managedWebsite(deps, website.id, 'viewer')).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(managedWebsite(deps, 'web_missing', undefined)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
