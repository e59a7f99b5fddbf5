import { dropRunDatabases } from './test-db';

export default async function globalTeardown() {
  if (process.env.DATABASE_URL) await dropRunDatabases(process.env.DATABASE_URL);
}
