// Parses the svc-reference-server command line into options, with clear errors for bad input.
import { parseArgs } from 'node:util';

export interface CliOptions {
  port: number;
  host: string;
  /** `demo`, a snapshot file, or nothing. */
  seed: string | undefined;
  data: string | undefined;
  localDevelopment: boolean;
  sdk: string | undefined;
  help: boolean;
}

export const USAGE = `Usage: svc-reference-server [--port 4010|0] [--host 127.0.0.1] [--seed demo|FILE] [--data FILE]
                            [--local-development] [--sdk FILE]

  --port N               port to listen on (0 picks a free port); default 4010
  --host ADDR            address to listen on; default 127.0.0.1
  --seed demo|FILE       start with the demo data, or with a state snapshot exported from GET /_admin/state
  --data FILE            keep state in FILE (and FILE.journal) across restarts; every change is saved before it
                         is answered; the folder is created; a new file is seeded, an existing one is loaded;
                         without it, state is in memory
  --local-development    let webhooks go to loopback and private addresses
  --sdk FILE             the widget loader to serve at GET /v1/engage/sdk.js`;

export function parseCli(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      seed: { type: 'string' },
      data: { type: 'string' },
      'local-development': { type: 'boolean', default: false },
      sdk: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be an integer from 0 to 65535, got "${values.port}"`);
  if (values.host.length === 0) throw new Error('--host must not be empty');
  return {
    port,
    host: values.host,
    seed: values.seed,
    data: values.data,
    localDevelopment: values['local-development'],
    sdk: values.sdk,
    help: values.help,
  };
}
