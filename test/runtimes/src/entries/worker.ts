// Entry for workerd (a module worker run by miniflare): POST the config, the answer is the report.
import type { SmokeConfig } from '../protocol.js';
import { runSmoke } from '../scenario.js';

export default {
  async fetch(request: Request): Promise<Response> {
    const config = (await request.json()) as SmokeConfig;
    return Response.json(await runSmoke(config));
  },
};
