/**
 * The theme's CSS variables as a style sheet of the build, instead of a `<style>` Mantine writes
 * on every render.
 *
 * Why: `MantineProvider` computes the theme's ~400 CSS variables (colours, sizes, fonts) from the
 * theme on each render and writes them into a `<style>` in the page: 11 KB in every server-rendered
 * page, and on a phone about 20 ms of the take-over spent computing a text that never changes. The
 * theme is fixed at build time, so the variables are too.
 *
 * What: `import 'virtual:mantine-variables.css'` is that `<style>`'s text, rendered once at build
 * time by Mantine itself (a `MantineProvider` with the app's own props, so nothing is copied from
 * Mantine), and bundled with the app's other styles. The app's provider then renders with
 * `withCssVariables={false}`.
 *
 * The component that would write them, `MantineCssVariables`, is then never rendered, so the web
 * app's build gets a stand-in for it (the server's build loads Mantine as it is): Mantine's module computes the default theme's variables as it loads (about
 * 6 ms of a phone's page take-over, in the task that evaluates the entry), only to leave them out of
 * that `<style>`. The stand-in throws if it is ever rendered, so a provider that asks for the
 * variables again fails at once instead of silently rendering none.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

const MANTINE_VARIABLES_MODULE = 'virtual:mantine-variables.css';
/** A CSS module's id must end in `.css` for Vite to treat it as one. */
const RESOLVED_ID = `\0${MANTINE_VARIABLES_MODULE}`;

/** Mantine's module of the component that renders the variables' `<style>`. */
const CSS_VARIABLES_COMPONENT =
  /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]MantineCssVariables\.mjs$/;
const CSS_VARIABLES_STAND_IN = `export function MantineCssVariables() {
  throw new Error('The theme\\'s CSS variables come from the style sheet (scripts/vite/mantineVariables.ts): render MantineProvider with withCssVariables={false}');
}
`;

/** The text of the `<style>` that `MantineProvider` renders with the given props. */
export async function renderMantineVariables(providerProps: object): Promise<string> {
  const { MantineProvider } = await import('@mantine/core');
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { ...providerProps, withGlobalClasses: false, withCssVariables: true }),
  );
  const css = html.match(/^<style data-mantine-styles="true">([\s\S]*)<\/style>$/)?.[1];
  if (css === undefined) throw new Error(`MantineProvider rendered no CSS variables: ${html.slice(0, 200)}`);
  return css;
}

export function mantineVariables(providerProps: object): Plugin {
  return {
    name: 'taubenschau:mantine-variables',
    resolveId(id) {
      return id === MANTINE_VARIABLES_MODULE ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id === RESOLVED_ID) return renderMantineVariables(providerProps);
      return CSS_VARIABLES_COMPONENT.test(id) ? CSS_VARIABLES_STAND_IN : undefined;
    },
  };
}
