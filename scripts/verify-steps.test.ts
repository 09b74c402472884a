import { describe, expect, it } from 'vitest';
import { formatSummary, runSteps } from './verify-steps.js';

describe('pnpm verify summary', () => {
  it('runs every step in order and ends with a table of name, time and result', async () => {
    let t = 0;
    const ran: string[] = [];
    const results = await runSteps(
      ['lint', 'test'],
      async (step) => (ran.push(step), (t += 1500), true),
      () => t,
    );
    expect(ran).toEqual(['lint', 'test']);
    const summary = formatSummary(results);
    const lines = summary.trim().split('\n');
    expect(lines[0]).toBe('verify summary');
    expect(summary).toMatch(/lint\s+1\.5 s\s+pass/);
    expect(summary).toMatch(/test\s+1\.5 s\s+pass/);
    expect(lines[lines.length - 1]).toMatch(/^total\s+3\.0 s\s+pass$/);
  });

  it('after a failing step the rest are skipped and the total says FAIL', async () => {
    const results = await runSteps(['a', 'b', 'c'], async (step) => step !== 'b');
    expect(results.map((r) => r.result)).toEqual(['pass', 'fail', 'skipped']);
    const summary = formatSummary(results);
    expect(summary).toMatch(/b\s+\S+ s\s+fail/);
    expect(summary).toMatch(/c\s+-\s+skipped/);
    expect(summary.trim().split('\n').pop()).toMatch(/FAIL$/);
  });

  it('a step that throws counts as failed', async () => {
    const results = await runSteps(['boom'], () => Promise.reject(new Error('spawn failed')));
    expect(results[0]!.result).toBe('fail');
  });

  it('steps joined by + run at the same time; the total counts them once, as long as the longest', async () => {
    let t = 0;
    const running: string[] = [];
    let together = 0;
    const results = await runSteps(
      ['lint', 'typecheck+start:check', 'test'],
      async (step, parallel) => {
        running.push(step);
        together = Math.max(together, running.length);
        await new Promise((r) => setTimeout(r, 5));
        t += step === 'start:check' ? 9000 : 1000;
        running.splice(running.indexOf(step), 1);
        expect(parallel).toBe(step === 'typecheck' || step === 'start:check');
        return true;
      },
      () => t,
    );
    expect(together).toBe(2);
    expect(results.map((r) => [r.name, r.group])).toEqual([
      ['lint', 0],
      ['typecheck', 1],
      ['start:check', 1],
      ['test', 2],
    ]);
    const summary = formatSummary(results);
    expect(summary).toMatch(/typecheck ∥\s/);
    expect(summary).toMatch(/start:check ∥\s/);
    expect(summary).toMatch(/^total\s+\S+ s\s+pass$/m);
    expect(summary).toMatch(/the total counts them once/);
  });

  it('a failure inside a group skips every later step', async () => {
    const results = await runSteps(['a+b', 'c'], async (step) => step !== 'b');
    expect(results.map((r) => r.result)).toEqual(['pass', 'fail', 'skipped']);
  });

  it('long steps are shown in minutes and seconds', () => {
    expect(formatSummary([{ name: 'test', ms: 125_000, result: 'pass', group: 0 }])).toMatch(/test\s+2 min 05 s\s+pass/);
  });
});

describe('pnpm verify steps', () => {
  it('checks for import cycles as a step of its own, so a new cycle fails CI', async () => {
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.verify!.split(/[ +]/)).toContain('cycles');
    expect(pkg.scripts.cycles).toMatch(/depcruise .*packages\/\*\/src/);
  });
});
