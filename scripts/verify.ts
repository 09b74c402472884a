// `pnpm verify`: runs the package scripts named on its command line (the step list lives in package.json's
// "verify" line, so adding a step is one edit there) and ends with a summary table, nothing after it.
import { spawn } from 'node:child_process';
import { formatSummary, runSteps } from './verify-steps.js';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('usage: tsx scripts/verify.ts <package script> [<package script> ...]');
  process.exit(2);
}

const run = (step: string) =>
  new Promise<boolean>((resolve) => {
    console.log(`\n▶ ${step}`);
    const child = spawn('pnpm', ['run', step], { stdio: 'inherit' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });

const results = await runSteps(steps, run);
console.log(formatSummary(results));
process.exitCode = results.every((r) => r.result === 'pass') ? 0 : 1;
