// Business hours of an Engage site: weekly opening periods in an IANA time zone, checked when the console sets them,
// and whether people answer now (with when that changes) by the server's clock.

import type { components } from '@svc/spec';
import { limits } from '@svc/spec';
import { isPlainObject } from '../http/json.js';
import { controlCharactersMessage, hasControlCharacters, textLength } from '../http/text.js';
import type { Problems } from '../http/validation.js';

type S = components['schemas'];
export type BusinessHours = S['BusinessHours'];
export type HoursStatus = S['HoursStatus'];

export const HOURS_LIMITS = {
  periods: limits.BusinessHours.weekly.maxItems,
  timeZone: limits.BusinessHours.timeZone.maxLength,
  awayMessage: limits.BusinessHours.awayMessage.maxLength,
} as const;
export const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const OPEN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const CLOSE = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;

function minutes(hhmm: string): number {
  return Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
}

/** Whether the runtime knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (zone === '' || textLength(zone) > HOURS_LIMITS.timeZone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Reads `businessHours` of a site change: null (always open) or checked hours; each broken rule is a problem. */
export function parseBusinessHours(value: unknown, problems: Problems): BusinessHours | null | undefined {
  const field = 'businessHours';
  if (value === null) return null;
  if (!isPlainObject(value)) {
    problems.add(field, 'businessHours must be an object with timeZone and weekly, or null');
    return undefined;
  }
  const before = problems.count;
  for (const key of Object.keys(value)) {
    if (!['timeZone', 'weekly', 'awayMessage'].includes(key))
      problems.add(`${field}.${key}`, `unknown property ${field}.${key} (allowed: timeZone, weekly, awayMessage)`);
  }
  const zone = value.timeZone;
  if (typeof zone !== 'string' || !isTimeZone(zone)) {
    problems.add(`${field}.timeZone`, 'businessHours.timeZone must be an IANA time zone such as Europe/Paris');
  }
  const weekly = value.weekly;
  const periods: S['OpeningPeriod'][] = [];
  if (!Array.isArray(weekly)) problems.add(`${field}.weekly`, 'businessHours.weekly must be an array of { day, open, close }');
  else if (weekly.length > HOURS_LIMITS.periods) {
    problems.add(`${field}.weekly`, `businessHours.weekly must hold at most ${HOURS_LIMITS.periods} periods`);
  } else {
    weekly.forEach((p: unknown, i) => {
      const where = `${field}.weekly[${i}]`;
      const ok =
        isPlainObject(p) &&
        Object.keys(p).every((k) => k === 'day' || k === 'open' || k === 'close') &&
        typeof p.day === 'string' &&
        (DAYS as readonly string[]).includes(p.day) &&
        typeof p.open === 'string' &&
        OPEN.test(p.open) &&
        typeof p.close === 'string' &&
        CLOSE.test(p.close);
      if (!ok) {
        problems.add(
          `${field}.weekly`,
          `${where} must be { day: mon..sun, open: HH:MM, close: HH:MM } (24-hour clock; close may be 24:00)`,
        );
      } else if (minutes(p.open as string) >= minutes(p.close as string)) {
        problems.add(`${field}.weekly`, `${where}: open (${String(p.open)}) must be before close (${String(p.close)})`);
      } else periods.push({ day: p.day as S['Weekday'], open: p.open as string, close: p.close as string });
    });
    for (const day of DAYS) {
      const today = periods.filter((p) => p.day === day).sort((a, b) => minutes(a.open) - minutes(b.open));
      for (let i = 1; i < today.length; i++) {
        if (minutes(today[i]!.open) < minutes(today[i - 1]!.close)) {
          problems.add(
            `${field}.weekly`,
            `businessHours.weekly: the ${day} periods ${today[i - 1]!.open}-${today[i - 1]!.close} and ${today[i]!.open}-${today[i]!.close} overlap`,
          );
        }
      }
    }
  }
  const away = value.awayMessage;
  if (away !== undefined) {
    if (typeof away !== 'string' || away.trim() === '' || textLength(away) > HOURS_LIMITS.awayMessage) {
      problems.add(`${field}.awayMessage`, `businessHours.awayMessage must be 1 to ${HOURS_LIMITS.awayMessage} characters`);
    } else if (hasControlCharacters(away)) problems.add(`${field}.awayMessage`, controlCharactersMessage('businessHours.awayMessage'));
  }
  if (problems.count > before) return undefined;
  return { timeZone: zone as string, weekly: periods, ...(typeof away === 'string' ? { awayMessage: away.trim() } : {}) };
}

/** The wall clock of `instant` in `zone`, as a UTC timestamp of the same wall-clock reading. */
function wallClock(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/** The instant whose wall clock in `zone` reads `local` (a UTC timestamp of that reading); DST gaps move forward. */
function instantOf(local: number, zone: string): number {
  let guess = local - (wallClock(local, zone) - local);
  guess = local - (wallClock(guess, zone) - guess);
  return guess;
}

/** Whether people answer at `now`, and when that changes next. */
export function hoursStatus(hours: BusinessHours, now: number): HoursStatus {
  const zone = hours.timeZone;
  const local = wallClock(now, zone);
  const today = Date.UTC(new Date(local).getUTCFullYear(), new Date(local).getUTCMonth(), new Date(local).getUTCDate());
  const intervals: Array<[number, number]> = [];
  for (let k = -1; k <= 8; k++) {
    const day = today + k * 86_400_000;
    const name = DAYS[new Date(day).getUTCDay()];
    for (const p of hours.weekly) {
      if (p.day !== name) continue;
      intervals.push([instantOf(day + minutes(p.open) * 60_000, zone), instantOf(day + minutes(p.close) * 60_000, zone)]);
    }
  }
  intervals.sort((a, b) => a[0] - b[0]);
  // Touching periods (Monday to 24:00, Tuesday from 00:00) are one opening.
  const merged: Array<[number, number]> = [];
  for (const [start, end] of intervals) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const current = merged.find(([start, end]) => start <= now && now < end);
  const next = merged.find(([start]) => start > now);
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    open: current !== undefined,
    nextOpenAt: current ? null : next ? iso(next[0]) : null,
    nextCloseAt: current ? iso(current[1]) : null,
    timeZone: zone,
    awayMessage: hours.awayMessage ?? null,
  };
}

/** "Monday at 09:00 (Europe/Paris)": when people are back, in the site's zone, for the visitor. */
export function backAt(status: HoursStatus): string {
  if (!status.nextOpenAt) return 'No opening hours are set yet.';
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: status.timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(Date.parse(status.nextOpenAt));
  return `A person is back on ${when.replace(' ', ' at ')} (${status.timeZone}).`;
}
