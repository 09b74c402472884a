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
  it.skipIf(!chromiumAvailable('the @svc/test-chromium launch test'))(
    'suites share one Chromium per process and flags: closing one closes only what it opened',
    async () => {
      const processOf = async (browser: Awaited<ReturnType<typeof launchChromium>>) => {
        const cdp = await browser.newBrowserCDPSession();
        const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: Array<{ type: string; id: number }> };
        await cdp.detach();
        return info.processInfo.find((p) => p.type === 'browser')!.id;
      };
      const first = await launchChromium();
      const second = await launchChromium();
      const other = await launchChromium({ args: ['--host-resolver-rules=MAP svc-other.test 127.0.0.1'] });
      try {
        expect(await processOf(second)).toBe(await processOf(first));
        expect(await processOf(other)).not.toBe(await processOf(first));
        const kept = await first.newContext();
        const page = await (await second.newContext()).newPage();
        expect(first.contexts()).toEqual([kept]);
        await second.close();
        expect(page.isClosed()).toBe(true);
        expect(second.contexts()).toEqual([]);
        // The first suite's context is untouched, and a suite started later still gets the same process.
        expect(await (await kept.newPage()).evaluate(() => 1 + 1)).toBe(2);
        const later = await launchChromium();
        expect(await processOf(later)).toBe(await processOf(first));
        await later.close();
      } finally {
        await first.close();
        await other.close();
      }
    },
  );
});
