import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject, ResponseObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

const ERROR_BODY: SchemaObject = {
  type: 'object',
  description: 'The one error body. `error` repeats `message`; `code` is stable across languages. Some errors add fields a client acts on (a check-in\'s `result`).',
  required: ['statusCode', 'code', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', example: 400 },
    code: { type: 'string', example: 'VALIDATION_FAILED' },
    error: { type: 'string', example: 'Validation failed' },
    message: { type: 'string', example: 'Validation failed' },
    details: { type: 'object', additionalProperties: { type: 'string' }, description: 'Words per field' },
  },
};

/** Statuses every operation of a kind can answer, beside those its controller declares. */
function commonStatuses(path: string, method: string, op: OperationObject): Record<string, string> {
  const statuses: Record<string, string> = { 400: 'Malformed input (the details name the field)' };
  // Express answers a GET whose If-None-Match names the current ETag with 304 and no body
  if (method === 'get') statuses[304] = 'Not modified: the copy whose ETag was sent is current';
  if (op.security?.length) Object.assign(statuses, { 401: 'No token, or an expired one', 403: 'A token of another realm' });
  if (path.includes('{')) statuses[404] = 'No such record, or not yours';
  if (op.requestBody) statuses[413] = 'The request body is too large';
  statuses[429] = 'Too many requests; `Retry-After` says when to come back';
  return statuses;
}

/**
 * OpenAPI 3.0's `nullable` beside `allOf: [$ref]` cannot admit null (the referenced schema still applies, and
 * validating proxies say so), so the document is 3.1, where null is a type: `type: [t, 'null']`, and a nullable
 * reference is `anyOf: [ref, {type: 'null'}]`.
 */
function nullAsType(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullAsType);
  if (!node || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true) {
    delete schema.nullable;
    const allOf = schema.allOf as unknown[] | undefined;
    if (allOf?.length === 1) {
      schema.anyOf = [allOf[0], { type: 'null' }];
      delete schema.allOf;
      delete schema.type;
    } else if (typeof schema.type === 'string') {
      schema.type = [schema.type, 'null'];
      if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
    }
  }
  Object.values(schema).forEach(nullAsType);
}

/**
 * What Nest's generator leaves implicit and integrators' tools (Redocly, Spectral, validating proxies, generated
 * clients) need said: the server's base URL; `security: []` on the operations that take no token, so an
 * operation without a lock is a decision, not an omission; every error status with the one error body; and
 * null as a type.
 */
export function completeOpenApiDocument(doc: OpenAPIObject, serverUrl: string): OpenAPIObject {
  doc.openapi = '3.1.0';
  doc.servers = [{ url: serverUrl, description: 'this server (PUBLIC_URL)' }];
  doc.components = { ...doc.components, schemas: { ...doc.components?.schemas, ErrorBody: ERROR_BODY } };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      op.security ??= [];
      for (const [status, description] of Object.entries(commonStatuses(path, method, op))) op.responses[status] ??= { description };
      for (const [status, response] of Object.entries(op.responses)) {
        const declared = response as ResponseObject;
        if (Number(status) >= 400 && !declared.content) {
          declared.content = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
        }
      }
    }
  }
  nullAsType(doc);
  return doc;
}
