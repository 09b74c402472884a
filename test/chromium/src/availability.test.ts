import { describe, expect, it } from 'vitest';
import { chromiumAvailable, chromiumDecision, chromiumMissing, chromiumPath } from './availability.js';

const present = () => true;
const absent = () => false;

describe('Chromium availability', () => {
  it("uses Debian's /usr/bin/chromium unless CHROMIUM_PATH names another", () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium');
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toBe('/opt/chrome/chrome');
    expect(chromiumMissing({ CHROMIUM_PATH: '/opt/chrome/chrome' }, (path) => path === '/opt/chrome/chrome')).toBeUndefined();
  });

  it('with Chromium present the suite runs, in CI and elsewhere, and prints nothing', () => {
    const warnings: string[] = [];
    expect(chromiumAvailable('a suite', { CI: 'true' }, present, (m) => warnings.push(m))).toBe(true);
    expect(chromiumAvailable('a suite', {}, present, (m) => warnings.push(m))).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('without Chromium in CI (CI=true) the suite fails, naming the suite and the path', () => {
    expect(chromiumDecision(chromiumMissing({ CI: 'true' }, absent), { CI: 'true' })).toBe('fail');
    expect(() => chromiumAvailable('the widget e2e tests', { CI: 'true' }, absent, () => {})).toThrow(
      'the widget e2e tests must run in CI (CI=true), but there is no Chromium at /usr/bin/chromium',
    );
  });

  it('without Chromium outside CI the suite skips with a loud banner', () => {
    const warnings: string[] = [];
    expect(chromiumAvailable('the msw browser test', { CI: 'false' }, absent, (m) => warnings.push(m))).toBe(false);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('!!!!!!!!!!');
    expect(warnings[0]).toContain('SKIPPED the msw browser test: no Chromium at /usr/bin/chromium');
  });
});
