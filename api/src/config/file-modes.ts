import { chmodSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Takes group and other permissions off a directory tree (the embedded database, written by a
 * WebAssembly file system that asks for 0666): directories 0700, files 0600.
 */
export function makeOwnerOnly(dir: string): void {
  if (!existsSync(dir)) return;
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600);
  }
}
