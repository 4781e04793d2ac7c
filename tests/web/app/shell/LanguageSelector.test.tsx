import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderWithProviders } from '@tests/support/renderWithProviders';
import { Header } from '@web/app/shell/Header';
import { describe, expect, it } from 'vitest';

describe('language selector', () => {
  it('marks the active language as current', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Header />, { path: '/event' });
    await user.click(screen.getByRole('button', { name: /Sprache wählen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Sprache wählen' });
    expect(within(dialog).getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).getByRole('button', { name: 'English' })).not.toHaveAttribute('aria-current');
  });

  it('switches to the same page in the other language, remembers it and closes', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Header />, { path: '/event?page=2' });
    await user.click(screen.getByRole('button', { name: /Sprache wählen/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'English' }));

    expect(router.state.location.pathname).toBe('/en/event');
    expect(router.state.location.search).toBe('?page=2');
    expect(document.cookie).toContain('locale=en');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('goes from English back to the German page without prefix', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Header />, { path: '/en/imprint' });
    await user.click(screen.getByRole('button', { name: /Choose language/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose language' });
    expect(within(dialog).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Deutsch' }));
    expect(router.state.location.pathname).toBe('/impressum');
    expect(document.cookie).toContain('locale=de');
  });

  it('closes without navigating when the active language is chosen', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Header />, { path: '/event' });
    await user.click(screen.getByRole('button', { name: /Sprache wählen/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deutsch' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/event');
  });

  it('is part of the menu dialog on narrow screens, with the navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Header />, { path: '/datenschutz' });
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menu = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(menu).getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/event');
    expect(within(menu).getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(menu).getByRole('button', { name: 'English' }));
    // The English twin of the privacy page has its own English path.
    expect(router.state.location.pathname).toBe('/en/privacy');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes the privacy page to its English twin under /en/privacy', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/datenschutz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sprache wählen/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/privacy');
    expect(document.documentElement.lang).toBe('en');
  });

  it('takes the English privacy page back to /datenschutz', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/en/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Choose language/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deutsch' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/datenschutz');
  });

  it('takes the imprint to /en/imprint', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sprache wählen/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/imprint');
  });
});
