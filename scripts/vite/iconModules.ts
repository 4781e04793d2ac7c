/**
 * One module per icon of `@mdi/js`, so that a page loads only the icons it shows.
 *
 * Why: the app names its icons by importing their SVG paths from `@mdi/js`
 * (`import { mdiTrophyOutline } from '@mdi/js'`). But a module lands in exactly one chunk: the
 * package is one module, so every page would download one chunk with every icon the whole app uses.
 *
 * What: in the app's modules (after TypeScript is stripped), each import of `@mdi/js` becomes one
 * import per icon from a module of its own (`\0mdi-icon:mdiTrophyOutline`), which exports just that
 * path, read from the package at build time. The bundler then puts each icon with the pages that
 * show it (or inlines it where it is used).
 *
 * Not applied by Vitest: there the icons come from `@mdi/js` itself.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { splitImports, splitModules, withoutQuery } from './splitImports.ts';

/** The icons' own modules: `virtual:mdi-icon/<name>`, with the id `\0mdi-icon:<name>`. */
const KIND = 'mdi-icon';
/** The prefix of an icon's module id. */
export const ICON_ID = `\0${KIND}:`;
/** The package the app imports its icons from. */
const PACKAGE = '@mdi/js';

export interface IconModulesOptions {
  /** The modules whose imports of `@mdi/js` are rewritten. */
  include: RegExp;
}

let icons: Readonly<Record<string, string>> | undefined;
/** The package's icons by export name (`mdiTrophyOutline`: its SVG path), read once. */
export function readIcons(): Readonly<Record<string, string>> {
  icons ??= createRequire(import.meta.url)(PACKAGE) as Record<string, string>;
  return icons;
}

/** An icon's module: its path, the same string `@mdi/js` exports. */
export function iconModule(name: string, path: string): string {
  return `export const ${name} = ${JSON.stringify(path)};\n`;
}

export function iconModules({ include }: IconModulesOptions): Plugin {
  const modules = splitModules(KIND, (context, name) => {
    const all = readIcons();
    if (!Object.hasOwn(all, name)) context.error(`${PACKAGE} has no icon ${name}`);
    return iconModule(name, all[name]);
  });
  return {
    name: 'icon-modules',
    // After the other transforms: TypeScript's type-only imports are gone.
    enforce: 'post',

    ...modules.hooks,

    transform: {
      filter: { id: include, code: PACKAGE },
      async handler(code, id) {
        const result = await splitImports(code, withoutQuery(id), {
          splits: (specifier) => specifier === PACKAGE,
          // Every name: an unknown one is reported by its module's `load`.
          has: () => true,
          prefix: modules.prefix,
          error: (message) => this.error(message),
        });
        if (result === null) return null;
        return { code: result, map: null };
      },
    },
  };
}
