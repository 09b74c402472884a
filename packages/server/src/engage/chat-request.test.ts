import { describe, expect, it } from 'vitest';
import { peekVisitorToken, readChatTurn } from './chat-request.js';

const json = (value: unknown) => ({ ok: true as const, value });

describe('chat turn body', () => {
  it('reads a full turn, trimming text', () => {
    const read = readChatTurn(
      json({
        message: ' hi ',
        visitorToken: 'vt_1',
        visitor: { id: 'v1', name: 'Ada', email: 'ada@example.org' },
        page: '/p',
        pageTitle: 'P',
      }),
      'anonymous',
      false,
    );
    expect(read).toEqual({
      turn: {
        message: 'hi',
        consent: false,
        hash: undefined,
        visitorToken: 'vt_1',
        visitor: { id: 'v1', name: 'Ada', email: 'ada@example.org' },
        page: '/p',
        pageTitle: 'P',
      },
    });
  });

  it('an empty body or a missing message is MESSAGE_REQUIRED; a non-object body is VALIDATION_FAILED', () => {
    expect(readChatTurn({ ok: false, reason: 'empty' }, 'anonymous', false)).toMatchObject({ code: 'MESSAGE_REQUIRED' });
    expect(readChatTurn(json({ message: '' }), 'anonymous', false)).toMatchObject({ code: 'MESSAGE_REQUIRED' });
    expect(readChatTurn({ ok: false, reason: 'invalid' }, 'anonymous', false)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(readChatTurn(json(['message']), 'anonymous', false)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('email mode: an address is needed unless the resumed thread already has one', () => {
    expect(readChatTurn(json({ message: 'hi' }), 'email', false)).toMatchObject({ code: 'IDENTITY_REQUIRED', fields: ['visitor.email'] });
    expect(readChatTurn(json({ message: 'hi' }), 'email', true)).toHaveProperty('turn');
    // A malformed address sent now is refused even when the thread has one.
    expect(readChatTurn(json({ message: 'hi', visitor: { email: 'bad' } }), 'email', true)).toMatchObject({ code: 'IDENTITY_REQUIRED' });
  });

  it('bound problems come before the identity problem', () => {
    expect(readChatTurn(json({ message: 'hi', page: 'x'.repeat(301) }), 'email', false)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: ['page'],
    });
  });

  it('the token is peeked only when it is a usable string', () => {
    expect(peekVisitorToken(json({ visitorToken: ' vt_1 ' }))).toBe('vt_1');
    expect(peekVisitorToken(json({ visitorToken: 7 }))).toBeUndefined();
    expect(peekVisitorToken(json({ visitorToken: 'x'.repeat(129) }))).toBeUndefined();
    expect(peekVisitorToken({ ok: false, reason: 'empty' })).toBeUndefined();
  });

  it('the visitor token bound is 128 code points, the same for the peek and the check', () => {
    const token = '😀'.repeat(128);
    expect(peekVisitorToken(json({ visitorToken: ` ${token} ` }))).toBe(token);
    expect(readChatTurn(json({ message: 'hi', visitorToken: token }), 'anonymous', false)).toHaveProperty('turn');
    expect(peekVisitorToken(json({ visitorToken: `${token}😀` }))).toBeUndefined();
  });
});
