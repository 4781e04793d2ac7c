import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertEvent } from '@api/db/events.ts';
import { MAX_WAITING_RENDERS } from '@api/http/serverRendering.ts';
import { apiTestDatabase, startTestServer, type TestServer } from '@tests/support/server.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A guest who asks for pages and hangs up at once must not hold the server: every spelling of a
// path used to be a render of its own, renders went on after the visitor had gone, and their queue
// had no bound. Here a stand-in for the server build of the app holds the event loop for 40 ms per
// page, as a mid-sized show's page does; 120 renders in a row would take the fresh page past the
// three seconds after which it goes out unrendered.

const RENDER_MS = 40;
const FLOOD = 120;
const ENTRY = `
export async function render(url, locale) {
  globalThis.__renders = (globalThis.__renders ?? 0) + 1;
  const end = Date.now() + ${RENDER_MS};
  while (Date.now() < end);
  return { html: '<p>rendered ' + locale + ' ' + url + '</p>', stateScript: '', modules: [] };
}`;

declare global {
  var __renders: number | undefined;
}

const renders = () => globalThis.__renders ?? 0;

/** A page navigation; the visitor hangs up after `dropAfterMs` (the promise then resolves with 0). */
function visit(
  baseUrl: string,
  path: string,
  dropAfterMs?: number,
): Promise<{ status: number; body: string; location?: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const req = request({ hostname, port, path, headers: { accept: 'text/html' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, location: res.headers.location }));
      res.on('error', () => resolve({ status: 0, body }));
    });
    req.on('error', () => resolve({ status: 0, body: '' }));
    if (dropAfterMs !== undefined) setTimeout(() => req.destroy(), dropAfterMs);
    req.end();
  });
}

/** `word` with the letters at the positions of `n`'s bits in upper case. */
function cased(word: string, n: number): string {
  return [...word].map((letter, i) => ((n >> i) & 1 ? letter.toUpperCase() : letter)).join('');
}

const database = apiTestDatabase();

describe(`a flood of page requests from a guest on ${database}`, () => {
  let server: TestServer;
  let root: string;
  const ids: number[] = [];

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'taubenschau-flood-'));
    mkdirSync(join(root, 'web', '.vite'), { recursive: true });
    mkdirSync(join(root, 'ssr'));
    writeFileSync(
      join(root, 'web', 'index.html'),
      '<!doctype html><html lang="de"><head></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(root, 'web', '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index.js' } }),
    );
    writeFileSync(join(root, 'ssr', 'entry-server.js'), ENTRY);
    server = await startTestServer({ database, staticRoot: join(root, 'web') });
    for (let i = 0; i < 33; i++)
      ids.push(
        (
          await insertEvent(server.database.db, {
            title: `Schau ${i}`,
            eventType: 'LOCAL',
            registrationDeadline: new Date('2027-05-01T10:00:00Z'),
            eventStart: new Date('2027-05-15T08:00:00Z'),
            country: 'DE',
            city: 'Kassel',
            street: 'Weg',
            houseNumber: '1',
            zipCode: '34117',
          })
        ).id,
      );
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** A page no one has asked for yet: rendered (not the bare shell), and how long it took. */
  async function freshPage(path: string) {
    const started = performance.now();
    const page = await visit(server.url, path);
    return {
      status: page.status,
      rendered: page.body.includes('<p>rendered '),
      ms: performance.now() - started,
    };
  }

  it('answers every other spelling of a page with a redirect to its one spelling, rendering nothing', async () => {
    const id = ids[0];
    const spellings = Array.from(
      { length: FLOOD },
      (_, i) =>
        `/${cased('results', i + 1)}/${'0'.repeat(i % 6)}${id}/${cased('cards', i >> 2)}${i % 2 ? '/' : ''}`,
    );
    // Spellings that `new URL` would tidy into the page's own path are other spellings all the same.
    spellings.splice(0, 3, `/./results/${id}/cards`, `/x/../results/${id}/cards`, `/results\\${id}\\cards`);
    expect(new Set(spellings).size).toBe(FLOOD);
    const before = renders();
    // Answered in full: a render a hung-up visitor's request would have cost is skipped anyway.
    const answers = await Promise.all(spellings.map((path) => visit(server.url, path)));
    expect(renders() - before).toBe(0);
    expect(answers.filter((answer) => answer.status === 301)).toHaveLength(FLOOD);
    expect(new Set(answers.map((answer) => answer.location))).toEqual(new Set([`/results/${id}/cards`]));
    const fresh = await freshPage(`/event/${ids[1]}`);
    expect(fresh).toMatchObject({ status: 200, rendered: true });
  });

  it('renders no page whose visitor has gone, lets only a few wait, and a fresh page is still rendered in its normal time', async () => {
    const normal = await freshPage(`/event/${ids[2]}`);
    expect(normal).toMatchObject({ status: 200, rendered: true });
    // 120 real pages (two views of thirty shows in two languages), each dropped after 50 ms.
    const pages = ids
      .slice(3, 33)
      .flatMap((id) => [`/event/${id}`, `/event/${id}/cages`, `/en/event/${id}`, `/en/event/${id}/cages`]);
    expect(pages).toHaveLength(FLOOD);
    const before = renders();
    await Promise.all(pages.map((path) => visit(server.url, path, 50)));

    const rendered = renders() - before;
    expect(rendered).toBeLessThanOrEqual(1 + MAX_WAITING_RENDERS);
    const fresh = await freshPage(`/en/event/${ids[2]}/cages`);
    expect(fresh).toMatchObject({ status: 200, rendered: true });
    // Its own render and at most one still running: the 3 s after which a page goes unrendered are far.
    expect(fresh.ms).toBeLessThan(Math.max(normal.ms, RENDER_MS) * 2 + 500);
  });
});
