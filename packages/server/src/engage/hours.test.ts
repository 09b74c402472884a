import { describe, expect, it } from 'vitest';
import { Problems } from '../http/validation.js';
import { backAt, hoursStatus, parseBusinessHours } from './hours.js';

const weekdays = (open: string, close: string) => (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, open, close }));
const paris = { timeZone: 'Europe/Paris', weekly: weekdays('09:00', '17:00') };

describe('hoursStatus', () => {
  it('open inside a period, with when it closes; closed outside, with when it opens, in the zone and across DST', () => {
    // Thursday 2026-03-05 08:30 UTC is 09:30 in Paris (UTC+1).
    expect(hoursStatus(paris, Date.UTC(2026, 2, 5, 8, 30))).toEqual({
      open: true,
      nextOpenAt: null,
      nextCloseAt: '2026-03-05T16:00:00.000Z',
      timeZone: 'Europe/Paris',
      awayMessage: null,
    });
    // Friday 17:00 Paris: closed until Monday 09:00.
    expect(hoursStatus(paris, Date.UTC(2026, 2, 6, 16, 0))).toMatchObject({
      open: false,
      nextOpenAt: '2026-03-09T08:00:00.000Z',
      nextCloseAt: null,
    });
    // Friday 2026-03-27 evening: Monday is after the switch to summer time (UTC+2), so 09:00 is 07:00 UTC.
    expect(hoursStatus(paris, Date.UTC(2026, 2, 27, 18, 0)).nextOpenAt).toBe('2026-03-30T07:00:00.000Z');
  });

  it('touching periods are one opening; no period at all is never open', () => {
    const late = {
      timeZone: 'UTC',
      weekly: [
        { day: 'mon' as const, open: '20:00', close: '24:00' },
        { day: 'tue' as const, open: '00:00', close: '02:00' },
      ],
    };
    expect(hoursStatus(late, Date.UTC(2026, 2, 9, 23, 0))).toMatchObject({ open: true, nextCloseAt: '2026-03-10T02:00:00.000Z' });
    expect(hoursStatus({ timeZone: 'UTC', weekly: [] }, Date.UTC(2026, 2, 9))).toMatchObject({ open: false, nextOpenAt: null });
  });

  it('says when a person is back in the site zone', () => {
    expect(backAt(hoursStatus(paris, Date.UTC(2026, 2, 6, 16, 0)))).toBe('A person is back on Monday at 09:00 (Europe/Paris).');
  });
});

describe('parseBusinessHours', () => {
  const parse = (value: unknown) => {
    const collected = new Problems();
    return { hours: parseBusinessHours(value, collected), problems: collected.list };
  };

  it('accepts hours and null', () => {
    expect(parse({ ...paris, awayMessage: ' Back soon ' }).hours).toEqual({ ...paris, awayMessage: 'Back soon' });
    expect(parse(null)).toEqual({ hours: null, problems: [] });
  });

  it('refuses an unknown zone, a bad time, open after close, overlaps, too many periods and unknown properties, each by field', () => {
    const messages = (value: unknown) => parse(value).problems.map((p) => `${p.field}: ${p.message}`);
    expect(messages({ timeZone: 'Mars/Olympus', weekly: [] })[0]).toContain(
      'businessHours.timeZone: businessHours.timeZone must be an IANA time zone',
    );
    expect(messages({ timeZone: 'UTC', weekly: [{ day: 'mon', open: '9:00', close: '17:00' }] })[0]).toContain('weekly[0] must be');
    expect(messages({ timeZone: 'UTC', weekly: [{ day: 'mon', open: '17:00', close: '09:00' }] })[0]).toContain(
      'open (17:00) must be before close (09:00)',
    );
    expect(
      messages({
        timeZone: 'UTC',
        weekly: [
          { day: 'mon', open: '09:00', close: '12:00' },
          { day: 'mon', open: '11:00', close: '13:00' },
        ],
      })[0],
    ).toContain('overlap');
    expect(
      messages({ timeZone: 'UTC', weekly: Array.from({ length: 22 }, () => ({ day: 'mon', open: '09:00', close: '10:00' })) })[0],
    ).toContain('at most 21 periods');
    expect(messages({ timeZone: 'UTC', weekly: [], awayMessage: 'x'.repeat(401) })[0]).toContain('awayMessage must be 1 to 400');
    expect(messages({ timeZone: 'UTC', weekly: [], open: true })[0]).toContain('unknown property businessHours.open');
    expect(messages('always')[0]).toContain('businessHours must be an object');
  });
});
