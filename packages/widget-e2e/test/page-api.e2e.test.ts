// The page API keeps its promises on a script-tag page, in Chromium against the reference server: a listener of
// `ready` added after sdk.js loaded (the page's own script running late) is called at once with the site, as one
// queued in the stub before sdk.js is, once; `open` is told to a late listener while the panel is open; `close` and
// `message` are not replayed.
import { expect, it } from 'vitest';
import { scriptTag, shopDocument, useWidgetSite, widgetSuite } from './site.js';

const run = widgetSuite('the widget page API end-to-end tests (late listeners)');

type Svc = ((method: string, ...args: unknown[]) => Promise<unknown>) & {
  on(event: string, listener: (payload: unknown) => void): () => void;
  open(view?: string): Promise<void>;
  close(): void;
  loaded?: true;
};
declare global {
  interface Window {
    svc: Svc;
    heard: string[];
  }
}

const STUB = `<script>
  window.heard = [];
  window.svc = window.svc || function () {
    var args = arguments;
    return new Promise(function (resolve, reject) { (window.svc.q = window.svc.q || []).push([args, resolve, reject]); });
  };
  svc('on', 'ready', function (e) { window.heard.push('stub ready ' + e.name); });
</script>`;

run('the page API on a script-tag page (Chromium)', () => {
  const w = useWidgetSite();
  let pages = 0;

  it('svc.on("ready") after the widget is ready calls the listener at once; the stub’s listener heard it once', async () => {
    const context = await w.browser.newContext({ viewport: { width: 1100, height: 760 } });
    const page = await context.newPage();
    await page.goto(w.site.shop.add(`/api${++pages}`, shopDocument(`${STUB}\n${scriptTag(w.site)}`)));
    await page.locator('svc-widget .launcher').waitFor();
    await page.waitForFunction(() => window.svc.loaded === true);
    // Registered long after ready, as a page's script that runs late does: heard in the same task, with the site.
    const late = await page.evaluate(() => {
      const heard: unknown[] = [];
      window.svc.on('ready', (e) => heard.push(e));
      const sync = heard.length;
      return { sync, payload: heard[0] };
    });
    expect(late.sync).toBe(1);
    expect(late.payload).toMatchObject({ name: expect.any(String), assistantName: expect.any(String), modules: { chat: true } });
    // The command form too; and the stub's listener, registered before sdk.js, heard ready exactly once.
    const viaCommand = await page.evaluate(async () => {
      const heard: unknown[] = [];
      await window.svc('on', 'ready', (e: unknown) => heard.push(e));
      return heard.length;
    });
    expect(viaCommand).toBe(1);
    expect(await page.evaluate(() => window.heard)).toEqual([expect.stringMatching(/^stub ready /)]);

    // open is told to a late listener while the panel is open; close and message are occurrences, not replayed.
    await page.evaluate(() => window.svc.open('chat'));
    await page.getByRole('dialog').waitFor();
    const whileOpen = await page.evaluate(() => {
      const heard: string[] = [];
      window.svc.on('open', (e) => heard.push(`open ${(e as { view: string }).view}`));
      window.svc.on('close', () => heard.push('close'));
      window.svc.on('message', () => heard.push('message'));
      return heard;
    });
    expect(whileOpen).toEqual(['open chat']);
    await page.evaluate(() => window.svc.close());
    const afterClose = await page.evaluate(() => {
      const heard: string[] = [];
      window.svc.on('open', () => heard.push('open'));
      return heard;
    });
    expect(afterClose).toEqual([]);
    await context.close();
  });
});
