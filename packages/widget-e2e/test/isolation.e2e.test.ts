// Isolation: the widget renders the same on a clean page and on a corpus of hostile pages, at 390 px (a phone), at
// 1440 px, and at 200 % and 400 % browser zoom; its launcher stays inside the visual viewport and on top; axe-core
// finds nothing in the widget on any of them, nor in dark mode; on a phone the full-screen panel keeps focus inside.
// One browser for the file, one context per viewport, every corpus page loaded into the same tab.
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CORPUS, hostilePage, VIEWPORTS } from './corpus.js';
import { ARTIFACTS, axeViolations, useWidgetSite, widgetSuite } from './site.js';

const run = widgetSuite('the widget isolation tests (hostile pages, zoom, keyboard)');

/** What must not change from the clean page: the computed styles that decide how the widget looks. */
const STYLE = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'direction',
  'color',
  'background-color',
  'white-space',
];

interface Look {
  styles: Record<string, Record<string, string>>;
  sizes: Record<string, [number, number]>;
}

/** Computed styles and sizes of the widget's key elements (those present). */
function look(page: Page): Promise<Look> {
  return page.evaluate((props) => {
    const root = document.querySelector('svc-widget')!.shadowRoot!;
    const keys = {
      launcher: '.launcher',
      panel: '.panel',
      title: 'h2',
      close: '.head button',
      tab: 'nav button',
      composer: 'textarea',
      send: '.composer .primary',
      greeting: '.msg',
    };
    const styles: Look['styles'] = {};
    const sizes: Look['sizes'] = {};
    for (const [key, selector] of Object.entries(keys)) {
      const el = root.querySelector<HTMLElement>(selector);
      // What the visitor sees: the closed panel keeps its (hidden) box, rendered at idle.
      if (!el?.checkVisibility({ visibilityProperty: true })) continue;
      const cs = getComputedStyle(el);
      styles[key] = Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]));
      const r = el.getBoundingClientRect();
      sizes[key] = [Math.round(r.width), Math.round(r.height)];
    }
    return { styles, sizes };
  }, STYLE);
}

interface Reach {
  /** Elements whose box leaves the visual viewport. */
  outside: string[];
  /** Elements not on top at their centre (something of the page covers them). */
  covered: string[];
  /** Tabs and buttons whose text does not fit (clipped, as "Suppo"). */
  clipped: string[];
}

/** Whether the launcher (closed) or the panel's controls (open) are inside what the visitor sees, and on top. */
function reach(page: Page): Promise<Reach> {
  return page.evaluate(() => {
    const host = document.querySelector('svc-widget')!;
    const root = host.shadowRoot!;
    const vv = window.visualViewport!;
    const result: Reach = { outside: [], covered: [], clipped: [] };
    const controls = [...root.querySelectorAll<HTMLElement>('.launcher, .head button, nav button, textarea, .composer .primary')].filter(
      (el) => el.checkVisibility({ visibilityProperty: true }),
    );
    for (const el of controls) {
      const name = `${el.tagName.toLowerCase()}.${el.className || el.textContent}`;
      const r = el.getBoundingClientRect();
      // Client rects are in layout-viewport coordinates; the visual viewport is offset inside it.
      const [left, top] = [r.left - vv.offsetLeft, r.top - vv.offsetTop];
      if (left < -0.5 || top < -0.5 || left + r.width > vv.width + 0.5 || top + r.height > vv.height + 0.5) result.outside.push(name);
      const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
      const hit = root.elementFromPoint(x, y);
      if (document.elementFromPoint(x, y) !== host || !hit || !(hit === el || el.contains(hit))) result.covered.push(name);
      if (el.tagName === 'BUTTON' && el.scrollWidth > el.clientWidth + 1) result.clipped.push(name);
    }
    return result;
  });
}

run('the widget on hostile pages, phones and zoom (Chromium)', () => {
  const contexts = new Map<string, { context: BrowserContext; page: Page }>();

  const w = useWidgetSite({
    setup: async (site) => {
      for (const [name, page] of Object.entries(CORPUS)) site.shop.add(`/corpus/${name}`, hostilePage(site, name, page));
    },
  });

  /** The viewport's one tab, showing `name` with the panel closed and the launcher ready. */
  async function visit(viewport: string, name: string): Promise<Page> {
    let tab = contexts.get(viewport);
    if (!tab) {
      const context = await w.browser.newContext({ reducedMotion: 'reduce', ...VIEWPORTS[viewport] });
      tab = { context, page: await context.newPage() };
      contexts.set(viewport, tab);
    }
    await tab.page.goto(`${w.site.shop.origin}/corpus/${name}`);
    await tab.page.locator('svc-widget .launcher').waitFor();
    return tab.page;
  }
  const shot = (page: Page, name: string) => page.screenshot({ path: `${ARTIFACTS}${name}.png` });
  const openPanel = async (page: Page) => {
    await page.locator('svc-widget .launcher').click();
    await page.locator('svc-widget .panel').waitFor();
    await page.locator('svc-widget .msg').first().waitFor();
  };

  for (const viewport of Object.keys(VIEWPORTS)) {
    it(`${viewport}: every corpus page looks as the clean page, the launcher and the panel stay reachable and on top; axe finds nothing`, async () => {
      const clean: Partial<Record<'closed' | 'open', Look>> = {};
      const failures: string[] = [];
      const axeEach = viewport === 'phone' || viewport === 'desktop';
      for (const name of Object.keys(CORPUS)) {
        const page = await visit(viewport, name);
        // A picture of the clean page in each state, and of a hostile page only where it fails a check: it shows the
        // failure; the rest would repeat the clean page's picture (and cost a quarter of the suite's time).
        const shotIf = async (state: 'closed' | 'open', seen: Look, reached: Reach) => {
          const fails = JSON.stringify(seen) !== JSON.stringify(clean[state]) || Object.values(reached).some((v) => v.length > 0);
          if (name === 'clean' || fails) await shot(page, `corpus-${viewport}-${name}-${state}`);
        };
        const closed = await look(page);
        const closedReach = await reach(page);
        if (name === 'clean') clean.closed = closed;
        await shotIf('closed', closed, closedReach);
        await openPanel(page);
        const open = await look(page);
        const openReach = await reach(page);
        if (name === 'clean') clean.open = open;
        await shotIf('open', open, openReach);
        // The clean page's violations count for the whole document; a hostile page's own markup is not ours.
        const violations = axeEach ? await axeViolations(page, name !== 'clean') : [];
        const report = (what: string, value: unknown) => failures.push(`${name} ${what}: ${JSON.stringify(value)}`);
        for (const [state, r] of [
          ['closed', closedReach],
          ['open', openReach],
        ] as const) {
          for (const [k, v] of Object.entries(r)) if (v.length) report(`${state} ${k}`, v);
        }
        if (violations.length) report('axe', violations);
        expect.soft(closed, `${name} closed`).toEqual(clean.closed);
        expect.soft(open, `${name} open`).toEqual(clean.open);
      }
      expect(failures).toEqual([]);
    });
  }

  it('the phone panel is 390 px wide and full height even on a page 849 px wide; closing it brings the launcher back, in view', async () => {
    const page = await visit('phone', 'horizontal-overflow');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeGreaterThan(800);
    await openPanel(page);
    expect(await page.locator('svc-widget .panel').boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 780 });
    await page.keyboard.press('Escape');
    const launcher = await reach(page);
    expect(launcher).toEqual({ outside: [], covered: [], clipped: [] });
  });

  it('the closed launcher is inside the visual viewport from the moment it is shown, on a phone showing a page wider than the screen', async () => {
    // What a script of the page (or a test) sees the instant the host stops being hidden, and after each frame for a
    // few frames: on this page the layout viewport is wider than the screen, so a host shown before it is placed over
    // the visual viewport spans the layout viewport and puts the launcher off the screen.
    const context = await w.browser.newContext({ reducedMotion: 'reduce', ...VIEWPORTS.phone });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { seen: string[] }).seen = []);
      const check = (when: string) => {
        const host = document.querySelector('svc-widget') as HTMLElement | null;
        const launcher = host?.shadowRoot?.querySelector('.launcher');
        if (!host || host.hidden || !launcher) return false;
        const r = launcher.getBoundingClientRect();
        const vv = window.visualViewport!;
        const [left, top] = [r.left - vv.offsetLeft, r.top - vv.offsetTop];
        const inside = left >= -0.5 && top >= -0.5 && left + r.width <= vv.width + 0.5 && top + r.height <= vv.height + 0.5;
        seen.push(`${when}: ${inside ? 'inside' : `outside at ${Math.round(left)},${Math.round(top)} of ${vv.width}x${vv.height}`}`);
        return true;
      };
      let frames = 0;
      const everyFrame = () => (check(`frame ${++frames}`), frames < 5 && requestAnimationFrame(everyFrame));
      const shown = new MutationObserver(() => {
        if (check('shown')) {
          shown.disconnect();
          requestAnimationFrame(everyFrame);
        }
      });
      shown.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
    });
    for (let i = 0; i < 3; i++) {
      await page.goto(`${w.site.shop.origin}/corpus/horizontal-overflow`);
      await page.waitForFunction(() => (window as unknown as { seen: string[] }).seen.length >= 6);
      expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
        'shown: inside',
        ...[1, 2, 3, 4, 5].map((n) => `frame ${n}: inside`),
      ]);
    }
    await context.close();
  });

  it('dark mode: axe finds nothing on the clean page (closed, chat, form errors, support) nor in the widget on a hostile page', async () => {
    for (const viewport of ['desktop', 'phone']) {
      const page = await visit(viewport, 'clean');
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeViolations(page)).toEqual([]);
      await openPanel(page);
      expect(await page.locator('svc-widget .panel').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(17, 24, 39)');
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('svc-widget nav button', { hasText: 'Contact' }).click();
      await page.locator('svc-widget form button[type=submit]').click();
      await page.locator('svc-widget [aria-invalid=true]').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('svc-widget nav button', { hasText: 'Support' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await shot(page, `dark-${viewport}-support`);
      await page.goto(`${w.site.shop.origin}/corpus/all-unset`);
      await openPanel(page);
      expect(await axeViolations(page, true)).toEqual([]);
      await shot(page, `dark-${viewport}-all-unset`);
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });

  it('keyboard on a phone: opening focuses the composer, the full-screen panel is aria-modal and keeps Tab inside, Escape returns to the launcher', async () => {
    const page = await visit('phone', 'clean');
    const active = () =>
      page.evaluate(() => {
        const host = document.querySelector('svc-widget')!;
        const el = host.shadowRoot!.activeElement as HTMLElement | null;
        return document.activeElement === host && el
          ? { id: el.id, cls: el.className, inPanel: !!el.closest('.panel'), text: el.textContent }
          : null;
      });
    await page.locator('svc-widget .launcher').focus();
    await page.keyboard.press('Enter');
    await page.locator('svc-widget .panel').waitFor();
    expect(await page.locator('svc-widget [role=dialog]').getAttribute('aria-modal')).toBe('true');
    expect(await active()).toMatchObject({ id: 'c-message', inPanel: true });
    const seen = new Set<string>();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(key);
        const now = await active();
        expect(now?.inPanel, `${key} #${i + 1} left the panel`).toBe(true);
        seen.add(now!.id || now!.cls || now!.text || '');
      }
    }
    // Every control was reached: close, the three tabs, the composer (the disabled send button is skipped).
    expect(seen.size).toBeGreaterThanOrEqual(5);
    await page.keyboard.press('Escape');
    expect(await active()).toMatchObject({ cls: 'launcher' });
    await shot(page, 'keyboard-phone-closed');

    const desktop = await visit('desktop', 'clean');
    await desktop.locator('svc-widget .launcher').click();
    await desktop.locator('svc-widget .panel').waitFor();
    // Beside the page, the panel is a non-modal dialog: the page stays usable.
    expect(await desktop.locator('svc-widget [role=dialog]').getAttribute('aria-modal')).toBeNull();
    // A window narrowed past the breakpoint while open: full screen, so modal; widened again, not.
    await desktop.setViewportSize({ width: 400, height: 700 });
    await expect.poll(() => desktop.locator('svc-widget [role=dialog]').getAttribute('aria-modal')).toBe('true');
    expect(await desktop.locator('svc-widget .panel').boundingBox()).toMatchObject({ x: 0, y: 0, width: 400, height: 700 });
    await desktop.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => desktop.locator('svc-widget [role=dialog]').getAttribute('aria-modal')).toBeNull();
  });
});
