// What only server runtimes (Node, Deno, Bun) have, as seen from everywhere else: browsers, workers and edge
// runtimes. `#platform` resolves here unless the `node` condition is set (Node, Deno and Bun set it), so a browser
// bundle carries none of platform-node.ts; these stand-ins give what those runtimes would find anyway: no SVC_LOG
// variable, no User-Agent of our own (a browser sends its own; one set by script would add a CORS preflight) and
// no util.inspect to print errors for.

/** The SVC_LOG environment variable: none outside server runtimes. @internal */
export const envLogLevel = (_levels: readonly string[], _logger: { warn(message: string): void }): string | undefined => undefined;

/** Lets the process end while a timer is pending: nothing keeps a page or a worker alive. @internal */
export const unref = (_timer: unknown): void => {};

/** The User-Agent of server runtimes: none here. @internal */
export const userAgent = (_product: string | undefined): { 'User-Agent': string } | undefined => undefined;

/** How Node's util.inspect prints an error: nothing to install here. @internal */
export const installErrorInspect = (): void => {};
