import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PublicCacheService } from './public-cache.service';

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
    if (cache.serve(req, res)) return;
    for (const listener of appListeners) listener.call(server, req, res);
  });
}
