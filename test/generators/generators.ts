// The four generators of the check: how each is run on openapi.yaml, and which of its files hold the contract's types.
import { readdirSync } from 'node:fs';
import { operations, pascal, specPath } from './contract.js';
import { here, run, toolsBin } from './tools.js';

export interface Generator {
  name: 'openapi-typescript' | 'hey-api' | 'orval' | 'kubb';
  /** Generates into `${dir}/generated`; resolves with everything the tool printed. */
  generate(dir: string): Promise<string>;
  /** The generated files whose exported types are the contract's types. */
  typeFiles(dir: string): string[];
  /** Paths where the contract defines no schema (a response without a body), so no type is owed, with why. */
  excused(): Map<string, string>;
  /** Property names this tool gives a free-form type although the contract types them nowhere (not a contract field). */
  toolOwned?: string[];
}

const env = { SVC_OPENAPI_YAML: specPath, NO_COLOR: '1', FORCE_COLOR: '0' };
const tsFiles = (dir: string): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .map((f) => `${dir}/${f}`);

export const generators: Generator[] = [
  {
    name: 'openapi-typescript',
    generate: (dir) => run(`${here}../../node_modules/.bin/openapi-typescript`, [specPath, '-o', 'generated/schema.ts'], { cwd: dir, env }),
    typeFiles: (dir) => [`${dir}/generated/schema.ts`],
    excused: () => new Map(),
    // `headers: { [name: string]: unknown }` on every response: the headers the contract does not name.
    toolOwned: ['headers'],
  },
  {
    name: 'hey-api',
    generate: (dir) => run(toolsBin('openapi-ts'), ['-i', specPath, '-o', 'generated'], { cwd: dir, env }),
    typeFiles: (dir) => [`${dir}/generated/types.gen.ts`],
    excused: () => new Map(),
  },
  {
    name: 'orval',
    generate: (dir) => run(toolsBin('orval'), ['--config', 'orval.config.mjs'], { cwd: dir, env }),
    typeFiles: (dir) => tsFiles(`${dir}/generated/model`),
    excused: () => new Map(),
  },
  {
    name: 'kubb',
    generate: (dir) => run(toolsBin('kubb'), ['generate', '--config', 'kubb.config.mjs'], { cwd: dir, env }),
    typeFiles: (dir) => tsFiles(`${dir}/generated/types`),
    excused: () => {
      const excused = new Map<string, string>();
      for (const op of operations()) {
        const name = pascal(op.operationId);
        for (const status of op.bodyless) excused.set(`${name}${status}`, `${op.operationId} answers ${status} without a body`);
        if (op.noSuccessBody) {
          for (const kind of ['Query', 'Mutation']) {
            for (const slot of [`${name}${kind}Response`, `${name}${kind}.Response`])
              excused.set(slot, `${op.operationId} has no success body`);
          }
        }
        if (op.noErrors) {
          for (const kind of ['Query', 'Mutation']) excused.set(`${name}${kind}.Errors`, `${op.operationId} declares no error response`);
        }
      }
      return excused;
    },
  },
];
