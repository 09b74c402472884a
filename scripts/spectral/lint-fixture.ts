// Test support: runs `spectral lint` with the repository's ruleset on a fixture, as `pnpm lint:spec` runs it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface Finding {
  code: string;
  path: string;
  message: string;
}

/** The findings of one of our `svc-*` rules on a fixture of ./fixtures. */
export async function lintFixture(fixture: string, rule: string): Promise<Finding[]> {
  const bin = `${root}node_modules/.bin/spectral`;
  const args = ['lint', `scripts/spectral/fixtures/${fixture}`, '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet'];
  // spectral exits 1 when it finds errors, which is what these fixtures are for; the JSON on stdout is the answer.
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(bin, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 }, (error, out, err) => {
      if (error && !out.trim().startsWith('[')) reject(new Error(`spectral failed: ${err || error.message}`));
      else resolve(out);
    });
  });
  const results = JSON.parse(stdout) as { code: string; path: (string | number)[]; message: string }[];
  return results.filter((r) => r.code === rule).map((r) => ({ code: r.code, path: r.path.join('.'), message: r.message }));
}
