// Builds each part whose build output is missing or older than its sources (used by `npm start` and the browser tests).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');

const PARTS = [
  { name: 'shared-dto', output: 'shared-dto/dist/index.js', sources: ['shared-dto/src'], build: 'npm run build -w shared-dto' },
  { name: 'api', output: 'api/dist/main.js', sources: ['api/src', 'shared-dto/src'], build: 'npx nest build' },
  { name: 'admin-ui', output: 'admin-ui/dist/index.html', sources: ['admin-ui/src', 'admin-ui/index.html', 'shared-dto/src', 'shared-ui/src'], build: 'npm run build -w admin-ui' },
  { name: 'vendor-ui', output: 'vendor-ui/dist/index.html', sources: ['vendor-ui/src', 'vendor-ui/index.html', 'shared-dto/src', 'shared-ui/src'], build: 'npm run build -w vendor-ui' },
  // the build makes the browser's bundle and the server's render of the first view (dist-server) together
  { name: 'public-ui', output: 'public-ui/dist/index.html', sources: ['public-ui/src', 'public-ui/index.html', 'shared-dto/src', 'shared-ui/src'], build: 'npm run build -w public-ui' },
  { name: 'public-ui (server render)', output: 'public-ui/dist-server/entry-server.cjs', sources: ['public-ui/src', 'shared-dto/src', 'shared-ui/src'], build: 'npm run build -w public-ui' },
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), st.mtimeMs);
}

export function buildMissing({ log = console.log } = {}) {
  for (const part of PARTS) {
    const output = join(root, part.output);
    const stale = !existsSync(output) || Math.max(...part.sources.map((s) => newest(join(root, s)))) > statSync(output).mtimeMs;
    if (!stale) continue;
    if (!part.sources.some((s) => existsSync(join(root, s)))) continue;
    log(`building ${part.name}…`);
    execSync(part.build, { cwd: root, stdio: 'inherit' });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildMissing();
