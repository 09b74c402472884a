import { describe, expect, it } from 'vitest';
import { extractContact } from './extract.js';

describe('managed form extraction', () => {
  it('contact comes from fields.name, fields.email and fields.phone; subject from fields.subject', () => {
    expect(extractContact({ name: 'Ada', email: 'ada@example.org', phone: '+44 1', subject: 'Quote', other: 'x' })).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      phone: '+44 1',
      subject: 'Quote',
      message: null,
    });
  });

  it('the message comes from fields.message, else fields.notes', () => {
    expect(extractContact({ message: 'hello', notes: 'ignored' }).message).toBe('hello');
    expect(extractContact({ notes: 'from notes' }).message).toBe('from notes');
    expect(extractContact({ message: '  ', notes: 'blank message falls back' }).message).toBe('blank message falls back');
  });

  it('missing or blank fields give null', () => {
    expect(extractContact({ name: '   ' })).toEqual({ name: null, email: null, phone: null, subject: null, message: null });
  });
});
