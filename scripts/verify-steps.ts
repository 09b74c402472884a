// Runs verification steps one after another and ends with a short table of each step's time and result. Steps
// joined by `+` (`typecheck+start:check`) run at the same time: one that mostly waits on the disk or the network
// (a fresh clone's install, a local registry) shares the machine with one that mostly computes.

export interface StepResult {
  name: string;
  ms: number;
  result: 'pass' | 'fail' | 'skipped';
  /** Steps that ran at the same time share a group number. */
  group: number;
}

/** Runs the steps in order; after a failure the rest are skipped (each later step assumes the earlier ones passed). */
export async function runSteps(
  steps: string[],
  run: (step: string, together: boolean) => Promise<boolean>,
  now: () => number = Date.now,
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let failed = false;
  for (const [group, token] of steps.entries()) {
    const names = token.split('+').filter(Boolean);
    if (failed) {
      for (const name of names) results.push({ name, ms: 0, result: 'skipped', group });
      continue;
    }
    const outcomes = await Promise.all(
      names.map(async (name) => {
        const start = now();
        const ok = await run(name, names.length > 1).catch(() => false);
        return { name, ms: now() - start, result: ok ? ('pass' as const) : ('fail' as const), group };
      }),
    );
    results.push(...outcomes);
    failed = outcomes.some((o) => o.result === 'fail');
  }
  return results;
}

/** Wall time: steps that ran together count once, as long as the longest of them. */
export function wallTime(results: StepResult[]): number {
  const groups = new Map<number, number>();
  for (const r of results) groups.set(r.group, Math.max(groups.get(r.group) ?? 0, r.ms));
  return [...groups.values()].reduce((sum, ms) => sum + ms, 0);
}

function duration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
}

/** The summary printed last: one line per step, then the total. */
export function formatSummary(results: StepResult[]): string {
  const ok = results.every((r) => r.result === 'pass');
  const rows: Array<[string, string, string]> = [
    ['step', 'time', 'result'],
    ...results.map((r): [string, string, string] => [
      results.some((o) => o !== r && o.group === r.group) ? `${r.name} ∥` : r.name,
      r.result === 'skipped' ? '-' : duration(r.ms),
      r.result,
    ]),
    ['total', duration(wallTime(results)), ok ? 'pass' : 'FAIL'],
  ];
  const widths = [0, 1].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: [string, string, string]) => `${row[0].padEnd(widths[0]!)}  ${row[1].padStart(widths[1]!)}  ${row[2]}`;
  const rule = '-'.repeat(widths[0]! + widths[1]! + 10);
  const note = results.some((r) => results.some((o) => o !== r && o.group === r.group))
    ? ['∥ ran at the same time as its neighbours marked ∥; the total counts them once (wall time).']
    : [];
  return [
    '',
    'verify summary',
    rule,
    line(rows[0]!),
    rule,
    ...rows.slice(1, -1).map(line),
    rule,
    line(rows[rows.length - 1]!),
    ...note,
    '',
  ].join('\n');
}
