// The built web app's files compressed once, after the build, each beside its file (app.js.br,
// app.js.gz): brotli at its best takes seconds for the whole site; the server (sirv, in
// src/api/http/staticFiles.ts) sends them. Needs the web app and the server built.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(ROOT, 'dist/web');
if (!existsSync(join(web, 'index.html'))) {
  console.error('dist/web has no index.html: build the web app first (npm run build).');
  process.exit(1);
}
const { precompressStaticSite } = await import('../dist/server/api/http/staticFiles.js');
const { files } = await precompressStaticSite(web);
console.log(`Web app: ${files} files compressed (br and gz beside each)`);
