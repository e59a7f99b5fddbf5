import 'reflect-metadata';
import { loadConfig } from './config/app.config';
import { migrateDatabase, openDatabase } from './db/database';
import { SeedService } from './db/seed/seed.service';
import { createApp } from './app.factory';
import { MailService } from './modules/mail/mail.service';

async function bootstrap() {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(db);
  const app = await createApp(config, db);
  const notes = await app.get(SeedService).run();
  await app.listen(config.port);
  const base = `http://localhost:${config.port}`;
  const banner = [
    '',
    `Utsav is running (${db.driver === 'pg' ? 'PostgreSQL server' : `embedded PostgreSQL in ${config.dataDir}`}):`,
    `  public site   ${base}/`,
    `  vendor portal ${base}/vendor/`,
    `  back office   ${base}/admin/`,
    `  API docs      ${base}/docs`,
    `  mail          ${app.get(MailService).destination}`,
    ...notes.map((n) => `  ${n}`),
    '',
  ];
  process.stdout.write(banner.join('\n') + '\n');
}

bootstrap().catch((err) => {
  console.error(err);
  process.exit(1);
});
