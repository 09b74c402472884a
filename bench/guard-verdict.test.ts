import { describe, expect, it, vi } from 'vitest';
import type { GuardRecord } from './guard-verdict.js';
import { judge, measureAndJudge, medianRun, RUNS_WHEN_BELOW, TOLERANCE } from './guard-verdict.js';

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

describe('measureAndJudge', () => {
  /** A measure that answers each scenario's ratios in turn, and records what each call asked for. */
  const scripted = (ratios: Record<string, number[]>) => {
    const calls: Array<string[] | undefined> = [];
    const measure = async (only?: string[]) => {
      calls.push(only);
      return Object.keys(ratios)
        .filter((scenario) => !only || only.includes(scenario))
        .map((scenario) => ({ scenario, ratio: ratios[scenario]!.shift()! }));
    };
    return { measure, calls };
  };

  it('a scenario above its line is measured once, and nothing else is run', async () => {
    const { measure, calls } = scripted({ capture: [0.45], 'engage config': [0.7] });
    const pause = vi.fn(async () => undefined);
    const outcome = await measureAndJudge(measure, record, { pause });
    expect(calls).toEqual([undefined]);
    expect(pause).not.toHaveBeenCalled();
    expect(outcome.verdicts.every((v) => v.passed)).toBe(true);
  });

  it('a scenario below its line in its first run is measured in three runs, alone, after a pause each, and one disturbed run passes', async () => {
    const { measure, calls } = scripted({ capture: [0.31, 0.46, 0.44], 'engage config': [0.7] });
    const pause = vi.fn(async () => undefined);
    const onBelow = vi.fn();
    const outcome = await measureAndJudge(measure, record, { pause, onBelow });
    expect(calls).toEqual([undefined, ['capture'], ['capture']]);
    expect(pause).toHaveBeenCalledTimes(RUNS_WHEN_BELOW - 1);
    expect(onBelow).toHaveBeenCalledWith([expect.objectContaining({ scenario: 'capture', ratio: 0.31, passed: false })]);
    expect(outcome.runsOf.get('capture')!.map((r) => r.ratio)).toEqual([0.31, 0.46, 0.44]);
    expect(outcome.rows.find((r) => r.scenario === 'capture')!.ratio).toBe(0.44);
    expect(outcome.verdicts.every((v) => v.passed)).toBe(true);
  });

  it('a scenario slow in two of its three runs fails, judged by their median', async () => {
    const { measure } = scripted({ capture: [0.33, 0.47, 0.36] });
    const outcome = await measureAndJudge(measure, record);
    expect(outcome.verdicts).toEqual([expect.objectContaining({ scenario: 'capture', ratio: 0.36, passed: false })]);
  });

  it('recording (--update) takes the median of the asked runs and measures nothing again', async () => {
    const { measure, calls } = scripted({ capture: [0.2, 0.5, 0.4, 0.3, 0.6] });
    const outcome = await measureAndJudge(measure, record, { runs: 5, update: true });
    expect(calls).toHaveLength(5);
    expect(outcome.rows).toEqual([{ scenario: 'capture', ratio: 0.4 }]);
  });
});
