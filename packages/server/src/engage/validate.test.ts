import { describe, expect, it } from 'vitest';
import { optionalText, Problems } from './validate.js';

describe('engage input checks', () => {
  it('optional text: absent, null and blank are undefined; text is trimmed; over the bound or not a string is a problem', () => {
    expect(optionalText(undefined, 'page', 3)).toEqual({ ok: true, value: undefined });
    expect(optionalText(null, 'page', 3)).toEqual({ ok: true, value: undefined });
    expect(optionalText('   ', 'page', 3)).toEqual({ ok: true, value: undefined });
    expect(optionalText(' abc ', 'page', 3)).toEqual({ ok: true, value: 'abc' });
    expect(optionalText('abcd', 'page', 3)).toEqual({ ok: false, problem: 'page must be at most 3 characters' });
    expect(optionalText('x'.repeat(2001), 'message', 2000)).toEqual({ ok: false, problem: 'message must be at most 2,000 characters' });
    expect(optionalText(5, 'page', 3)).toEqual({ ok: false, problem: 'page must be a string' });
  });

  it('problems keep the first message and list every offending field once', () => {
    const p = new Problems();
    expect(p.text('ok', 'a', 5)).toBe('ok');
    p.text('toolong', 'b', 3);
    p.text(1, 'c', 3);
    p.add('b', 'again');
    expect(p.fields).toEqual(['b', 'c']);
    expect(p.message).toBe('b must be at most 3 characters');
  });
});
