import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderWithProviders } from '@tests/support/renderWithProviders';
import { Header } from '@web/app/shell/Header';
import { LanguageMenu } from '@web/app/shell/LanguageMenu';
import { describe, expect, it } from 'vitest';

// The wide header's selector is a disclosure: its summary (announced by browsers as a button that
// expands; testing-library gives it no role) names the active language after a hidden prefix.
const languageButton = (prefix: RegExp = /Sprache wählen/) =>
  screen.getByText(prefix, { selector: 'summary *' }).closest('summary')!;
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;
/** The wide header's list of languages (the phone's menu holds one too). */
const languageList = (name = 'Sprache') =>
  within(languageButton(/Sprache wählen|Choose language/).parentElement!).getByRole('list', { name });

describe('language selector', () => {
  it('shows the active language, and lists both as links to this page, the active one current', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<LanguageMenu />, { path: '/event?page=2#list' });
    expect(languageButton()).toHaveTextContent('Sprache wählen, aktuell: Deutsch');
    const list = languageList();
    expect(list).not.toBeVisible();

    await user.click(languageButton());
    expect(list).toBeVisible();
    const german = within(list).getByRole('link', { name: 'Deutsch' });
    const english = within(list).getByRole('link', { name: 'English' });
    expect(german).toHaveAttribute('aria-current', 'true');
    expect(german).toHaveAttribute('href', '/event?page=2#list');
    expect(english).not.toHaveAttribute('aria-current');
    // Without script the browser follows the link: the same page, search and hash, in English.
    expect(english).toHaveAttribute('href', '/en/event?page=2#list');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it('switches to the same page in the other language, remembers it and closes', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Header />, { path: '/event?page=2' });
    await user.click(languageButton());
    await user.click(within(languageList()).getByRole('link', { name: 'English' }));

    expect(router.state.location.pathname).toBe('/en/event');
    expect(router.state.location.search).toBe('?page=2');
    // The language page replaces this one: back leaves the page rather than switching back.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.cookie).toContain('locale=en');
    // (Only the page's route switches the app's texts: here they stay German.)
    await waitFor(() => expect(isOpen(languageButton())).toBe(false));
  });

  it('goes from English back to the German page without prefix', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Header />, { path: '/en/imprint' });
    expect(languageButton(/Choose language/)).toHaveTextContent('Choose language, current: English');
    await user.click(languageButton(/Choose language/));
    const list = languageList('Language');
    expect(within(list).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(list).getByRole('link', { name: 'Deutsch' }));
    expect(router.state.location.pathname).toBe('/impressum');
    expect(document.cookie).toContain('locale=de');
  });

  it('closes without navigating when the active language is chosen', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Header />, { path: '/event' });
    await user.click(languageButton());
    await user.click(within(languageList()).getByRole('link', { name: 'Deutsch' }));
    expect(isOpen(languageButton())).toBe(false);
    expect(languageButton()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/event');
    expect(router.state.historyAction).toBe('POP');
  });

  it('closes on Escape and on a click outside', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Header />, { path: '/event' });
    await user.click(languageButton());
    await user.keyboard('{Escape}');
    expect(isOpen(languageButton())).toBe(false);
    expect(languageButton()).toHaveFocus();

    await user.click(languageButton());
    expect(isOpen(languageButton())).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Einloggen' }));
    expect(isOpen(languageButton())).toBe(false);
  });

  it('is part of the menu on narrow screens, with the navigation', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<Header />, { path: '/datenschutz' });
    const menuButton = screen.getByLabelText('Menü öffnen', { selector: 'summary' });
    await user.click(menuButton);
    const menu = within(menuButton.parentElement!);
    expect(menu.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/event');
    expect(menu.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await user.click(menu.getByRole('link', { name: 'English' }));
    // The English twin of the privacy page has its own English path.
    expect(router.state.location.pathname).toBe('/en/privacy');
    await waitFor(() => expect((menuButton.parentElement as HTMLDetailsElement).open).toBe(false));
  });

  it('takes the privacy page to its English twin under /en/privacy', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/datenschutz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    await user.click(languageButton());
    await user.click(within(languageList()).getByRole('link', { name: 'English' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/privacy');
    expect(document.documentElement.lang).toBe('en');
  });

  it('takes the English privacy page back to /datenschutz', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/en/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    await user.click(languageButton(/Choose language/));
    await user.click(within(languageList('Language')).getByRole('link', { name: 'Deutsch' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/datenschutz');
  });

  it('takes the imprint to /en/imprint', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoute('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    await user.click(languageButton());
    await user.click(within(languageList()).getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/imprint');
  });
});
