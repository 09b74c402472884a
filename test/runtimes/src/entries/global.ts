// Entry for script evaluators (the Vercel Edge VM) and the browser page: exposes the scenario as a global function
// that answers the report as a JSON string, so nothing crosses a realm boundary but a string.
import type { SmokeConfig } from '../protocol.js';
import { runSmoke } from '../scenario.js';

(globalThis as { svcSmoke?: (config: string) => Promise<string> }).svcSmoke = async (config) =>
  JSON.stringify(await runSmoke(JSON.parse(config) as SmokeConfig));
