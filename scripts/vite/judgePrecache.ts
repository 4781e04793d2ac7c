/**
 * What the service worker stores at its installation: what a judge needs offline, not every file
 * of the app. A new tablet is ready to judge without network as soon as the service worker is
 * installed, so the sooner it is, the better: in a hall on weak Wi-Fi, installing every one of
 * ~180 files (1.9 MB) took minutes.
 *
 * The set: everything the entries reach, by static and dynamic imports, except through the route
 * modules of pages that show data a tablet offline would not have anyway (`excluded`: events,
 * admin, registration, a breeder's pigeons). Those pages' own chunks (and the styles only
 * they use) are left out of the install; the service worker keeps each such file once a page has
 * loaded it (its runtime cache for /assets/), so a page seen online opens offline as before.
 * Everything that is not a script or style (icons, images, the manifest) stays in.
 *
 * The install comes in two parts (src/web/sw.ts): `first`, before the service worker counts as
 * installed, is the shell and what the judge's pages need (everything the entries reach by static
 * imports, and the route modules matching `first` with everything they reach); the rest is stored
 * once the service worker runs. The entries of the first part carry `first: true`.
 */
import type { Plugin } from 'vite';

/** A page's route module, which the router loads when its page is first shown. */
const PAGE_MODULE = /src[\\/]web[\\/]app[\\/]pages[\\/]\w+Page\.tsx$/;

export function judgePrecache(excluded: RegExp, first: RegExp) {
  const left = new Set<string>();
  const firstFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'taubenschau:judge-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = new Map(Object.entries(bundle));
      const wanted = new Set<string>();
      const visit = (fileName: string) => {
        const file = files.get(fileName);
        if (file?.type !== 'chunk' || wanted.has(fileName)) return;
        if (file.facadeModuleId && excluded.test(file.facadeModuleId)) return;
        wanted.add(fileName);
        for (const css of file.viteMetadata?.importedCss ?? []) wanted.add(css);
        for (const next of [...file.imports, ...file.dynamicImports]) visit(next);
      };
      for (const [fileName, file] of files) if (file.type === 'chunk' && file.isEntry) visit(fileName);
      left.clear();
      for (const [fileName, file] of files) {
        const script = file.type === 'chunk';
        const style = file.type === 'asset' && fileName.endsWith('.css');
        if ((script || style) && !wanted.has(fileName)) left.add(fileName);
      }
      if (wanted.size === 0) this.error('judge precache: no entry chunk found');
      // The first part: what the entries reach, by any import, except through other pages' route
      // modules (their code, lazy dialogs, the outbox and the catalogs of the judge's pages stay in).
      firstFiles.clear();
      const visitFirst = (fileName: string) => {
        const file = files.get(fileName);
        if (file?.type !== 'chunk' || firstFiles.has(fileName) || !wanted.has(fileName)) return;
        const page = file.facadeModuleId !== null && PAGE_MODULE.test(file.facadeModuleId);
        if (page && !first.test(file.facadeModuleId as string)) return;
        firstFiles.add(fileName);
        for (const css of file.viteMetadata?.importedCss ?? []) firstFiles.add(css);
        for (const next of [...file.imports, ...file.dynamicImports]) visitFirst(next);
      };
      for (const [fileName, file] of files) if (file.type === 'chunk' && file.isEntry) visitFirst(fileName);
    },
  };
  /** For vite-plugin-pwa's `injectManifest.manifestTransforms`: the install without the left-out files. */
  const transform = async <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: entries
      .filter((entry) => !left.has(entry.url))
      .map((entry) => {
        const script = entry.url.endsWith('.js') || entry.url.endsWith('.css');
        // Not a script or style (the shell's HTML, icons, the manifest): in the first part.
        return !script || firstFiles.has(entry.url) ? { ...entry, first: true } : entry;
      }),
    warnings: [] as string[],
  });
  return { plugin, transform };
}
