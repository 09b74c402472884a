import { describe, expect, it } from 'vitest';
import { mergeMemberPages } from './merge-members.js';

const crumb = (...parts: string[]) => `[Home](./index.md) &gt; ${parts.map((p) => `[${p}](./${p}.md)`).join(' &gt; ')}\n\n`;

describe('the API reference shows a type on one page', () => {
  const pages = new Map([
    ['index', '## API Reference\n\n[@svc/x](./x.md)\n'],
    ['x', `${crumb('x')}## x package\n\n[Client](./x.client.md) [Client.send](./x.client.send.md)\n`],
    ['x.client', `${crumb('x', 'x.client')}## Client interface\n\n## Methods\n\n[send](./x.client.send.md)\n`],
    [
      'x.client.send',
      `${crumb('x', 'x.client', 'x.client.send')}## Client.send() method\n\nSends.\n\n## Parameters\n\n[Options](./x.options.md)\n`,
    ],
    ['x.options', `${crumb('x', 'x.options')}## Options interface\n\n[retries](./x.options.retries.md)\n`],
    ['x.options.retries', `${crumb('x', 'x.options', 'x.options.retries')}## Options.retries property\n\nHow often.\n`],
    // A subpath package's page is not linked from the package page as a member: it stays a page.
    ['x.node', `${crumb('x.node')}## x/node package\n`],
  ]);
  const merged = mergeMemberPages(pages);

  it('keeps the package and type pages and folds every member page into its type, under an anchor', () => {
    expect([...merged.keys()].sort()).toEqual(['index', 'x', 'x.client', 'x.node', 'x.options']);
    const client = merged.get('x.client')!;
    expect(client).toContain('<a id="x.client.send"></a>\n\n### Client.send() method\n\nSends.\n\n### Parameters');
    expect(client).not.toContain('[Home](./index.md) &gt; [x](./x.md) &gt; [x.client](./x.client.md) &gt; [x.client.send]');
  });

  it('points every link to a member at its section, from any page', () => {
    expect(merged.get('x')).toContain('[Client.send](./x.client.md#x.client.send)');
    expect(merged.get('x.client')).toContain('[send](./x.client.md#x.client.send)');
    expect(merged.get('x.client')).toContain('[Options](./x.options.md)');
    expect(merged.get('x.options')).toContain('[retries](./x.options.md#x.options.retries)');
  });

  it('follows a member of a member to the page that finally holds it', () => {
    const deep = mergeMemberPages(
      new Map([
        ['x', '## x package\n\n[A](./x.a.md)\n'],
        ['x.a', `${crumb('x', 'x.a')}## A namespace\n\n[B](./x.a.b.md)\n`],
        ['x.a.b', `${crumb('x', 'x.a', 'x.a.b')}## A.B interface\n\n[c](./x.a.b.c.md)\n`],
        ['x.a.b.c', `${crumb('x', 'x.a', 'x.a.b', 'x.a.b.c')}## A.B.c property\n`],
        ['y', 'see [c](./x.a.b.c.md)\n'],
      ]),
    );
    expect([...deep.keys()].sort()).toEqual(['x', 'x.a', 'y']);
    expect(deep.get('y')).toBe('see [c](./x.a.md#x.a.b.c)\n');
    expect(deep.get('x.a')).toContain('<a id="x.a.b.c"></a>\n\n#### A.B.c property');
  });
});
