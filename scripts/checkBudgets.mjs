// Checks what a first visit to each public page loads, in JS and CSS bytes (gzip, level 9), against
// the budgets in the README's "Page budgets" table: the scripts and style sheets the built
// index.html names, the page's own module with everything it imports statically (from the build's
// manifest), and the catalog of texts every page loads (German). Deterministic: the same build gives
// the same figures; how fast they load is the benches' business. Run after `npm run build`.
//   npm run check:budgets
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createJiti } from 'jiti';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist/web');
const { PAGES } = await createJiti(import.meta.url).import(join(ROOT, 'src/shared/pages.ts'));
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const html = readFileSync(join(DIST, 'index.html'), 'utf8');

/** The README's table: | `/path` (module) | JS KB | CSS KB |. */
function budgets() {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Page budgets'));
  const rows = [...section.matchAll(/^\| `([^`]+)` \| (\w+) \| ([\d.]+) \| ([\d.]+) \|$/gm)];
  if (rows.length === 0) throw new Error('README.md: no "### Page budgets" table found');
  return rows.map(([, path, module, js, css]) => ({ path, module, js: Number(js), css: Number(css) }));
}

const gzipKb = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

/** A manifest entry and everything it imports statically, with their style sheets. */
function closure(key, files = new Set()) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return files;
  files.add(entry.file);
  for (const css of entry.css ?? []) files.add(css);
  for (const next of entry.imports ?? []) closure(next, files);
  return files;
}

const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const catalog = manifest['locales/de/messages.po']?.file;
let failed = false;
console.log(
  `${'page'.padEnd(24)} ${'JS KB'.padStart(8)} ${'budget'.padStart(8)} ${'CSS KB'.padStart(8)} ${'budget'.padStart(8)}`,
);
for (const budget of budgets()) {
  const page = Object.values(PAGES).find((p) => p.module === budget.module);
  if (!page) throw new Error(`README.md budgets: no page module ${budget.module}`);
  const files = new Set([...entryFiles, catalog]);
  closure(`src/web/app/pages/${budget.module}.tsx`, files);
  const sum = (ext) =>
    [...files].filter((file) => file?.endsWith(ext)).reduce((total, file) => total + gzipKb(file), 0);
  const js = sum('.js');
  const css = sum('.css');
  const over = js > budget.js || css > budget.css;
  failed ||= over;
  console.log(
    `${budget.path.padEnd(24)} ${js.toFixed(1).padStart(8)} ${budget.js.toFixed(1).padStart(8)} ${css.toFixed(1).padStart(8)} ${budget.css.toFixed(1).padStart(8)}${over ? '  over budget' : ''}`,
  );
}
if (failed) {
  console.error('\nA public page loads more than its budget (README.md, "Page budgets").');
  process.exit(1);
}
