import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@tests/support/renderWithProviders';
import { describe, expect, it } from 'vitest';

describe('not-found page', () => {
  it('names the unknown path in German', async () => {
    await renderRoute('/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByText('/gibt-es-nicht')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Seite nicht gefunden · Taubenschau'));
  });

  it('names the unknown path in English under /en', async () => {
    await renderRoute('/en/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/en/no/such/page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
    await waitFor(() => expect(document.title).toBe('Page not found · Taubenschau'));
    expect(document.documentElement.lang).toBe('en');
  });
});
