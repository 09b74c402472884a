import { describe, expect, it } from 'vitest';
import { withoutHoneypots } from './forms.js';

describe('managed form honeypots', () => {
  it('drops website, url and homepage, however sanitising would spell them, and keeps the rest in order', () => {
    expect(withoutHoneypots({ name: 'Ada', website: 'x', URL: 'y', ' homepage ': 'z', websites: 'kept', email: 'a@b.c' })).toEqual({
      name: 'Ada',
      websites: 'kept',
      email: 'a@b.c',
    });
  });
});
