// Prints the exclusion list at the start of every server-msw run, so what the mocks are not tested on is never hidden.
import { EXCLUSIONS } from './exclusions.js';

export default function printExclusions(): void {
  const lines = EXCLUSIONS.map((e) => `  - ${e.file}: ${e.why}`);
  console.log(
    `\n[server-msw] the reference server's HTTP suites on the @svc/msw handlers; excluded (${EXCLUSIONS.length}):\n${lines.join('\n') || '  (none)'}\n`,
  );
}
