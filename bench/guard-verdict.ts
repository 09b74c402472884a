// How `pnpm bench:guard` judges its runs (pure: the guard's measuring is in guard.ts). A scenario passes when its ratio
// (reference req/s over framework-alone req/s, the median of one run's alternating rounds) is at most TOLERANCE below
// the ratio recorded in hot-path-guard.json. A scenario below that line in its first run is measured in
// RUNS_WHEN_BELOW runs in all, each with fresh server processes after a pause, and judged by the median of those runs'
// ratios: one disturbed run is outvoted by two undisturbed ones, and a change that costs is slow in all of them.

/** How far below its recorded ratio a scenario may fall before the guard fails. */
export const TOLERANCE = 0.15;

/** Runs in all of a scenario whose first run fell below its line; the median of their ratios decides. */
export const RUNS_WHEN_BELOW = 3;

export interface GuardRecord {
  recordedAt: string;
  node: string;
  /** Reference req/s over framework-alone req/s, per scenario. */
  ratios: Record<string, number>;
  /**
   * The framework alone's req/s per scenario when the ratios were recorded: not judged, printed beside a run's own so
   * a reader sees how fast the machine was against the one the line was set on.
   */
  frameworkRps?: Record<string, number>;
}

export interface Verdict {
  scenario: string;
  ratio: number;
  recorded: number | undefined;
  /** recorded × (1 − TOLERANCE): below it the guard fails. */
  line: number | undefined;
  passed: boolean;
}

/** Each scenario against its recorded ratio: passes unless it is more than TOLERANCE below it (or nothing is recorded). */
export function judge(measuredRatios: Record<string, number>, recorded: GuardRecord | undefined): Verdict[] {
  return Object.entries(measuredRatios).map(([scenario, ratio]) => {
    const was = recorded?.ratios[scenario];
    const line = was === undefined ? undefined : was * (1 - TOLERANCE);
    return { scenario, ratio, recorded: was, line, passed: line === undefined || ratio >= line };
  });
}

/** Of one scenario's runs, the one whose ratio is the median (the lower middle of an even count). */
export function medianRun<T extends { ratio: number }>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('medianRun: no runs to take a median of');
  const sorted = [...runs].sort((a, b) => a.ratio - b.ratio);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface GuardOutcome<R> {
  /** Every run of each scenario, in order. */
  runsOf: Map<string, R[]>;
  /** Per scenario, the run whose ratio is the median of its runs: what is judged and printed. */
  rows: R[];
  verdicts: Verdict[];
}

/**
 * Runs `measure` (all scenarios; `only` names some) `runs` times, then, unless recording, measures each scenario below
 * its line in its first run again until it has RUNS_WHEN_BELOW runs, calling `pause` before each, and judges every
 * scenario by the median of its runs. `onBelow` hears which scenarios are measured again.
 */
export async function measureAndJudge<R extends { scenario: string; ratio: number }>(
  measure: (only?: string[]) => Promise<R[]>,
  recorded: GuardRecord | undefined,
  options: { runs?: number; update?: boolean; pause?: () => Promise<void>; onBelow?: (below: Verdict[]) => void } = {},
): Promise<GuardOutcome<R>> {
  const runsOf = new Map<string, R[]>();
  const add = (rows: R[]) => {
    for (const row of rows) runsOf.set(row.scenario, [...(runsOf.get(row.scenario) ?? []), row]);
  };
  for (let run = 0; run < Math.max(1, options.runs ?? 1); run++) add(await measure());
  if (!options.update) {
    const below = judge(Object.fromEntries([...runsOf].map(([name, runs]) => [name, runs[0]!.ratio])), recorded).filter((v) => !v.passed);
    if (below.length > 0) {
      options.onBelow?.(below);
      for (let run = 1; run < RUNS_WHEN_BELOW; run++) {
        await options.pause?.();
        add(await measure(below.map((v) => v.scenario)));
      }
    }
  }
  const rows = [...runsOf.values()].map((runs) => medianRun(runs));
  return { runsOf, rows, verdicts: judge(Object.fromEntries(rows.map((r) => [r.scenario, r.ratio])), recorded) };
}
