// Child process for the hot-path benchmark: a bare node:http server answering recorded bytes (status, headers, body)
// of the reference server's responses, the floor any Node server answering the same requests has to pay.
import { createServer } from 'node:http';

/** @type {Array<{ method: string; path: string; status: number; headers: Array<[string, string]>; body: string }>} */
const recorded = JSON.parse(process.env.BARE_RESPONSES ?? '[]');
const answers = new Map(
  recorded.map((r) => [`${r.method} ${r.path}`, { status: r.status, headers: Object.fromEntries(r.headers), body: Buffer.from(r.body) }]),
);

const server = createServer((req, res) => {
  const answer = answers.get(`${req.method} ${req.url}`);
  // The request body is read in full, as the reference server does, before answering.
  req.resume();
  req.once('end', () => {
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`BARE_URL=http://127.0.0.1:${port}`);
});
