import { describe, expect, it } from 'vitest';
import { checkEnvironment, keyEnvironment } from './environment.js';

describe('the key decides the environment', () => {
  it('reads the environment a key names', () => {
    expect(keyEnvironment('ck_test_abc')).toBe('test');
    expect(keyEnvironment('ck_live_abc')).toBe('live');
    expect(keyEnvironment('custom-key')).toBeUndefined();
  });

  it('an environment that disagrees with the key is a TypeError; an agreeing or absent one passes', () => {
    expect(() => checkEnvironment('ck_test_abc', 'live')).toThrow(TypeError);
    expect(checkEnvironment('ck_live_abc', 'live')).toBe('live');
    expect(checkEnvironment('ck_live_abc', undefined)).toBe('live');
    expect(checkEnvironment('custom-key', 'test')).toBe('test');
    expect(() => checkEnvironment('custom-key', 'prod' as 'test')).toThrow(TypeError);
  });
});
