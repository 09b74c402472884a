// The capture site rules without HTTP: configure (what a notification address and a default form must be), the
// draft → active → disabled → active moves, and the test alert recorded on the site.
import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { isRefusal, unrefused } from '../http/validation.js';
import { AdjustableClock } from '../ports/clock.js';
import { SequentialIds } from '../ports/ids.js';
import type { EmailMessage } from '../ports/notifier.js';
import { MemoryStore } from '../ports/store.js';
import type { Website } from '../websites.js';
import { createWebsite, websitesTable } from '../websites.js';
import { configureCaptureSite, findCaptureSite, moveCaptureSite, testCaptureSite } from './admin-site.js';
import type { CaptureSite } from './model.js';

const T = Date.UTC(2026, 2, 5, 8);

function setup() {
  const deps = { store: new MemoryStore(), clock: new AdjustableClock({ start: T, frozen: true }), ids: new SequentialIds() };
  const website = createWebsite(deps, { name: 'Acme', members: [] });
  const fresh = (): Website => websitesTable(deps).get(website.id)!;
  const configure = (body: Record<string, unknown>) => configureCaptureSite(deps, fresh(), body);
  const site = (): CaptureSite => {
    return unrefused(findCaptureSite(deps, website.id)).site;
  };
  const move = (action: 'activate' | 'disable' | 'resume') => moveCaptureSite(deps, { website: fresh(), site: site() }, action);
  return { deps, website, configure, site, move };
}

/** The refusal of input a rule cannot take: 400 VALIDATION_FAILED naming the property at fault. */
const invalidInput = (field: string, message: string) => ({ status: 400, code: 'VALIDATION_FAILED', message, fields: [field] });

describe('configure a capture site', () => {
  it('the first configure creates a draft with the default form contact; a later one updates it', () => {
    const { configure, deps } = setup();
    const first = configure({ notificationEmail: 'team@acme.example' });
    expect(first).toMatchObject({
      created: true,
      site: { status: 'draft', notificationEmail: 'team@acme.example', defaultForm: 'contact' },
    });
    deps.clock.advance(1000);
    const later = configure({ defaultForm: '  enquiry ' });
    expect(later).toMatchObject({ created: false, site: { notificationEmail: 'team@acme.example', defaultForm: 'enquiry' } });
    expect((later as { site: CaptureSite }).site.updatedAt).toBe(new Date(T + 1000).toISOString());
  });

  it('a website without a capture site is 404 with its own message; an unknown website is 404 website not found', () => {
    const { deps, website } = setup();
    expect(findCaptureSite(deps, website.id)).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'no Form Capture site is configured for this website',
    });
    expect(findCaptureSite(deps, 'web_nope')).toMatchObject({ status: 404, message: 'website not found' });
  });

  it('the notification address must be an email address of at most 254 characters', () => {
    const { configure } = setup();
    const message = 'notificationEmail must be an email address (at most 254 characters)';
    for (const notificationEmail of ['not-an-email', 5, `${'a'.repeat(243)}@example.org`]) {
      expect(configure({ notificationEmail }), String(notificationEmail)).toEqual(invalidInput('notificationEmail', message));
    }
    expect(isRefusal(configure({ notificationEmail: `${'a'.repeat(242)}@example.org` }))).toBe(false);
  });

  it('a draft may drop its address; an activated site keeps one', () => {
    const { configure, move } = setup();
    configure({ notificationEmail: 'team@acme.example' });
    expect(configure({ notificationEmail: null })).toMatchObject({ site: { notificationEmail: null } });
    configure({ notificationEmail: 'team@acme.example' });
    move('activate');
    expect(configure({ notificationEmail: null })).toEqual(
      invalidInput('notificationEmail', 'an activated capture site keeps a notification address'),
    );
  });

  it('the default form is 1 to 40 characters after trimming, without control characters', () => {
    const { configure } = setup();
    for (const defaultForm of ['', '   ', 'f'.repeat(41), 7]) {
      expect(configure({ defaultForm }), String(defaultForm)).toEqual(
        invalidInput('defaultForm', 'defaultForm must be 1 to 40 characters'),
      );
    }
    expect(configure({ defaultForm: 'a\u0000b' })).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('control characters'),
      fields: ['defaultForm'],
    });
    expect(isRefusal(configure({ defaultForm: 'f'.repeat(40) }))).toBe(false);
  });

  it('a refused configure stores nothing', () => {
    const { configure, deps, website } = setup();
    configure({ notificationEmail: 'bad' });
    expect(isRefusal(findCaptureSite(deps, website.id))).toBe(true);
  });
});

describe('capture site moves', () => {
  it('activate needs a notification address', () => {
    const { configure, move } = setup();
    configure({});
    expect(move('activate')).toMatchObject({
      status: 409,
      code: 'INVALID_TRANSITION',
      message: 'configure a notification address before activating the capture site',
    });
  });

  it('draft → active → disabled → active, each stamped with the time of the move', () => {
    const { configure, move, deps } = setup();
    configure({ notificationEmail: 'team@acme.example' });
    expect(move('activate')).toMatchObject({ status: 'active', activatedAt: new Date(T).toISOString() });
    deps.clock.advance(5000);
    expect(move('disable')).toMatchObject({ status: 'disabled', disabledAt: new Date(T + 5000).toISOString() });
    deps.clock.advance(5000);
    expect(move('resume')).toMatchObject({ status: 'active', activatedAt: new Date(T + 10_000).toISOString() });
  });

  it('any other move is INVALID_TRANSITION naming the state and where the move starts', () => {
    const { configure, move } = setup();
    configure({ notificationEmail: 'team@acme.example' });
    expect(move('disable')).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'cannot disable a capture site that is draft (only from active)',
    });
    expect(move('resume')).toMatchObject({ message: 'cannot resume a capture site that is draft (only from disabled)' });
    move('activate');
    expect(move('activate')).toMatchObject({ message: 'cannot activate a capture site that is active (only from draft)' });
  });
});

describe('the test alert', () => {
  it('is sent to the notification address and recorded as the site lastTest', async () => {
    const sent: EmailMessage[] = [];
    const { deps } = await createReferenceServer({ notifier: { send: async (m) => (sent.push(m), { providerId: 'prov_1' }) } });
    const website = createWebsite(deps, { name: 'Acme', members: [] });
    configureCaptureSite(deps, website, { notificationEmail: 'team@acme.example' });
    const found = findCaptureSite(deps, website.id) as { website: Website; site: CaptureSite };
    const { site, test } = await testCaptureSite(deps, found, 'adminTestCaptureSite');
    expect(sent.map((m) => m.to)).toEqual(['team@acme.example']);
    expect(test).toMatchObject({ to: 'team@acme.example', outcome: 'accepted', providerId: 'prov_1', error: null });
    expect(site.lastTest).toEqual(test);
    expect((findCaptureSite(deps, website.id) as { site: CaptureSite }).site.lastTest).toEqual(test);
  });

  it("a provider's refusal is recorded as a failed test with its error", async () => {
    const { deps } = await createReferenceServer({
      notifier: {
        send: async () => {
          throw new Error('mailbox unavailable');
        },
      },
    });
    const website = createWebsite(deps, { name: 'Acme', members: [] });
    configureCaptureSite(deps, website, { notificationEmail: 'team@acme.example' });
    const found = findCaptureSite(deps, website.id) as { website: Website; site: CaptureSite };
    const { test } = await testCaptureSite(deps, found, 'adminTestCaptureSite');
    expect(test).toMatchObject({ outcome: 'failed', providerId: null, error: 'mailbox unavailable' });
  });
});
