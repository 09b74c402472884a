// The capture admin rules' shared reads without HTTP: the website a path names, the environment scope, boolean options.
import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../ports/clock.js';
import { SequentialIds } from '../ports/ids.js';
import { MemoryStore } from '../ports/store.js';
import { createWebsite } from '../websites.js';
import { ENVIRONMENT_MESSAGE, findWebsite, readBooleanOption, readEnvironment } from './admin-util.js';

describe('the environment scope', () => {
  it('"test" and "live" are the environments', () => {
    expect(readEnvironment('test')).toBe('test');
    expect(readEnvironment('live')).toBe('live');
  });

  it('anything else, absence included, is 400 VALIDATION_FAILED naming environment', () => {
    for (const value of [undefined, '', 'prod', 'LIVE', 1, null]) {
      expect(readEnvironment(value), String(value)).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: ENVIRONMENT_MESSAGE,
        fields: ['environment'],
      });
    }
  });
});

describe('a boolean option', () => {
  it('absent is false; true and false are taken as given', () => {
    expect(readBooleanOption({}, 'force')).toBe(false);
    expect(readBooleanOption({ force: true }, 'force')).toBe(true);
    expect(readBooleanOption({ force: false }, 'force')).toBe(false);
  });

  it('any other value is 400 VALIDATION_FAILED naming the option', () => {
    for (const value of ['true', 1, null, {}]) {
      expect(readBooleanOption({ force: value }, 'force'), JSON.stringify(value)).toEqual({
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'force must be a boolean',
        fields: ['force'],
      });
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
