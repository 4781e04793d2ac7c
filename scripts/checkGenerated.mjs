// `npm run check:generated`: fails when generated files are out of date with their sources: the
// GraphQL types and documents (`npm run codegen`, from src/api/schema/**/*.graphql and the
// documents in src/web, tests and e2e) and the message catalogs (`npm run extract`, from the
// texts in src/web).
// It regenerates them in place, so after a failure the fix is to review and commit what changed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const GENERATED = [
  { dir: 'src/web/gql', command: 'codegen' },
  { dir: 'tests/gql', command: 'codegen' },
  { dir: 'src/api/schema/generated', command: 'codegen' },
  { dir: 'locales/de', command: 'extract' },
  { dir: 'locales/en', command: 'extract' },
];

function snapshot() {
  const files = new Map();
  for (const { dir } of GENERATED) {
    const full = join(ROOT, dir);
    if (!existsSync(full)) continue;
    for (const name of readdirSync(full)) files.set(join(dir, name), readFileSync(join(full, name), 'utf8'));
  }
  return files;
}

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(result.status ?? 1);
  }
}

const before = snapshot();
run([join(ROOT, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--silent']);
run([join(ROOT, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean']);
const after = snapshot();

const stale = [...new Set([...before.keys(), ...after.keys()])].filter(
  (file) => before.get(file) !== after.get(file),
);
if (stale.length > 0) {
  const commands = new Set(stale.map((file) => GENERATED.find(({ dir }) => file.startsWith(dir))?.command));
  console.error(
    `Generated files were out of date and have been regenerated:\n${stale.map((file) => `  - ${file}`).join('\n')}\n` +
      `(${[...commands].map((command) => `npm run ${command}`).join(', ')}). Review and commit them.`,
  );
  process.exit(1);
}
console.log(`Generated files are up to date (${after.size} files).`);
