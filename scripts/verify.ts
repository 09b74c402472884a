// `pnpm verify`: runs the package scripts named on its command line (the step list lives in package.json's
// "verify" line, so adding a step is one edit there) and ends with a summary table, nothing after it.
import { spawn } from 'node:child_process';
import { formatSummary, runSteps } from './verify-steps.js';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('usage: tsx scripts/verify.ts <package script> [<package script> ...]');
  process.exit(2);
}

// A step alone prints as it goes; steps running together keep their output until each ends, so it never interleaves.
const run = (step: string, together: boolean) =>
  new Promise<boolean>((resolve) => {
    console.log(together ? `\n▶ ${step} (started with the steps beside it; its output follows when it ends)` : `\n▶ ${step}`);
    const child = spawn('pnpm', ['run', step], { stdio: together ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (b: Buffer) => output.push(b));
    child.stderr?.on('data', (b: Buffer) => output.push(b));
    child.once('error', () => resolve(false));
    child.once('close', (code) => {
      if (together) process.stdout.write(`\n▶ ${step}: output\n${Buffer.concat(output).toString('utf8')}`);
      resolve(code === 0);
    });
  });

const results = await runSteps(steps, run);
console.log(formatSummary(results));
process.exitCode = results.every((r) => r.result === 'pass') ? 0 : 1;
