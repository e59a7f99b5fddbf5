import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

/** A response that breaks the document: what a validating proxy (Prism) in front of the server would report. */
export interface ContractViolation {
  operation: string;
  status: number;
  problem: string;
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  specificity: number;
}

/** Checks responses against `/docs-json`, compiled once per test worker: every app of a worker serves the same document. */
export class OpenApiResponses {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly routes: Route[];

  constructor(private readonly doc: Document) {
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, 'openapi');
    this.routes = Object.entries(doc.paths)
      .flatMap(([template, item]) => Object.keys(item).map((method) => ({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`),
        // a literal segment beats a parameter (`/events/featured` before `/events/{slug}`)
        specificity: template.split('/').filter((s) => !s.startsWith('{')).length,
      })))
      .sort((a, b) => b.specificity - a.specificity);
  }

  /** The problems of one exchange, or none. Only `/api` is the documented contract; pages and files are not. */
  check(method: string, url: string, status: number, contentType: string, body: Buffer): ContractViolation[] {
    const path = url.split('?')[0];
    // a 500 is a fault, never a promise: the tests that inject one assert it themselves
    if (!path.startsWith('/api/') || method === 'OPTIONS' || method === 'HEAD' || status === 500) return [];
    const route = this.routes.find((r) => r.method === method && r.pattern.test(path));
    const operation = route ? `${method} ${route.template}` : `${method} ${path}`;
    // a path no operation has is refused (404, or 400 for a malformed one) by the server, not by an operation
    if (!route) return status === 404 || status === 400 ? [] : [{ operation, status, problem: 'the operation is not in the document' }];
    const responses = this.doc.paths[route.template][method.toLowerCase()].responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => responses[k]);
    if (!key) return [{ operation, status, problem: `status ${status} is not documented` }];
    const declared = responses[key];
    if (status === 204 || status === 304 || !contentType.includes('json') || body.length === 0) return [];
    const mediaType = Object.keys(declared.content ?? {}).find((m) => m.includes('json'));
    if (!mediaType || !declared.content![mediaType].schema) {
      return [{ operation, status, problem: 'a JSON body is answered but none is documented' }];
    }
    const validate = this.validatorFor(route.template, method.toLowerCase(), key, mediaType);
    let data: unknown;
    try {
      data = JSON.parse(body.toString('utf8'));
    } catch {
      return [{ operation, status, problem: 'the body is not JSON' }];
    }
    if (validate(data)) return [];
    return (validate.errors ?? []).slice(0, 5).map((e) => ({ operation, status, problem: `${e.instancePath || '(body)'} ${e.message}` }));
  }

  private validatorFor(template: string, method: string, status: string, mediaType: string): ValidateFunction {
    const pointer = ['paths', template, method, 'responses', status, 'content', mediaType, 'schema']
      .map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1'))
      .join('/');
    const ref = `openapi#/${pointer}`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/**
 * The app's own request handler behind a server that hands every finished exchange to `seen`: the tests
 * talk to the real app, and each answer they get is also checked against the document.
 */
export function recordingServer(inner: Server, seen: (method: string, url: string, status: number, contentType: string, body: Buffer) => void): Server {
  const [handler] = inner.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((chunk: unknown, ...rest: unknown[]) => { keep(chunk); return write(chunk, ...rest); }) as ServerResponse['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => { keep(chunk); return end(chunk, ...rest); }) as ServerResponse['end'];
    res.on('finish', () => {
      const encoding = res.getHeader('content-encoding');
      seen(req.method ?? 'GET', req.url ?? '/', res.statusCode, String(res.getHeader('content-type') ?? ''),
        decoded(Buffer.concat(chunks), typeof encoding === 'string' ? encoding : undefined));
    });
    handler(req, res);
  });
}
