import { describe, expect, it } from 'vitest';
import type { GuardRecord } from './guard-verdict.js';
import { judge, medianRun, RUNS_WHEN_BELOW, TOLERANCE } from './guard-verdict.js';

const record: GuardRecord = { recordedAt: '2026-11-30T00:00:00.000Z', node: 'v20.20.2', ratios: { capture: 0.45, 'engage config': 0.68 } };

describe('judge', () => {
  it('passes a ratio at or above 15% under the recorded one and fails one below it', () => {
    expect(TOLERANCE).toBe(0.15);
    const line = 0.45 * 0.85;
    const [at] = judge({ capture: line }, record);
    expect(at).toMatchObject({ scenario: 'capture', recorded: 0.45, passed: true });
    expect(at!.line).toBeCloseTo(0.3825, 6);
    expect(judge({ capture: line - 0.001 }, record)[0]!.passed).toBe(false);
    expect(judge({ capture: 0.6 }, record)[0]!.passed).toBe(true);
  });

  it('passes a scenario with nothing recorded, with no line', () => {
    expect(judge({ 'content list read': 0.1 }, record)).toEqual([
      { scenario: 'content list read', ratio: 0.1, recorded: undefined, line: undefined, passed: true },
    ]);
    expect(judge({ capture: 0.1 }, undefined)[0]).toMatchObject({ passed: true, line: undefined });
  });

  it('judges each scenario on its own', () => {
    const verdicts = judge({ capture: 0.3, 'engage config': 0.7 }, record);
    expect(verdicts.map((v) => [v.scenario, v.passed])).toEqual([
      ['capture', false],
      ['engage config', true],
    ]);
  });
});

describe('medianRun', () => {
  it('takes the run whose ratio is the median, so one disturbed run of three is outvoted', () => {
    expect(RUNS_WHEN_BELOW).toBe(3);
    const runs = [
      { ratio: 0.31, run: 1 },
      { ratio: 0.46, run: 2 },
      { ratio: 0.44, run: 3 },
    ];
    expect(medianRun(runs)).toEqual({ ratio: 0.44, run: 3 });
    // A change that costs is slow in every run: the median stays below the line.
    expect(judge({ capture: medianRun([{ ratio: 0.33 }, { ratio: 0.36 }, { ratio: 0.47 }]).ratio }, record)[0]!.passed).toBe(false);
  });

  it('takes the lower middle of an even count and the only run of one', () => {
    expect(medianRun([{ ratio: 0.5 }, { ratio: 0.4 }]).ratio).toBe(0.4);
    expect(medianRun([{ ratio: 0.7 }]).ratio).toBe(0.7);
  });

  it('refuses no runs, naming what it was asked', () => {
    expect(() => medianRun([])).toThrow(/no runs/);
  });
});
