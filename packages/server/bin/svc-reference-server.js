#!/usr/bin/env node
// The svc-reference-server command. A committed file that imports the built CLI, so the command exists as soon as the
// package is installed (a workspace links it before anything is built) and says what to do when the build is missing.
// The CLI is bundled (dist/node/cli.js and the chunks it shares with the programmatic entries, scripts/bundle.mjs):
// loading a few modules instead of a few hundred is most of what makes it start fast.
try {
  await import('../dist/node/cli.js');
} catch (error) {
  const code = /** @type {{ code?: string; url?: string; message?: string }} */ (error);
  if (code.code === 'ERR_MODULE_NOT_FOUND' && /dist[\\/]node[\\/]cli\.js/.test(String(code.url ?? code.message))) {
    console.error(
      'svc-reference-server: the CLI is not built yet (dist/node/cli.js): run `pnpm build` in the repository, or use `pnpm start`',
    );
    process.exit(1);
  }
  throw error;
}
