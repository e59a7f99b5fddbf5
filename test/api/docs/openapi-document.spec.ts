import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, TestApp } from '../support/test-app';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; [k: string]: unknown };
type Operation = { summary?: string; security?: unknown[]; parameters?: { in: string; name: string }[] };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

function operations(doc: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ path, method: m.toUpperCase(), op: item[m] })));
}

/** Properties that a generated client would type as `Record<string, never>`: an object with nothing inside. */
function emptyObjects(name: string, schema: Schema, at = name): string[] {
  const found: string[] = [];
  const types = [schema.type ?? []].flat();
  const shapeless = types.includes('object') && !['properties', 'additionalProperties', '$ref', 'allOf', 'oneOf', 'anyOf'].some((k) => k in schema);
  if (shapeless) found.push(at);
  for (const [key, value] of Object.entries(schema.properties ?? {})) found.push(...emptyObjects(name, value, `${at}.${key}`));
  if (schema.items) found.push(...emptyObjects(name, schema.items, `${at}[]`));
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(docs|dto)\.ts$/.test(name) ? [path] : [];
  });
}

// What third-party tools (Redocly, Spectral, openapi-typescript) check on /docs-json, kept true by the API suite.
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: { servers?: { url: string }[]; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://tickets.example.in' });
    doc = (await t.http.get('/docs-json').expect(200)).body;
  });
  afterAll(async () => { await t?.close(); });

  it('names the base URL in servers', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'https://tickets.example.in' })]);
  });

  it('says of every operation which token it takes, [] for the public ones', () => {
    const unsaid = operations(doc).filter(({ op }) => !Array.isArray(op.security)).map(({ method, path }) => `${method} ${path}`);
    expect(unsaid).toEqual([]);
    expect(doc.paths['/api/health'].get.security).toEqual([]);
    expect(doc.paths['/api/admin/bookings'].get.security).toEqual([{ admin: [] }]);
  });

  it('declares every parameter of every path and gives every operation a summary', () => {
    const problems = operations(doc).flatMap(({ path, method, op }) => {
      const declared = new Set((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
      const missing = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).filter((name) => !declared.has(name));
      return [...missing.map((name) => `${method} ${path}: {${name}} undeclared`), ...(op.summary ? [] : [`${method} ${path}: no summary`])];
    });
    expect(problems).toEqual([]);
  });

  it('types every nullable field as what it carries, never as an empty object', () => {
    const found = Object.entries(doc.components.schemas).flatMap(([name, schema]) => emptyObjects(name, schema));
    expect(found).toEqual([]);
    expect(doc.components.schemas.EventVenueDoc.properties!.city).toMatchObject({ type: ['string', 'null'] });
    expect(doc.components.schemas.EventDoc.properties!.venue).toMatchObject({ anyOf: [{ $ref: '#/components/schemas/EventVenueDoc' }, { type: 'null' }] });
  });

  it('marks the reserved-seating fields every answer carries as required, null where general admission has none', () => {
    const required = (name: string) => (doc.components.schemas[name].required as string[] | undefined) ?? [];
    expect(required('EventSessionDoc')).toContain('seated');
    expect(required('EventDoc')).toEqual(expect.arrayContaining(['seatingPlanId', 'seatCategories']));
    for (const ticket of ['BookingTicketDoc', 'CheckInTicketDoc', 'CheckInListItemDoc']) {
      expect(required(ticket)).toContain('seat');
      expect(doc.components.schemas[ticket].properties!.seat).toMatchObject({ anyOf: [{ $ref: '#/components/schemas/BookedSeatDoc' }, { type: 'null' }] });
    }
  });

  it('documents the error statuses with the one error body', () => {
    const secured = doc.paths['/api/admin/bookings'].get as Operation & { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
    for (const status of ['400', '401', '403', '429']) {
      expect(secured.responses[status].content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
    expect(doc.components.schemas.ErrorBody.required).toEqual(['statusCode', 'code', 'error', 'message']);
  });

  it('has one class per schema name (Swagger merges classes that share a name)', () => {
    const names = sourceFiles(join(__dirname, '../../../api/src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:export )?class (\w+)/gm)].map((m) => m[1]));
    const repeated = names.filter((name, i) => names.indexOf(name) !== i);
    expect(repeated).toEqual([]);
  });
});
