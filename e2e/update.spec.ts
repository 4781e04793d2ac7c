import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startAppServer } from './support/appServer';
import { expect, test } from './support/test';

const BUILD = fileURLToPath(new URL('../dist/web', import.meta.url));

test('a new version is offered, not forced, and loads when the user agrees', async ({ page }) => {
  // Two servers on new embedded databases: up to half a minute each on a busy machine.
  test.setTimeout(180_000);
  const dir = await mkdtemp(join(tmpdir(), 'taubenschau-builds-'));
  const [v1, v2] = [join(dir, 'v1'), join(dir, 'v2')];
  await cp(BUILD, v1, { recursive: true });
  await cp(BUILD, v2, { recursive: true });
  // Any byte changed in sw.js makes the browser install it as a new version.
  await appendFile(join(v2, 'sw.js'), '\n// next release\n');

  let server = await startAppServer({ WEB_DIR: v1, SEED_DEMO: '0' });
  try {
    await page.goto(`${server.url}/impressum`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();

    // The association deploys a new release on the same address.
    await server.stop({ keepData: true });
    server = await startAppServer(
      { WEB_DIR: v2, SEED_DEMO: '0' },
      { port: server.port, dataDir: server.dataDir },
    );
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole('status').filter({ hasText: 'Eine neue Version ist verfügbar.' });
    await expect(prompt).toBeVisible();
    // Nothing reloads by itself: whatever the user was typing is still there.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Jetzt aktualisieren' }).click();
    await reloaded;
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    await expect(page.getByText('Eine neue Version ist verfügbar.')).toHaveCount(0);
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
});
