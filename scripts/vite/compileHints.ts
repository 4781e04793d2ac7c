/**
 * V8's compile hint on every script chunk of the web app: `//# allFunctionsCalledOnLoad` as the
 * file's first line.
 *
 * Why: V8 compiles most functions lazily, on the main thread, at their first call. When a visitor's
 * page is taken over, nearly every function of the chunks it loaded runs (React DOM, the router,
 * Mantine, the page), and compiling at those first calls was a large part of its long tasks (about
 * 100 ms of them on `/`, traced with the CPU 4× slower). With the hint, Chromium (136 and later)
 * compiles the whole chunk while it streams in, on a background thread; the blocking time it saves
 * is in docs/decisions/0019-compile-hints.md. Other browsers read a comment.
 *
 * What: after the bundle is complete (Vite puts its map of preloaded chunks at the top of a chunk
 * late, and the minifier drops comments, so `output.postBanner` does not stay first), each chunk
 * gets the line. The hash in its file name covers the line too, so a browser that keeps a chunk
 * for a year never keeps one with another first line under the same name. With source maps the
 * line would shift every mapping; the build stops then, rather than ship maps that point wrong.
 */
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHints(): Plugin {
  return {
    name: 'taubenschau:compile-hints',
    apply: 'build',
    enforce: 'post',
    augmentChunkHash: () => COMPILE_HINT,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || file.code.startsWith(COMPILE_HINT)) continue;
          if (file.map)
            this.error(`${file.fileName} has a source map, which the compile hint's line would shift`);
          file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
