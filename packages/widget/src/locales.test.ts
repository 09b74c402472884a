// Languages: the locale from the option (data-locale), else the page's lang, else the browser's languages, else the
// site's default; a tag without texts falls back along its shorter forms; the built-in texts of the locale loaded on
// their own, beside the config; setLocale before and after ready; RTL and dir=auto; plurals; late listeners.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale, isRtl } from './locale.js';
import { DEFAULT_STRINGS, fill } from './strings.js';
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

describe('which language', () => {
  it('a tag without built-in texts falls back along its shorter forms, then the site default, then English', () => {
    expect(chooseLocale(['pt-PT'], undefined, () => false)).toEqual(['pt-PT', 'pt']);
    expect(chooseLocale(['pt-BR'], undefined, () => false)).toEqual(['pt-BR', 'pt-BR']);
    expect(chooseLocale(['PT-br'], undefined, () => false)).toEqual(['PT-br', 'pt-BR']);
    expect(chooseLocale(['pt_BR'], undefined, () => false)).toEqual(['pt-BR', 'pt-BR']);
    expect(chooseLocale(['gd-GB'], 'de', () => false)).toEqual(['de', 'de']);
    expect(chooseLocale(['gd-GB'], 'xx', () => false)).toEqual(['en', 'en']);
    expect(chooseLocale(['gd'], undefined, () => false)).toEqual(['en', 'en']);
    // The browser's languages in order: the first with texts.
    expect(chooseLocale(['gd', 'cy', 'fr-CA', 'de'], undefined, () => false)).toEqual(['fr-CA', 'fr']);
    // Other names of a language.
    expect(chooseLocale(['zh-Hant-HK'], undefined, () => false)).toEqual(['zh-Hant-HK', 'zh-Hant']);
    expect(chooseLocale(['zh'], undefined, () => false)).toEqual(['zh', 'zh']);
    expect(chooseLocale(['no'], undefined, () => false)).toEqual(['no', 'no']);
    // A language the page gives texts for (locales) is one of its own.
    expect(chooseLocale(['gd'], 'de', (tag) => tag === 'gd')).toEqual(['gd', 'en']);
  });

  it('right to left: Arabic, Hebrew, Persian and Urdu among others; not the rest', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'fa-IR', 'ur', 'yi']) expect(isRtl(tag)).toBe(true);
    for (const tag of ['en', 'arn', 'hi', 'fr', 'zh-TW']) expect(isRtl(tag)).toBe(false);
  });

  it('a page in an unlisted language gets the site default (data-default-locale), or English', async () => {
    document.documentElement.lang = 'gd';
    widget = createWidget({ ...OPTIONS, defaultLocale: 'de' }, fakeClient());
    await widget.ready;
    expect(host().lang).toBe('de');
    expect(launcher().textContent).toBe('Chatten Sie mit uns');
    widget.destroy();
    widget = createWidget(OPTIONS, fakeClient());
    await widget.ready;
    expect(host().lang).toBe('en');
    expect(launcher().textContent).toBe('Ask Ada');
  });

  it('without a lang on the page, the first of the browser’s languages with texts; the launcher shows in it at once', async () => {
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['gd', 'vi-VN', 'en']);
    try {
      widget = createWidget(OPTIONS, fakeClient());
      await widget.ready;
      // The texts came with the config (one file, fetched beside it): the launcher is never shown in English first.
      expect(launcher().textContent).toBe('Trò chuyện với chúng tôi');
      expect(host().lang).toBe('vi-VN');
      expect(host().dir).toBe('ltr');
    } finally {
      languages.mockRestore();
    }
  });

  it('Persian mirrors the widget: the host is dir=rtl, the launcher in its language', async () => {
    document.documentElement.lang = 'fa';
    widget = createWidget(OPTIONS, fakeClient());
    await widget.ready;
    expect(host().dir).toBe('rtl');
    expect(launcher().textContent).toBe('با ما گفتگو کنید');
  });
});

describe('plurals and numbers', () => {
  const ru = '{count, plural, one {# ответ} few {# ответа} many {# ответов} other {# ответа}}';
  it('pick the form by Intl.PluralRules and write the number as the language does', () => {
    expect([1, 2, 5, 21, 22, 1.5].map((count) => fill(ru, { count }, 'ru'))).toEqual([
      '1 ответ',
      '2 ответа',
      '5 ответов',
      '21 ответ',
      '22 ответа',
      '1,5 ответа',
    ]);
    expect(fill(DEFAULT_STRINGS.tooLong, { field: 'Message', max: 2000 }, 'en')).toBe('Message must be at most 2,000 characters.');
    expect(fill(DEFAULT_STRINGS.tooLong, { field: 'Name', max: 1 }, 'en')).toBe('Name must be at most 1 character.');
    expect(fill('{n, plural, =0 {none} one {# one} other {# more}}', { n: 0 }, 'en')).toBe('none');
    expect(fill('{n, plural, one {{who} sent #} other {{who} sent # times}}', { n: 3, who: 'Sam' }, 'en')).toBe('Sam sent 3 times');
  });

  it('an Arabic count spells out none, one and two, writes the rest as Arabic writes numbers, and a tag Intl refuses is read as the browser’s language', () => {
    const ar = '{count, plural, zero {لا ردود} one {رد واحد} two {ردّان} few {# ردود} many {# ردًا} other {# رد}}';
    expect([0, 1, 2, 3, 11, 100].map((count) => fill(ar, { count }, 'ar'))).toEqual([
      'لا ردود',
      'رد واحد',
      'ردّان',
      `${new Intl.NumberFormat('ar').format(3)} ردود`,
      `${new Intl.NumberFormat('ar').format(11)} ردًا`,
      `${new Intl.NumberFormat('ar').format(100)} رد`,
    ]);
    expect(fill('{n, plural, one {# item} other {# items}}', { n: 2 }, 'not a tag!')).toBe('2 items');
  });
});

describe('late listeners (the page API keeps its promises)', () => {
  it('ready after ready is told at once, once; so is open while open and unread while unseen; not close or message', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    await widget.ready;
    const heard: string[] = [];
    widget.on('ready', (e) => heard.push(`ready ${e.name}`));
    expect(heard).toEqual(['ready Demo Studio']);
    widget.on('close', () => heard.push('close'));
    widget.on('message', () => heard.push('message'));
    widget.on('open', (e) => heard.push(`open early ${e.view}`));
    expect(heard).toEqual(['ready Demo Studio']);
    await widget.open('form');
    widget.on('open', (e) => heard.push(`open late ${e.view}`));
    expect(heard).toEqual(['ready Demo Studio', 'open early form', 'open late form']);
    widget.close();
    widget.on('open', () => heard.push('open after close'));
    expect(heard).toEqual(['ready Demo Studio', 'open early form', 'open late form', 'close']);
  });

  it('a listener that throws does not stop the replay or the widget', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    widget = createWidget(OPTIONS, fakeClient());
    await widget.ready;
    expect(() =>
      widget!.on('ready', () => {
        throw new Error('page bug');
      }),
    ).not.toThrow();
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
