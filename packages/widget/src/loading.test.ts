// Two-stage loading: the launcher shows from the loader; the panel's code loads on first intent or when idle, and a
// failed download leaves a working launcher that the next open() retries.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngageConfig } from './engage-port.js';
import { CONFIG, fakeClient, nextFrame, settle } from './test-support.js';
import type { Widget } from './widget.js';
import { createWidget } from './widget.js';

let widget: Widget | undefined;
const OPTIONS = { publishableKey: 'pk_test', baseUrl: 'http://svc.test' };
const shadow = () => document.querySelector('svc-widget')!.shadowRoot!;
const launcher = () => shadow().querySelector<HTMLButtonElement>('button.launcher')!;

afterEach(() => {
  widget?.destroy();
  widget = undefined;
  vi.restoreAllMocks();
});

describe('two-stage loading', () => {
  it('asks for the config before any DOM work, builds the launcher hidden meanwhile, and shows it when the config arrives', async () => {
    let answer!: (config: EngageConfig) => void;
    const client = fakeClient({ config: () => new Promise<EngageConfig>((resolve) => (answer = resolve)) });
    const getConfig = client.getConfig;
    let hostWhenAsked: Element | null | undefined;
    client.getConfig = (...args) => ((hostWhenAsked = document.querySelector('svc-widget')), getConfig(...args));
    widget = createWidget(OPTIONS, client);
    // The request went out before the host existed.
    expect(hostWhenAsked).toBeNull();
    expect(client.calls.filter((c) => c.method === 'getConfig')).toHaveLength(1);
    // Built while it is on its way, and hidden: no flash of a launcher for a site that turns out to be off.
    expect(launcher()).not.toBeNull();
    expect(document.querySelector<HTMLElement>('svc-widget')!.hidden).toBe(true);
    await settle();
    answer(CONFIG);
    expect(await widget.ready).toBe(true);
    // Placed over the visual viewport, then shown, in the next frame: never shown where it has not been placed.
    expect(document.querySelector<HTMLElement>('svc-widget')!.hidden).toBe(true);
    await nextFrame();
    expect(document.querySelector<HTMLElement>('svc-widget')!.hidden).toBe(false);
    expect(launcher().textContent).toBe('Ask Ada');
  });

  it('renders the panel without any Intl formatter (the first one of a page loads ICU data in one long task)', async () => {
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    widget = createWidget(OPTIONS, Object.assign(fakeClient(), { load: async () => undefined }));
    await widget.ready;
    await widget.open();
    await widget.open('form');
    await settle();
    expect(shadow().querySelector('#c-count, [id$="-count"]')).not.toBeNull();
    expect(toLocaleString).not.toHaveBeenCalled();
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('loads the panel code when the launcher is hovered, before any open', async () => {
    const client = fakeClient();
    const load = vi.fn(async () => undefined);
    widget = createWidget(OPTIONS, Object.assign(client, { load }));
    await widget.ready;
    expect(load).not.toHaveBeenCalled();
    launcher().dispatchEvent(new Event('pointerenter'));
    await settle();
    expect(load).toHaveBeenCalled();
    expect(shadow().querySelector('[role=dialog]')).toBeNull();
  });

  it('a panel that fails to download leaves the launcher working, and the next open() loads it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = fakeClient();
    let failures = 1;
    const load = vi.fn(async () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
    });
    widget = createWidget(OPTIONS, Object.assign(client, { load }));
    await widget.ready;
    const errors: unknown[] = [];
    widget.on('error', (e) => errors.push(e));
    await expect(widget.open()).rejects.toThrow('Failed to fetch');
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(errors).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('the panel could not be loaded'));
    await widget.open();
    await settle();
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    expect(shadow().querySelector('[role=dialog]')).not.toBeNull();
  });

  it("a new visitor's panel is rendered hidden once its code has loaded, so the first open only shows it", async () => {
    widget = createWidget(OPTIONS, Object.assign(fakeClient(), { load: async () => undefined }));
    await widget.ready;
    launcher().dispatchEvent(new Event('pointerenter'));
    await vi.waitFor(() => expect(shadow().querySelector('[role=dialog]')).not.toBeNull(), { timeout: 3000 });
    expect(shadow().querySelector('[role=dialog]')!.parentElement!.hidden).toBe(true);
    await widget.open();
    expect(shadow().querySelector('[role=dialog]')!.parentElement!.hidden).toBe(false);
  });

  it("a returning visitor's panel (and the stored thread) waits for the open", async () => {
    const client = fakeClient({ visitor: { token: 'vt_1', conversationId: 'conv_1' } });
    const load = vi.fn(async () => undefined);
    widget = createWidget(OPTIONS, Object.assign(client, { load }));
    await widget.ready;
    launcher().dispatchEvent(new Event('pointerenter'));
    await settle();
    expect(load).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(shadow().querySelector('[role=dialog]')).toBeNull();
    expect(client.calls.some((c) => c.method === 'getConversation')).toBe(false);
    await widget.open();
    await settle();
    expect(client.calls.some((c) => c.method === 'getConversation')).toBe(true);
  });
});
