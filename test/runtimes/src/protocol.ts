// What the host hands a runtime (SmokeConfig) and what the runtime hands back (SmokeReport): plain JSON both ways.

/** Everything a runtime needs to run the smoke scenario against one reference server. */
export interface SmokeConfig {
  runtime: string;
  /** The reference server, e.g. http://127.0.0.1:43121 (no trailing slash). */
  baseUrl: string;
  /** Where the reference server's /_admin routes are reached from this runtime (a same-origin proxy in the browser). */
  controlUrl: string;
  /** Unique per run, written into each submission so the host can count the records it produced. */
  marker: string;
  content: { apiKey: string; siteId: string; collection: string };
  /** Server-side Form Capture; absent where the runtime is a browser. */
  capture?: { apiKey: string };
  /** Engage from a browser-like runtime. */
  engage?: { publishableKey: string };
}

/** One check of the scenario; `detail` says what was seen (or why it failed). */
export interface Check {
  name: string;
  ok: boolean;
  ms: number;
  detail?: string;
}

export interface SmokeReport {
  runtime: string;
  checks: Check[];
}

/** Printed before the JSON report by the command-line entry, so runtime noise on stdout cannot be mistaken for it. */
export const REPORT_PREFIX = 'SVC_SMOKE_REPORT ';
