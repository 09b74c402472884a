import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMove, decodePageToken, encodePageToken, matchesSearch, matchesStatus, pickContact } from './leads.js';
import type { Submission } from './model.js';

const lead = (fields: Record<string, string>, extra: Partial<Submission> = {}) =>
  ({ id: 'sub_1', form: 'contact', page: '/contact', fields, ...extra }) as Submission;

describe('contact picked from common field names', () => {
  it('reads name, email, company and phone whatever the casing or separator', () => {
    expect(pickContact({ Full_Name: 'Ada Lovelace', 'E-mail': 'ada@example.org', organisation: 'Engines', tel: '123' })).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      company: 'Engines',
      phone: '123',
    });
  });

  it('joins firstName and lastName when there is no name field', () => {
    expect(pickContact({ firstName: 'Grace', last_name: 'Hopper' }).name).toBe('Grace Hopper');
  });

  it('gives nulls when no common name is present', () => {
    expect(pickContact({ message: 'hello' })).toEqual({ name: null, email: null, company: null, phone: null });
  });
});

describe('search across every value', () => {
  it('finds a word in any field whatever the field name, ignoring case and accents', () => {
    const s = lead({ notes: 'Call Zoë about the Pricing' });
    expect(matchesSearch(s, 'zoe pricing')).toBe(true);
    expect(matchesSearch(s, 'zoe invoice')).toBe(false);
  });

  it('finds a lead by its permanent id', () => {
    expect(matchesSearch(lead({ a: 'b' }, { id: 'sub_000042' }), 'sub_000042')).toBe(true);
  });
});

describe('lead status', () => {
  it('the active filter covers unread leads too, closed covers archived', () => {
    expect(matchesStatus('unread', 'active')).toBe(true);
    expect(matchesStatus('closed', 'active')).toBe(false);
    expect(matchesStatus('archived', 'closed')).toBe(true);
    expect(matchesStatus('closed', 'archived')).toBe(false);
  });

  it('moves: open, close, archive, reopen; an archived lead cannot go straight back to unread', () => {
    expect(canMove('unread', 'active')).toBe(true);
    expect(canMove('active', 'closed')).toBe(true);
    expect(canMove('closed', 'archived')).toBe(true);
    expect(canMove('archived', 'active')).toBe(true);
    expect(canMove('archived', 'unread')).toBe(false);
    expect(canMove('closed', 'unread')).toBe(false);
  });
});

describe('page tokens', () => {
  it('round-trip any position', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.string({ maxLength: 40 }), (date, id) => {
        const position = { receivedAt: date.toISOString(), id };
        expect(decodePageToken(encodePageToken(position))).toEqual(position);
      }),
    );
  });

  it('a malformed token decodes to nothing', () => {
    for (const bad of ['', '!!!', 'abc', btoa('[1,2]'), btoa('{"a":1}').replace(/=/g, '')])
      expect(decodePageToken(bad), bad).toBeUndefined();
  });
});
