import { dropLeftoverTestDatabases } from './test-db';

export default async function globalTeardown() {
  if (process.env.DATABASE_URL) await dropLeftoverTestDatabases(process.env.DATABASE_URL);
}
