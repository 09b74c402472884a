// Generated from package.json by scripts/gen.ts. Do not edit: run `pnpm gen` (after a version bump too).

/** The client package and version, sent as the User-Agent product on server runtimes. @internal */
export function product(): string {
  return "svc-content/0.2.0";
}
