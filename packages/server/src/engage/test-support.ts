// Test helper: an Engage site row with sensible defaults and its publishable key, without going through the console.
import { toBase64 } from '../crypto.js';
import type { Deps } from '../deps.js';
import { issueKey } from '../keys.js';
import { iso } from '../ports/clock.js';
import type { EngageSite } from './model.js';
import { sitesTable } from './model.js';

export const TEST_ORIGIN = 'https://shop.example.com';

export type TestSiteOverrides = Partial<Omit<EngageSite, 'branding' | 'knowledge'>> & {
  branding?: Partial<EngageSite['branding']>;
  knowledge?: Partial<EngageSite['knowledge']>;
};

export async function createTestSite(
  deps: Pick<Deps, 'store' | 'ids' | 'clock'>,
  overrides: TestSiteOverrides = {},
): Promise<{ site: EngageSite; key: string; keyId: string }> {
  const now = iso(deps.clock.now());
  const secret = new Uint8Array(24);
  crypto.getRandomValues(secret);
  const { branding, knowledge, ...rest } = overrides;
  const site: EngageSite = {
    id: deps.ids.next('site'),
    name: 'Demo Studio',
    status: 'active',
    allowedOrigins: [TEST_ORIGIN],
    modules: { chat: true, forms: true, support: true },
    identityMode: 'anonymous',
    answerMode: 'strict',
    forms: { strict: false, policies: {} },
    webhookUrl: 'https://hooks.example.com/engage',
    webhookSecret: `whsec_${toBase64(secret)}`,
    ownerSub: 'user_owner',
    createdAt: now,
    updatedAt: now,
    ...rest,
    branding: {
      assistantName: 'Ada',
      launcherLabel: 'Questions? Ask us',
      greeting: 'Hi! Ask me anything.',
      accent: '#4f46e5',
      ...branding,
    },
    knowledge: {
      context: 'Demo Studio is a small design studio in Leeds.',
      articles: [
        {
          slug: 'opening-hours',
          title: 'Opening hours',
          body: 'We are open Monday to Friday, 9:00 to 17:30. On bank holidays the studio is closed.',
          tags: ['visit'],
          url: 'https://shop.example.com/visit',
        },
        { slug: 'pricing', title: 'Pricing', body: 'A starter website costs 2,400 pounds.', tags: ['cost', 'quote'] },
      ],
      updatedAt: now,
      ...knowledge,
    },
  };
  sitesTable(deps).set(site);
  const issued = await issueKey(deps, { family: 'engage', siteId: site.id, environment: null });
  return { site, key: issued.plaintext, keyId: issued.record.id };
}
