import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { MenuDialog } from '@web/app/shell/MenuDialog';
import { resetOutboxStatus, setOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { EMPTY_USER } from '@web/lib/session/session';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => resetOutboxStatus());

describe('menu dialog', () => {
  it('closes when the page changes and stays closed when coming back', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<MenuDialog />, { path: '/event' });
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    const menu = await screen.findByRole('dialog', { name: 'Menü' });
    expect(within(menu).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate('/impressum'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/event');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('replaces its own history entry, so back leaves the page the menu was opened on', async () => {
    const user = userEvent.setup();
    const { router } = await renderWithProviders(<MenuDialog />, { path: '/event' });
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Ergebnisse' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/results');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes before asking about unsent ratings on logging out, so the question is the only dialog', async () => {
    setOutboxStatus({ unsent: 2, attention: 0, late: 0, hold: null, unreachable: false });
    const user = userEvent.setup();
    const judge = { ...EMPTY_USER, id: 3, firstName: 'Renate', lastName: 'Richter', role: 'JUDGE' as const };
    await renderWithProviders(<MenuDialog />, { path: '/dashboard', user: judge });
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Menü' })).getByRole('button', { name: 'Ausloggen' }),
    );
    const question = await screen.findByRole('dialog', {
      name: 'Trotz nicht gesendeter Bewertungen ausloggen?',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menü' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('dialog')).toEqual([question]);
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toHaveAttribute('aria-expanded', 'false');
  });
});
