import { warmIntlData } from '@web/lib/i18n/warmIntlData';
import { describe, expect, it } from 'vitest';

// The worker itself runs in the browser (e2e: every first visit takes its page over after it);
// where a browser has no module workers, the app must not wait for one.
describe('warmIntlData', () => {
  it('lets the app start at once where no worker can run', async () => {
    expect(typeof Worker).toBe('undefined');
    await expect(warmIntlData('de')).resolves.toBeUndefined();
  });
});
