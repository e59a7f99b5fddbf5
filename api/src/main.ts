import 'reflect-metadata';
import type { Server } from 'node:http';
import { loadConfig } from './config/app.config';
import { migrateDatabase, openDatabase } from './db/database';
import { SeedService } from './db/seed/seed.service';
import { createApp } from './app.factory';
import { MailService } from './modules/mail/mail.service';

async function bootstrap() {
  // everything this process writes (database, secrets, uploads) is readable by its own user only
  process.umask(0o077);
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(db);
  const app = await createApp(config, db);
  const notes = await app.get(SeedService).run();
  await app.listen(config.port);
  // Idle kept-alive connections stay open longer than a client's usual 60 s reuse window: closed after Node's 5 s
  // default, a client sending on a connection this side is closing at that moment gets ECONNRESET (seen in the browser tests)
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const base = `http://localhost:${config.port}`;
  const banner = [
    '',
    `Utsav is running (${db.driver === 'pg' ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.dataDir}`}):`,
    `  public site   ${base}/`,
    `  vendor portal ${base}/vendor/`,
    `  back office   ${base}/admin/`,
    ...(config.docsEnabled ? [`  API docs      ${base}/docs`] : []),
    `  mail          ${app.get(MailService).destination}`,
    ...notes.map((n) => `  ${n}`),
    ...(config.production ? [] : [
      '',
      `  WARNING: development mode (NODE_ENV is not production): the SMS outbox ${base}/api/dev/sms-outbox?phone=… shows`,
      '  one-time codes to anyone who asks. Never expose this process to the internet without NODE_ENV=production.',
    ]),
    '',
  ];
  process.stdout.write(banner.join('\n') + '\n');
}

bootstrap().catch((err) => {
  console.error(err);
  process.exit(1);
});
