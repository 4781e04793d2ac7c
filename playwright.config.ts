import { defineConfig, devices } from '@playwright/test';

// Real Chromium (Debian's, never a downloaded one) against the real built server, which
// e2e/support/globalSetup.ts starts on a free port with a new data directory.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Generous, so that no journey runs within a third of its limit on a busy 2-core machine (the
  // longest ones set their own); a test that needs more than a third of this is split or given more.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    locale: 'de-DE',
    trace: 'off',
    // A journey's pages are what a first visit gets: rendered by the server, taken over by the
    // app. The service worker, which would install the whole app beside every journey, is on only
    // where a journey is about it: it says `test.use({ serviceWorkers: 'allow' })`, or passes it to
    // the context it opens (`browser.newContext()` takes this setting too; decision 0028).
    serviceWorkers: 'block',
    // A click or a navigation that cannot happen fails at this limit, naming its step, rather than
    // waiting out the whole test's limit (the longest journeys set minutes) with no word of where it
    // stood.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    launchOptions: {
      // Debian's headless shell: the same engine as its `chromium` without the full browser's
      // window machinery; the journeys ran 1.5 times as fast in it (decision 0028).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
