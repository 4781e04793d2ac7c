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
 */
import type { Plugin } from 'vite';

export function judgePrecache(excluded: RegExp) {
  const left = new Set<string>();
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
    },
  };
  /** For vite-plugin-pwa's `injectManifest.manifestTransforms`: the install without the left-out files. */
  const transform = async <Entry extends { url: string }>(entries: Entry[]) => ({
    manifest: entries.filter((entry) => !left.has(entry.url)),
    warnings: [] as string[],
  });
  return { plugin, transform };
}
