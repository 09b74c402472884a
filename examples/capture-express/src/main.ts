// Starts the contact-form backend. With SVC_CAPTURE_KEY unset it also starts a local svc reference server with demo
// data and uses its test key, so the example runs with no account.
import { createCaptureClient } from '@svc/capture-node';
import { startNodeServer } from '@svc/reference-server/node';
import { createApp } from './app.js';

const port = Number(process.env.PORT ?? 3000);
const trustProxy = Number(process.env.TRUST_PROXY ?? 0);

let baseUrl = process.env.SVC_BASE_URL;
let apiKey = process.env.SVC_CAPTURE_KEY;
if (!apiKey) {
  const svc = await startNodeServer({ port: 0, seed: 'demo' });
  baseUrl = svc.url;
  apiKey = svc.server.demo!.capture.keys.test;
  console.log(`svc reference server (demo data): ${svc.url}`);
  console.log(`  stored submissions: ${svc.url}/_admin/capture/websites/${svc.server.demo!.capture.siteId}/submissions`);
}
if (!baseUrl) throw new Error('set SVC_BASE_URL together with SVC_CAPTURE_KEY');

const app = createApp({ capture: createCaptureClient({ apiKey, baseUrl }), trustProxy });
const server = app.listen(port, '127.0.0.1', () => {
  // The port actually bound, so PORT=0 (a free port) prints a URL that answers.
  const address = server.address();
  console.log(`contact form: http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`);
});
