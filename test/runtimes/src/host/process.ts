// Runs a runtime's command line on a bundle and reads the one report line it prints.
import { spawn } from 'node:child_process';
import type { SmokeReport } from '../protocol.js';
import { REPORT_PREFIX } from '../protocol.js';

export const RUN_TIMEOUT_MS = 30_000;

export function runCommand(command: string, args: string[], env: Record<string, string> = {}): Promise<SmokeReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const line = stdout.split('\n').find((l) => l.startsWith(REPORT_PREFIX));
      if (code === 0 && line) return resolve(JSON.parse(line.slice(REPORT_PREFIX.length)) as SmokeReport);
      const why = signal === 'SIGKILL' ? `killed after ${RUN_TIMEOUT_MS} ms` : `exit ${code}${signal ? ` (${signal})` : ''}`;
      reject(new Error(`${command} ${why} without a report\n--- stdout\n${stdout.slice(-2000)}\n--- stderr\n${stderr.slice(-2000)}`));
    });
  });
}

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} gave no report within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
