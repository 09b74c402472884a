// `pnpm --filter widget-embed start`: the reference server on SVC_PORT (default 4010) and the page on PORT (8080).
import { startExample } from './example.js';

const example = await startExample({ svcPort: Number(process.env.SVC_PORT ?? 4010), pagePort: Number(process.env.PORT ?? 8080) });
console.log(`svc reference server: ${example.svc.url} (serves ${example.svc.url}/v1/engage/sdk.js)`);
console.log(`the page with the widget: ${example.pageUrl}`);
console.log('Ctrl-C to stop.');
