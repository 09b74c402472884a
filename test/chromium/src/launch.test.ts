import { describe, expect, it } from 'vitest';
import { chromiumAvailable } from './availability.js';
import { CHROMIUM_FLAGS, chromiumLaunchOptions, launchChromium } from './launch.js';

describe('launching Chromium', () => {
  it('launch options name the chosen executable, headless, with the CI flags', () => {
    expect(chromiumLaunchOptions({ CHROMIUM_PATH: '/opt/chrome/chrome' })).toEqual({
      executablePath: '/opt/chrome/chrome',
      headless: true,
      args: [...CHROMIUM_FLAGS],
    });
    expect(CHROMIUM_FLAGS).toEqual(
      expect.arrayContaining(['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking']),
    );
  });

  it("a suite's extra flags come after the CI flags, which stay", () => {
    const extra = '--host-resolver-rules=MAP svc-plain.test 127.0.0.1';
    expect(chromiumLaunchOptions({}, { args: [extra] }).args).toEqual([...CHROMIUM_FLAGS, extra]);
  });

  it.skipIf(!chromiumAvailable('the @svc/test-chromium launch test'))(
    'launchChromium starts a headless Chromium that runs the flags it was given',
    async () => {
      const extra = '--host-resolver-rules=MAP svc-plain.test 127.0.0.1';
      const browser = await launchChromium({ args: [extra] });
      try {
        const page = await browser.newPage();
        expect(await page.evaluate(() => navigator.userAgent)).toContain('HeadlessChrome');
        await page.goto('chrome://version');
        const commandLine = await page.locator('#command_line').textContent();
        for (const flag of [...CHROMIUM_FLAGS, extra]) expect(commandLine).toContain(flag);
      } finally {
        await browser.close();
      }
    },
  );
});
