// A website's Content settings without HTTP: the switch and the exact-origin allow-list, or the refusal naming each.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { createWebsite, websitesTable } from '../websites.js';
import { MAX_ALLOWED_ORIGINS } from './model.js';
import { updateContentSettings } from './settings.js';

async function world() {
  const { deps } = await createReferenceServer();
  const website = createWebsite(deps, { name: 'Studio', members: [] });
  return { deps, websiteId: website.id };
}

describe('content settings', () => {
  it('stores the switch and the origins (each once), keeping what the change leaves out', async () => {
    const { deps, websiteId } = await world();
    const origins = ['https://www.example.com', 'https://www.example.com', 'http://localhost:3000'];
    expect(updateContentSettings(deps, websiteId, { allowedOrigins: origins })).toEqual({
      enabled: true,
      allowedOrigins: ['https://www.example.com', 'http://localhost:3000'],
    });
    expect(updateContentSettings(deps, websiteId, { enabled: false })).toMatchObject({ enabled: false });
    expect(websitesTable(deps).get(websiteId)!.content.allowedOrigins).toHaveLength(2);
  });

  it('an unknown website is 404; a wrong switch or origin list is one 400 naming each, and nothing is stored', async () => {
    const { deps, websiteId } = await world();
    expect(updateContentSettings(deps, 'web_missing', {})).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    const tooMany = Array.from({ length: MAX_ALLOWED_ORIGINS + 1 }, (_, i) => `https://site${i}.example`);
    expect(updateContentSettings(deps, websiteId, { enabled: 'yes', allowedOrigins: tooMany })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields: ['enabled', 'allowedOrigins'],
    });
    expect(updateContentSettings(deps, websiteId, { allowedOrigins: ['https://www.example.com/path'] })).toMatchObject({
      fields: ['allowedOrigins'],
    });
    expect(websitesTable(deps).get(websiteId)!.content).toEqual({ enabled: true, allowedOrigins: [] });
  });
});
