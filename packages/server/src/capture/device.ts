// A short device label from a user agent ("Mobile · iOS 17.4 · Safari") for the inbox and the alert email.
import Bowser from 'bowser';
import { memoize } from '../memo.js';

/**
 * The label, or null when the user agent names no platform, system or browser bowser recognises. A browser sends the
 * same user agent on every request, and parsing one costs more than the rest of a capture: the last labels are kept.
 */
export const deviceLabel: (userAgent: string) => string | null = memoize(parseDeviceLabel, 1024);

function parseDeviceLabel(userAgent: string): string | null {
  let result: Bowser.Parser.ParsedResult;
  try {
    result = Bowser.parse(userAgent);
  } catch {
    return null;
  }
  const parts: string[] = [];
  const platform = result.platform.type;
  if (platform) parts.push(platform === 'tv' ? 'TV' : platform.charAt(0).toUpperCase() + platform.slice(1));
  const os = result.os;
  if (os.name) {
    // Windows reports its NT version ("NT 10.0"); the marketing name ("10") is what people recognise.
    const version = os.name === 'Windows' ? (os.versionName ?? os.version) : os.version;
    parts.push(version ? `${os.name} ${version}` : os.name);
  }
  if (result.browser.name) parts.push(result.browser.name);
  return parts.length > 0 ? parts.join(' · ') : null;
}
