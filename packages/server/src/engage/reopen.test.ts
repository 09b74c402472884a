// The reopen rule without HTTP: a closed thread goes back to whoever held it when it was closed.
import { describe, expect, it } from 'vitest';
import { reopenedStatus } from './take-over.js';

describe('reopenedStatus', () => {
  it('a thread closed while a person held it goes back to the person (agent)', () => {
    expect(reopenedStatus({ status: 'closed', closedFrom: 'agent' })).toBe('agent');
  });

  it('a thread closed while the assistant held it goes back to the assistant (ai)', () => {
    expect(reopenedStatus({ status: 'closed', closedFrom: 'ai' })).toBe('ai');
  });

  it('a closed thread whose earlier status is not known goes to the assistant (ai)', () => {
    expect(reopenedStatus({ status: 'closed' })).toBe('ai');
  });

  it('a thread that is not closed keeps its status', () => {
    expect(reopenedStatus({ status: 'agent' })).toBe('agent');
    expect(reopenedStatus({ status: 'ai', closedFrom: 'agent' })).toBe('ai');
  });
});
