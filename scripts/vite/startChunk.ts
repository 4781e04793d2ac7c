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
 * imports at once when the module graph is complete, and a `test` for a code-splitting group.
 * Modules the entry itself imports at once (its first script, its styles) are left to the entry's
 * chunk. Packages are left to the bundler: a package's index names all of its parts, and the chunk
 * would hold parts no page uses. The group must not take along what its modules import either
 * (its `includeDependenciesRecursively: false` in vite.config.ts): it took Vite's preload helper, which
 * the entry imports too, so the entry imported the start's chunk at once and evaluated all of the
 * start with itself, one task of 100–130 ms on a phone instead of two pieces (src/web/main.tsx).
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
