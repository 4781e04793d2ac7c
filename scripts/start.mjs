// `npm start`: builds the PWA, its server-rendered pages and the server when their sources are newer than dist/, and
// compresses a new PWA build's files (scripts/precompressWeb.mjs), then runs
// the compiled server, forwarding signals and the exit code so `npm start` behaves like the server
// process itself.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILT_INDEX = join(ROOT, 'dist/web/index.html');
// The server's build of the public pages (server rendering), from the same sources as the web app.
const BUILT_PAGES = join(ROOT, 'dist/ssr/entry-server.js');
const WEB_SOURCES = ['src/web', 'src/shared', 'index.html', 'locales', 'public', 'vite.config.ts'];
const BUILT_SERVER = join(ROOT, 'dist/server/api/main.js');
// Written by scripts/buildServer.mjs at the end of every build (the compiler keeps unchanged files' times).
const SERVER_STAMP = join(ROOT, 'dist/server/BUILT_AT');
const SERVER_SOURCES = ['src/api', 'src/shared', 'tsconfig.json', 'tsconfig.server.json'];

/** Newest modification time under a file or directory (0 when it does not exist). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}

function run(label, args) {
  console.error(`Building ${label}…`);
  const build = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`The ${label} build failed; fix the errors above and run \`npm start\` again.`);
    process.exit(build.status ?? 1);
  }
}

const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
if (isStale(BUILT_INDEX, WEB_SOURCES)) run('the web app', [VITE, 'build']);
if (isStale(BUILT_PAGES, WEB_SOURCES))
  run('the server-rendered pages', [VITE, 'build', '--ssr', 'src/web/entry-server.tsx']);
if (!existsSync(BUILT_SERVER) || isStale(SERVER_STAMP, SERVER_SOURCES))
  run('the server', [join(ROOT, 'scripts/buildServer.mjs')]);
// A new web build starts without them (Vite empties dist/web); index.html always has one.
if (!existsSync(join(ROOT, 'dist/web/index.html.br')))
  run('the compressed files', [join(ROOT, 'scripts/precompressWeb.mjs')]);

// `npm run migrate` runs the migrations alone (src/api/migrate.ts) instead of the server.
const entry = process.argv[2] === 'migrate' ? join(ROOT, 'dist/server/api/migrate.js') : BUILT_SERVER;
const server = spawn(process.execPath, [entry], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
