import { appendFile, cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { graphql } from '../tests/gql';
import { execute } from '../tests/support/apiClient';
import { startAppServer } from './support/appServer';
import { loginAt, underServiceWorker } from './support/journey';
import { badgeCount, JUDGE, rateShownCage } from './support/judging';
import { expect, test } from './support/test';

// A new version comes through the service worker: it stays on.
test.use({ serviceWorkers: 'allow' });

const BUILD = fileURLToPath(new URL('../dist/web', import.meta.url));
const TABLET = { width: 800, height: 1280 };

test('a new version is offered, not forced, and loads when the user agrees', async ({ page }) => {
  // Two servers and two copies of the app's build (one with a new service worker): the time
  // allowed is generous (its figures are in decision 0028).
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

test('ratings an old version cannot send wait through the update, and the new version sends them', async ({
  browser,
}) => {
  // Two servers with demo data, two copies of the app's build and a tablet: the time allowed is
  // generous (its figures are in decision 0028).
  test.setTimeout(240_000);
  const dir = await mkdtemp(join(tmpdir(), 'taubenschau-builds-'));
  const [v1, v2] = [join(dir, 'v1'), join(dir, 'v2')];
  await cp(BUILD, v1, { recursive: true });
  await cp(BUILD, v2, { recursive: true });
  // The old version asks the server for a field the new server no longer has: every batch it sends
  // is refused as a whole (GRAPHQL_VALIDATION_FAILED), as after a deploy that changed the schema.
  await releaseBefore(v1, (code) =>
    code.includes('mutation SubmitJudgingOps')
      ? // The document's syntax tree, which the outbox prints into its request.
        code.replace(/value:(["'`])receivedAt\1/, 'value:$1retiredField$1')
      : code,
  );

  let server = await startAppServer({ WEB_DIR: v1, SEED_DEMO: '1' });
  const context = await browser.newContext({ baseURL: server.url, locale: 'de-DE', viewport: TABLET });
  try {
    const page = await context.newPage();
    const events = await execute(
      `${server.url}/graphql`,
      graphql(`query UpdateJourneyEvents { events { id title status } }`),
    );
    const started = events.data!.events.find((e) => e.status === 'STARTED')!;
    await loginAt(page, JUDGE, `/judge/event/${started.id}/cages`);
    await underServiceWorker(page);
    await page.getByRole('link', { name: /Nächster offener Käfig/ }).click();
    await rateShownCage(page);
    // Refused as a whole: nothing is marked refused; the rating waits and the judge is told why.
    await expect.poll(() => badgeCount(page)).toBe(1);
    await page.getByRole('link', { name: '1 Bewertung nicht gesendet' }).click();
    await expect(page.getByText('Der Server nimmt Ihre Bewertungen gerade nicht an')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wartet auf das Senden (1)' })).toBeVisible();
    const judgedBefore = await judgedOn(server.url, started.id);

    // The association deploys the new release; the prompt is offered although a rating waits.
    await server.stop({ keepData: true });
    server = await startAppServer(
      { WEB_DIR: v2, SEED_DEMO: '1' },
      { port: server.port, dataDir: server.dataDir },
    );
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('status').filter({ hasText: 'Eine neue Version ist verfügbar.' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(
      'Ihre 1 nicht gesendete Bewertung bleibt auf diesem Gerät; die neue Version sendet sie.',
    );
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Jetzt aktualisieren' }).click();
    await reloaded;
    // The new version reads the old queue and sends it.
    await expect.poll(() => judgedOn(server.url, started.id), { timeout: 30_000 }).toBe(judgedBefore + 1);
    await expect(page.getByRole('heading', { name: 'Wartet auf das Senden (1)' })).toHaveCount(0);
    expect(await badgeCount(page)).toBe(0);
  } finally {
    await context.close();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
});

async function judgedOn(url: string, eventId: string): Promise<number> {
  const answer = await execute(
    `${url}/graphql`,
    graphql(`query UpdateJourneyJudged($id: ID!) { event(id: $id) { judgingProgress { judged } } }`),
    { id: eventId },
  );
  return answer.data!.event.judgingProgress.judged;
}

/**
 * Makes the build in `dir` an earlier release: every asset gets a name and every file a revision of
 * its own (as a release whose code changed does; the service worker then fetches the next
 * release's files instead of keeping these), and `change` may alter a script.
 */
async function releaseBefore(dir: string, change: (code: string) => string): Promise<void> {
  const assets = join(dir, 'assets');
  const names = (await readdir(assets)).filter((name) => /\.(js|css)$/.test(name));
  // Longest first, so that no name is replaced inside a longer one.
  const renames = names
    .sort((a, b) => b.length - a.length)
    .map((name) => [name, name.replace(/(\.\w+)$/, '-earlier$1')] as const);
  for (const file of await readdir(dir, { recursive: true })) {
    if (!/\.(js|css|html|json|webmanifest)$/.test(file)) continue;
    let text = await readFile(join(dir, file), 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    // The service worker's list of files (JSON in its code): its revisions say which files changed
    // since. None found means the list's form changed, and this release would not be an earlier one.
    if (file === 'sw.js') {
      const revised = text.replace(/("revision":")([^"]+)/g, '$1$2-earlier');
      if (revised === text) throw new Error('releaseBefore: no revision found in sw.js');
      text = revised;
    }
    await writeFile(join(dir, file), file.endsWith('.js') ? change(text) : text);
  }
  for (const [from, to] of renames) await rename(join(assets, from), join(assets, to));
}
