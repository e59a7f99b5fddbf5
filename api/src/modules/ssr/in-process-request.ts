import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { Duplex } from 'node:stream';

/** Two streams joined end to end: what one is written, the other reads (node:stream's duplexPair, from Node 22.6). */
function duplexPair(): [Duplex, Duplex] {
  const sides: Duplex[] = [];
  const side = (other: () => Duplex) => new Duplex({
    read() {},
    write(chunk, _encoding, done) {
      other().push(chunk);
      done();
    },
    final(done) {
      other().push(null);
      done();
    },
  });
  sides.push(side(() => sides[1]), side(() => sides[0]));
  return [sides[0], sides[1]];
}

/**
 * A GET answered by the server's own request handling, through a connection made in memory (the http
 * server takes any duplex stream as a connection): the whole app as a visitor meets it, with no socket
 * and no port.
 */
export function requestInProcess(server: Server, path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  const [client, connection] = duplexPair();
  server.emit('connection', connection);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ path, method: 'GET', headers: { host: 'localhost', connection: 'close' }, createConnection: () => client }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        client.end(); // the server side ends too, so the connection closes on both
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
