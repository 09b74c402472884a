// The widget's built files, so the server serves GET /v1/engage/sdk.js (the loader) and GET /v1/engage/sdk/{file} (the
// panel it imports) out of the box: the copy the build puts in dist/widget/ (what the published package carries), or
// @svc/widget's own build.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The path of the widget's sdk.js, or undefined when neither copy is there. Run from dist/ (the published package),
 * the copy in dist/widget/ comes first; run from source (the workspace), @svc/widget's own build does, so a widget
 * rebuilt on its own is what the server serves. @svc/widget is not a dependency of this package (declaring it would
 * tie the workspace into a cycle): it is found beside this package (npm's flat node_modules, pnpm's hoisted store, a
 * workspace root) or in the project the server was started from.
 */
export function widgetScriptPath(): string | undefined {
  const fromSource = import.meta.url.endsWith('.ts');
  const copy = fileURLToPath(new URL(fromSource ? '../../dist/widget/sdk.js' : '../widget/sdk.js', import.meta.url));
  const copied = existsSync(copy) ? copy : undefined;
  return fromSource ? (installedWidget() ?? copied) : (copied ?? installedWidget());
}

function installedWidget(): string | undefined {
  for (const from of [import.meta.url, join(process.cwd(), 'package.json')]) {
    try {
      return createRequire(from).resolve('@svc/widget/sdk.js');
    } catch {
      // not installed there
    }
  }
  return undefined;
}

export async function readWidgetScript(): Promise<string | undefined> {
  const path = widgetScriptPath();
  return path === undefined ? undefined : readFile(path, 'utf8').catch(() => undefined);
}

/** The files a loader imports: the `.js` files of the `sdk/` folder beside it (none when there is no such folder). */
export async function readLoaderFiles(loaderPath: string): Promise<Record<string, string>> {
  const folder = join(dirname(loaderPath), 'sdk');
  const names = await readdir(folder).catch(() => [] as string[]);
  const files: Record<string, string> = {};
  for (const name of names.filter((n) => /^[\w-]+\.js$/.test(n)).sort()) files[name] = await readFile(join(folder, name), 'utf8');
  return files;
}

/** @svc/widget's loader and its files, when the package is installed and built. */
export async function readWidgetFiles(): Promise<{ script: string | undefined; files: Record<string, string> }> {
  const path = widgetScriptPath();
  if (path === undefined) return { script: undefined, files: {} };
  return { script: await readWidgetScript(), files: await readLoaderFiles(path) };
}
