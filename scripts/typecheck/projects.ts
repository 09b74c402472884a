/**
 * The tsconfig files a package's `typecheck` script checks. Only `tsc -p <config>` commands joined by `&&` are
 * understood, so a script that does something else fails loudly here instead of being skipped.
 */
export function parseTypecheckScript(script: string, where: string): string[] {
  return script.split('&&').map((command) => {
    const match = /^tsc -p (\S+)( --noEmit)?$/.exec(command.trim());
    if (!match) {
      throw new Error(
        `${where}: its "typecheck" script runs "${command.trim()}", which pnpm typecheck cannot read.\n` +
          'Write it as `tsc -p <tsconfig>` commands joined by `&&` (one per tsconfig), so the workspace check covers it.',
      );
    }
    return match[1]!;
  });
}
