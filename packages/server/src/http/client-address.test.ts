import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

describe('the visitor address (trustProxy counted as @svc/capture-node counts it)', () => {
  it("trustProxy 0: the connection's address; X-Forwarded-For is ignored", () => {
    expect(clientAddress('192.0.2.1', '198.18.0.1', 0)).toBe('192.0.2.1');
    expect(clientAddress(undefined, '198.18.0.1', 0)).toBeUndefined();
    expect(clientAddress('::ffff:192.0.2.1', undefined, 0)).toBe('192.0.2.1');
  });

  it('trustProxy N: the entry N hops from the right; fewer entries than N: the left-most', () => {
    const xff = '198.18.0.1, 203.0.113.7, 10.0.0.2';
    expect(clientAddress('10.0.0.3', xff, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.3', xff, 2)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.3', xff, 3)).toBe('198.18.0.1');
    expect(clientAddress('10.0.0.3', xff, 9)).toBe('198.18.0.1');
    expect(clientAddress('10.0.0.3', '::ffff:203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it("trustProxy N without X-Forwarded-For: the connection's address", () => {
    expect(clientAddress('10.0.0.3', undefined, 1)).toBe('10.0.0.3');
    expect(clientAddress('10.0.0.3', ' , ', 1)).toBe('10.0.0.3');
  });
});
