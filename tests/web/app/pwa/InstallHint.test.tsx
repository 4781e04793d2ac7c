import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute, renderWithProviders } from '@tests/support/renderWithProviders';
import { InstallHint } from '@web/app/pwa/InstallHint';
import { INSTALL_HINT_DISMISSED_KEY } from '@web/lib/pwa/installOffer';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** What Chromium fires when the app may be installed: the page may call prompt() once. */
function offerInstallation(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the install hint', () => {
  it('appears on the home page once the browser offers the installation, and Install opens its dialog', async () => {
    // The home page's feeds wait for the network; the hint does not.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise(() => {}));
    await renderRoute('/');
    // The page's code loads on the first visit.
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Willkommen bei der Taubenschau' },
      { timeout: 10_000 },
    );
    expect(screen.queryByRole('button', { name: 'Installieren' })).not.toBeInTheDocument();

    const { event, prompt } = offerInstallation('accepted');
    // The browser's own mini-infobar stays away: the page offers it.
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('region', { name: 'Die Taubenschau als App' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Installieren' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // The browser's offer is used up, so the hint goes.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Installieren' })).not.toBeInTheDocument(),
    );
  });

  it('once closed, stays away on this device, in English too', async () => {
    const { unmount } = await renderWithProviders(<InstallHint />, { path: '/en/' });
    offerInstallation();
    expect(await screen.findByRole('region', { name: 'Taubenschau as an app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close the note about the app' }));
    expect(screen.queryByRole('region', { name: 'Taubenschau as an app' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(INSTALL_HINT_DISMISSED_KEY)).not.toBeNull();

    // The browser offers again on the next visit: no hint.
    offerInstallation();
    unmount();
    await renderWithProviders(<InstallHint />, { path: '/en/' });
    offerInstallation();
    expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  });

  it('counts a "no" in the browser dialog as closing it', async () => {
    const { unmount } = await renderWithProviders(<InstallHint />, { path: '/' });
    const { prompt } = offerInstallation('dismissed');
    await userEvent.click(await screen.findByRole('button', { name: 'Installieren' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(window.localStorage.getItem(INSTALL_HINT_DISMISSED_KEY)).not.toBeNull());
    unmount();
    await renderWithProviders(<InstallHint />, { path: '/' });
    offerInstallation();
    expect(screen.queryByRole('button', { name: 'Installieren' })).not.toBeInTheDocument();
  });

  it('is not shown in the installed app', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === '(display-mode: standalone)',
    })) as typeof window.matchMedia;
    try {
      await renderWithProviders(<InstallHint />, { path: '/' });
      offerInstallation();
      expect(screen.queryByRole('button', { name: 'Installieren' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
