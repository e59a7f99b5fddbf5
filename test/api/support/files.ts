import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under a folder (temporary ones included), sorted; none when the folder does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
  } catch {
    return [];
  }
}
