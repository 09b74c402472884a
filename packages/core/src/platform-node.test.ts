import { describe, expect, it } from 'vitest';
import { envLogLevel } from './platform-node.js';

const LEVELS = ['off', 'error', 'warn', 'info', 'debug'];

/** Runs `fn` with `globalThis.process` replaced, synchronously, and puts the real one back. */
function withProcess<T>(replacement: unknown, fn: () => T): T {
  const real = Object.getOwnPropertyDescriptor(globalThis, 'process')!;
  Object.defineProperty(globalThis, 'process', { value: replacement, configurable: true, writable: true });
  try {
    return fn();
  } finally {
    Object.defineProperty(globalThis, 'process', real);
  }
}

describe('SVC_LOG', () => {
  it('is read where the environment may be read', () => {
    const warnings: string[] = [];
    const logger = { warn: (m: string) => warnings.push(m) };
    expect(withProcess({ env: { SVC_LOG: 'debug' } }, () => envLogLevel(LEVELS, logger))).toBe('debug');
    expect(withProcess({ env: {} }, () => envLogLevel(LEVELS, logger))).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('is absent, not a failed call, where reading the environment is refused (Deno without --allow-env)', () => {
    const denied = {
      get env(): never {
        throw new Error('NotCapable: Requires env access to "SVC_LOG", run again with the --allow-env flag');
      },
    };
    expect(withProcess(denied, () => envLogLevel(LEVELS, { warn: () => undefined }))).toBeUndefined();
  });

  it('falls back to warn on an unknown level, naming the levels', () => {
    const warnings: string[] = [];
    expect(withProcess({ env: { SVC_LOG: 'verbose' } }, () => envLogLevel(LEVELS, { warn: (m) => warnings.push(m) }))).toBe('warn');
    expect(warnings).toEqual(['svc: SVC_LOG=verbose is not one of off,error,warn,info,debug; logging at warn']);
  });
});
