// The lines of a generator's output that report a problem; the check fails on any of them.

export function problemLines(output: string): string[] {
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  return plain.split('\n').filter((line) => /\b(warn|warning|warnings|error|errors|fail|failed|deprecated)\b|⚠|✗|✖/i.test(line));
}
