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
