// What the widget sends about the page and the visitor: the page URL without its query string unless the site opts
// in, and identify() refusing what is not `{ name?, email? }` instead of sending it on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPage, sendFullPageUrl } from './env.js';
import { fakeClient } from './test-support.js';
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
  it('takes { name, email } as strings', async () => {
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, fakeClient());
    await widget.ready;
    expect(() => widget!.identify({ name: 'Ada', email: 'ada@example.org' })).not.toThrow();
  });

  it.each([
    ['a string', 'x', /got "x"/],
    ['null', null, /got null/],
    ['an unknown property', { id: 42 }, /unknown property id/],
    ['a number for a name', { name: 42 }, /name is number/],
    ['an address that is not one', { email: 'a@b..c' }, /email "a@b\.\.c" is not an address/],
  ])('refuses %s with a TypeError that says what it takes', async (_what, value, message) => {
    widget = createWidget({ publishableKey: 'pk_test', baseUrl: 'http://svc.test' }, fakeClient());
    await widget.ready;
    expect(() => widget!.identify(value as never)).toThrow(TypeError);
    expect(() => widget!.identify(value as never)).toThrow(message);
    expect(() => widget!.identify(value as never)).toThrow(/identify\(\) takes \{ name\?, email\? \} as strings/);
  });
});
