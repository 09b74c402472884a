import { describe, expect, it } from 'vitest';
import { deviceLabel } from './device.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('device label from the user agent', () => {
  it('names platform, system with version and browser', () => {
    expect(deviceLabel(IPHONE)).toBe('Mobile · iOS 17.4 · Safari');
  });

  it('uses the Windows marketing version rather than the NT version', () => {
    expect(deviceLabel(WINDOWS_CHROME)).toBe('Desktop · Windows 10 · Chrome');
  });

  it('is null for a user agent nothing is known about', () => {
    expect(deviceLabel('curl/8.0')).toBeNull();
    expect(deviceLabel('')).toBeNull();
  });
});
