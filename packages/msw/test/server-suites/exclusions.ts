// The one list of the reference server's HTTP tests that do not run against the @svc/msw handlers, each with why.
// Keep it short: anything the service does belongs in the mocks.

export interface Exclusion {
  /** A test file of packages/server, relative to it. */
  file: string;
  why: string;
}

export const EXCLUSIONS: Exclusion[] = [];

export const EXCLUDED_FILES = EXCLUSIONS.map((e) => e.file);
