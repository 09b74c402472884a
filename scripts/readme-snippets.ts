// Runs the TypeScript examples of a README, so every example a user copies is known to work.
import { transform } from 'esbuild';

/** The ```ts blocks of a markdown text, except those right after a `<!-- not-run -->` line. */
export function snippets(markdown: string): string[] {
  const out: string[] = [];
  const re = /(<!-- not-run -->\s*)?```ts\n([\s\S]*?)```/g;
  for (let m = re.exec(markdown); m; m = re.exec(markdown)) if (!m[1]) out.push(m[2]!);
  return out;
}

/**
 * Compiles a snippet, binds its imports to `modules` (specifier -> module namespace), swaps placeholders
 * (e.g. the README's base URL for a test server's), runs it, and returns what it logged.
 */
export async function runSnippet(code: string, modules: Record<string, object>, replace: Record<string, string> = {}): Promise<string[]> {
  let source = code;
  for (const [from, to] of Object.entries(replace)) source = source.split(from).join(to);
  const { code: js } = await transform(source, { loader: 'ts', format: 'esm', target: 'es2022' });
  const bound = js.replace(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)";/g, (_all, names: string, from: string) => {
    if (!(from in modules)) throw new Error(`snippet imports ${from}, which the test does not provide`);
    return `const {${names.replace(/\s+as\s+/g, ': ')}} = __modules[${JSON.stringify(from)}];`;
  });
  if (/^\s*import\s/m.test(bound)) throw new Error(`snippet has an import this runner cannot bind:\n${bound}`);
  const logs: string[] = [];
  const log = (...args: unknown[]) => logs.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...a: unknown[]) => Promise<void>;
  await new AsyncFunction('__modules', 'console', bound)(modules, { log, info: log, warn: log, error: log });
  return logs;
}
