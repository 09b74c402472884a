// Entry for runtimes with a command line (Node, Deno, Bun): the config is the first argument, the report one line.

import type { SmokeConfig } from '../protocol.js';
import { REPORT_PREFIX } from '../protocol.js';
import { runSmoke } from '../scenario.js';

// Deno 2, Bun and Node all provide `process`; this entry is bundled for those three only.
declare const process: { argv: string[] };

const config = JSON.parse(process.argv[2] ?? '') as SmokeConfig;
const report = await runSmoke(config);
console.log(REPORT_PREFIX + JSON.stringify(report));
