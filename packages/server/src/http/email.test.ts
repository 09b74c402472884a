import { describe, expect, it } from 'vitest';
import { isEmail } from './email.js';

describe('the email address check', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const ok of ['ada@example.org', 'a.b+tag@mail.example.co.uk']) expect(isEmail(ok), ok).toBe(true);
    for (const bad of ['', 'ada', 'ada@', '@example.org', 'ada@example', 'a da@example.org', 'ada@@example.org', 'ada@example..org']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
});
