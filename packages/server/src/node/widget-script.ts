// The widget's built sdk.js from the @svc/widget dependency, so the server serves GET /v1/engage/sdk.js out of the box.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** The path of @svc/widget's sdk.js, or undefined when the package or its build is missing. */
export function widgetScriptPath(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('@svc/widget/sdk.js');
  } catch {
    return undefined;
  }
}

export async function readWidgetScript(): Promise<string | undefined> {
  const path = widgetScriptPath();
  return path === undefined ? undefined : readFile(path, 'utf8').catch(() => undefined);
}
