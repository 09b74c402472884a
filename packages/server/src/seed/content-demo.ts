// Demo data of the content area: the Demo Studio website with events and posts in Test and Live, and a key per environment.

import { createCollection } from '../content/collections.js';
import type { NewEntry } from '../content/entries.js';
import { changeSlug, createEntry, publishEntry, unpublishEntry } from '../content/entries.js';
import { updateContentSettings } from '../content/settings.js';
import type { Deps } from '../deps.js';
import { unrefused } from '../http/validation.js';
import type { Environment } from '../keys.js';
import { issueKey } from '../keys.js';
import type { DemoCredentials } from '../ports/demo.js';
import { createWebsite } from '../websites.js';

export const DEMO_WEBSITE_ID = 'web_demo';
const WEB = 'https://demo.svc.example';

type Draft = Omit<NewEntry, 'websiteId' | 'environment' | 'collection'>;

const EVENTS: Draft[] = [
  {
    slug: 'spring-open-day',
    title: 'Spring open day',
    summary: 'Tour the studio and meet the team.',
    image: 'https://demo.svc.example/img/open-day.jpg',
    fields: {
      date: '2026-04-18',
      time: '10:00',
      venue: 'Main studio',
      bookingUrl: 'https://demo.svc.example/book/open-day',
      capacity: 40,
      free: true,
      kind: 'open-day',
    },
  },
  {
    slug: 'watercolour-workshop',
    title: 'Watercolour workshop',
    summary: 'A hands-on afternoon for beginners.',
    fields: {
      date: '2026-05-02',
      time: '14:00',
      venue: 'Room 2',
      bookingUrl: 'https://demo.svc.example/book/watercolour',
      capacity: 12,
      free: false,
      kind: 'workshop',
    },
  },
  {
    slug: 'light-and-colour-talk',
    title: 'Light and colour: a talk',
    fields: { date: '2026-05-20', time: '19:30', venue: 'Gallery', capacity: 80, free: true, kind: 'talk' },
  },
];

const POSTS: Draft[] = [
  {
    slug: 'welcome-to-the-studio',
    title: 'Welcome to the studio',
    summary: 'Who we are and what we make.',
    fields: { author: 'Demo Owner', readingMinutes: 3 },
  },
  { slug: 'choosing-your-first-brushes', title: 'Choosing your first brushes', fields: { author: 'Sam Teammate', readingMinutes: 6 } },
  { slug: 'behind-the-spring-exhibition', title: 'Behind the spring exhibition', fields: { author: 'Demo Owner', readingMinutes: 4 } },
];

/** Per environment: the published entries, one draft, one unpublished entry and one entry read through a former slug. */
function seedCollection(deps: Deps, environment: Environment, { collection, drafts }: { collection: string; drafts: Draft[] }): void {
  const base = { websiteId: DEMO_WEBSITE_ID, environment, collection };
  const ref = (entryId: string) => ({ websiteId: DEMO_WEBSITE_ID, collection, entryId });
  // The demo's content is valid by construction: a refusal here is a bug in the demo data, thrown by unrefused.
  for (const draft of drafts) unrefused(publishEntry(deps, ref(unrefused(createEntry(deps, { ...base, ...draft })).id)));
  const renamed = unrefused(
    createEntry(deps, {
      ...base,
      ...drafts[0]!,
      slug: `${drafts[0]!.slug as string}-old`,
      title: `${drafts[0]!.title as string} (renamed)`,
    }),
  );
  unrefused(publishEntry(deps, ref(renamed.id)));
  unrefused(changeSlug(deps, ref(renamed.id), `${drafts[0]!.slug as string}-renamed`));
  unrefused(
    createEntry(deps, {
      ...base,
      ...drafts[1]!,
      slug: `${drafts[1]!.slug as string}-draft`,
      title: `${drafts[1]!.title as string} (draft)`,
    }),
  );
  const retired = unrefused(
    createEntry(deps, {
      ...base,
      ...drafts[2]!,
      slug: `${drafts[2]!.slug as string}-retired`,
      title: `${drafts[2]!.title as string} (retired)`,
    }),
  );
  unrefused(publishEntry(deps, ref(retired.id)));
  unrefused(unpublishEntry(deps, ref(retired.id)));
}

export async function seedContentDemo(deps: Deps): Promise<DemoCredentials['content']> {
  createWebsite(deps, {
    id: DEMO_WEBSITE_ID,
    name: 'Demo Studio',
    members: [
      { sub: 'user_demo', name: 'Demo Owner', roles: ['manage', 'publish', 'leads'] },
      { sub: 'user_teammate', name: 'Sam Teammate', roles: ['leads'] },
    ],
  });
  // The demo page is served by this server, so the address it listens on is an allowed origin.
  const origins = [...deps.options.demoOrigins, WEB];
  unrefused(updateContentSettings(deps, DEMO_WEBSITE_ID, { enabled: true, allowedOrigins: origins }));
  unrefused(
    createCollection(deps, DEMO_WEBSITE_ID, {
      key: 'events',
      name: 'Events',
      fields: [
        { key: 'date', label: 'Date', type: 'date', required: true },
        { key: 'time', label: 'Start time', type: 'time' },
        { key: 'venue', label: 'Venue', type: 'text' },
        { key: 'bookingUrl', label: 'Booking link', type: 'url' },
        { key: 'capacity', label: 'Capacity', type: 'number' },
        { key: 'free', label: 'Free entry', type: 'boolean' },
        { key: 'kind', label: 'Kind', type: 'select', options: ['workshop', 'talk', 'open-day'] },
      ],
    }),
  );
  unrefused(
    createCollection(deps, DEMO_WEBSITE_ID, {
      key: 'posts',
      name: 'Posts',
      fields: [
        { key: 'author', label: 'Author', type: 'text' },
        { key: 'readingMinutes', label: 'Reading time (minutes)', type: 'number' },
      ],
    }),
  );
  for (const environment of ['test', 'live'] as const) {
    seedCollection(deps, environment, { collection: 'events', drafts: EVENTS });
    seedCollection(deps, environment, { collection: 'posts', drafts: POSTS });
  }
  const test = await issueKey(deps, { family: 'content', siteId: DEMO_WEBSITE_ID, environment: 'test', label: 'Demo test key' });
  const live = await issueKey(deps, { family: 'content', siteId: DEMO_WEBSITE_ID, environment: 'live', label: 'Demo live key' });
  return {
    siteId: DEMO_WEBSITE_ID,
    collections: ['events', 'posts'],
    keys: { test: test.plaintext, live: live.plaintext },
    origin: origins[0]!,
  };
}
