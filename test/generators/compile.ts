// Compiles one generator's output with its call script as `tsc --strict` would (a tsconfig.json in the output folder).
import { writeFile } from 'node:fs/promises';
import ts from 'typescript';

/** The settings a customer's strict project would use: strict, DOM lib for fetch, bundler-style imports. */
const tsconfig = {
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    allowImportingTsExtensions: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ['**/*.ts'],
  exclude: ['node_modules'],
};

export interface Compiled {
  program: ts.Program;
  errors: string[];
}

export async function compileStrict(dir: string): Promise<Compiled> {
  const configPath = `${dir}/tsconfig.json`;
  await writeFile(configPath, JSON.stringify(tsconfig, null, 2));
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
  const diagnostics = [...parsed.errors, ...ts.getPreEmitDiagnostics(program)];
  const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => dir, getNewLine: () => '\n' };
  return { program, errors: diagnostics.map((d) => ts.formatDiagnostic(d, host).trim()) };
}
