// Languages: the locale from the option (data-locale), else the page's lang, else the browser's; the
// built-in texts of the locale loaded on their own; setLocale before and after ready; RTL and dir=auto.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeClient, settle } from './test-support.js';
import type { Widget } from './widget.js';
import { createWidget } from './widget.js';

let widget: Widget | undefined;
afterEach(() => {
  widget?.destroy();
  widget = undefined;
  document.documentElement.lang = '';
});

const OPTIONS = { publishableKey: 'pk_test', baseUrl: 'http://svc.test' };
const shadow = () => document.querySelector('svc-widget')!.shadowRoot!;
const launcher = () => shadow().querySelector<HTMLButtonElement>('.launcher')!;
const host = () => document.querySelector<HTMLElement>('svc-widget')!;

describe('languages', () => {
  it("the page's lang picks the locale; its built-in texts load for the launcher and the panel", async () => {
    document.documentElement.lang = 'fr-CA';
    widget = createWidget(OPTIONS, fakeClient());
    await widget.ready;
    expect(host().lang).toBe('fr-CA');
    await vi.waitFor(() => expect(launcher().textContent).toBe('Discuter avec nous'), { timeout: 5000 });
    await widget.open('chat');
    await settle();
    expect(shadow().querySelector('.composer button[type=submit]')?.textContent).toBe('Envoyer');
    expect(shadow().querySelector('textarea')?.getAttribute('dir')).toBe('auto');
  });

  it('the option (data-locale) wins over the page; Arabic and Hebrew mirror the panel', async () => {
    document.documentElement.lang = 'fr';
    widget = createWidget({ ...OPTIONS, locale: 'ar' }, fakeClient());
    await widget.open('form');
    await vi.waitFor(() => expect(shadow().querySelector('[role=dialog]')?.getAttribute('dir')).toBe('rtl'));
    await vi.waitFor(() => expect(shadow().querySelector('label')?.textContent).toBe('الاسم'));
    expect(shadow().querySelector('input')?.getAttribute('dir')).toBe('auto');
    widget.setLocale('he');
    await vi.waitFor(() => expect(shadow().querySelector('label')?.textContent).toBe('שם'));
    expect(shadow().querySelector('[role=dialog]')?.getAttribute('dir')).toBe('rtl');
  });

  it("setLocale before ready: the last locale wins, and one locale's overrides do not stick to the next", async () => {
    widget = createWidget({ ...OPTIONS, locale: 'en' }, fakeClient());
    widget.setLocale('de', { launcher: 'Hilfe!' });
    widget.setLocale('es');
    await widget.ready;
    expect(host().lang).toBe('es');
    await vi.waitFor(() => expect(launcher().textContent).toBe('Chatea con nosotros'));
    widget.setLocale('de');
    await vi.waitFor(() => expect(launcher().textContent).toBe('Hilfe!'));
    widget.setLocale('en');
    await vi.waitFor(() => expect(launcher().textContent).toBe('Ask Ada'));
  });
});
