import { sql } from 'drizzle-orm';
import type { Test } from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';
import { filesUnder } from '../support/files';
import { adminToken, bearer, loginUser, MISSING_ID, registerVendor } from '../support/auth-helpers';
import { pixelBombPng, pngBuffer } from '../support/images';

/**
 * The bad-input corpus: every write endpoint of /docs-json (so fields added later are covered without
 * editing this file) gets malformed input built from its own schema, with a token of its own realm.
 * Each answer must be a 4xx with the error body; no row of any table and no file may appear.
 */

type Schema = {
  $ref?: string; type?: string; format?: string; enum?: unknown[]; properties?: Record<string, Schema>;
  allOf?: Schema[]; oneOf?: Schema[]; items?: Schema; nullable?: boolean;
};
interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
}
interface BadRequest { label: string; send: (req: Test) => Test }

const MB_STRING = 'x'.repeat(1024 * 1024);
const INJECTIONS = [
  "' OR '1'='1' --", '"; DROP TABLE events; --', '{"$gt": ""}', '<script>alert(1)</script>', '${7*7}{{7*7}}',
  '../../../../etc/passwd', '\u202e\ufeff', '%00', 'ＡＤＭＩＮ',
];
const BAD_IDS = ['abc', "1' OR '1'='1", '../../etc/passwd', `${MISSING_ID}x`, 'z'.repeat(5000), '%00', '%E0%A4%A'];
/**
 * Endpoints that take no input at all and ignore any body: a bad input cannot reach them (logout would only end the
 * corpus' own session; a TOTP enrolment is a new secret waiting for its first code, whatever the body said).
 */
const NO_INPUT = /\/auth\/(logout|totp\/enrol)$/;

/** Resolves $ref and allOf into one object schema. */
function resolve(doc: { components: { schemas: Record<string, Schema> } }, schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 8) return {};
  if (schema.$ref) return resolve(doc, doc.components.schemas[schema.$ref.split('/').pop()!], depth + 1);
  if (schema.allOf) {
    const parts = schema.allOf.map((s) => resolve(doc, s, depth + 1));
    const properties = Object.assign({}, ...parts.map((p) => p.properties ?? {}));
    const base = parts.find((p) => p.type && p.type !== 'object') ?? {};
    return Object.keys(properties).length ? { type: 'object', properties } : { ...base, ...schema, allOf: undefined };
  }
  return schema;
}

/** Values no field of this schema may accept (a few per type: the corpus covers every field of every endpoint). */
function badValuesFor(s: Schema): unknown[] {
  const operator = { $where: 'sleep(1000)' };
  if (s.enum) return ['a\u0000b', INJECTIONS[0], 7, operator];
  switch (s.type) {
    case 'integer':
    case 'number':
      return [1e15, -1e15, '12abc', operator];
    case 'boolean':
      return ['maybe', 2, operator];
    case 'array':
      return ['not-an-array', Array.from({ length: 20_000 }, () => 'item'), [[[[[]]]]]];
    case 'object':
      return ['not-an-object', 42];
    default:
      if (s.format === 'binary') return [];
      if (s.format) return [INJECTIONS[1], INJECTIONS[3], 42];
      return ['a\u0000b', 42, { nested: 'object' }, MB_STRING];
  }
}

describe('bad-input corpus over every write endpoint of /docs-json', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  let tokens: Record<string, Record<string, string>>;
  let files: Record<string, Buffer>;
  let tables: string[];
  let total = 0;

  const rowCounts = async () => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = (await t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`))) as unknown as { rows: { n: number }[] };
      counts[table] = rows[0].n;
    }
    return counts;
  };

  beforeAll(async () => {
    t = await startTestApp();
    tokens = {
      admin: bearer(await adminToken(t.http)),
      vendor: bearer((await registerVendor(t.http)).token),
      user: bearer((await loginUser(t.http)).token),
    };
    doc = (await t.http.get('/docs-json').expect(200)).body;
    const { rows } = (await t.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string }[] };
    tables = rows.map((r) => r.table_name);
    const png = await pngBuffer(8, 8);
    files = {
      'pixel-bomb.png': await pixelBombPng(),
      'polyglot.png': Buffer.concat([png.subarray(0, 40), Buffer.from('<html><script>alert(document.cookie)</script></html>')]),
      'html.png': Buffer.from('<!doctype html><html><body onload="alert(1)"></body></html>'),
      'empty.png': Buffer.alloc(0),
      'polyglot.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script'),
    };
  }, 60_000);
  afterAll(async () => { await t?.close(); });

  const writeEndpoints = () => {
    const list: { method: string; path: string; op: Operation }[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (['post', 'put', 'patch', 'delete'].includes(method) && !NO_INPUT.test(path)) list.push({ method, path, op });
      }
    }
    return list;
  };

  /** The bad requests of one endpoint, built from its path parameters and body schemas. */
  function corpusOf(path: string, op: Operation): { url: string; bad: BadRequest }[] {
    const params = (op.parameters ?? []).filter((p) => p.in === 'path');
    // a well-formed path for body mutations: a missing id, or the first value of an enum
    const goodValue = (name: string) => {
      const s = resolve(doc, params.find((p) => p.name === name)?.schema);
      return s.enum ? String(s.enum[0]) : MISSING_ID;
    };
    const urlWith = (override: Record<string, string> = {}) =>
      path.replace(/\{(\w+)\}/g, (_m, name: string) => (name in override ? override[name] : encodeURIComponent(goodValue(name))));
    const out: { url: string; bad: BadRequest }[] = [];

    for (const p of params) {
      for (const id of BAD_IDS) {
        const raw = id.startsWith('%') ? id : encodeURIComponent(id);
        out.push({ url: urlWith({ [p.name]: raw }), bad: { label: `path ${p.name}=${id.slice(0, 20)}`, send: (r) => r.send({}) } });
      }
    }

    const url = urlWith();
    const json = op.requestBody?.content['application/json']?.schema;
    const multipart = op.requestBody?.content['multipart/form-data']?.schema;
    const body = resolve(doc, json ?? multipart);
    const generic: BadRequest[] = [
      { label: 'unknown field', send: (r) => r.send({ notAField: 1 }) },
      { label: '__proto__ pollution', send: (r) => r.set('content-type', 'application/json').send('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}') },
      { label: 'body is an array', send: (r) => r.send([{ notAField: 1 }]) },
      { label: 'body is a JSON string', send: (r) => r.set('content-type', 'application/json').send('"text"') },
      { label: 'malformed JSON', send: (r) => r.set('content-type', 'application/json').send('{"a": ') },
      { label: 'deeply nested JSON', send: (r) => r.set('content-type', 'application/json').send('{"a":'.repeat(5000) + '1' + '}'.repeat(5000)) },
      { label: 'NUL in a key', send: (r) => r.send({ 'a\u0000': 1 }) },
      { label: 'url-encoded junk', send: (r) => r.type('form').send('a[b][c][d][e][f]=1&a[__proto__][x]=1') },
    ];
    for (const g of generic) out.push({ url, bad: g });

    // 1 MB strings cost time on the wire: three string fields of each endpoint get one
    let longStrings = 3;
    for (const [name, raw] of Object.entries(body.properties ?? {})) {
      const s = resolve(doc, raw);
      if (s.format === 'binary' || s.items?.format === 'binary') continue;
      const values = badValuesFor(s).filter((v) => v !== MB_STRING || longStrings-- > 0);
      for (const value of values) {
        out.push({ url, bad: { label: `${name}=${JSON.stringify(value).slice(0, 30)}`, send: (r) => r.send({ [name]: value }) } });
      }
      for (const [inner, innerRaw] of Object.entries(s.type === 'object' ? s.properties ?? {} : {})) {
        for (const value of badValuesFor(resolve(doc, innerRaw)).filter((v) => v !== MB_STRING).slice(0, 3)) {
          out.push({ url, bad: { label: `${name}.${inner}=${JSON.stringify(value).slice(0, 30)}`, send: (r) => r.send({ [name]: { [inner]: value } }) } });
        }
      }
    }

    if (multipart) {
      const fileFields = Object.entries(body.properties ?? {}).filter(([, s]) => s.format === 'binary' || s.items?.format === 'binary').map(([n]) => n);
      const fields = fileFields.length ? fileFields : ['file'];
      for (const field of fields) {
        for (const [name, content] of Object.entries(files)) {
          out.push({ url, bad: { label: `file ${field}: ${name}`, send: (r) => r.attach(field, content, name) } });
        }
      }
      out.push({ url, bad: { label: 'file in an unknown field', send: (r) => r.attach('notAField', files['html.png'], 'x.png') } });
      out.push({ url, bad: { label: 'multipart text field of 1 MB', send: (r) => r.field('data', MB_STRING + 'x') } });
      out.push({ url, bad: { label: 'malformed multipart', send: (r) => r.set('content-type', 'multipart/form-data; boundary=XYZ').send('--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated') } });
      out.push({ url, bad: { label: 'multipart without boundary', send: (r) => r.set('content-type', 'multipart/form-data').send('garbage') } });
    }
    return out;
  }

  it('answers every bad input with a 4xx error body, and writes no row and no file', async () => {
    const failures: string[] = [];
    for (const { method, path, op } of writeEndpoints()) {
      const realm = Object.keys(op.security?.[0] ?? {})[0];
      const beforeRows = await rowCounts();
      const beforeFiles = filesUnder(t.config.uploadDir);
      const corpus = corpusOf(path, op);
      for (const { url, bad } of corpus) {
        total += 1;
        const req = (t.http as unknown as Record<string, (u: string) => Test>)[method](url);
        if (realm) req.set(tokens[realm]);
        const res = await bad.send(req).ok(() => true);
        const where = `${method.toUpperCase()} ${path} [${bad.label}] -> ${res.status}`;
        if (res.status < 400 || res.status >= 500) failures.push(`${where} ${res.text.slice(0, 160)}`);
        else if (typeof res.body?.error !== 'string' || res.body.statusCode !== res.status) failures.push(`${where}: no error body ${res.text.slice(0, 120)}`);
      }
      const afterRows = await rowCounts();
      for (const table of tables) {
        if (afterRows[table] !== beforeRows[table]) failures.push(`${method.toUpperCase()} ${path}: ${table} went from ${beforeRows[table]} to ${afterRows[table]} rows`);
      }
      const afterFiles = filesUnder(t.config.uploadDir);
      if (afterFiles.join() !== beforeFiles.join()) failures.push(`${method.toUpperCase()} ${path}: files changed: ${afterFiles.filter((f) => !beforeFiles.includes(f)).join(', ')}`);
    }
    expect(failures).toEqual([]);
    process.stdout.write(`bad-input corpus: ${total} requests\n`);
    expect(writeEndpoints().length).toBeGreaterThan(40);
    expect(total).toBeGreaterThan(1000);
  }, 900_000);

  it('still answers the right realm afterwards (the corpus ended no session)', async () => {
    await t.http.get('/api/admin/auth/me').set(tokens.admin).expect(200);
    await t.http.get('/api/vendor/auth/me').set(tokens.vendor).expect(200);
  });
});
