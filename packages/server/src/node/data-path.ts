// Where --data points: a relative path means the folder the command was started from, also under `pnpm start`,
// which runs the CLI inside the package folder and records the caller's folder in INIT_CWD.
import { resolve } from 'node:path';

export function resolveDataPath(path: string, env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): string {
  return resolve(env.INIT_CWD || cwd, path);
}
