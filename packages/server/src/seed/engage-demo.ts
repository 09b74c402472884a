// Demo data of Engage: a portal key, the "Demo Studio" site with knowledge and a contact form policy, one publishable key.
// The articles' pages are sections of the demo page the server serves (`<origin><base>/#<slug>`), so a citation's link
// in the widget opens a page that exists.

import type { Deps } from '../deps.js';
import { sitesTable } from '../engage/model.js';
import { issuePortalKey } from '../engage-console/portal-keys.js';
import { createSite, issueSiteKey } from '../engage-console/sites.js';
import type { KnowledgeArticle } from '../ports/assistant.js';
import { iso } from '../ports/clock.js';
import type { DemoCredentials } from '../ports/demo.js';

export const DEMO_SITE_ID = 'eng_demo';
export const DEMO_OWNER = 'user_demo';
const WEB = 'https://demo.svc.example';

const CONTEXT =
  'Demo Studio is a small design and craft studio at 14 Mill Lane, Leeds LS1 4AB. We run hands-on workshops in ' +
  'pottery, screen printing and bookbinding for beginners and improvers, and we hire out the studio for private ' +
  'events. Answer briefly and kindly, in British English, and point visitors to the right page of our website.';

/** The demo's knowledge articles, without their page: `demoArticleUrl` gives it. */
export const DEMO_ARTICLES: ReadonlyArray<Omit<KnowledgeArticle, 'url'>> = [
  {
    slug: 'opening-hours',
    title: 'Opening hours',
    body:
      'The studio is open Monday to Friday from 9:00 to 17:30 and Saturday from 10:00 to 16:00. We are closed on ' +
      'Sundays and bank holidays. Evening workshops run on Tuesdays and Thursdays from 18:30 to 21:00.',
    tags: ['hours', 'visit', 'opening times'],
  },
  {
    slug: 'pricing',
    title: 'Workshop prices',
    body:
      'A three-hour taster workshop costs £45 per person including all materials. A six-week course costs £240. ' +
      'Private studio hire is £60 per hour with a two-hour minimum. Students and over-65s get 10% off any workshop.',
    tags: ['pricing', 'prices', 'cost', 'discounts'],
  },
  {
    slug: 'booking-a-workshop',
    title: 'Booking a workshop',
    body:
      'Book online from the workshops page: choose a date, pay by card and you will get a confirmation email within ' +
      'a few minutes. Groups of six or more can email us for a private session. Places are limited to eight per class.',
    tags: ['booking', 'workshops', 'groups'],
  },
  {
    slug: 'cancellations-and-refunds',
    title: 'Cancellations and refunds',
    body:
      'Cancel up to 72 hours before your workshop for a full refund, or move to another date for free. Within 72 ' +
      'hours we offer a credit note valid for twelve months. If we cancel a workshop you get a full refund at once.',
    tags: ['cancellation', 'refunds', 'policy'],
  },
  {
    slug: 'accessibility',
    title: 'Accessibility',
    body:
      'The studio is on the ground floor with step-free access and an accessible toilet. Wheel-height workbenches are ' +
      'available; tell us when booking. Assistance dogs are welcome. Large-print handouts are available on request.',
    tags: ['accessibility', 'wheelchair', 'access'],
  },
  {
    slug: 'location-and-parking',
    title: 'Location and parking',
    body:
      'We are at 14 Mill Lane, Leeds LS1 4AB, a ten-minute walk from Leeds station. The Mill Lane car park next door ' +
      'charges £2 per hour; two accessible bays are reserved in front of the studio. Bike racks are by the entrance.',
    tags: ['location', 'parking', 'directions'],
  },
  {
    slug: 'contact',
    title: 'Contact us',
    body:
      'Email hello@demo.svc.example or call 0113 496 0000 during opening hours. We reply to emails within one working ' +
      'day. For anything else, use the contact form on our website or ask for a person in this chat.',
    tags: ['contact', 'email', 'phone'],
  },
];

/** Where the demo page served at `origin` under `base` (`''` at the root, `/w/<id>` in a world) shows an article. */
export function demoArticleUrl(origin: string, base: string, slug: string): string {
  return `${origin}${base}/#${slug}`;
}

/** `base`: the world's path (`/w/<id>`), `''` at the root; the articles' links point at the demo page served there. */
export async function seedEngageDemo(deps: Deps, base = ''): Promise<Pick<DemoCredentials, 'console' | 'engage'>> {
  const portal = await issuePortalKey(deps, 'demo portal');
  createSite(deps, DEMO_OWNER, {
    id: DEMO_SITE_ID,
    name: 'Demo Studio',
    allowedOrigins: [...deps.options.demoOrigins, WEB],
    branding: { assistantName: 'Ada' },
    forms: {
      strict: false,
      policies: { contact: { requiredFields: ['email'], successMessage: 'Thanks! We reply within one working day.' } },
    },
  });
  const updatedAt = iso(deps.clock.now());
  const origin = deps.options.demoOrigins[0] ?? WEB;
  const articles = DEMO_ARTICLES.map((a) => ({ ...structuredClone(a), url: demoArticleUrl(origin, base, a.slug) }));
  sitesTable(deps).update(DEMO_SITE_ID, (s) => ({ ...s, knowledge: { context: CONTEXT, articles, updatedAt } }));
  const key = await issueSiteKey(deps, DEMO_SITE_ID);
  return {
    console: { portalKey: portal.plaintext, identitySub: DEMO_OWNER },
    engage: { siteId: DEMO_SITE_ID, publishableKey: key.plaintext, origin: deps.options.demoOrigins[0] ?? WEB },
  };
}
