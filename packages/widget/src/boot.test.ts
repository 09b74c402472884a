import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from './boot.js';
import type { CommandFunction } from './queue.js';
import { fakeClient, settle } from './test-support.js';

const w = window as unknown as { svc?: CommandFunction };

afterEach(() => {
  (w.svc as { destroy?: () => void } | undefined)?.destroy?.();
  delete w.svc;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function tag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/plain'; // present in the page, never executed by the test environment
  for (const [k, v] of Object.entries(attributes)) script.setAttribute(k, v);
  document.body.append(script);
  return script;
}

describe('the script tag', () => {
  it('reads data-key and takes the service address from its own src', () => {
    tag({ src: 'https://api.example/v1/engage/sdk.js', 'data-key': 'pk_live_1' });
    const created: unknown[] = [];
    boot((o) => (created.push(o), fakeClient()));
    expect(created).toEqual([{ publishableKey: 'pk_live_1', baseUrl: 'https://api.example' }]);
    expect(document.querySelectorAll('svc-widget')).toHaveLength(1);
  });

  it('data-base-url wins over the src', () => {
    tag({ src: 'https://cdn.example/sdk.js', 'data-key': 'pk_1', 'data-base-url': 'https://api.example' });
    const created: { baseUrl: string }[] = [];
    boot((o) => (created.push(o), fakeClient()));
    expect(created[0]?.baseUrl).toBe('https://api.example');
  });

  it('without data-key nothing is shown and one warning says why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    tag({ src: 'https://api.example/v1/engage/sdk.js' });
    boot(() => fakeClient());
    expect(document.querySelector('svc-widget')).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/data-key/);
  });

  it('a key the client refuses (a secret key) shows nothing, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    tag({ src: 'https://api.example/v1/engage/sdk.js', 'data-key': 'sk_live_oops' });
    boot(() => {
      throw new TypeError('a secret key must never be used in a browser');
    });
    expect(document.querySelector('svc-widget')).toBeNull();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/secret key/);
  });

  it('initialising twice is harmless: one widget, one API', () => {
    tag({ src: 'https://api.example/v1/engage/sdk.js', 'data-key': 'pk_1' });
    boot(() => fakeClient());
    const first = w.svc;
    boot(() => fakeClient());
    expect(w.svc).toBe(first);
    expect(document.querySelectorAll('svc-widget')).toHaveLength(1);
  });
});

describe('the command queue', () => {
  it('calls made before the script loaded are replayed in order, and their promises settle', async () => {
    // The stub a page pastes before sdk.js (see README).
    const stub = function (...args: unknown[]) {
      return new Promise((resolve, reject) => (stub.q = stub.q ?? []).push([args, resolve, reject]));
    } as unknown as CommandFunction & { q: unknown[] };
    w.svc = stub;
    const events: string[] = [];
    const opened = w.svc('on', 'open', () => events.push('open'));
    const identify = w.svc('identify', { name: 'Ada' });
    const open = w.svc('open', 'support');
    const unknown = w.svc('explode').catch((error: unknown) => error);
    tag({ src: 'https://api.example/v1/engage/sdk.js', 'data-key': 'pk_1' });
    const client = fakeClient();
    boot(() => client);
    expect(typeof (await opened)).toBe('function'); // on() returns its unsubscribe function
    await identify;
    await open;
    expect(String(await unknown)).toMatch(/unknown method "explode"/);
    await settle();
    expect(events).toEqual(['open']);
    const shadow = document.querySelector('svc-widget')!.shadowRoot!;
    expect(shadow.querySelector<HTMLInputElement>('#s-name')?.value).toBe('Ada');
  });

  it('after loading, window.svc is callable both as svc("open") and svc.open()', async () => {
    tag({ src: 'https://api.example/v1/engage/sdk.js', 'data-key': 'pk_1' });
    boot(() => fakeClient());
    await w.svc!('open');
    expect(document.querySelector('svc-widget')!.shadowRoot!.querySelector('.launcher')!.getAttribute('aria-expanded')).toBe('true');
    w.svc!.close!();
    expect(document.querySelector('svc-widget')!.shadowRoot!.querySelector('.launcher')!.getAttribute('aria-expanded')).toBe('false');
  });
});
