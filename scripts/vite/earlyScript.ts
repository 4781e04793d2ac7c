/**
 * The page's first script (`src/web/early.ts`) as an entry of its own, named in the head of every
 * page with `async` and `fetchpriority="high"`.
 *
 * Why: the app runs only once its code (~150 KB gzip: the entry and the pieces it starts, see
 * startPieces.ts) has arrived, asked for only after a rendered page's first paint
 * (src/web/lib/ssr/afterPaint.ts, which this script runs). Until then, without this script, a tap
 * on the page's buttons would do nothing. The early script, about 1 KB, runs as soon as it arrives
 * and holds those taps for the app. The app's entry imports the same file, so the browser
 * evaluates it once.
 *
 * What: the client build gets the module as a second input; when the page's HTML is written, with
 * the bundle known, it gets a `<script type="module" async>` for its chunk, first in the head. The
 * server leaves a script that names its priority as it is (src/api/http/headHtml.ts).
 */
import type { Plugin } from 'vite';

export function earlyScript(module: string): Plugin {
  return {
    name: 'taubenschau:early-script',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', early: module } } } }),
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The chunk that holds the module's code: as the app's entry imports it too, the entry
        // chunk the bundler makes for it may only import that one.
        const chunk = Object.values(context.bundle ?? {}).find(
          (file) =>
            file.type === 'chunk' &&
            Object.entries(file.modules).some(([id, code]) => id.endsWith(module) && code.renderedLength > 0),
        );
        if (!chunk) throw new Error(`${module} is not in the build`);
        return [
          {
            tag: 'script',
            attrs: {
              type: 'module',
              async: true,
              fetchpriority: 'high',
              crossorigin: true,
              src: `/${chunk.fileName}`,
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
