import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { babelPass } from './scripts/vite/babelPass.ts';
import { compileHints } from './scripts/vite/compileHints.ts';
import { graphqlDocuments } from './scripts/vite/graphqlDocuments.ts';
import { iconModules } from './scripts/vite/iconModules.ts';
import { judgePrecache } from './scripts/vite/judgePrecache.ts';
import { mantineVariables } from './scripts/vite/mantineVariables.ts';
import { manifest } from './src/web/app/pwa/manifest.ts';
import { providerProps } from './src/web/app/theme.ts';

/**
 * A hash of the GraphQL contract and of the app's documents: the persisted Apollo cache and the
 * kept public answers of another schema, or of queries that asked for other fields, are dropped.
 */
function schemaVersion(): string {
  const dir = 'src/api/schema';
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort())
    if (file.endsWith('.graphql')) hash.update(readFileSync(join(dir, file)));
  hash.update(readFileSync('src/web/gql/graphql.ts'));
  return hash.digest('hex').slice(0, 12);
}

/** The build a tablet runs, as the show office's device panel shows it: the version and commit. */
function appVersion(): string {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return `${version}+${commit.toString().trim()}`;
  } catch {
    return version;
  }
}

/** The web app's own modules, which the Babel pass and the module-splitting plugins transform. */
const APP_MODULES = /src[\\/]web[\\/].*\.[jt]sx?$/;

/**
 * Installed by the service worker: what a judge needs offline (scripts/vite/judgePrecache.ts). Left
 * out: the pages of the office, a breeder's pigeons and the account links, whose data a device
 * offline would not have anyway; the service worker keeps their files once a page has loaded them.
 * The visitors' pages (events, cages, results) stay: opened offline without ever being seen, they
 * say there is no connection and offer to try again, instead of the app's error page.
 */
const precache = judgePrecache(
  /src[\\/]web[\\/]app[\\/]pages[\\/](Admin\w*|MyPigeons|Verify|ConfirmEmail|ResetPassword|SignIn\w*)Page\.tsx$/,
  // Installed first: the judge's pages and those a judge opens the app on. A tablet is ready for
  // offline judging once these are stored; the visitors' pages follow.
  /src[\\/]web[\\/]app[\\/]pages[\\/](Judge\w*|Dashboard|Login|Home|Profile|NotFound)Page\.tsx$/,
);

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __SCHEMA_VERSION__: JSON.stringify(schemaVersion()),
    __APP_VERSION__: JSON.stringify(appVersion()),
  },
  plugins: [
    react(),
    babelPass(APP_MODULES, [
      '@lingui/babel-plugin-lingui-macro',
      // Each graphql(`…`) call becomes an import of its one generated document, so a page
      // loads the documents it uses instead of the map of all of them (src/web/gql/gql.ts).
      [babelOptimizerPlugin, { artifactDirectory: './src/web/gql', gqlTagName: 'graphql' }],
    ]),
    lingui(),
    // The optimizer's imports of src/web/gql/graphql.ts then import one module per document (that
    // file is one module, so one chunk every page would load), which carries its query text.
    graphqlDocuments({ file: 'src/web/gql/graphql.ts', include: APP_MODULES }),
    // Likewise one module per icon of @mdi/js (one module, so one chunk of every icon every page loads).
    iconModules({ include: APP_MODULES }),
    // The theme's CSS variables as a style sheet, rendered once here rather than on every render.
    mantineVariables(providerProps),
    // Every chunk compiled while it streams in, off the main thread (scripts/vite/compileHints.ts).
    !isSsrBuild && compileHints(),
    !isSsrBuild && precache.plugin,
    // The server's build of the pages (src/web/entry-server.tsx) has no service worker of its own.
    !isSsrBuild &&
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifest,
        includeAssets: ['icons/*.png'],
        // Our own service worker on Workbox's parts, to install several files at a time (src/web/sw.ts).
        strategies: 'injectManifest',
        srcDir: 'src/web',
        filename: 'sw.ts',
        injectManifest: {
          // Built as a classic script, which is how it is registered
          // (src/web/lib/pwa/registerServiceWorker.ts). The plugin's default ('es') builds it with
          // `inlineDynamicImports`, an option Vite 8 warns is deprecated at every build
          // (vite-pwa/vite-plugin-pwa#912); the iife build sets none. Either format may be used
          // once the plugin's fix for that (#939) is released.
          rollupFormat: 'iife',
          // The shell and a judge's pages and code, so that a reload offline still shows the app.
          globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
          // The manifest's screenshots are for the install dialog only: no visitor needs them offline.
          globIgnores: ['screenshots/**'],
          manifestTransforms: [precache.transform],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
      }),
  ],
  resolve: {
    // The `@web/…` and `@shared/…` import paths of tsconfig.json.
    tsconfigPaths: true,
  },
  build: {
    // `--ssr src/web/entry-server.tsx`: the public pages rendered by the server, for Node.
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/web',
    copyPublicDir: !isSsrBuild,
    // .vite/manifest.json: which scripts and styles each page's module needs, for the pages the
    // server renders (src/api/http/serverRendering.ts names them in the page's head).
    manifest: !isSsrBuild,
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The app's start in one chunk (docs/decisions/0018-the-start-in-one-chunk.md).
    // Then Mantine's pieces that most pages use (at least 33 of the ~55 route chunks: buttons, cards,
    // text, layout) in one chunk, instead of a dozen tiny files each page fetches, never a form's
    // pieces (they stay with the pages that have forms: at 25, the inputs of the office's many form
    // pages joined the group, and every visitor's page loaded them, 3.5 KB).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // The app's start and everything it imports: every page runs it. Left to itself the
                // bundler cut it into some thirty files.
                {
                  name: 'start',
                  test: /src[\\/]web[\\/]start\.tsx$/,
                  includeDependenciesRecursively: true,
                  priority: 1,
                },
                { name: 'ui', test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]/, minShareCount: 33 },
              ],
            },
          },
        },
    // Images imported by the app (logo, crest, flag) keep files of their own under hashed names,
    // cached for a year, rather than being copied into every script and style sheet as data URLs.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
  // workbox-window's package points Node at a CommonJS build: bundled into the server build instead.
  ssr: { noExternal: ['workbox-window'] },
  server: { proxy: { '/graphql': { target: 'http://localhost:3000', ws: true } } },
}));
