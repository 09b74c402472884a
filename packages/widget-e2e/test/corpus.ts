// The hostile-page corpus and the viewports it is seen at: each page is the customer's page with one kind
// of CSS or layout that breaks widgets which rely on the page's goodwill.
import type { BrowserContextOptions } from 'playwright-core';
import type { Running } from './site.js';
import { scriptTag } from './site.js';

/** A hostile page: a stylesheet, markup around the content, attributes of <html>. */
export interface Hostile {
  css?: string;
  html?: string;
  root?: string;
}

const WIDE = '<div style="width:849px;padding:8px;background:#eee">A page 849 px wide (a fixed-width table or hero image).</div>';

export const CORPUS: Record<string, Hostile> = {
  clean: {},
  'universal-reset': {
    css: '* { font-family: Georgia, serif; line-height: 2.2; letter-spacing: 1px; margin: 0; padding: 0; box-sizing: content-box; }',
  },
  'all-unset': { css: '* { all: unset } html { font-size: 40px } head, script, style { display: none }' },
  'huge-root-font': { css: 'html { font-size: 40px } body { font-size: 1.5rem; line-height: 3 }' },
  important: {
    css: `* { font: italic 700 22px/3 Georgia, serif !important; letter-spacing: 3px !important; word-spacing: 8px !important;
      text-transform: uppercase !important; text-align: right !important; text-indent: 20px !important; color: #000 !important;
      box-sizing: content-box !important; transform: none !important; direction: rtl !important; white-space: nowrap !important; }`,
  },
  'max-z-index': {
    html: '<div style="position:fixed;left:0;right:0;bottom:0;height:140px;z-index:2147483647;background:#222;color:#fff;padding:12px">Cookie banner at z-index 2147483647</div><div style="position:fixed;top:0;right:0;width:60%;height:100%;z-index:2147483647;background:rgb(255 255 255 / 60%)"><p>Side sheet</p></div>',
  },
  'transform-body': {
    css: 'body { transform: translateZ(0) scale(1); filter: contrast(1); contain: paint; height: 3000px; overflow: hidden auto }',
  },
  'horizontal-overflow': { html: WIDE },
  // The page's direction must not reach the widget. Its lang would pick the widget's language (Arabic and
  // Hebrew have their own test, languages.e2e.test.ts), so this page keeps English to compare with the clean page.
  rtl: { root: 'dir="rtl" lang="en"' },
};

export function hostilePage(site: Running, name: string, h: Hostile): string {
  return `<!doctype html>
<html ${h.root ?? 'lang="en"'}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Hostile page: ${name}</title>
${h.css ? `<style>${h.css}</style>` : ''}</head>
<body>
<main><h1>Handmade pottery</h1><p>Workshops, gifts and studio hire.</p>${h.html ?? ''}</main>
${scriptTag(site)}
</body>
</html>`;
}

// Browser zoom of a 1440 x 900 window is a viewport of 1440/z x 900/z CSS pixels drawn at z device pixels each.
export const VIEWPORTS: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 390, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
  desktop: { viewport: { width: 1440, height: 900 } },
  'zoom-200': { viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 },
  'zoom-400': { viewport: { width: 360, height: 225 }, deviceScaleFactor: 4 },
};
