import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { AppConfig, loadConfig } from '../../../api/src/config/app.config';
import { Database, DatabaseHandle, openDatabase } from '../../../api/src/db/database';
import { createApp } from '../../../api/src/app.factory';
import { SeedService } from '../../../api/src/db/seed/seed.service';
import { PGLITE_DUMP_ENV, createDatabaseFromTemplate, dropDatabase } from './test-db';
import { ContractViolation, OpenApiResponses, recordingServer } from './openapi-responses';

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

export interface TestApp {
  app: INestApplication;
  http: TestAgent;
  config: AppConfig;
  db: Database;
  driver: DatabaseHandle['driver'];
  /** A second process on the same database (PostgreSQL server only): another app with its own cache. */
  startPeer(): Promise<{ http: TestAgent; app: INestApplication; close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh, migrated, empty database (with one administrator), as `npm run serve` would run
 * it: PGlite loaded from the migrated dump, or a new database on the server when DATABASE_URL is set.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-app-'));
  const serverUrl = process.env.DATABASE_URL;
  const databaseUrl = serverUrl ? await createDatabaseFromTemplate(serverUrl) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // jobs (ticket mail, SMS) run only where a test runs them (JobsService.runDue), not beside every test
    JOB_POLL_MS: '0',
    // pages render however fast a test asks (the render budget's own test sets it low)
    SSR_MAX_RENDERS_AT_ONCE: '8',
    SSR_MAX_RENDERS_PER_SECOND: '1000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  let handle: DatabaseHandle | undefined;
  let app: INestApplication | undefined;
  try {
    handle = databaseUrl
      ? await openDatabase({ databaseUrl, dataDir })
      : await openDatabase({ databaseUrl: null, dataDir, pgliteDump: new Blob([readFileSync(process.env[PGLITE_DUMP_ENV]!)]) });
    app = await createApp(config, handle);
    await app.get(SeedService).run();
  } catch (cause) {
    // a failed boot leaves nothing behind and is reported as itself, not as a later `close` of undefined
    await app?.close().catch(() => undefined);
    if (serverUrl && databaseUrl) await dropDatabase(serverUrl, databaseUrl).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`the test app did not start (${databaseUrl ? 'PostgreSQL server' : 'PGlite'}): ${(cause as Error).message}`, { cause });
  }
  const started = app;
  const violations: ContractViolation[] = [];
  const contract = await openApiResponses(app);
  const checked = (server: Server) => contract
    ? recordingServer(server, (...exchange) => violations.push(...contract.check(...exchange)))
    : server;
  return {
    app,
    http: request(checked(app.getHttpServer())),
    config,
    db: handle.db,
    driver: handle.driver,
    async startPeer() {
      if (!databaseUrl) throw new Error('a second process needs the PostgreSQL server');
      const peer = await createApp(config, await openDatabase({ databaseUrl, dataDir }));
      return { http: request(checked(peer.getHttpServer())), app: peer, close: () => peer.close() };
    },
    async close() {
      await started.close();
      if (serverUrl && databaseUrl) await dropDatabase(serverUrl, databaseUrl);
      rmSync(dataDir, { recursive: true, force: true });
      reportViolations(violations);
    },
  };
}

let documentContract: Promise<OpenApiResponses | undefined> | undefined;

/** The document as `/docs-json` serves it, read from the first app of this worker (none where a test turns the docs off). */
function openApiResponses(app: INestApplication): Promise<OpenApiResponses | undefined> {
  documentContract ??= request(app.getHttpServer()).get('/docs-json')
    .then((res) => (res.status === 200 ? new OpenApiResponses(res.body) : undefined));
  return documentContract.then((found) => {
    if (!found) documentContract = undefined;
    return found;
  });
}

/**
 * Every answer an API test received must match the document, as a validating proxy would demand: drift between
 * the API and /docs-json fails the file that caused it.
 */
function reportViolations(violations: ContractViolation[]): void {
  const distinct = [...new Map(violations.map((v) => [`${v.operation} ${v.status} ${v.problem}`, v])).values()];
  if (process.env.CONTRACT_REPORT) {
    const file = expect.getState().testPath;
    appendFileSync(process.env.CONTRACT_REPORT, distinct.map((v) => JSON.stringify({ ...v, file })).join('\n') + (distinct.length ? '\n' : ''));
    return;
  }
  if (distinct.length) {
    throw new Error(`responses that break /docs-json:\n${distinct.map((v) => `  ${v.operation} → ${v.status}: ${v.problem}`).join('\n')}`);
  }
}
