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
 * `withCssVariables={false}`. Only Mantine's public API is used.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';

const MANTINE_VARIABLES_MODULE = 'virtual:mantine-variables.css';
/** A CSS module's id must end in `.css` for Vite to treat it as one. */
const RESOLVED_ID = `\0${MANTINE_VARIABLES_MODULE}`;

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
      return id === RESOLVED_ID ? renderMantineVariables(providerProps) : undefined;
    },
  };
}
