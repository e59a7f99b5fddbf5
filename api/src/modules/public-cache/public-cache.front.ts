import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PublicCacheService } from './public-cache.service';

/**
 * A request's Cache-Control speaks to caches; an origin evaluates If-None-Match whatever it says (RFC 9110
 * §13.1.2). Browsers' fetch adds `no-cache` to any request whose script sets If-None-Match, and `fresh`
 * (used here, by Express and by its static files) reads `no-cache` as "send the body". So with a
 * precondition, the header is dropped before anything reads it: a match is 304 everywhere.
 */
function ignoreCacheControlOfPreconditions(req: IncomingMessage) {
  if (req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined) delete req.headers['cache-control'];
}

/**
 * Answers cache hits in the node:http request listener, before Express: a hit costs a Map lookup and one
 * write instead of the middleware chain (Express 5 serving a fixed body reaches under a fifth of bare
 * node:http here; see docs/benchmarks.md). Everything else goes on to the app's own listener.
 */
export function serveCachedBeforeApp(app: INestApplication) {
  const server: Server = app.getHttpServer();
  const cache = app.get(PublicCacheService);
  const appListeners = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    ignoreCacheControlOfPreconditions(req);
    if (cache.serve(req, res)) return;
    for (const listener of appListeners) listener.call(server, req, res);
  });
}
