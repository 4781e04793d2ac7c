// The server compiled to JavaScript in dist/server, with the files it reads at run time (the GraphQL
// contract and the database migrations) copied beside it: `npm start` needs no TypeScript compiler.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// TypeScript 7's compiler (decision 0038); `typescript` itself is version 6, for the tools that read its API.
const tsc = join(ROOT, 'node_modules/@typescript/native/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.server.json'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const schema = join(ROOT, 'src/api/schema');
for (const file of readdirSync(schema, { recursive: true, encoding: 'utf8' }))
  if (file.endsWith('.graphql')) cpSync(join(schema, file), join(ROOT, 'dist/server/api/schema', file));
cpSync(join(ROOT, 'src/api/db/migrations'), join(ROOT, 'dist/server/api/db/migrations'), { recursive: true });
// The compiler leaves unchanged outputs untouched; this stamp says when the build last ran, so
// that `npm start` (scripts/start.mjs) can tell whether the sources are newer than the build.
writeFileSync(join(ROOT, 'dist/server/BUILT_AT'), `${new Date().toISOString()}\n`);
console.log('Server compiled to dist/server');
