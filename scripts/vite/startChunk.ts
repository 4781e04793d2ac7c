/**
 * The app's start (`src/web/start.tsx` and every module it imports at once) in one chunk, instead
 * of the thirty-odd files the bundler would otherwise cut it into.
 *
 * Why: the bundler puts a module shared by the start and some pages in a chunk of its own, one for
 * each set of chunks that share it. It does not know that the start is always loaded before any
 * page, so the start arrived in ~30 files, most under 1 KB (a header's icon, a session hook). Each
 * file is a request: on a phone over HTTP/1.1, six at a time, a round trip each. One chunk costs no
 * more bytes: whatever is in it is run on every page anyway.
 *
 * What: `startChunk(start, entry)` gives a plugin, which lists the app's own modules that the start
 * imports at once when the module graph is complete, and a `test` for a code-splitting group; the
 * group takes along the packages they import (the header's Mantine parts, the router), so that the
 * start's module, its chunk and the packages only it uses never end up in chunks that import each
 * other. Modules the entry itself imports at once (its first script, its styles) are left to the
 * entry's chunk. Packages are not named: a package's index names all of its parts, and the chunk
 * would hold parts no page uses. Two groups must come first (vite.config.ts): React's code, or it
 * would be taken along and the start's two pieces evaluated in one task (src/web/main.tsx); and
 * Vite's preload helper, which the entry imports too, or the entry would import the start's chunk
 * at once and evaluate the whole start with itself (one task of 100–130 ms on a phone).
 *
 * The plugin also stops the build if two chunks import each other: the bundler then runs one
 * chunk's modules before what they import from the other, which works only while no module uses
 * an import at its top level.
 */
import type { Plugin } from 'vite';

export interface StartChunk {
  plugin: Plugin;
  /** Whether a module belongs in the start's chunk (a code-splitting group's `test`). */
  test: (id: string) => boolean;
}

export function startChunk(startModule: string, entryModule: string): StartChunk {
  const members = new Set<string>();
  return {
    test: (id) => members.has(id),
    plugin: {
      name: 'taubenschau:start-chunk',
      apply: 'build',
      generateBundle(_options, bundle) {
        const importsOf = (fileName: string) => {
          const file = bundle[fileName];
          return file?.type === 'chunk' ? file.imports : [];
        };
        for (const fileName of Object.keys(bundle)) {
          const seen = new Set<string>();
          const reaches = (from: string): boolean =>
            importsOf(from).some(
              (next) => next === fileName || (!seen.has(next) && seen.add(next) && reaches(next)),
            );
          if (reaches(fileName))
            this.error(
              `${fileName} imports itself through other chunks: they would run before what they import`,
            );
        }
      },
      buildEnd() {
        members.clear();
        const ids = [...this.getModuleIds()];
        const closureOf = (root: string | undefined): Set<string> => {
          const seen = new Set<string>();
          const visit = (id: string) => {
            if (seen.has(id)) return;
            seen.add(id);
            for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
          };
          if (root) visit(root);
          return seen;
        };
        const entry = closureOf(ids.find((id) => id.endsWith(entryModule)));
        for (const id of closureOf(ids.find((id) => id.endsWith(startModule))))
          if (!entry.has(id) && !/[\\/]node_modules[\\/]/.test(id)) members.add(id);
      },
    },
  };
}
