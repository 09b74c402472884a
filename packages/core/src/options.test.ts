import { describe, expect, it } from 'vitest';
import { CALL_OPTIONS, checkBaseUrl, checkKey, checkOptions } from './options.js';

describe('options checked where they are typed', () => {
  it('an unknown option name is refused, naming the likely one meant and the known ones', () => {
    expect(() => checkOptions({ retries: 3 }, CALL_OPTIONS, 'content.list')).toThrow(
      'content.list: unknown option retries; did you mean maxRetries? (known: signal,maxRetries,timeoutMs,deadlineMs,headers)',
    );
    expect(() => checkOptions({ timeout: 5 }, CALL_OPTIONS, 'x')).toThrow(/did you mean timeoutMs\?/);
    expect(() => checkOptions({ maxRetryAfterSeconds: 5 }, 'maxRetryAfterMs', 'x')).toThrow(/did you mean maxRetryAfterMs\?/);
    expect(() => checkOptions({ colour: 'red' }, CALL_OPTIONS, 'x')).toThrow(/unknown option colour \(known:/);
  });

  it('durations and retry counts must be numbers of 0 or more (retries whole)', () => {
    expect(() => checkOptions({ timeoutMs: -1 }, CALL_OPTIONS, 'x')).toThrow(RangeError);
    expect(() => checkOptions({ timeoutMs: '30s' }, CALL_OPTIONS, 'x')).toThrow('x: timeoutMs must be a number of ms >= 0 (got 30s)');
    expect(() => checkOptions({ maxRetries: 1.5 }, CALL_OPTIONS, 'x')).toThrow(/maxRetries must be a whole number/);
    expect(() => checkOptions({ deadlineMs: Infinity }, CALL_OPTIONS, 'x')).toThrow(RangeError);
    expect(() => checkOptions({ maxRetries: 0, timeoutMs: 0, deadlineMs: undefined, signal: undefined }, CALL_OPTIONS, 'x')).not.toThrow();
    expect(() => checkOptions(undefined, CALL_OPTIONS, 'x')).not.toThrow();
    expect(() => checkOptions(null, CALL_OPTIONS, 'x')).toThrow(TypeError);
  });

  it('a key of the wrong family is refused, naming the key the client needs', () => {
    expect(() => checkKey('ck_live_ContentKey0123456789', 'sk', 'createCaptureClient')).toThrow(
      'createCaptureClient needs apiKey: a Form Capture key (sk_...), not a Content key',
    );
    expect(() => checkKey('sk_test_Capture0123456789ab', 'ck', 'createContentClient')).toThrow(
      /needs apiKey: a Content key \(ck_\.\.\.\), not a Form Capture key/,
    );
    expect(() => checkKey('pk_live_Engage0123456789abc', 'ck', 'x')).toThrow(/not an Engage publishable key/);
    expect(() => checkKey('whsec_abc', 'sk', 'x')).toThrow(/not a webhook secret/);
    expect(() => checkKey('', 'sk', 'x')).toThrow('x needs apiKey: a Form Capture key (sk_...)');
    expect(() => checkKey(undefined, 'sk', 'x')).toThrow(TypeError);
    expect(checkKey('sk_live_Capture0123456789ab', 'sk', 'x')).toBe('sk_live_Capture0123456789ab');
  });

  it('a key that matches no key family is refused when the client is created, naming the format and never the key', () => {
    for (const key of ['hello', 'legacy-key-0123456789', 'xx_test_abc', 'sk_']) {
      let message = '';
      try {
        checkKey(key, 'sk', 'createCaptureClient');
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        message = (error as Error).message;
      }
      expect(message).toBe('createCaptureClient needs apiKey: a Form Capture key (sk_...); this value matches no key family');
    }
    expect(checkKey('sk_live_Capture0123456789ab', 'sk', 'x')).toBe('sk_live_Capture0123456789ab');
  });

  it('the base URL must be an absolute http(s) URL', () => {
    expect(() => checkBaseUrl('api.example.com', 'x')).toThrow('x needs baseUrl, an absolute http(s) URL (got api.example.com)');
    expect(() => checkBaseUrl(undefined, 'x')).toThrow(TypeError);
    expect(() => checkBaseUrl('https://api.example.com/', 'x')).not.toThrow();
  });
});
