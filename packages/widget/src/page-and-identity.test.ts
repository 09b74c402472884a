// What the widget sends about the page and the visitor: the page URL without its query string unless the site opts
// in, and identify() refusing what is not `{ name?, email?, id?, hash? }` instead of sending it on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPage, sendFullPageUrl } from './env.js';
import { fakeClient, settle } from './test-support.js';
import type { Widget } from './widget.js';
import { createWidget } from './widget.js';

let widget: Widget | undefined;
afterEach(() => {
  widget?.destroy();
  widget = undefined;
  sendFullPageUrl(false);
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the page sent with a chat turn', () => {
  it('is origin and path only by default: query strings carry tokens and addresses', () => {
    history.replaceState(null, '', '/checkout?email=ada%40example.org&token=secret#step-2');
    expect(currentPage().page).toBe(`${location.origin}/checkout`);
  });

  it('is the full URL when the site opts in (fullPageUrl, data-full-page-url="true")', async () => {
    history.replaceState(null, '', '/search?q=opening+hours');
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test', fullPageUrl: true }, fakeClient());
    await widget.ready;
    expect(currentPage().page).toBe(`${location.origin}/search?q=opening+hours`);
  });
});

describe('identify()', () => {
  it('takes { name, email, id, hash } as strings; a chat turn sends them as the visitor', async () => {
    const client = fakeClient();
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, client);
    await widget.ready;
    expect(() => widget!.identify({ name: 'Ada', email: 'ada@example.org' })).not.toThrow();
    expect(() => widget!.identify({ id: 'cust_42', hash: 'ab12' })).not.toThrow();
    await widget.open('chat');
    await settle();
    const textarea = document.querySelector('svc-widget')!.shadowRoot!.querySelector('textarea')!;
    textarea.value = 'hi';
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    textarea.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await settle();
    expect(client.calls.find((c) => c.method === 'chat')?.args[0]).toMatchObject({
      visitor: { name: 'Ada', email: 'ada@example.org', id: 'cust_42', hash: 'ab12' },
    });
  });

  it.each([
    ['a string', 'x', /got "x"/],
    ['null', null, /got null/],
    ['an unknown property', { userId: 42 }, /unknown property userId/],
    ['a number for an id', { id: 42 }, /id is number/],
    ['a number for a name', { name: 42 }, /name is number/],
    ['an address that is not one', { email: 'a@b..c' }, /email "a@b\.\.c" is not an address/],
  ])('refuses %s with a TypeError that says what it takes', async (_what, value, message) => {
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, fakeClient());
    await widget.ready;
    expect(() => widget!.identify(value as never)).toThrow(TypeError);
    expect(() => widget!.identify(value as never)).toThrow(message);
    expect(() => widget!.identify(value as never)).toThrow(/identify\(\) takes \{ name\?, email\?, id\?, hash\? \} as strings/);
  });
});
