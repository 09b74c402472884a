// What the CLI prints when it listens on a non-loopback address: who can reach it, and the admin token to use.
import type { ListeningServer } from './http-server.js';

/** The warning; it shows the token only when it was generated for this run (nobody else knows it). */
export function exposedWarning(host: string, running: Pick<ListeningServer, 'adminToken' | 'adminTokenGenerated'>): string {
  return [
    '',
    `WARNING: listening on ${host}, which is not a loopback address: anyone who can reach it can call the service`,
    '  with the keys printed below. Test control (/_admin) requires the admin token on every request:',
    running.adminTokenGenerated
      ? `  Authorization: Bearer ${running.adminToken ?? ''}   (generated for this run; pass --admin-token or SVC_ADMIN_TOKEN to choose it)`
      : '  Authorization: Bearer <the token given with --admin-token or SVC_ADMIN_TOKEN>',
    '',
  ].join('\n');
}
