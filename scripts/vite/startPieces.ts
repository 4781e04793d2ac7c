/**
 * The app's start, which the entry (`src/web/main.tsx`) imports in pieces, named in index.html: a
 * module preload for each chunk of the pieces, and a link for their styles.
 *
 * Why: the entry imports its pieces when asked, so that each is evaluated in a task of its own
 * rather than all in one long task. A browser finds such an import only when the entry runs:
 * without their names in the head the pieces would be fetched a round trip after the entry (on a
 * judge's phone in a hall, twice over), and the app shell's styles would arrive after a rendered
 * page's first paint, which would then jump. Every page, rendered by the server or not, is this
 * index.html (src/api/http/headHtml.ts), so every page names them.
 *
 * What: when the page's HTML is written, with the bundle known, the entry chunk's imports-when-asked
 * and the chunks they import at once (those the entry imports at once are named by Vite already)
 * get a `<link rel="modulepreload">`, their styles a `<link rel="stylesheet">`, after the entry's
 * own. Whatever the entry chunk imports when asked is loaded on every page this way, so only the
 * entry module itself may do that: the build stops if another module of its chunk does.
 */
import type { Plugin } from 'vite';

export function startPieces(entryModule: string): Plugin {
  return {
    name: 'taubenschau:start-pieces',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.isEntry || !file.moduleIds.some((id) => id.endsWith(entryModule)))
          continue;
        for (const id of file.moduleIds) {
          const asked = this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
          if (asked.length > 0 && !id.endsWith(entryModule))
            this.error(
              `${id} is in the entry's chunk and imports ${asked.join(', ')} when asked: every page would ` +
                `preload that as part of the app's start. Import it from a module outside the entry's chunk.`,
            );
        }
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunkOf = (fileName: string) => {
          const file = bundle[fileName];
          return file?.type === 'chunk' ? file : undefined;
        };
        // What the entry imports at once: Vite names those in the head itself.
        const named = new Set<string>();
        const visitNamed = (fileName: string) => {
          if (named.has(fileName)) return;
          named.add(fileName);
          for (const imported of chunkOf(fileName)?.imports ?? []) visitNamed(imported);
        };
        visitNamed(entry.fileName);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunkOf(fileName);
          if (!chunk || named.has(fileName) || scripts.has(fileName)) return;
          scripts.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const piece of entry.dynamicImports) visit(piece);
        return [
          ...[...styles].map((css) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
            injectTo: 'head' as const,
          })),
          ...[...scripts].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
