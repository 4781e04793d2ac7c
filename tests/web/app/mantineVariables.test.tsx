// The theme's CSS variables come from the build (scripts/vite/mantineVariables.ts), rendered by
// Mantine from the app's own provider props; the provider no longer writes them into each page.
// That they reach the app's style sheet: e2e/firstVisit.spec.ts (the theme's colours before any
// script has run).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderMantineVariables } from '../../../scripts/vite/mantineVariables.ts';
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
});
