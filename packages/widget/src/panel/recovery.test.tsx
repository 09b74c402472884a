// Recovery in happy-dom: a turn that cannot reach the service is tried again, then keeps its text with words a
// visitor understands; the offline notice follows reachability; the escalation button survives a reload; the
// full-screen panel is a modal dialog that keeps Tab inside.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationRead } from '../engage-port.js';
import type { FakeClient } from '../test-support.js';
import { FakeError, fakeClient, settle } from '../test-support.js';
import type { Widget } from '../widget.js';
import { createWidget } from '../widget.js';

let widget: Widget | undefined;
afterEach(() => {
  widget?.destroy();
  widget = undefined;
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const shadow = () => document.querySelector('svc-widget')!.shadowRoot!;
const textarea = () => shadow().querySelector('textarea')!;
const alertText = () => shadow().querySelector('[role=alert]')?.textContent;
const notice = () => shadow().querySelector('.offline')!.textContent;

/** A fake client that also reports reachability, as the real one does from its fetch. */
function reporting(client: FakeClient): FakeClient & { reach(up: boolean): void } {
  let listener: ((up: boolean) => void) | undefined;
  return Object.assign(client, {
    onReachable: (l: (up: boolean) => void) => void (listener = l),
    reach: (up: boolean) => listener?.(up),
  });
}

async function openWith(client: FakeClient): Promise<Widget> {
  widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
  await widget.open('chat');
  await settle();
  return widget;
}

async function send(text: string): Promise<void> {
  textarea().value = text;
  textarea().dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
  shadow().querySelector<HTMLButtonElement>('.composer button[type=submit]')!.click();
  await settle();
}

const down = () => new FakeError(0, 'CONNECTION_FAILED', 'cannot reach POST http://svc.test/v1/engage/chat: TypeError: Failed to fetch');

describe('recovery', () => {
  it('a turn that never reached the service is sent twice more (after 1 and 2 s), then succeeds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = fakeClient({ chat: [down(), down()] });
    await openWith(client);
    await send('Hello?');
    await vi.advanceTimersByTimeAsync(3100);
    await settle();
    expect(client.calls.filter((c) => c.method === 'chat')).toHaveLength(3);
    expect(alertText()).toBeUndefined();
    expect(shadow().querySelector('.msg.assistant:last-child')?.textContent).toContain('You said: Hello?');
  });

  it('past the tries the text stays in the composer, the alert says so in words (never "TypeError") and goes once the service answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = reporting(fakeClient({ chat: [down(), down(), down()] }));
    await openWith(client);
    await send('Are you open on Sunday?');
    client.reach(false);
    await vi.advanceTimersByTimeAsync(3100);
    await settle();
    expect(alertText()).toBe("We couldn't send your message. Check your connection; we'll keep it here.");
    expect(textarea().value).toBe('Are you open on Sunday?');
    expect(notice()).toBe('Connection lost. We will reconnect by ourselves.');
    expect(shadow().querySelector('.offline')!.getAttribute('role')).toBe('status');
    client.reach(true);
    await settle();
    expect(notice()).toBe('');
    expect(alertText()).toBeUndefined();
    expect(textarea().value).toBe('Are you open on Sunday?');
  });

  it('the text is back in the composer when its notice shows (no frame without it), every time it fails', async () => {
    const refused = () => new FakeError(400, 'VALIDATION_ERROR', 'message: must not be empty');
    const client = fakeClient({ chat: [refused(), refused()] });
    await openWith(client);
    // No timer and no animation frame runs from here: only what a render does in its own commit counts.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'requestAnimationFrame'] });
    for (const round of [1, 2]) {
      textarea().value = 'Can I pay by invoice?';
      textarea().dispatchEvent(new Event('input', { bubbles: true }));
      for (let i = 0; i < 20; i++) await Promise.resolve();
      shadow().querySelector<HTMLButtonElement>('.composer button[type=submit]')!.click();
      for (let i = 0; i < 20 && !alertText(); i++) await Promise.resolve();
      expect(
        client.calls.filter((c) => c.method === 'chat'),
        `round ${round}`,
      ).toHaveLength(round);
      expect(alertText(), `round ${round}`).toBeTruthy();
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(textarea().value, `round ${round}`).toBe('Can I pay by invoice?');
    }
  });

  it('while the service cannot be reached it is asked again (config, past the cache) until it answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = reporting(fakeClient());
    await openWith(client);
    client.reach(false);
    await vi.advanceTimersByTimeAsync(2100);
    const checks = client.calls.filter((c) => c.method === 'getConfig' && (c.args[0] as { reload?: boolean } | undefined)?.reload);
    expect(checks).toHaveLength(1);
    client.reach(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(client.calls.filter((c) => c.method === 'getConfig' && (c.args[0] as { reload?: boolean } | undefined)?.reload)).toHaveLength(1);
  });

  it('the escalation button of an answer comes back after a reload', async () => {
    const first = fakeClient({
      chat: [
        {
          visitorToken: 'vt',
          conversationId: 'conv_7',
          answer: 'Please use the support form.',
          citations: [],
          escalate: true,
          status: 'ai',
        },
      ],
    });
    await openWith(first);
    await send('I want a refund');
    widget!.destroy();
    const thread: ConversationRead = {
      conversationId: 'conv_7',
      status: 'ai',
      messages: [
        { role: 'visitor', content: 'I want a refund', citations: [], sentAt: '2026-11-23T10:00:00Z' },
        { role: 'assistant', content: 'Please use the support form.', citations: [], sentAt: '2026-11-23T10:00:01Z' },
      ],
    };
    await openWith(fakeClient({ visitor: { token: 'vt', conversationId: 'conv_7' }, conversation: thread }));
    await settle();
    expect([...shadow().querySelectorAll('button')].some((b) => b.textContent === 'Contact support')).toBe(true);
  });
});

describe('the full-screen panel', () => {
  it('is aria-modal on a small viewport, and Tab from the last control goes to the first (Shift+Tab back)', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) => ({ matches: q.includes('max-width'), media: q }) as MediaQueryList);
    await openWith(fakeClient());
    const dialog = shadow().querySelector<HTMLElement>('[role=dialog]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const controls = [...dialog.querySelectorAll<HTMLElement>('button:not(:disabled), textarea')];
    const first = controls[0]!;
    const last = controls.at(-1)!;
    last.focus();
    const tab = (shiftKey: boolean) => {
      const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
      shadow().activeElement!.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(tab(false)).toBe(true);
    expect(shadow().activeElement).toBe(first);
    expect(tab(true)).toBe(true);
    expect(shadow().activeElement).toBe(last);
  });

  it('beside the page (a large viewport) it is not modal', async () => {
    await openWith(fakeClient());
    expect(shadow().querySelector('[role=dialog]')!.hasAttribute('aria-modal')).toBe(false);
  });
});

describe('direction', () => {
  it("follows the widget's language, not the page's", async () => {
    document.documentElement.dir = 'rtl';
    try {
      await openWith(fakeClient());
      expect(shadow().querySelector('[role=dialog]')!.getAttribute('dir')).toBe('ltr');
      expect(document.querySelector('svc-widget')!.getAttribute('dir')).toBe('ltr');
      widget!.setLocale('ar', { send: 'إرسال' });
      await vi.waitFor(() => expect(shadow().querySelector('[role=dialog]')!.getAttribute('dir')).toBe('rtl'));
      // The host too: its stylesheet mirrors the launcher's corner from it.
      expect(document.querySelector('svc-widget')!.getAttribute('dir')).toBe('rtl');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});
