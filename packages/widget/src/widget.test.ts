import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG, FakeError, fakeClient, nextFrame, settle } from './test-support.js';
import type { Widget } from './widget.js';
import { createWidget } from './widget.js';

let widget: Widget | undefined;
const OPTIONS = { publishableKey: 'pk_test', baseUrl: 'http://svc.test' };

function host(): HTMLElement {
  const el = document.querySelector('svc-widget');
  if (!(el instanceof HTMLElement)) throw new Error('no host element');
  return el;
}
const shadow = () => host().shadowRoot!;
const launcher = () => shadow().querySelector<HTMLButtonElement>('button.launcher')!;

afterEach(() => {
  widget?.destroy();
  widget = undefined;
  vi.restoreAllMocks();
});

describe('loading and config', () => {
  it('shows a launcher labelled with the site branding, collapsed, inside one open shadow root', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    expect(await widget.ready).toBe(true);
    expect(document.querySelectorAll('svc-widget')).toHaveLength(1);
    await nextFrame();
    expect(host().hidden).toBe(false);
    expect(launcher().textContent).toBe('Ask Ada');
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
  });

  it('styles are adopted into the shadow root and nothing is added to the page document', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    await widget.ready;
    expect(shadow().adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(document.querySelectorAll('style, link[rel=stylesheet]')).toHaveLength(0);
  });

  it('applies the accent colour and a contrasting text colour as custom properties on the host', async () => {
    widget = createWidget(OPTIONS, fakeClient({ config: { ...CONFIG, branding: { ...CONFIG.branding, accent: '#FDE047' } } }));
    await widget.ready;
    expect(host().style.getPropertyValue('--svc-accent')).toBe('#fde047');
    expect(host().style.getPropertyValue('--svc-on-accent')).toBe('#000000');
  });

  it.each([
    ['an invalid key', new FakeError(401, 'INVALID_KEY', 'invalid or revoked engage key'), /publishable key is invalid/],
    [
      'a refused origin',
      new FakeError(403, 'ORIGIN_NOT_ALLOWED', 'origin not allowed for this site'),
      new RegExp(`origin ${location.origin} is not allowed for the site; add "${location.origin}" to the site's allowedOrigins`),
    ],
  ])('shows nothing for %s, with one console warning saying why; open() rejects with the reason', async (_name, error, reason) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    widget = createWidget(OPTIONS, fakeClient({ config: error }));
    expect(await widget.ready).toBe(false);
    expect(host().hidden).toBe(true);
    expect(shadow().querySelector('button')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(reason);
    await expect(widget.open()).rejects.toThrow(reason);
  });

  it('a service that stays unreachable after the retries is read again when the browser is back online, then shows', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const down = Object.assign(new FakeError(0, 'CONNECTION_FAILED', 'cannot reach http://svc.test/v1/engage/config'), { retryable: true });
    let answer: unknown = down;
    const client = fakeClient({ config: () => answer as typeof CONFIG });
    widget = createWidget(OPTIONS, client);
    expect(await widget.ready).toBe(false);
    expect(host().hidden).toBe(true);
    const ready = vi.fn();
    widget.on('ready', ready);
    answer = CONFIG;
    window.dispatchEvent(new Event('online'));
    expect(await widget.ready).toBe(true);
    await nextFrame();
    expect(host().hidden).toBe(false);
    expect(launcher().textContent).toBe('Ask Ada');
    expect(ready).toHaveBeenCalledTimes(1);
    expect(client.calls.filter((c) => c.method === 'getConfig')).toHaveLength(2);
    // Once shown, a later online event reads nothing more.
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(client.calls.filter((c) => c.method === 'getConfig')).toHaveLength(2);
  });

  it('a busy service (503) is read again after a minute without any event; a refusal (401) is never read again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answer: unknown = Object.assign(new FakeError(503, 'UNAVAILABLE', 'service unavailable'), { retryable: true });
      const client = fakeClient({ config: () => answer as typeof CONFIG });
      widget = createWidget(OPTIONS, client);
      expect(await widget.ready).toBe(false);
      answer = CONFIG;
      await vi.advanceTimersByTimeAsync(59_000);
      expect(client.calls.filter((c) => c.method === 'getConfig')).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await widget.ready).toBe(true);
      await vi.advanceTimersByTimeAsync(50);
      expect(host().hidden).toBe(false);
      widget.destroy();

      const refused = fakeClient({ config: new FakeError(401, 'INVALID_KEY', 'invalid or revoked engage key') });
      widget = createWidget(OPTIONS, refused);
      expect(await widget.ready).toBe(false);
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(120_000);
      expect(refused.calls.filter((c) => c.method === 'getConfig')).toHaveLength(1);
      expect(shadow().querySelector('button')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing when every module is off, with one console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    widget = createWidget(OPTIONS, fakeClient({ config: { ...CONFIG, modules: { chat: false, forms: false, support: false } } }));
    expect(await widget.ready).toBe(false);
    expect(host().hidden).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/every module is off/);
  });

  it('shows only the enabled modules', async () => {
    widget = createWidget(OPTIONS, fakeClient({ config: { ...CONFIG, modules: { chat: false, forms: true, support: true } } }));
    await widget.open();
    const tabs = [...shadow().querySelectorAll('nav button')].map((b) => b.textContent);
    expect(tabs).toEqual(['Contact', 'Support']);
    expect(shadow().querySelector('[role=log]')).toBeNull();
  });
});

describe('opening and closing', () => {
  it('open expands the launcher, shows a labelled dialog and moves focus into it', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    await widget.open();
    const panel = shadow().getElementById('svc-panel')!;
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    expect(launcher().getAttribute('aria-controls')).toBe('svc-panel');
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(shadow().getElementById(panel.getAttribute('aria-labelledby')!)?.textContent).toBe('Ada');
    expect(panel.parentElement?.hidden).toBe(false);
    expect(panel.contains(shadow().activeElement)).toBe(true);
    // Where the visitor types: the composer, not the Chat tab before it.
    expect(shadow().activeElement?.tagName).toBe('TEXTAREA');
  });

  it('opening the contact form focuses its first field', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    await widget.open('form');
    expect(shadow().activeElement?.id).toBe('f-name');
  });

  it('Escape closes the panel and focus returns to the launcher', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    await widget.open();
    shadow()
      .querySelector('textarea')!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await settle();
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(shadow().getElementById('svc-panel')!.parentElement?.hidden).toBe(true);
    expect(shadow().activeElement).toBe(launcher());
  });

  it('the launcher toggles the panel by click', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    await widget.ready;
    launcher().click();
    await settle();
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    launcher().click();
    await settle();
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
  });

  it('hide() hides launcher and panel, show() brings the launcher back', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    await widget.open();
    widget.hide();
    expect(host().hidden).toBe(true);
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    widget.show();
    expect(host().hidden).toBe(false);
  });

  it('destroy() unmounts the panel and removes the host element', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    await widget.open();
    widget.destroy();
    expect(document.querySelector('svc-widget')).toBeNull();
  });

  it('survives a single-page app re-rendering the body: the host is put back', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    await widget.ready;
    document.body.replaceChildren(document.createElement('main'));
    await settle();
    expect(document.querySelectorAll('svc-widget')).toHaveLength(1);
    expect(launcher().textContent).toBe('Ask Ada');
  });
});

describe('public API events', () => {
  it('on() reports ready, open and close, and returns an unsubscribe function', async () => {
    widget = createWidget(OPTIONS, fakeClient());
    const seen: string[] = [];
    widget.on('ready', (e) => seen.push(`ready:${e.assistantName}`));
    const stop = widget.on('open', (e) => seen.push(`open:${e.view}`));
    widget.on('close', () => seen.push('close'));
    await widget.open('support');
    widget.close();
    stop();
    await widget.open();
    expect(seen).toEqual(['ready:Ada', 'open:support', 'close']);
  });

  it('off() removes a listener; a throwing listener does not break the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    widget = createWidget(OPTIONS, fakeClient());
    const calls: string[] = [];
    const listener = () => calls.push('removed');
    widget.on('open', () => {
      throw new Error('page bug');
    });
    widget.on('open', listener);
    widget.off('open', listener);
    widget.on('open', () => calls.push('kept'));
    await widget.open();
    expect(calls).toEqual(['kept']);
    expect(error).toHaveBeenCalled();
  });

  it('the error event reports a config failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    widget = createWidget(OPTIONS, fakeClient({ config: new FakeError(401, 'INVALID_KEY', 'invalid or revoked engage key') }));
    const errors: unknown[] = [];
    widget.on('error', (e) => errors.push(e));
    await widget.ready;
    expect(errors).toEqual([{ status: 401, code: 'INVALID_KEY', message: 'invalid or revoked engage key' }]);
  });

  it('every string is overridable, and setLocale switches texts and the lang attribute', async () => {
    widget = createWidget(
      { ...OPTIONS, strings: { launcher: 'Help' }, locales: { fr: { launcher: 'Aide', send: 'Envoyer' } } },
      fakeClient(),
    );
    await widget.open();
    expect(launcher().textContent).toBe('Help');
    // The language's texts are a file of their own, fetched once: the switch follows when it is in.
    widget.setLocale('fr');
    await vi.waitFor(() => expect(launcher().textContent).toBe('Aide'));
    expect(host().lang).toBe('fr');
    expect(shadow().querySelector('button[type=submit]')?.textContent).toBe('Envoyer');
    widget.setLocale('de', { send: 'Senden' });
    await vi.waitFor(() => expect(shadow().querySelector('button[type=submit]')?.textContent).toBe('Senden'));
    expect(launcher().textContent).toBe('Help');
  });
});
