import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { InstallOffer } from '@web/features/judging/components/InstallOffer';
import { INSTALL_HINT_DISMISSED_KEY, isAppleMobile } from '@web/lib/pwa/installOffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** What Chromium fires when the app may be installed: the page may call prompt() once. */
function offerInstallation() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }) });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

// The browser's offer is kept for the page's life (a module's state): each test starts without one.
beforeEach(() => {
  window.dispatchEvent(new Event('appinstalled'));
});
afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("installing the app from the judge's pages", () => {
  it('offers a button once the browser offers the installation, even after the home page hint was closed', async () => {
    window.localStorage.setItem(INSTALL_HINT_DISMISSED_KEY, new Date().toISOString());
    await renderWithProviders(<InstallOffer />, { path: '/judge/myEvents' });
    expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument();
    const prompt = offerInstallation();
    await userEvent.click(await screen.findByRole('button', { name: 'App installieren' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    // The browser's offer is used up.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'App installieren' })).not.toBeInTheDocument(),
    );
  });

  it('says how to install by hand on an iPad, whose Safari offers nothing, in English', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    await renderWithProviders(<InstallOffer />, { path: '/en/judge/myEvents' });
    expect(await screen.findByText(/tap “Share”, then “Add to Home Screen”/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('knows an iPad that calls itself a Mac by its touch screen', () => {
    const mac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
    expect(isAppleMobile(mac, 5)).toBe(true);
    expect(isAppleMobile(mac, 0)).toBe(false);
    expect(isAppleMobile('Mozilla/5.0 (Linux; Android 14) Chrome/140.0 Safari/537.36', 5)).toBe(false);
  });
});
