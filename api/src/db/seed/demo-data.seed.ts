import type { AppConfig } from '../../config/app.config';
import type { Database } from '../database';

/** Fills an empty database with a living demo marketplace. Returns lines to print (demo credentials). */
export async function seedDemoData(_db: Database, _config: AppConfig): Promise<string[]> {
  return [];
}
