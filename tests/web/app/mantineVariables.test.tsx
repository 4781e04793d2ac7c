// The theme's CSS variables come from the build (scripts/vite/mantineVariables.ts), rendered by
// Mantine from the app's own provider props; the provider no longer writes them into each page.
// That they reach the app's style sheet: e2e/firstVisit.spec.ts (the theme's colours before any
// script has run).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pluginHook } from '@tests/support/vitePluginHook.ts';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { mantineVariables, renderMantineVariables } from '../../../scripts/vite/mantineVariables.ts';
import { AppProviders } from '../../../src/web/app/AppProviders';
import { BACKGROUND, providerProps } from '../../../src/web/app/theme';

describe("the theme's CSS variables", () => {
  it("hold the app's colours: its background, text and primary colour", async () => {
    const css = await renderMantineVariables(providerProps);
    expect(css).toMatch(new RegExp(`--mantine-color-body:\\s*${BACKGROUND}`, 'i'));
    expect(css).toMatch(/--mantine-color-dimmed:\s*#6b615b/i);
    expect(css).toMatch(/--mantine-primary-color-filled:\s*var\(--mantine-color-terracotta-filled\)/);
    expect(css).toMatch(/--mantine-color-terracotta-filled:\s*var\(--mantine-color-terracotta-7\)/);
    expect(css).toMatch(/--mantine-color-terracotta-7:\s*#a84427/i);
  });

  it('are not written into every rendered page again', () => {
    const html = renderToString(
      <AppProviders env="test">
        <p>Seite</p>
      </AppProviders>,
    );
    // The provider did render: its classes for the breakpoints are there.
    expect(html).toContain('mantine-hidden-from-sm');
    expect(html).not.toContain('--mantine-color-body');
  });

  it('leave out the component that would write them, which fails loudly if a provider asks for them again', async () => {
    const load = pluginHook(mantineVariables(providerProps), 'load');
    const provider = join(process.cwd(), 'node_modules/@mantine/core/esm/core/MantineProvider');
    const component = join(provider, 'MantineCssVariables/MantineCssVariables.mjs');
    expect(existsSync(component)).toBe(true);
    const standIn = await load(component);
    expect(typeof standIn).toBe('string');
    // The module's one export, run as it is (without `export`, a plain function body).
    const MantineCssVariables = new Function(
      `${(standIn as string).replace(/^export /m, '')}\nreturn MantineCssVariables;`,
    )() as () => never;
    expect(() => MantineCssVariables()).toThrow(/withCssVariables=\{false\}/);
    // Every other module of Mantine's stays as it is.
    expect(await load(join(provider, 'MantineProvider.mjs'))).toBeUndefined();
    // Only the provider renders the component, and the app's provider asks for no variables.
    const esm = join(process.cwd(), 'node_modules/@mantine/core/esm');
    const importers = readdirSync(esm, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        file.endsWith('.mjs') &&
        /from ["'][^"']*\/MantineCssVariables\.mjs["']/.test(readFileSync(join(esm, file), 'utf8')),
    );
    expect(importers).toEqual([join('core', 'MantineProvider', 'MantineProvider.mjs')]);
  });
});
