// The live events: replies while the panel is closed count on the launcher (badge, accessible name, `unread` event),
// the header names the person holding the thread, and their typing shows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationRead } from '../engage-port.js';
import type { WidgetEvents } from '../events.js';
import { CONFIG, fakeClient, settle } from '../test-support.js';
import type { Widget } from '../widget.js';
import { createWidget } from '../widget.js';

let widget: Widget | undefined;
afterEach(() => {
  widget?.destroy();
  widget = undefined;
  localStorage.clear();
});

const shadow = () => document.querySelector('svc-widget')!.shadowRoot!;
const launcher = () => shadow().querySelector<HTMLButtonElement>('.launcher')!;
const badge = () => shadow().querySelector<HTMLElement>('.launcher .badge');
const thread = (
  messages: [ConversationRead['messages'][number]['role'], string][],
  status: ConversationRead['status'] = 'ai',
): ConversationRead => ({
  conversationId: 'conv_1',
  status,
  messages: messages.map(([role, content], i) => ({ role, content, citations: [], sentAt: `2026-11-23T10:00:0${i}Z` })),
});
const agentMessage = (content: string) => ({
  event: 'message' as const,
  id: '1-0',
  data: { role: 'agent' as const, content, citations: [], sentAt: '2026-11-23T10:00:09Z' },
});

describe('live events', () => {
  it('an agent reply while the panel is closed shows an unread count on the launcher and in its name; opening clears it', async () => {
    const client = fakeClient({
      stream: true,
      visitor: { token: 'vt', conversationId: 'conv_1' },
      conversation: thread([['visitor', 'hi']]),
    });
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
    const counts: WidgetEvents['unread'][] = [];
    widget.on('unread', (e) => counts.push(e));
    await widget.open('chat');
    await settle();
    widget.close();
    await vi.waitFor(() => expect(client.watching).toBe(true));
    client.push(
      thread(
        [
          ['visitor', 'hi'],
          ['agent', 'Sam here'],
        ],
        'agent',
      ),
    );
    await settle();
    expect(badge()?.textContent).toBe('1 1 unread reply');
    expect(badge()?.hidden).toBe(false);
    expect(launcher().textContent).toBe('Ask Ada1 1 unread reply');
    // The digits are what the eye reads; the words (in the language's plural) name the launcher for a screen reader.
    expect(badge()!.firstElementChild!.getAttribute('aria-hidden')).toBe('true');
    await widget.open();
    await settle();
    expect(badge()?.hidden).toBe(true);
    expect(counts).toEqual([{ count: 1 }, { count: 0 }]);
  });

  it("a returning visitor's replies count before the panel is ever rendered (the stream from now on)", async () => {
    const client = fakeClient({ stream: true, visitor: { token: 'vt', conversationId: 'conv_1' } });
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
    await widget.ready;
    launcher().dispatchEvent(new Event('pointerenter'));
    await vi.waitFor(() => expect(client.watching).toBe(true), { timeout: 3000 });
    expect(client.calls.find((c) => c.method === 'streamConversation')?.args[0]).toMatchObject({ since: 'now' });
    client.live(agentMessage('Any news?'));
    client.live(agentMessage('Still there?'));
    expect(badge()?.textContent).toBe('2 2 unread replies');
    expect(shadow().querySelector('[role=dialog]')).toBeNull();
    expect(client.calls.some((c) => c.method === 'getConversation')).toBe(false);
  });

  it('the header names the person holding the thread, their messages carry their name, and their typing shows', async () => {
    const client = fakeClient({
      stream: true,
      visitor: { token: 'vt', conversationId: 'conv_1' },
      conversation: thread([['visitor', 'hi']]),
    });
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
    await widget.open('chat');
    await vi.waitFor(() => expect(client.watching).toBe(true));
    client.live({ event: 'status', id: '1-1', data: { status: 'agent', agentName: 'Sam' } });
    client.push(thread([['visitor', 'hi']], 'agent'));
    client.live({ event: 'typing', data: { typing: true, agentName: 'Sam', ttlMs: 6000 } });
    await settle();
    expect(shadow().querySelector('#svc-title')?.textContent).toBe('Sam');
    expect(shadow().querySelector('p[role=status]')?.textContent).toBe('Sam is writing…');
    client.live(agentMessage('Hello, Sam here'));
    client.push(
      thread(
        [
          ['visitor', 'hi'],
          ['agent', 'Hello, Sam here'],
        ],
        'agent',
      ),
    );
    await settle();
    expect(shadow().querySelector('p[role=status]')?.textContent).toBe('A person has joined the conversation.');
    const last = shadow().querySelector('.msg.agent')!;
    expect(last.querySelector('.who')?.textContent).toBe('SSam');
    expect(last.getAttribute('dir')).toBe('auto');
    // Typing is held for its ttl only.
    vi.useFakeTimers();
    client.live({ event: 'typing', data: { typing: true, agentName: 'Sam', ttlMs: 6000 } });
    vi.advanceTimersByTime(6100);
    vi.useRealTimers();
    await settle();
    expect(shadow().querySelector('p[role=status]')?.textContent).toBe('A person has joined the conversation.');
    // Released: the assistant's name is back in the header.
    client.live({ event: 'status', id: '1-2', data: { status: 'ai', agentName: null } });
    client.push(
      thread(
        [
          ['visitor', 'hi'],
          ['agent', 'Hello, Sam here'],
        ],
        'ai',
      ),
    );
    await settle();
    expect(shadow().querySelector('#svc-title')?.textContent).toBe('Ada');
  });

  it('a closed thread offers the rating: good or bad, an optional comment, sent once; ALREADY_RATED counts as rated', async () => {
    const client = fakeClient({
      stream: true,
      visitor: { token: 'vt', conversationId: 'conv_1' },
      conversation: thread([['visitor', 'hi']], 'closed'),
    });
    const rate = vi.fn(async () => ({ duplicate: false }));
    client.rateConversation = rate;
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
    await widget.open('chat');
    await settle();
    const buttons = [...shadow().querySelectorAll<HTMLButtonElement>('.rating button[aria-pressed]')];
    expect(buttons.map((b) => b.textContent)).toEqual(['👍 Good', '👎 Bad']);
    buttons[1]!.click();
    await settle();
    const comment = shadow().querySelector<HTMLTextAreaElement>('#c-rate-comment')!;
    comment.value = 'Too slow';
    comment.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    shadow().querySelector<HTMLButtonElement>('.rating button[type=submit]')!.click();
    await settle();
    expect(rate).toHaveBeenCalledWith({ score: 'bad', comment: 'Too slow' });
    expect(shadow().querySelector('.rated')?.textContent).toBe('Thank you for your rating.');
  });

  it('a thread the console reopens takes the rating away and lets the visitor write again, to the person, without a reload', async () => {
    const messages: [ConversationRead['messages'][number]['role'], string][] = [
      ['visitor', 'hi'],
      ['agent', 'Sam here'],
    ];
    const client = fakeClient({
      stream: true,
      visitor: { token: 'vt', conversationId: 'conv_1' },
      conversation: thread(messages, 'closed'),
      chat: [{ visitorToken: 'vt', conversationId: 'conv_1', queued: true, citations: [], escalate: false, status: 'agent' }],
    });
    client.rateConversation = vi.fn(async () => ({ duplicate: false }));
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
    await widget.open('chat');
    await vi.waitFor(() => expect(client.watching).toBe(true));
    await settle();
    expect(shadow().querySelector('.rating')).not.toBeNull();
    expect(shadow().querySelector('p[role=status]')?.textContent).toBe('This conversation was closed. Send a message to start a new one.');
    // The console's reopen: a status event with the person who held the thread, then the thread as it now stands.
    client.live({ event: 'status', id: '2-agent', data: { status: 'agent', agentName: 'Sam' } });
    client.push(thread(messages, 'agent'));
    await settle();
    expect(shadow().querySelector('.rating')).toBeNull();
    expect(shadow().querySelector('p[role=status]')?.textContent).toBe('A person has joined the conversation.');
    expect(shadow().querySelector('#svc-title')?.textContent).toBe('Sam');
    expect(shadow().querySelector('.msg.agent .who')?.textContent).toBe('SSam');
    const box = shadow().querySelector<HTMLTextAreaElement>('textarea')!;
    expect(box.disabled).toBe(false);
    box.value = 'One more question';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    shadow().querySelector<HTMLButtonElement>('.composer button[type=submit]')!.click();
    await settle();
    expect(client.calls.find((c) => c.method === 'chat')?.args[0]).toMatchObject({ message: 'One more question' });
    expect(shadow().querySelector('p[role=status]')?.textContent).toBe('Your message was passed on. A person will reply here.');
  });

  it('outside business hours the chat says when a person is back; an escalation opens a ticket instead of waiting', async () => {
    const back = new Date(Date.now() + 3 * 3600_000).toISOString();
    const hours = { open: false, nextOpenAt: back, nextCloseAt: null, timeZone: 'Europe/Paris', awayMessage: null };
    const client = fakeClient({
      config: { ...CONFIG, hours },
      chat: [
        {
          visitorToken: 'vt',
          conversationId: 'conv_1',
          answer: 'A person will follow up.',
          citations: [],
          escalate: true,
          status: 'ai',
          ticketId: 'tkt_7',
          hours,
        },
      ],
    });
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
    const tickets: WidgetEvents['ticket'][] = [];
    widget.on('ticket', (t) => tickets.push(t));
    await widget.open('chat');
    await settle();
    expect(shadow().querySelector('.away')?.textContent).toMatch(/^We're away right now\. A person is back \w+/);
    const textarea = shadow().querySelector('textarea')!;
    textarea.value = 'I need a person';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(shadow().querySelector('p[role=status]')?.textContent).toBe('We opened ticket tkt_7 for you; a person replies by email.');
    expect(tickets).toEqual([{ ticketId: 'tkt_7', duplicate: false, conversationId: 'conv_1' }]);
  });

  it('the header keeps one name across the chat, form and support tabs', async () => {
    const client = fakeClient({
      stream: true,
      visitor: { token: 'vt', conversationId: 'conv_1' },
      conversation: thread([['visitor', 'hi']]),
    });
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
    await widget.open('chat');
    await settle();
    const titles: string[] = [];
    for (const label of ['Contact', 'Support', 'Chat']) {
      titles.push(shadow().querySelector('#svc-title')!.textContent!);
      const tab = [...shadow().querySelectorAll<HTMLButtonElement>('nav button')].find((b) => b.textContent === label);
      tab?.click();
      await settle();
    }
    titles.push(shadow().querySelector('#svc-title')!.textContent!);
    expect(new Set(titles)).toEqual(new Set([CONFIG.assistantName]));
  });

  it('a thread the person closes keeps their name on their messages, and the rating prompt is scrolled into view', async () => {
    const client = fakeClient({
      stream: true,
      visitor: { token: 'vt', conversationId: 'conv_1' },
      conversation: thread([['visitor', 'hi']]),
    });
    client.rateConversation = vi.fn(async () => ({ duplicate: false }));
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
    await widget.open('chat');
    await vi.waitFor(() => expect(client.watching).toBe(true));
    client.live({ event: 'status', id: '1-1', data: { status: 'agent', agentName: 'Sam' } });
    client.live(agentMessage('Hello, Sam here'));
    client.push(
      thread(
        [
          ['visitor', 'hi'],
          ['agent', 'Hello, Sam here'],
        ],
        'agent',
      ),
    );
    await settle();
    const scrolled: Element[] = [];
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
    try {
      client.live({ event: 'status', id: '1-2', data: { status: 'closed', agentName: null } });
      client.push(
        thread(
          [
            ['visitor', 'hi'],
            ['agent', 'Hello, Sam here'],
          ],
          'closed',
        ),
      );
      await settle();
      expect(shadow().querySelector('.msg.agent .who')?.textContent).toContain('Sam');
      const rating = shadow().querySelector('.rating')!;
      expect(rating).not.toBeNull();
      // What was scrolled to comes after the rating prompt: the prompt is in view with the end of the thread.
      expect(scrolled.some((el) => rating.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
  });
});
