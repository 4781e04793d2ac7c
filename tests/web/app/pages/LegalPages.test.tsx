import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@tests/support/renderWithProviders';
import { describe, expect, it } from 'vitest';

describe('shell and legal pages', () => {
  it('frames the imprint with header, main and footer landmarks, in German', async () => {
    await renderRoute('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    await waitFor(() => expect(document.title).toBe('Impressum · Taubenschau'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
  });

  it('serves the English privacy page under /en/privacy with an English title', async () => {
    await renderRoute('/en/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() => expect(document.title).toBe('Privacy · Taubenschau'));
  });

  it('moves the old English address /en/datenschutz on to /en/privacy', async () => {
    const { router } = await renderRoute('/en/datenschutz?from=bookmark');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/privacy');
    expect(router.state.location.search).toBe('?from=bookmark');
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('has a footer with legal, contact and social links, flag and crest', async () => {
    await renderRoute('/en/imprint');
    await screen.findByRole('heading', { level: 1 });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Legal notice' })).toHaveAttribute('href', '/en/imprint');
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/privacy');
    expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/en/imprint');
    const facebook = footer.getByRole('link', { name: 'Facebook (opens in a new tab)' });
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', expect.stringContaining('noopener'));
    // Imported through the build, which names them by their content's hash.
    expect(footer.getByRole('img', { name: 'Flag of Germany' }).getAttribute('src')).toBeTruthy();
    expect(footer.getByRole('img', { name: 'Crest of the association' }).getAttribute('src')).toBeTruthy();
    expect(footer.getByText('Association of German Pigeon Breeders')).toBeInTheDocument();
  });
});
