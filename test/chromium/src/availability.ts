// Whether a browser suite runs here: with Chromium present it runs; without it, CI (CI=true) fails, since browser tests
// are required there, and anywhere else the suite skips with a banner nobody can miss.
import { existsSync } from 'node:fs';

/** The environment variables the decision reads. */
export interface ChromiumEnvironment {
  CI?: string | undefined;
  CHROMIUM_PATH?: string | undefined;
}

/** Debian's chromium, unless CHROMIUM_PATH names another build. */
export function chromiumPath(env: ChromiumEnvironment = process.env): string {
  return env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Why Chromium cannot start here, or undefined when it can. */
export function chromiumMissing(
  env: ChromiumEnvironment = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const path = chromiumPath(env);
  return exists(path) ? undefined : `no Chromium at ${path} (apt-get install chromium, or set CHROMIUM_PATH)`;
}

/** What a browser suite does: run, skip loudly, or fail. */
export function chromiumDecision(missing: string | undefined, env: ChromiumEnvironment = process.env): 'run' | 'skip' | 'fail' {
  if (!missing) return 'run';
  return env.CI === 'true' ? 'fail' : 'skip';
}

/**
 * For a suite's `describe.skipIf(!chromiumAvailable('…'))`: true when Chromium is here; when it is not, throws under
 * CI=true and otherwise prints a loud banner and answers false.
 */
export function chromiumAvailable(
  suite: string,
  env: ChromiumEnvironment = process.env,
  exists: (path: string) => boolean = existsSync,
  warn: (message: string) => void = console.warn,
): boolean {
  const missing = chromiumMissing(env, exists);
  const decision = chromiumDecision(missing, env);
  if (decision === 'fail') throw new Error(`${suite} must run in CI (CI=true), but there is ${missing}`);
  if (decision === 'skip') {
    const rule = '!'.repeat(78);
    warn(`\n${rule}\n!! SKIPPED ${suite}: ${missing}.\n!! With CI=true this fails instead.\n${rule}\n`);
  }
  return decision === 'run';
}
