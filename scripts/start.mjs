// `npm start`: builds the PWA when its sources are newer than dist/web, then runs the server,
// forwarding signals and the exit code so `npm start` behaves like the server process itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILT_INDEX = join(ROOT, 'dist/web/index.html');
const WEB_SOURCES = ['src/web', 'src/shared', 'index.html', 'locales', 'public', 'vite.config.ts'];

/** Newest modification time under a file or directory (0 when it does not exist). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function needsBuild() {
  if (!existsSync(BUILT_INDEX)) return true;
  const builtAt = statSync(BUILT_INDEX).mtimeMs;
  return WEB_SOURCES.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}

if (needsBuild()) {
  console.error('Building the web app (vite build)…');
  const vite = join(ROOT, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The web app build failed; fix the errors above and run `npm start` again.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'src/api/main.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
