// The widget in the visitor's language, in Chromium against the reference server: a Vietnamese, a Persian and a
// Brazilian Portuguese page each download their own language's file and no other, beside the config; Persian mirrors
// the widget (launcher corner, panel, bubbles, fields), with screenshots at 390 and 1440 px; the three longest
// languages lay out at 390 px with no clipped or overflowing text; setLocale switches without a reload.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { ARTIFACTS, axeViolations, scriptTag, shopDocument, useWidgetSite, widgetSuite } from './site.js';

const run = widgetSuite('the widget language end-to-end tests (50 languages, right to left)');

const locales = join(dirname(createRequire(import.meta.url).resolve('@svc/widget/package.json')), 'src/locales');
const texts = (tag: string): Record<string, string> =>
  JSON.parse(readFileSync(join(locales, `${tag}.json`), 'utf8')) as Record<string, string>;
/** The three languages whose texts are longest (in characters, all keys): where a layout would clip first. */
const LONGEST = readdirSync(locales)
  .map((name) => name.slice(0, -'.json'.length))
  .map((tag) => [tag, Object.values(texts(tag)).join('').length] as const)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 3)
  .map(([tag]) => tag);

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true, reducedMotion: 'reduce' };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' };
const isLocaleFile = (r: Request) => /\/v1\/engage\/sdk\/locale-/.test(r.url());

/**
 * Text of the widget that does not fit: an element whose content is wider than its box where the box clips it
 * (overflow other than visible, or a button/input), or whose box leaves the panel (or, closed, the viewport).
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('svc-widget')!.shadowRoot!;
    const panel = root.querySelector('.panel');
    const frame = panel?.checkVisibility({ visibilityProperty: true })
      ? panel.getBoundingClientRect()
      : { left: 0, right: window.visualViewport!.width };
    const found: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('.sr, svg')) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      const field = el.matches('input, textarea, select');
      if (!own && !field) continue;
      const name = `${el.tagName.toLowerCase()}${el.className ? `.${el.className}` : ''} "${(el.textContent || (el as HTMLInputElement).placeholder || '').slice(0, 40)}"`;
      const style = getComputedStyle(el);
      const clips = style.overflowX !== 'visible' || el.matches('button, input, select');
      if (clips && el.scrollWidth > el.clientWidth + 1 && !el.matches('textarea, .body, .log')) found.push(`clipped ${name}`);
      const r = el.getBoundingClientRect();
      if (r.left < frame.left - 0.5 || r.right > frame.right + 0.5) found.push(`outside ${name}`);
    }
    return found;
  });
}

run('the widget in the visitor’s language (Chromium)', () => {
  const w = useWidgetSite();
  let pages = 0;

  async function visit(
    lang: string,
    context: BrowserContextOptions = DESKTOP,
    attributes: Record<string, string> = {},
  ): Promise<{ page: Page; files: string[] }> {
    const c = await w.browser.newContext(context);
    const page = await c.newPage();
    const files: string[] = [];
    page.on('request', (r) => isLocaleFile(r) && files.push(new URL(r.url()).pathname.replace(/^.*\/sdk\//, '')));
    await page.goto(w.site.shop.add(`/speaks${++pages}`, shopDocument(scriptTag(w.site, attributes), { lang })));
    await page.locator('svc-widget .launcher').waitFor();
    return { page, files };
  }
  const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}${name}.png` });
  const openPanel = async (page: Page) => {
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .panel').waitFor();
    await page.locator('svc-widget .msg').first().waitFor();
  };

  it.each([
    ['vi', 'Trò chuyện với chúng tôi', 'Gửi', 'ltr'],
    ['fa', 'با ما گفتگو کنید', 'ارسال', 'rtl'],
    ['pt-BR', 'Fale com a gente', 'Enviar', 'ltr'],
  ])('a page in %s gets the widget in it, downloading that language’s file and no other', async (lang, launcher, send, dir) => {
    const { page, files } = await visit(lang);
    // The label is the language's from the first frame the launcher shows (its file came beside the config).
    expect(await page.locator('svc-widget .launcher').textContent()).toBe(launcher);
    expect(await page.locator('svc-widget').getAttribute('lang')).toBe(lang);
    expect(await page.locator('svc-widget').getAttribute('dir')).toBe(dir);
    await openPanel(page);
    expect(await page.locator('svc-widget .composer .primary').textContent()).toBe(send);
    expect(await page.locator('svc-widget [role=dialog]').getAttribute('dir')).toBe(dir);
    // Its file, once; no other language's.
    expect(files).toEqual([expect.stringMatching(new RegExp(`^locale-${lang}-[\\w-]+\\.js$`))]);
    expect(await axeViolations(page, true)).toEqual([]);
    await page.context().close();
  });

  it('the language file is served like the panel: a year-long immutable cache, compressed, for any origin', async () => {
    const c = await w.browser.newContext(DESKTOP);
    const page = await c.newPage();
    const response = page.waitForResponse((r) => isLocaleFile(r.request()));
    await page.goto(w.site.shop.add(`/speaks${++pages}`, shopDocument(scriptTag(w.site), { lang: 'uk' })));
    const file = await response;
    expect(file.status()).toBe(200);
    expect(await file.headerValue('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await file.headerValue('content-encoding')).toBe('br');
    expect(await file.headerValue('access-control-allow-origin')).toBe('*');
    await page.locator('svc-widget .launcher', { hasText: 'Напишіть нам' }).waitFor();
    await c.close();
  });

  it('Persian mirrors the widget: launcher and panel on the left, the visitor’s bubbles on the left, mixed text by dir=auto; screenshots at 390 and 1440 px', async () => {
    for (const [name, context] of [
      ['1440', DESKTOP],
      ['390', PHONE],
    ] as const) {
      const { page } = await visit('fa', context);
      const width = context.viewport!.width;
      const launcher = (await page.locator('svc-widget .launcher').boundingBox())!;
      expect(launcher.x).toBeLessThan(width / 2);
      expect(launcher.x).toBeCloseTo(20, 0);
      await shot(page, `rtl-fa-${name}-closed`);
      await openPanel(page);
      const panel = (await page.locator('svc-widget .panel').boundingBox())!;
      if (width > 480) expect(panel.x).toBeCloseTo(20, 0);
      // A message in Persian with an English product name and a number: each reads in its own direction.
      await page.locator('svc-widget textarea').fill('سلام، سفارش Pottery Box شمارهٔ 1234 کی می‌رسد؟');
      await page.locator('svc-widget textarea').press('Enter');
      await page.locator('svc-widget .msg.assistant').nth(1).waitFor();
      const visitor = (await page.locator('svc-widget .msg.visitor').boundingBox())!;
      const assistant = (await page.locator('svc-widget .msg.assistant').nth(1).boundingBox())!;
      // Mirrored: the visitor's own bubble on the left, the assistant's on the right.
      expect(visitor.x).toBeLessThan(assistant.x + assistant.width - visitor.width);
      for (const dir of await page.locator('svc-widget .msg').evaluateAll((all) => all.map((m) => m.getAttribute('dir'))))
        expect(dir).toBe('auto');
      await shot(page, `rtl-fa-${name}-chat`);
      // The contact form with its errors: labels, fields and messages on the right.
      await page.locator('svc-widget nav button').nth(1).click();
      await page.locator('svc-widget form button[type=submit]').click();
      await page.locator('svc-widget [aria-invalid=true]').first().waitFor();
      const label = (await page.locator('svc-widget form label').first().boundingBox())!;
      const field = (await page.locator('svc-widget form input').first().boundingBox())!;
      expect(label.x + label.width).toBeCloseTo(field.x + field.width, 0);
      expect(await overflowing(page)).toEqual([]);
      expect(await axeViolations(page, true)).toEqual([]);
      await shot(page, `rtl-fa-${name}-form`);
      await page.context().close();
    }
  });

  it(`the three longest languages (${LONGEST.join(', ')}) lay out at 390 px with no clipped or overflowing text`, async () => {
    const found: string[] = [];
    for (const lang of LONGEST) {
      const { page } = await visit('en', PHONE, { 'data-locale': lang });
      const report = (what: string, list: string[]) => found.push(...list.map((f) => `${lang} ${what}: ${f}`));
      report('launcher', await overflowing(page));
      await openPanel(page);
      report('chat', await overflowing(page));
      await shot(page, `long-${lang}-390-chat`);
      for (const [tab, view] of [
        [1, 'form'],
        [2, 'support'],
      ] as const) {
        await page.locator('svc-widget nav button').nth(tab).click();
        await page.locator('svc-widget form button[type=submit]').click();
        await page.locator('svc-widget [aria-invalid=true]').first().waitFor();
        report(view, await overflowing(page));
        await shot(page, `long-${lang}-390-${view}`);
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
    // The check sees what it looks for: a tab label that cannot wrap is reported
    const { page } = await visit('en', PHONE);
    await page.evaluate(() =>
      (window as unknown as { svc: { setLocale(t: string, s: object): void } }).svc.setLocale('en', {
        formTab: 'Kontaktformularanfrageformular',
      }),
    );
    await openPanel(page);
    // (the tab grows and pushes the next one out of the panel)
    expect(await overflowing(page)).toEqual([expect.stringMatching(/^outside button "Support"/)]);
    await page.context().close();
  });

  it('svc.setLocale switches without a reload, fetching the new language’s file once; back to English fetches nothing', async () => {
    const { page, files } = await visit('en');
    expect(files).toEqual([]);
    const setLocale = (tag: string) =>
      page.evaluate((t) => (window as unknown as { svc: { setLocale(t: string): void } }).svc.setLocale(t), tag);
    await setLocale('ja');
    await page.locator('svc-widget .launcher', { hasText: 'チャットで問い合わせる' }).waitFor();
    await setLocale('en');
    await page.locator('svc-widget .launcher', { hasText: 'Chat with us' }).waitFor();
    await setLocale('ja');
    await page.locator('svc-widget .launcher', { hasText: 'チャットで問い合わせる' }).waitFor();
    expect(files).toEqual([expect.stringMatching(/^locale-ja-/)]);
    await page.context().close();
  });
});
