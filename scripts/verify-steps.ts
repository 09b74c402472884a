// Runs verification steps one after another and ends with a short table of each step's time and result.

export interface StepResult {
  name: string;
  ms: number;
  result: 'pass' | 'fail' | 'skipped';
}

/** Runs the steps in order; after a failure the rest are skipped (each later step assumes the earlier ones passed). */
export async function runSteps(
  steps: string[],
  run: (step: string) => Promise<boolean>,
  now: () => number = Date.now,
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let failed = false;
  for (const name of steps) {
    if (failed) {
      results.push({ name, ms: 0, result: 'skipped' });
      continue;
    }
    const start = now();
    const ok = await run(name).catch(() => false);
    results.push({ name, ms: now() - start, result: ok ? 'pass' : 'fail' });
    failed = !ok;
  }
  return results;
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
    ...results.map((r): [string, string, string] => [r.name, r.result === 'skipped' ? '-' : duration(r.ms), r.result]),
    ['total', duration(results.reduce((sum, r) => sum + r.ms, 0)), ok ? 'pass' : 'FAIL'],
  ];
  const widths = [0, 1].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: [string, string, string]) => `${row[0].padEnd(widths[0]!)}  ${row[1].padStart(widths[1]!)}  ${row[2]}`;
  const rule = '-'.repeat(widths[0]! + widths[1]! + 10);
  return ['', 'verify summary', rule, line(rows[0]!), rule, ...rows.slice(1, -1).map(line), rule, line(rows[rows.length - 1]!), ''].join(
    '\n',
  );
}
