// The Form Capture key is secret: constructing the client in a browser page would publish it.

/** True in a browser page (window and document exist); false in Node, Deno 2, Bun and workers. */
export function inBrowser(): boolean {
  const g = globalThis as { window?: unknown; document?: unknown };
  return typeof g.window === 'object' && g.window !== null && typeof g.document === 'object' && g.document !== null;
}

export function refuseBrowser(allow: boolean | undefined): void {
  if (!allow && inBrowser()) {
    throw new Error(
      'createCaptureClient refuses to run in a browser: the Form Capture key is secret and would be visible to every visitor. ' +
        'Call svc from your server, or pass dangerouslyAllowBrowser: true if this page is not public.',
    );
  }
}
