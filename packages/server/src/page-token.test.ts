// The page tokens of the admin and console lists: one codec, base64url JSON, read back only when well formed.
import { describe, expect, it } from 'vitest';
import { decodePageToken as decodeLeadsToken, encodePageToken as encodeLeadsToken } from './capture/leads.js';
import { fromBase64Url, toBase64Url } from './crypto.js';
import { decodePageToken as decodeConsoleToken, encodePageToken as encodeConsoleToken } from './engage-console/page-token.js';
import { decodePageToken, encodePageToken } from './page-token.js';

describe('page tokens', () => {
  it('a position round-trips as URL-safe text without padding', () => {
    const position = { at: '2026-01-01T00:00:00.000Z', id: 'sub_é?/+' };
    const token = encodePageToken(position);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePageToken(token, 400)).toEqual(position);
  });

  it('empty, over-long, non-base64url, non-UTF-8 and non-JSON tokens read as nothing', () => {
    const long = encodePageToken({ id: 'x'.repeat(400) });
    for (const token of [
      '',
      long,
      'a+b/',
      'a b',
      toBase64Url(new Uint8Array([0xff, 0xfe])),
      toBase64Url(new TextEncoder().encode('{nope')),
    ]) {
      expect(decodePageToken(token, 400), token).toBeUndefined();
    }
  });

  it('the leads inbox and the console lists use it, each checking its own shape', () => {
    const lead = { receivedAt: '2026-01-01T00:00:00.000Z', id: 'sub_1' };
    expect(decodeLeadsToken(encodeLeadsToken(lead))).toEqual(lead);
    expect(decodeLeadsToken(encodePageToken({ at: lead.receivedAt, id: 'sub_1' }))).toBeUndefined();
    const key = { at: '2026-01-01T00:00:00.000Z', id: 'tkt_1' };
    expect(decodeConsoleToken(encodeConsoleToken('s', 'tickets', key), 's', 'tickets')).toEqual(key);
    expect(decodeConsoleToken(encodeConsoleToken('s', 'tickets', key), 's', 'conversations')).toBeUndefined();
  });

  it('base64url matches RFC 4648 §5 and refuses the standard alphabet', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf]);
    expect(toBase64Url(bytes)).toBe('-_-_');
    expect(fromBase64Url('-_-_')).toEqual(bytes);
    expect(fromBase64Url('+/+/')).toBeUndefined();
  });
});
