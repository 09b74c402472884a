// Attention, in happy-dom: a reply in a hidden tab counts as unread; the optional title flash; identity refusals told to
// the visitor in their words and to the developer in the console; consent remembered once accepted.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../boot.js';
import type { ConversationRead, EngageConfig } from '../engage-port.js';
import type { WidgetEvents } from '../events.js';
import type { CommandFunction } from '../queue.js';
import type { FakeClient } from '../test-support.js';
import { CONFIG, FakeError, fakeClient, settle } from '../test-support.js';
import type { Widget, WidgetOptions } from '../widget.js';
import { createWidget } from '../widget.js';

const TITLE = 'Pricing — Demo Studio';
let widget: Widget | undefined;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  document.title = TITLE;
});
afterEach(() => {
  widget?.destroy();
  widget = undefined;
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (document as { visibilityState?: unknown }).visibilityState;
  document.documentElement.lang = '';
});

const OPTIONS: WidgetOptions = { publishableKey: 'pk_test', baseUrl: 'http://svc.test' };
const shadow = () => document.querySelector('svc-widget')!.shadowRoot!;
const badge = () => shadow().querySelector<HTMLElement>('.launcher .badge');
const thread = (messages: [ConversationRead['messages'][number]['role'], string][]): ConversationRead => ({
  conversationId: 'conv_1',
  status: 'agent',
  messages: messages.map(([role, content], i) => ({ role, content, citations: [], sentAt: `2026-11-23T10:00:0${i}Z` })),
});
/** The tab goes to the background or comes back, as the browser says so. */
function setTab(state: DocumentVisibilityState): void {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A returning visitor's widget, opened once (the panel and its stream in place), with the unread events recorded. */
async function returning(options: Partial<WidgetOptions> = {}): Promise<{ client: FakeClient; counts: number[] }> {
  const client = fakeClient({
    stream: true,
    visitor: { token: 'vt', conversationId: 'conv_1' },
    conversation: thread([['visitor', 'hi']]),
  });
  widget = createWidget({ ...OPTIONS, ...options }, client);
  const counts: number[] = [];
  widget.on('unread', (e: WidgetEvents['unread']) => counts.push(e.count));
  await widget.open('chat');
  await vi.waitFor(() => expect(client.watching).toBe(true));
  return { client, counts };
}

describe('a reply while the tab is hidden', () => {
  it('counts as unread although the panel is open, until the tab is shown again with the panel open', async () => {
    const { client, counts } = await returning();
    setTab('hidden');
    client.push(
      thread([
        ['visitor', 'hi'],
        ['agent', 'Sam here'],
      ]),
    );
    await settle();
    expect(badge()?.textContent).toBe('1 1 unread reply');
    expect(badge()?.hidden).toBe(false);
    client.push(
      thread([
        ['visitor', 'hi'],
        ['agent', 'Sam here'],
        ['agent', 'Still there?'],
      ]),
    );
    await settle();
    expect(badge()?.textContent).toBe('2 2 unread replies');
    setTab('visible');
    await settle();
    expect(badge()?.hidden).toBe(true);
    expect(counts).toEqual([1, 2, 0]);
  });

  it('a reply while the panel is open in a shown tab is seen at once: no unread', async () => {
    const { client, counts } = await returning();
    client.push(
      thread([
        ['visitor', 'hi'],
        ['agent', 'Sam here'],
      ]),
    );
    await settle();
    expect(badge()?.hidden).toBe(true);
    expect(counts).toEqual([]);
  });

  it('the tab shown again with the panel closed keeps the count: the visitor has not seen the reply yet', async () => {
    const { client, counts } = await returning();
    widget!.close();
    setTab('hidden');
    client.push(
      thread([
        ['visitor', 'hi'],
        ['agent', 'Sam here'],
      ]),
    );
    await settle();
    setTab('visible');
    await settle();
    expect(badge()?.textContent).toBe('1 1 unread reply');
    await widget!.open();
    expect(counts).toEqual([1, 0]);
  });
});

describe('the title flash', () => {
  it('off by default: a reply while closed leaves the title alone', async () => {
    const { client } = await returning();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    widget!.close();
    client.push(
      thread([
        ['visitor', 'hi'],
        ['agent', 'Sam here'],
      ]),
    );
    await settle();
    expect(badge()?.textContent).toBe('1 1 unread reply');
    for (let i = 0; i < 4; i++) {
      vi.advanceTimersByTime(1000);
      expect(document.title).toBe(TITLE);
    }
  });

  it('on: the title alternates with "(n) New message" while the reply is unread; opening restores it exactly', async () => {
    const { client } = await returning({ titleFlash: true });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    widget!.close();
    expect(document.title).toBe(TITLE);
    client.push(
      thread([
        ['visitor', 'hi'],
        ['agent', 'Sam here'],
      ]),
    );
    await settle();
    expect(document.title).toBe('(1) New message');
    vi.advanceTimersByTime(1000);
    expect(document.title).toBe(TITLE);
    client.push(
      thread([
        ['visitor', 'hi'],
        ['agent', 'Sam here'],
        ['agent', 'Still there?'],
      ]),
    );
    await settle();
    vi.advanceTimersByTime(1000);
    expect(document.title).toBe('(2) New messages');
    await widget!.open();
    expect(document.title).toBe(TITLE);
    vi.advanceTimersByTime(3000);
    expect(document.title).toBe(TITLE);
  });

  it('a hidden tab flashes with the panel open; the tab shown again stops it', async () => {
    const { client } = await returning({ titleFlash: true });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    setTab('hidden');
    client.push(
      thread([
        ['visitor', 'hi'],
        ['agent', 'Sam here'],
      ]),
    );
    await settle();
    expect(document.title).toBe('(1) New message');
    setTab('visible');
    expect(document.title).toBe(TITLE);
    vi.advanceTimersByTime(2000);
    expect(document.title).toBe(TITLE);
  });

  it('the window focused stops it (the badge stays); a title the page set meanwhile is the one kept', async () => {
    const { client } = await returning({ titleFlash: true });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    widget!.close();
    client.push(
      thread([
        ['visitor', 'hi'],
        ['agent', 'Sam here'],
      ]),
    );
    await settle();
    vi.advanceTimersByTime(1000);
    // A single-page app navigated: its new title is the page's title from now on.
    document.title = 'Checkout — Demo Studio';
    vi.advanceTimersByTime(1000);
    expect(document.title).toBe('(1) New message');
    window.dispatchEvent(new Event('focus'));
    expect(document.title).toBe('Checkout — Demo Studio');
    vi.advanceTimersByTime(3000);
    expect(document.title).toBe('Checkout — Demo Studio');
    expect(badge()?.textContent).toBe('1 1 unread reply');
  });

  it("in the visitor's language, and destroy() puts the title back", async () => {
    document.documentElement.lang = 'de';
    const { client } = await returning({ titleFlash: true });
    await vi.waitFor(() => expect(shadow().querySelector('.composer button[type=submit]')?.textContent).toBe('Senden'));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    widget!.close();
    client.push(
      thread([
        ['visitor', 'hi'],
        ['agent', 'Sam here'],
      ]),
    );
    await settle();
    expect(document.title).toBe('(1) Neue Nachricht');
    widget!.destroy();
    widget = undefined;
    expect(document.title).toBe(TITLE);
    vi.advanceTimersByTime(2000);
    expect(document.title).toBe(TITLE);
  });

  it("destroy() leaves none of the widget's listeners on the page", async () => {
    const added: [EventTarget, string, unknown][] = [];
    const removed: [EventTarget, string, unknown][] = [];
    for (const target of [window, document] as EventTarget[]) {
      const add = target.addEventListener.bind(target);
      const remove = target.removeEventListener.bind(target);
      vi.spyOn(target, 'addEventListener').mockImplementation((type, fn, o) => (added.push([target, type, fn]), add(type, fn, o)));
      vi.spyOn(target, 'removeEventListener').mockImplementation((type, fn, o) => (removed.push([target, type, fn]), remove(type, fn, o)));
    }
    await returning({ titleFlash: true });
    const watched = added.filter(([, type]) => type === 'focus' || type === 'visibilitychange');
    expect(watched.map(([, type]) => type).sort()).toEqual(['focus', 'visibilitychange']);
    widget!.destroy();
    widget = undefined;
    for (const [target, type, fn] of watched) expect(removed).toContainEqual([target, type, fn]);
  });

  it('the script tag turns it on with data-title-flash="true"', async () => {
    const script = document.createElement('script');
    script.type = 'text/plain'; // present in the page, never executed by the test environment
    script.setAttribute('src', 'https://api.example/v1/engage/sdk.js');
    script.setAttribute('data-key', 'pk_live_1');
    script.setAttribute('data-title-flash', 'true');
    document.body.append(script);
    const client = fakeClient({
      stream: true,
      visitor: { token: 'vt', conversationId: 'conv_1' },
      conversation: thread([['visitor', 'hi']]),
    });
    boot(() => client);
    const w = window as unknown as { svc: CommandFunction };
    try {
      await w.svc('open', 'chat');
      await vi.waitFor(() => expect(client.watching).toBe(true));
      await w.svc('close');
      client.push(
        thread([
          ['visitor', 'hi'],
          ['agent', 'Sam here'],
        ]),
      );
      await settle();
      expect(document.title).toBe('(1) New message');
    } finally {
      await w.svc('destroy');
      delete (window as { svc?: unknown }).svc;
      script.remove();
    }
    expect(document.title).toBe(TITLE);
  });
});

describe('identity refusals', () => {
  const REQUIRED =
    'this site accepts verified visitors only: send visitor.id with visitor.hash, the hex HMAC-SHA256 of the id made on your server with the site identity secret (identityHash in @svc/capture-node)';
  const textarea = () => shadow().querySelector<HTMLTextAreaElement>('textarea')!;
  async function send(text: string): Promise<void> {
    textarea().value = text;
    textarea().dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    shadow().querySelector<HTMLFormElement>('form.composer')!.requestSubmit();
    await settle();
  }

  it('a 401 IDENTITY_VERIFICATION_REQUIRED shows the visitor a text of their own, warns the developer once with the fix', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = fakeClient({
      chat: [
        new FakeError(401, 'IDENTITY_VERIFICATION_REQUIRED', REQUIRED),
        new FakeError(401, 'IDENTITY_VERIFICATION_REQUIRED', REQUIRED),
      ],
    });
    widget = createWidget(OPTIONS, client);
    await widget.open('chat');
    await settle();
    await send('hello');
    const alert = shadow().querySelector('[role=alert]')?.textContent ?? '';
    expect(alert).toBe("We couldn't confirm your sign-in. Please reload the page or sign in again.");
    expect(alert).not.toContain('HMAC');
    expect(textarea().value).toBe('hello');
    await send('hello');
    const warnings = warn.mock.calls.map((c) => String(c[0]));
    expect(warnings).toEqual([`[svc widget] chat refused the visitor's identity (401 IDENTITY_VERIFICATION_REQUIRED): ${REQUIRED}`]);
  });

  it("a 403 IDENTITY_VERIFICATION_FAILED too, in the visitor's language", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.documentElement.lang = 'fr';
    const client = fakeClient({
      chat: [new FakeError(403, 'IDENTITY_VERIFICATION_FAILED', 'visitor.hash does not match visitor.id: recompute it')],
    });
    widget = createWidget(OPTIONS, client);
    await widget.open('chat');
    await vi.waitFor(() => expect(shadow().querySelector('.composer button[type=submit]')?.textContent).toBe('Envoyer'));
    await send('bonjour');
    expect(shadow().querySelector('[role=alert]')?.textContent).toBe(
      'Nous n’avons pas pu confirmer votre connexion. Rechargez la page ou reconnectez-vous.',
    );
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      "[svc widget] chat refused the visitor's identity (403 IDENTITY_VERIFICATION_FAILED): visitor.hash does not match visitor.id: recompute it",
    ]);
  });

  const verifiedSite: EngageConfig = { ...CONFIG, requireVerifiedIdentity: true };
  const identityWarnings = (warn: { mock: { calls: unknown[][] } }) =>
    warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('identify()'));

  it('identify() without hash on a site that requires verified visitors warns the developer once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    widget = createWidget(OPTIONS, fakeClient({ config: verifiedSite }));
    widget.identify({ id: 'user_42', email: 'ada@example.org' });
    await widget.open('chat');
    await settle();
    widget.identify({ name: 'Ada' });
    await settle();
    const warnings = identityWarnings(warn);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('identify() was called without hash, but this site accepts verified visitors only');
    expect(warnings[0]).toContain('HMAC-SHA256');
  });

  it('no warning with a hash, nor on a site that does not require it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    widget = createWidget(OPTIONS, fakeClient({ config: verifiedSite }));
    widget.identify({ id: 'user_42', hash: 'a'.repeat(64) });
    await widget.open('chat');
    await settle();
    widget.destroy();
    widget = createWidget(OPTIONS, fakeClient());
    widget.identify({ id: 'user_42' });
    await widget.open('chat');
    await settle();
    expect(identityWarnings(warn)).toEqual([]);
  });
});

describe('consent remembered', () => {
  const consentSite: EngageConfig = { ...CONFIG, consent: { required: true, text: {} } };
  const accept = () => [...shadow().querySelectorAll('button')].find((b) => b.textContent === 'Accept');

  it('nothing is written before the visitor accepts; after accepting a reload does not ask again and the turn carries consent', async () => {
    widget = createWidget(OPTIONS, fakeClient({ config: consentSite }));
    await widget.open('chat');
    await settle();
    expect(accept()).toBeDefined();
    expect(localStorage.length).toBe(0);
    // Closed and opened again without accepting: still nothing.
    widget.close();
    await widget.open();
    expect(localStorage.length).toBe(0);
    accept()!.click();
    await settle();
    expect(localStorage.getItem('svc-consent:pk_test')).not.toBeNull();

    // The reload: a new widget on the same storage, no thread yet.
    widget.destroy();
    const client = fakeClient({ config: consentSite });
    widget = createWidget(OPTIONS, client);
    await widget.open('chat');
    await settle();
    expect(accept()).toBeUndefined();
    const textarea = shadow().querySelector<HTMLTextAreaElement>('textarea')!;
    textarea.value = 'hello';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    shadow().querySelector<HTMLFormElement>('form.composer')!.requestSubmit();
    await settle();
    expect(client.calls.find((c) => c.method === 'chat')?.args[0]).toMatchObject({ message: 'hello', consent: true });
  });

  it("another site's key is asked again; reset() (a log-out) forgets the acceptance", async () => {
    localStorage.setItem('svc-consent:pk_other', '2026-11-23T10:00:00.000Z');
    widget = createWidget(OPTIONS, fakeClient({ config: consentSite }));
    await widget.open('chat');
    await settle();
    expect(accept()).toBeDefined();
    accept()!.click();
    await settle();
    expect(accept()).toBeUndefined();
    widget.reset();
    await settle();
    expect(localStorage.getItem('svc-consent:pk_test')).toBeNull();
    expect(accept()).toBeDefined();
  });
});
