import { describe, expect, it } from 'vitest';
import { createReferenceServer } from '../app.js';
import { isRefusal } from '../http/validation.js';
import { conversationsTable, ticketsTable } from './model.js';
import { linkableConversation, readSupport, storeSupportTicket } from './support.js';
import { createTestSite } from './test-support.js';

describe('support request body', () => {
  it('fills the defaults: category general, subject the first 80 characters of the message, nulls for the rest', () => {
    const message = 'm'.repeat(100);
    expect(readSupport({ name: ' Ada ', email: 'ada@example.org', message })).toEqual({
      input: {
        name: 'Ada',
        email: 'ada@example.org',
        message,
        phone: null,
        category: 'general',
        subject: 'm'.repeat(80),
        page: null,
        conversationId: null,
      },
    });
  });

  it('the default subject is the first 80 code points of the message, never half an emoji', () => {
    const read = readSupport({ name: 'Ada', email: 'ada@example.org', message: '😀'.repeat(100) });
    expect(read).toMatchObject({ input: { subject: '😀'.repeat(80) } });
  });

  it('checks who, then what, then the bounds', () => {
    expect(readSupport({ email: 'bad', message: '' })).toMatchObject({ code: 'NAME_AND_EMAIL_REQUIRED' });
    expect(readSupport({ name: 'Ada', email: 'ada@example.org', message: '' })).toMatchObject({ code: 'MESSAGE_REQUIRED' });
    expect(
      readSupport({ name: 'Ada', email: 'ada@example.org', message: 'hi', phone: '1'.repeat(31), subject: 's'.repeat(201) }),
    ).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'phone must be at most 30 characters; subject must be at most 200 characters',
      fields: ['phone', 'subject'],
    });
  });

  it('an email over 160 characters is not a valid address: "name and a valid email are required", as the spec table says', () => {
    expect(readSupport({ name: 'Ada', email: `${'e'.repeat(160)}@example.org`, message: 'hi' })).toEqual({
      status: 400,
      code: 'NAME_AND_EMAIL_REQUIRED',
      message: 'name and a valid email are required',
      fields: ['email'],
    });
  });

  it('a name over 120 characters is an invalid name: NAME_AND_EMAIL_REQUIRED naming name', () => {
    expect(readSupport({ name: 'n'.repeat(121), email: 'ada@example.org', message: 'hi' })).toEqual({
      status: 400,
      code: 'NAME_AND_EMAIL_REQUIRED',
      message: 'name and a valid email are required',
      fields: ['name'],
    });
    expect(readSupport({ name: 'n'.repeat(120), email: 'ada@example.org', message: 'hi' })).toHaveProperty('input');
  });

  it('every other over-length field is a 400 naming the field and its bound', () => {
    const ok = { name: 'Ada', email: 'ada@example.org', message: 'hi' };
    const bounds = { message: 5000, phone: 30, category: 40, subject: 200, page: 300 } as const;
    for (const [field, max] of Object.entries(bounds)) {
      expect(readSupport({ ...ok, [field]: 'a'.repeat(max) }), field).toHaveProperty('input');
      expect(readSupport({ ...ok, [field]: 'a'.repeat(max + 1) }), field).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: `${field} must be at most ${max.toLocaleString('en-US')} characters`,
        fields: [field],
      });
    }
  });
});

describe('support tickets without HTTP', () => {
  it("stores an open support ticket, and links only a conversation of the ticket's own site", async () => {
    const { deps } = await createReferenceServer();
    const { site } = await createTestSite(deps);
    const { site: other } = await createTestSite(deps);
    const read = readSupport({ name: 'Ada', email: 'ada@example.org', message: 'help' });
    if (isRefusal(read)) throw new Error('expected a valid request');
    const id = storeSupportTicket(deps, site, read.input);
    expect(ticketsTable(deps).get(id)).toMatchObject({ siteId: site.id, source: 'support', status: 'open', email: 'ada@example.org' });
    expect(linkableConversation(deps, site, null)).toBe(true);
    expect(linkableConversation(deps, site, 'conv_missing')).toBe(false);
    const at = new Date().toISOString();
    conversationsTable(deps).set({
      id: 'conv_other',
      siteId: other.id,
      visitorTokenHash: 'h',
      status: 'ai',
      visitor: {},
      page: null,
      pageTitle: null,
      escalated: false,
      messages: [],
      createdAt: at,
      updatedAt: at,
    });
    expect(linkableConversation(deps, site, 'conv_other')).toBe(false);
    expect(linkableConversation(deps, other, 'conv_other')).toBe(true);
  });
});
