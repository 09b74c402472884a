import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationRead } from '../engage-port.js';
import type { WidgetEvents } from '../events.js';
import type { FakeClient } from '../test-support.js';
import { CONFIG, FakeError, fakeClient, settle } from '../test-support.js';
import type { Widget } from '../widget.js';
import { createWidget } from '../widget.js';

let widget: Widget | undefined;
afterEach(() => {
  widget?.destroy();
  widget = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const shadow = () => document.querySelector('svc-widget')!.shadowRoot!;
const log = () => shadow().querySelector('[role=log]')!;
const bubbles = () => [...log().querySelectorAll(':scope > .msg')].map((m) => m.textContent);
const textarea = () => shadow().querySelector('textarea')!;
const sendButton = () => shadow().querySelector<HTMLButtonElement>('.composer button[type=submit]')!;

async function openWith(client: FakeClient, config = CONFIG): Promise<Widget> {
  (client as { getConfig: FakeClient['getConfig'] }).getConfig = async () => config;
  widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
  await widget.open('chat');
  await settle();
  return widget;
}

function type(text: string): void {
  const t = textarea();
  t.value = text;
  t.dispatchEvent(new Event('input', { bubbles: true }));
}

async function send(text: string): Promise<void> {
  type(text);
  await settle();
  sendButton().click();
  await settle();
}

const thread = (
  messages: [ConversationRead['messages'][number]['role'], string][],
  status: ConversationRead['status'] = 'ai',
): ConversationRead => ({
  conversationId: 'conv_1',
  status,
  messages: messages.map(([role, content], i) => ({ role, content, citations: [], sentAt: `2026-11-23T10:00:0${i}Z` })),
});

describe('chat', () => {
  it('the greeting opens the thread; a turn shows the visitor message and the assistant answer', async () => {
    const client = fakeClient();
    await openWith(client);
    await send('What are your opening hours?');
    expect(bubbles()).toEqual([
      'AdaHello! How can I help?',
      'YouWhat are your opening hours?',
      'AdaYou said: What are your opening hours?',
    ]);
    expect(client.calls.find((c) => c.method === 'chat')?.args[0]).toMatchObject({
      message: 'What are your opening hours?',
      page: expect.any(String),
    });
    // A turn is not retried behind the visitor's back: 429 and 503 show their countdown at once.
    expect(client.calls.find((c) => c.method === 'chat')?.args[1]).toEqual({ maxRetries: 0 });
    expect(textarea().value).toBe('');
  });

  it('the composer shows the 2,000-character limit and refuses longer text', async () => {
    const client = fakeClient();
    await openWith(client);
    type('hello');
    await settle();
    expect(shadow().getElementById('c-count')?.textContent).toBe('5 / 2000');
    expect(textarea().getAttribute('aria-describedby')).toBe('c-count');
    type('x'.repeat(2001));
    await settle();
    expect(sendButton().disabled).toBe(true);
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
  });

  it('the composer counts characters as the service does: an emoji is one, so 2,000 emoji can be sent', async () => {
    const client = fakeClient();
    await openWith(client);
    type('🙂'.repeat(2000));
    await settle();
    expect(shadow().getElementById('c-count')?.textContent).toBe('2000 / 2000');
    expect(sendButton().disabled).toBe(false);
    expect(textarea().getAttribute('aria-invalid')).toBeNull();
    type('🙂'.repeat(2001));
    await settle();
    expect(sendButton().disabled).toBe(true);
  });

  it('Enter sends and Shift+Enter does not', async () => {
    const client = fakeClient();
    await openWith(client);
    type('line one');
    textarea().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', shiftKey: true, bubbles: true }));
    await settle();
    expect(client.calls.filter((c) => c.method === 'chat')).toHaveLength(0);
    textarea().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(client.calls.filter((c) => c.method === 'chat')).toHaveLength(1);
  });

  it('while a turn is pending the visitor message shows, a status says the assistant is writing, and send is disabled', async () => {
    let release!: () => void;
    const client = fakeClient({
      chat: [
        () =>
          new Promise(
            (resolve) =>
              (release = () =>
                resolve({ visitorToken: 'vt', conversationId: 'c', answer: 'Hi', citations: [], escalate: false, status: 'ai' })),
          ),
      ],
    });
    await openWith(client);
    await send('Hello');
    expect(bubbles().at(-1)).toBe('YouHello');
    expect(shadow().querySelector('p[role=status]')?.textContent).toBe('Ada is writing…');
    type('next');
    await settle();
    expect(sendButton().disabled).toBe(true);
    release();
    await settle();
    expect(bubbles().at(-1)).toBe('AdaHi');
  });

  it('citations are links only for http(s) URLs; service text is never parsed as HTML', async () => {
    const client = fakeClient({
      chat: [
        {
          visitorToken: 'vt',
          conversationId: 'c',
          answer: '<img src=x onerror=alert(1)> See below',
          citations: [
            { slug: 'hours', title: 'Opening hours', url: 'https://demo.example/visit' },
            { slug: 'evil', title: 'Evil', url: 'javascript:alert(1)' },
            { slug: 'plain', title: 'No URL' },
          ],
          escalate: false,
          status: 'ai',
        },
      ],
    });
    await openWith(client);
    await send('hours?');
    const answer = [...log().querySelectorAll(':scope > .msg')].at(-1)!;
    expect(answer.querySelector('img')).toBeNull();
    expect(answer.textContent).toContain('<img src=x onerror=alert(1)> See below');
    const links = [...answer.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['Opening hours', 'https://demo.example/visit', 'noopener noreferrer'],
    ]);
    expect(answer.textContent).toContain('Evil');
    expect(answer.textContent).toContain('No URL');
  });

  it('the message list is a polite live region that gets each new message added once', async () => {
    const client = fakeClient({
      visitor: { token: 'vt', conversationId: 'conv_1' },
      conversation: thread([
        ['visitor', 'hi'],
        ['assistant', 'hello'],
      ]),
    });
    await openWith(client);
    // Polite once the restored history is in place.
    await vi.waitFor(() => expect(log().getAttribute('aria-live')).toBe('polite'));
    const added: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => added.push(...r.addedNodes)));
    observer.observe(log(), { childList: true });
    // A poll that returns the same thread adds nothing; one more message adds exactly one node.
    client.push(
      thread(
        [
          ['visitor', 'hi'],
          ['assistant', 'hello'],
        ],
        'ai',
      ),
    );
    await settle();
    client.push(
      thread(
        [
          ['visitor', 'hi'],
          ['assistant', 'hello'],
          ['agent', 'I am Sam'],
        ],
        'agent',
      ),
    );
    await settle();
    observer.disconnect();
    expect(added).toHaveLength(1);
    expect(added[0]?.textContent).toBe('AAgentI am Sam');
  });

  it('restored history lands in a quiet log (a reload does not read the thread aloud again); later messages are announced', async () => {
    const client = fakeClient({
      visitor: { token: 'vt', conversationId: 'conv_1' },
      conversation: thread([
        ['visitor', 'hi'],
        ['assistant', 'hello'],
      ]),
    });
    widget = createWidget({ publishableKey: 'pk', baseUrl: 'http://svc.test' }, client);
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const el = log();
      if (el) seen.push(`${el.getAttribute('aria-live')}:${el.querySelectorAll('.msg').length}`);
    });
    observer.observe(shadow(), { childList: true, subtree: true, attributes: true });
    await widget.open();
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 80));
    observer.disconnect();
    // Every state in which the restored messages were present before the log turned polite was a quiet one.
    const firstWithHistory = seen.find((x) => Number(x.split(':')[1]) >= 3);
    expect(firstWithHistory?.startsWith('off:')).toBe(true);
    expect(log().getAttribute('aria-live')).toBe('polite');
  });

  it('the message event reports each new message once, restored history excluded', async () => {
    const client = fakeClient({ visitor: { token: 'vt', conversationId: 'conv_1' }, conversation: thread([['visitor', 'old']]) });
    widget = createWidget({ publishableKey: 'pk', baseUrl: 'http://svc.test' }, client);
    const messages: WidgetEvents['message'][] = [];
    widget.on('message', (m) => messages.push(m));
    await widget.open();
    await settle();
    await send('new');
    client.push(
      thread([
        ['visitor', 'old'],
        ['visitor', 'new'],
        ['assistant', 'You said: new'],
      ]),
    );
    await settle();
    expect(messages.map((m) => `${m.role}:${m.content}`)).toEqual(['visitor:new', 'assistant:You said: new']);
  });
});

describe('escalation and take-over', () => {
  it('an escalating answer offers a button that opens the support form prefilled and linked by conversationId', async () => {
    const client = fakeClient({
      chat: [
        {
          visitorToken: 'vt',
          conversationId: 'conv_9',
          answer: 'Please use the support form.',
          citations: [],
          escalate: true,
          status: 'ai',
        },
      ],
    });
    widget = await openWith(client);
    const escalated: unknown[] = [];
    widget.on('escalated', (e) => escalated.push(e));
    await send('I want a refund for my broken vase');
    expect(escalated).toEqual([{ conversationId: 'conv_9' }]);
    const button = [...shadow().querySelectorAll('button')].find((b) => b.textContent === 'Contact support')!;
    button.click();
    await settle();
    expect(shadow().querySelector<HTMLTextAreaElement>('#s-message')?.value).toBe('I want a refund for my broken vase');
    expect(shadow().textContent).toContain('This ticket will be linked to your chat.');
    const set = (id: string, v: string) => {
      const el = shadow().querySelector<HTMLInputElement>(id)!;
      el.value = v;
      el.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set('#s-name', 'Ada Lovelace');
    await settle();
    set('#s-email', 'ada@example.org');
    await settle();
    shadow().querySelector<HTMLButtonElement>('form button[type=submit]')!.click();
    await settle();
    expect(client.calls.find((c) => c.method === 'createTicket')?.args[0]).toMatchObject({
      conversationId: 'conv_9',
      name: 'Ada Lovelace',
    });
    expect(shadow().textContent).toContain('We got your message. We reply by email to ada@example.org.');
  });

  it('an answer pointing to the support form offers the button that opens the support view, also without the escalate flag', async () => {
    // As an answer arrives on the live stream or after a reload: the text points to the form, the flag is not known.
    const pointer = 'To reach a person on our team, please use the support form and a person will get back to you.';
    const client = fakeClient({
      chat: [{ visitorToken: 'vt', conversationId: 'conv_7', answer: pointer, citations: [], escalate: false, status: 'ai' }],
    });
    widget = await openWith(client);
    await send('Still there?');
    const link = [...shadow().querySelectorAll<HTMLButtonElement>('.msg.assistant button')];
    expect(link.map((b) => b.textContent)).toEqual(['Contact support']);
    expect(link[0]!.closest('.msg')!.textContent).toContain(pointer);
    link[0]!.click();
    await settle();
    expect(shadow().querySelector<HTMLTextAreaElement>('#s-message')?.value).toBe('Still there?');
  });

  it('without the support module the pointer stays text', async () => {
    const client = fakeClient({
      chat: [
        {
          visitorToken: 'vt',
          conversationId: 'conv_7',
          answer: 'Please use the support form.',
          citations: [],
          escalate: false,
          status: 'ai',
        },
      ],
    });
    widget = await openWith(client, { ...CONFIG, modules: { chat: true, forms: true, support: false } });
    await send('Hello');
    expect(shadow().querySelector('.msg.assistant button')).toBeNull();
    expect(shadow().textContent).toContain('Please use the support form.');
  });

  it('a queued turn says a person will reply; the agent reply arrives by polling; release and close are shown', async () => {
    const client = fakeClient({
      chat: [{ visitorToken: 'vt', conversationId: 'conv_1', citations: [], escalate: false, status: 'agent', queued: true }],
    });
    await openWith(client);
    await send('Are you there?');
    const status = () => shadow().querySelector('p[role=status]')?.textContent;
    expect(status()).toBe('Your message was passed on. A person will reply here.');
    expect(client.watching).toBe(true);
    client.push(
      thread(
        [
          ['visitor', 'Are you there?'],
          ['agent', 'Yes, Sam here.'],
        ],
        'agent',
      ),
    );
    await settle();
    expect(bubbles().at(-1)).toBe('AAgentYes, Sam here.');
    expect(status()).toBe('A person has joined the conversation.');
    client.push(
      thread(
        [
          ['visitor', 'Are you there?'],
          ['agent', 'Yes, Sam here.'],
        ],
        'ai',
      ),
    );
    await settle();
    expect(status()).toBe('You are chatting with Ada again.');
    client.push(
      thread(
        [
          ['visitor', 'Are you there?'],
          ['agent', 'Yes, Sam here.'],
        ],
        'closed',
      ),
    );
    await settle();
    expect(status()).toBe('This conversation was closed. Send a message to start a new one.');
  });

  it('the thread is watched while the panel is closed too, so replies still arrive', async () => {
    const client = fakeClient({ visitor: { token: 'vt', conversationId: 'conv_1' }, conversation: thread([['visitor', 'hi']]) });
    widget = await openWith(client);
    expect(client.watching).toBe(true);
    widget.close();
    await settle();
    expect(client.watching).toBe(true);
  });
});

describe('reload survival and identity', () => {
  it('the stored thread is shown again after a reload', async () => {
    const client = fakeClient({
      visitor: { token: 'vt', conversationId: 'conv_1' },
      conversation: thread([
        ['visitor', 'hi'],
        ['assistant', 'Hello again'],
      ]),
    });
    await openWith(client);
    expect(bubbles().slice(1)).toEqual(['Youhi', 'AdaHello again']);
  });

  it('in email identity mode an email is asked for before the first message and sent with it', async () => {
    const client = fakeClient();
    await openWith(client, { ...CONFIG, identityMode: 'email' });
    expect(shadow().querySelector('textarea')).toBeNull();
    const email = shadow().querySelector<HTMLInputElement>('#c-email')!;
    email.value = 'not-an-email';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    shadow().querySelector<HTMLButtonElement>('.composer button[type=submit]')!.click();
    await settle();
    expect(shadow().querySelector('#c-email')?.getAttribute('aria-invalid')).toBe('true');
    expect(shadow().querySelector('#c-email')?.getAttribute('aria-describedby')).toBe('c-email-error');
    const again = shadow().querySelector<HTMLInputElement>('#c-email')!;
    again.value = 'ada@example.org';
    again.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    shadow().querySelector<HTMLButtonElement>('.composer button[type=submit]')!.click();
    await settle();
    await send('hello');
    expect(client.calls.find((c) => c.method === 'chat')?.args[0]).toMatchObject({ visitor: { email: 'ada@example.org' } });
  });

  it('identify() details go with chat turns; reset() forgets the thread', async () => {
    const client = fakeClient();
    widget = await openWith(client);
    widget.identify({ name: 'Ada', email: 'ada@example.org' });
    await send('hello');
    expect(client.calls.find((c) => c.method === 'chat')?.args[0]).toMatchObject({ visitor: { name: 'Ada', email: 'ada@example.org' } });
    widget.reset();
    await settle();
    expect(client.calls.some((c) => c.method === 'resetVisitor')).toBe(true);
    expect(bubbles()).toEqual(['AdaHello! How can I help?']);
  });
});

describe('unavailable and rate limited', () => {
  it('ASSISTANT_UNAVAILABLE keeps the message, counts down from the retry time and lets the same text be sent again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = fakeClient({
      chat: [new FakeError(503, 'ASSISTANT_UNAVAILABLE', 'the assistant could not answer; your message was kept', 5000)],
    });
    widget = await openWith(client);
    const errors: unknown[] = [];
    widget.on('error', (e) => errors.push(e));
    await send('Do you sell gift cards?');
    expect(bubbles().at(-1)).toBe('YouDo you sell gift cards?');
    expect(shadow().querySelector('[role=alert]')?.textContent).toContain('Ada cannot answer right now. Your message is kept.');
    expect(shadow().querySelector('[role=alert]')?.textContent).toContain('You can send again in 5 seconds.');
    expect(textarea().value).toBe('Do you sell gift cards?');
    expect(sendButton().disabled).toBe(true);
    expect(errors).toEqual([
      { status: 503, code: 'ASSISTANT_UNAVAILABLE', message: 'the assistant could not answer; your message was kept' },
    ]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(shadow().querySelector('[role=alert]')?.textContent).toContain('You can send again in 3 seconds.');
    await vi.advanceTimersByTimeAsync(3100);
    expect(sendButton().disabled).toBe(false);
    sendButton().click();
    await settle();
    expect(bubbles().slice(-2)).toEqual(['YouDo you sell gift cards?', 'AdaYou said: Do you sell gift cards?']);
  });

  it('429 gives the text back to the composer and counts down from Retry-After', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const client = fakeClient({ chat: [new FakeError(429, 'RATE_LIMITED', 'Too many chat messages, please slow down', 30_000)] });
    await openWith(client);
    await send('hello there');
    expect(bubbles()).toEqual(['AdaHello! How can I help?']);
    expect(textarea().value).toBe('hello there');
    expect(shadow().querySelector('[role=alert]')?.textContent).toContain('Too many messages.');
    expect(shadow().querySelector('[role=alert]')?.textContent).toContain('You can send again in 30 seconds.');
    expect(sendButton().disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(30_100);
    expect(sendButton().disabled).toBe(false);
  });

  it('IDENTITY_REQUIRED from the service asks for the email and keeps the text', async () => {
    const client = fakeClient({ chat: [new FakeError(400, 'IDENTITY_REQUIRED', 'an email is required before chatting')] });
    await openWith(client, { ...CONFIG, identityMode: 'anonymous' });
    await send('hello');
    // The site switched to email mode after the config was cached: the service's answer decides.
    expect(shadow().querySelector('textarea')).toBeNull();
  });
  it('a message the live thread delivers before its own turn answers shows once, not twice', async () => {
    let answer!: (r: Awaited<ReturnType<FakeClient['chat']>>) => void;
    const client = fakeClient({
      stream: true,
      visitor: { token: 'vt_1', conversationId: 'conv_1' },
      conversation: thread([
        ['visitor', 'hi'],
        ['assistant', 'Hello!'],
      ]),
      chat: [() => new Promise((resolve) => (answer = resolve))],
    });
    await openWith(client);
    await vi.waitFor(() => expect(client.watching).toBe(true));
    await send('Are you open on Sunday?');
    expect(bubbles().filter((b) => b?.includes('Are you open on Sunday?'))).toHaveLength(1);
    // The service stored the message and the stream (back after a reconnect, say) is quicker than the turn's answer.
    client.push(
      thread([
        ['visitor', 'hi'],
        ['assistant', 'Hello!'],
        ['visitor', 'Are you open on Sunday?'],
      ]),
    );
    await settle();
    expect(bubbles().filter((b) => b?.includes('Are you open on Sunday?'))).toHaveLength(1);
    answer({ visitorToken: 'vt_1', conversationId: 'conv_1', answer: 'Yes, 10 to 4.', citations: [], escalate: false, status: 'ai' });
    await settle();
    expect(bubbles().filter((b) => b?.includes('Are you open on Sunday?'))).toHaveLength(1);
    expect(bubbles().at(-1)).toContain('Yes, 10 to 4.');
  });
});
