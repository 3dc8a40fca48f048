/** The ceiling: a bare node:http server answering a small JSON body, in its own process like the API. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const server = createServer((_, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"status":"ok"}');
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
