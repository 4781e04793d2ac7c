import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { HeaderMenu } from '@web/app/shell/HeaderMenu';
import { resetOutboxStatus, setOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { EMPTY_USER } from '@web/lib/session/session';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => resetOutboxStatus());

// A disclosure's summary: browsers announce it as a button that expands; testing-library gives it
// no role, so it is found by its name.
const menuButton = () => screen.getByLabelText('Menü öffnen', { selector: 'summary' });
/** The menu's panel: what the summary discloses (its navigation comes first). */
const menuNav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });
const isOpen = () => menuButton().closest('details')?.open ?? false;

describe('header menu', () => {
  it('is a disclosure the browser opens, with the navigation and the languages as links', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<HeaderMenu />, { path: '/event' });
    // Rendered with the page (for a visitor without script), shown once opened.
    expect(isOpen()).toBe(false);
    expect(menuNav()).not.toBeVisible();

    await user.click(menuButton());
    expect(isOpen()).toBe(true);
    expect(within(menuNav()).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/event');
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Ausloggen' })).not.toBeInTheDocument();
  });

  it('closes when the page changes and stays closed when coming back', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<HeaderMenu />, { path: '/event' });
    await user.click(menuButton());
    expect(isOpen()).toBe(true);

    await act(() => router.navigate('/impressum'));
    await waitFor(() => expect(isOpen()).toBe(false));

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/event');
    expect(isOpen()).toBe(false);
  });

  it('leads on with a new history entry, so back returns to the page the menu was opened on', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<HeaderMenu />, { path: '/event' });
    await user.click(menuButton());
    await user.click(within(menuNav()).getByRole('link', { name: 'Ergebnisse' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.pathname).toBe('/results');
    await waitFor(() => expect(isOpen()).toBe(false));
  });

  it('closes on Escape, with focus back on its button', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<HeaderMenu />, { path: '/' });
    await user.click(menuButton());
    await user.tab();
    expect(within(menuNav()).getByRole('link', { name: /Startseite/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
    expect(menuButton()).toHaveFocus();
  });

  it('closes on a click outside it, not on one inside', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <HeaderMenu />
        <p>Seiteninhalt</p>
      </>,
      { path: '/' },
    );
    await user.click(menuButton());
    await user.click(screen.getByRole('heading', { name: 'Sprache' }));
    expect(isOpen()).toBe(true);
    await user.click(screen.getByText('Seiteninhalt'));
    expect(isOpen()).toBe(false);
  });

  it('closes before asking about unsent ratings on logging out, so the question is the only dialog', async () => {
    setOutboxStatus({ unsent: 2, attention: 0, late: 0, hold: null, unreachable: false });
    const user = userEvent.setup();
    const judge = { ...EMPTY_USER, id: 3, firstName: 'Renate', lastName: 'Richter', role: 'JUDGE' as const };
    await renderWithProviders(<HeaderMenu />, { path: '/dashboard', user: judge });
    await user.click(menuButton());
    expect(
      within(screen.getByRole('navigation', { name: 'Konto' })).getByRole('link', { name: 'Mein Profil' }),
    ).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'Ausloggen' }));
    const question = await screen.findByRole('dialog', {
      name: 'Trotz nicht gesendeter Bewertungen ausloggen?',
    });
    expect(isOpen()).toBe(false);
    expect(screen.getAllByRole('dialog')).toEqual([question]);
  });
});
