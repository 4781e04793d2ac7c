import babel, { type BabelPluginOptions } from 'vite-plugin-babel';

type BabelPlugins = NonNullable<NonNullable<BabelPluginOptions['babelConfig']>['plugins']>;

/**
 * A Babel pass over the app's own modules, before the other plugins: Lingui's macros (and the
 * GraphQL documents' optimizer) are Babel plugins, and plugin-react 6 runs no Babel itself. Only
 * the given plugins run (no Babel config files); TypeScript and JSX are parsed and left for the
 * later plugins to compile.
 */
export function babelPass(include: RegExp, plugins: BabelPlugins) {
  return babel({
    include,
    babelConfig: {
      babelrc: false,
      configFile: false,
      sourceMaps: true,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins,
    },
  });
}
