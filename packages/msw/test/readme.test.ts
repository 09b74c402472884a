// Every TypeScript block of the README, run as written: the vitest suite through a small runner (its hooks and tests
// in order), the others as scripts whose console.log lines must print what their comments say. The browser block runs
// in Chromium (test/browser). If this breaks, the README is wrong.
import { readFileSync } from 'node:fs';
import * as mswNode from 'msw/node';
import { describe, expect, it, vi } from 'vitest';
import { runSnippet, snippets } from '../../../scripts/readme-snippets.js';
import * as svcMsw from '../src/index.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const blocks = snippets(readme).filter((code) => !code.includes("from 'msw/browser'"));

/** What a block's console.log lines say they print: the comment on the same line, else on the next line. */
export function expectedLogs(code: string): string[] {
  const lines = code.split('\n');
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (!line.includes('console.log(')) return;
    const same = /\);\s*\/\/\s*(.*)$/.exec(line)?.[1];
    const next = /^\s*\/\/\s*(.*)$/.exec(lines[i + 1] ?? '')?.[1];
    out.push((same ?? next ?? '').trim());
  });
  return out;
}

/** The vitest functions a block imports: hooks and tests are collected, then run in vitest's order. */
function vitestShim() {
  const hooks = { beforeAll: [] as Array<() => unknown>, afterEach: [] as Array<() => unknown>, afterAll: [] as Array<() => unknown> };
  const tests: Array<[string, () => unknown]> = [];
  const module = {
    expect,
    vi,
    beforeAll: (fn: () => unknown) => hooks.beforeAll.push(fn),
    afterEach: (fn: () => unknown) => hooks.afterEach.push(fn),
    afterAll: (fn: () => unknown) => hooks.afterAll.push(fn),
    it: (name: string, fn: () => unknown) => tests.push([name, fn]),
  };
  const runAll = async () => {
    for (const hook of hooks.beforeAll) await hook();
    try {
      for (const [, test] of tests) {
        await test();
        for (const hook of hooks.afterEach) await hook();
      }
    } finally {
      for (const hook of hooks.afterAll) await hook();
    }
    return tests.map(([name]) => name);
  };
  return { module, runAll };
}

describe('README', () => {
  it('has its blocks: the suite, options, setup, time, fake timers, scenarios', () => {
    expect(blocks).toHaveLength(6);
  });

  blocks.forEach((code, i) => {
    it(`block ${i + 1} runs as written and prints what it says`, async () => {
      const shim = vitestShim();
      const logs = await runSnippet(code, { '@svc/msw': svcMsw, 'msw/node': mswNode, vitest: shim.module });
      const ran = await shim.runAll();
      if (code.includes("from 'vitest'") && code.includes('it(')) expect(ran.length).toBeGreaterThan(0);
      expect(logs).toEqual(expectedLogs(code));
    });
  });
});
