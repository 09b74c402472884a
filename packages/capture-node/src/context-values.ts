// The context values the service accepts; anything it would drop silently is not sent at all.

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?!$)|$)){4}$/;
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]/;

/** An IPv4 dotted quad (no leading zeros) or an IPv6 literal (checked by the WHATWG URL parser; no zone ids). */
export function acceptIp(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (IPV4.test(value)) return value;
  if (!value.includes(':') || /[^\da-f:.]/i.test(value)) return undefined;
  try {
    new URL(`http://[${value}]/`);
    return value;
  } catch {
    return undefined;
  }
}

const text = (value: string | undefined, max: number): string | undefined =>
  value !== undefined && value.trim() !== '' && value.length <= max ? value : undefined;

/** At most 500 characters. */
export const acceptUserAgent = (value: string | undefined): string | undefined => text(value, 500);

/** An absolute http(s) URL of at most 500 characters. */
export function acceptReferrer(value: string | undefined): string | undefined {
  const v = text(value, 500);
  if (!v || !/^https?:\/\//i.test(v) || CONTROL_OR_SPACE.test(v)) return undefined;
  try {
    return new URL(v).hostname ? v : undefined;
  } catch {
    return undefined;
  }
}

/** A path on the site, beginning with one slash, of at most 300 characters. */
export function acceptLandingPage(value: string | undefined): string | undefined {
  const v = text(value, 300);
  return v && v.startsWith('/') && !v.startsWith('//') && !CONTROL_OR_SPACE.test(v) ? v : undefined;
}

/** The first tag of an Accept-Language header, when it is a well-formed BCP 47 tag (not `*`). */
export function firstLanguage(header: string | undefined): string | undefined {
  const tag = header?.split(',')[0]?.split(';')[0]?.trim();
  if (!tag || tag === '*' || tag.length > 35) return undefined;
  try {
    return Intl.getCanonicalLocales(tag).length === 1 ? tag : undefined;
  } catch {
    return undefined;
  }
}
