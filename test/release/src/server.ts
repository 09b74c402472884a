// The reference server a test project installed, started by the project's own `svc-reference-server` command.

import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';

export interface ServerProject {
  dir: string;
  /** The command and arguments that run the installed `svc-reference-server`. */
  serverCommand: [string, string[]];
}

export interface Started {
  child: ChildProcess;
  url: string;
  contentKey: string;
  out: string;
}

/** Starts the project's `svc-reference-server --port 0 --seed demo` and reads its URL and the demo's content key. */
export function startServer(project: ServerProject): Promise<Started> {
  const [command, args] = project.serverCommand;
  const child = spawn(command, [...args, '--port', '0', '--seed', 'demo'], {
    cwd: project.dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  return new Promise<Started>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server printed no demo keys in 60 s:\n${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk;
      const url = /SVC_REFERENCE_SERVER_URL=(\S+)/.exec(out)?.[1];
      const contentKey = /test key: (ck_test_\S+)/.exec(out)?.[1];
      if (url && contentKey && /publishable key: pk_/.test(out)) {
        clearTimeout(timer);
        resolve({ child, url, contentKey, out });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${out}`)));
  });
}

/** Ends a server started by `startServer` and whatever its package manager started for it. */
export function stopServer(started: Started): void {
  try {
    process.kill(-started.child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}
