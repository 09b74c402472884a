// The capture admin rules' shared reads without HTTP: the website a path names, the environment scope, boolean options.
import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../ports/clock.js';
import { SequentialIds } from '../ports/ids.js';
import { MemoryStore } from '../ports/store.js';
import { createWebsite } from '../websites.js';
import { ENVIRONMENT_MESSAGE, findWebsite, readBooleanOption, readEnvironment, Refused } from './admin-util.js';

describe('the environment scope', () => {
  it('"test" and "live" are the environments', () => {
    expect(readEnvironment('test')).toBe('test');
    expect(readEnvironment('live')).toBe('live');
  });

  it('anything else, absence included, is a problem naming environment', () => {
    for (const value of [undefined, '', 'prod', 'LIVE', 1, null]) {
      const refused = readEnvironment(value);
      expect(refused, String(value)).toBeInstanceOf(Refused);
      expect((refused as Refused).problems).toEqual([{ field: 'environment', message: ENVIRONMENT_MESSAGE }]);
    }
  });
});

describe('a boolean option', () => {
  it('absent is false; true and false are taken as given', () => {
    expect(readBooleanOption({}, 'force')).toBe(false);
    expect(readBooleanOption({ force: true }, 'force')).toBe(true);
    expect(readBooleanOption({ force: false }, 'force')).toBe(false);
  });

  it('any other value is a problem naming the option', () => {
    for (const value of ['true', 1, null, {}]) {
      const refused = readBooleanOption({ force: value }, 'force') as Refused;
      expect(refused.problems).toEqual([{ field: 'force', message: 'force must be a boolean' }]);
      expect(refused).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('the website a path names', () => {
  it('a stored website is found; an unknown id is 404 NOT_FOUND', () => {
    const deps = { store: new MemoryStore(), clock: new AdjustableClock(), ids: new SequentialIds() };
    const website = createWebsite(deps, { name: 'Acme', members: [] });
    expect(findWebsite(deps, website.id)).toEqual(website);
    expect(findWebsite(deps, 'web_nope')).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'website not found' });
  });
});
