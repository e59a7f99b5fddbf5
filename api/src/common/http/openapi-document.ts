import type { OpenAPIObject } from '@nestjs/swagger';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/**
 * What Nest's generator leaves implicit and integrators' tools (Redocly, Spectral, generated clients) need
 * said: the server's base URL, and `security: []` on the operations that take no token, so an operation
 * without a lock is a decision, not an omission.
 */
export function completeOpenApiDocument(doc: OpenAPIObject, serverUrl: string): OpenAPIObject {
  doc.servers = [{ url: serverUrl, description: 'this server (PUBLIC_URL)' }];
  for (const item of Object.values(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op && !op.security) op.security = [];
    }
  }
  return doc;
}
