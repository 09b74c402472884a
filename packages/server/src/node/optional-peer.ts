// The Node adapter's optional peer dependencies: loaded on first use, so installing the runtime-neutral core (or
// @svc/msw) never pulls them in; a missing one is an error that names the package to install.

/** Whether `error` says that `name` itself (not something it imports) could not be found. */
export function isMissing(error: unknown, name: string): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && typeof message === 'string' && message.includes(`'${name}`);
}

/** The error for a missing optional peer dependency: what needs it and the command that installs it. */
export function missingPeer(name: string, neededFor: string): Error {
  return new Error(
    `@svc/reference-server: ${neededFor} needs the package ${name}, an optional peer dependency that is not installed. ` +
      `Install it next to @svc/reference-server: npm install --save-dev ${name}`,
  );
}
