#!/usr/bin/env node
// Records the SHA-256 of every committed migration in api/src/db/migrations.lock.json. Entries are only
// ever added: a migration whose recorded hash differs is an edited migration, and the script refuses.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dir = join(root, 'api/src/db/migrations');
const lockFile = join(root, 'api/src/db/migrations.lock.json');
const lock = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')) : {};
const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

let added = 0;
for (const name of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
  const hash = sha256(join(dir, name));
  if (!lock[name]) {
    lock[name] = hash;
    added++;
  } else if (lock[name] !== hash) {
    console.error(`${name} was edited after it was committed: add a new migration instead (docs/development.md)`);
    process.exit(1);
  }
}
writeFileSync(lockFile, JSON.stringify(lock, null, 2) + '\n');
console.log(added ? `froze ${added} new migration(s)` : 'nothing new to freeze');
