import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIndexTemplate } from '@api/http/headHtml.ts';
import type { PageHead } from '@api/http/pageHead.ts';
import {
  AnswerTooLarge,
  assetTags,
  graphqlExecutor,
  loadAppRenderer,
  MAX_RENDERED_ANSWER_CHARS,
  MAX_WAITING_RENDERS,
} from '@api/http/serverRendering.ts';
import { createLogger } from '@api/logger.ts';
import { PAGE_STATE_ID } from '@shared/serverRender.ts';
import { graphql } from '@tests/gql';
// This file's renderers take an `execute` of their own.
import { execute as executeOperation, startTestServer, type TestServer } from '@tests/support/server.ts';
import {
  EventCagesDocument,
  ResultBreedersDocument,
  ResultCardsDocument,
  ResultClassesDocument,
} from '@web/gql/graphql.ts';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    imports: ['_runtime-1.js'],
    dynamicImports: ['src/web/start.tsx'],
    css: ['assets/index-1.css'],
  },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_react-1.js': { file: 'assets/react-1.js', imports: ['_runtime-1.js'] },
  'src/web/start.tsx': {
    file: 'assets/start-1.js',
    imports: ['_runtime-1.js', '_react-1.js'],
    css: ['assets/start-1.css'],
  },
  '_button-1.js': { file: 'assets/button-1.js', imports: ['_react-1.js'], css: ['assets/button-1.css'] },
  'src/web/app/pages/HomePage.tsx': {
    file: 'assets/HomePage-1.js',
    imports: ['_react-1.js', '_button-1.js'],
    css: ['assets/HomePage-1.css'],
  },
  'locales/de/messages.po': { file: 'assets/messages-1.js' },
};

describe('the styles and scripts a rendered page names in its head', () => {
  it("links the page's styles and those of the chunks it imports, and preloads their scripts", () => {
    expect(assetTags(MANIFEST, ['src/web/app/pages/HomePage.tsx', 'locales/de/messages.po'])).toEqual([
      '<link rel="stylesheet" href="/assets/HomePage-1.css">',
      '<link rel="stylesheet" href="/assets/button-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/button-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/messages-1.js">',
    ]);
  });

  it("leaves out what index.html names already: the entry's files, the app's start, unknown modules", () => {
    expect(
      assetTags(MANIFEST, [
        '_runtime-1.js',
        'src/web/start.tsx',
        '_react-1.js',
        'src/web/app/pages/Gone.tsx',
      ]),
    ).toEqual([]);
    // Without the start in index.html (an entry that imports nothing when asked), React's chunk is the page's.
    const { dynamicImports: _, ...entry } = MANIFEST['index.html'];
    expect(assetTags({ ...MANIFEST, 'index.html': entry }, ['src/web/app/pages/HomePage.tsx'])).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    );
  });
});

describe('a page with the app rendered into it', () => {
  const head: PageHead = {
    status: 200,
    locale: 'de',
    title: 'Events · Taubenschau',
    shareTitle: 'Events',
    description: 'Alle Schauen',
    urls: { de: 'https://example.org/event', en: 'https://example.org/en/event' },
  };
  const index =
    '<html lang="de"><head><title>Taubenschau</title></head><body><div id="root"></div></body></html>';
  /** index.html as the build writes it: the entry script, its chunks and the app's style sheet. */
  const built =
    '<html lang="de"><head>\n    <title>Taubenschau</title>\n' +
    '    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n' +
    '  </head><body><div id="root"></div></body></html>';

  it('puts the HTML into the root, the data after it and the tags into the head, `$` and all', () => {
    const html = createIndexTemplate(index, 'https://example.org').render(head, {
      html: '<h1>Preis: 5 $&amp; $1</h1>',
      stateScript: '<script type="application/json" id="page-state">{}</script>',
      headTags: ['<link rel="stylesheet" href="/assets/a.css">'],
    });
    expect(html).toMatch(
      /<div id="root"><h1>Preis: 5 \$&amp; \$1<\/h1><\/div>(<[^>]*><\/[^>]*>)?<script type="application\/json" id="page-state">\{\}<\/script>/,
    );
    expect(html.indexOf('/assets/a.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('asks for the style sheets first, then the entry script, then the page’s own scripts', () => {
    const html = createIndexTemplate(built, 'https://example.org').render(head, {
      html: '<h1>Events</h1>',
      stateScript: '',
      headTags: [
        '<link rel="stylesheet" href="/assets/EventsPage-1.css">',
        '<link rel="modulepreload" crossorigin href="/assets/EventsPage-1.js">',
      ],
    });
    const order = [...html.matchAll(/(?:href|src)="\/assets\/([^"]+)"/g)].map((match) => match[1]);
    expect(order).toEqual([
      'index-1.css',
      'EventsPage-1.css',
      'index-1.js',
      'runtime-1.js',
      'EventsPage-1.js',
    ]);
    expect(html.indexOf('EventsPage-1.js')).toBeLessThan(html.indexOf('</head>'));
    // Without a render the app's own style sheet is still there, once.
    expect(
      createIndexTemplate(built, 'https://example.org')
        .render(head, null)
        .match(/index-1\.css/g),
    ).toHaveLength(1);
  });

  it('leaves the scripts of a rendered page for after its first paint, and those of the bare shell in the head', () => {
    const template = createIndexTemplate(built, 'https://example.org');
    const scripts = (html: string) =>
      [...html.matchAll(/<(?:script|link rel="modulepreload")[^>]+assets\/([^"]+\.js)"[^>]*>/g)].map(
        (tag) => `${tag[1]}${tag[0].includes('fetchpriority="low"') ? ' (low)' : ''}`,
      );
    const rendered = template.render(head, {
      html: '<h1>Events</h1>',
      stateScript: '',
      headTags: ['<link rel="modulepreload" crossorigin href="/assets/EventsPage-1.js">'],
    });
    const inHead = (html: string) => html.slice(0, html.indexOf('</head>'));
    // A rendered page is readable without them: all of them, in their order and with low
    // priority, wait in the template that public/after-paint.js adds once the page is painted.
    const later = rendered.match(/<template id="after-paint">(.*?)<\/template>/)?.[1] ?? '';
    expect(scripts(later)).toEqual(['index-1.js (low)', 'runtime-1.js (low)', 'EventsPage-1.js (low)']);
    expect(scripts(inHead(rendered).replace(later, ''))).toEqual([]);
    expect(inHead(rendered)).toContain('<script type="module" src="/after-paint.js"></script><template');
    // The bare shell shows nothing before they run: in the head, at normal priority, no template.
    const shell = template.render(head, null);
    expect(scripts(inHead(shell))).toEqual(['index-1.js', 'runtime-1.js']);
    expect(shell).not.toContain('after-paint');
  });

  it('asks the browser to paint a rendered page only once it has parsed all of the app’s HTML', () => {
    const template = createIndexTemplate(index, 'https://example.org');
    const html = template.render(head, {
      html: '<h1>Events</h1>',
      stateScript: `<script type="application/json" id="${PAGE_STATE_ID}">{}</script>`,
      headTags: [],
    });
    const expectation = html.match(/<link rel="expect" href="#([^"]+)" blocking="render">/);
    expect(expectation?.index).toBeLessThan(html.indexOf('</head>'));
    // The element it names comes right after the app's HTML: not inside the root (the browser
    // would paint once it is there, before what follows it), not after the page's data.
    const target = html.indexOf(`id="${expectation?.[1]}"`);
    expect(target).toBeGreaterThan(html.indexOf('<h1>Events</h1></div>'));
    expect(target).toBeLessThan(html.indexOf(`id="${PAGE_STATE_ID}"`));
    // The bare shell has nothing to paint by halves.
    expect(template.render(head, null)).not.toContain('rel="expect"');
  });

  it('asks for JavaScript only on the bare shell: a rendered page works without it', () => {
    const template = createIndexTemplate(
      index.replace(
        '<div id="root">',
        '<noscript>Bitte aktivieren Sie JavaScript.</noscript><div id="root">',
      ),
      'https://example.org',
    );
    expect(template.render(head, null)).toContain('<noscript>');
    expect(template.render(head, { html: '<h1>Events</h1>', stateScript: '', headTags: [] })).not.toContain(
      '<noscript>',
    );
  });

  it('keeps the empty root without a render', () => {
    expect(createIndexTemplate(index, 'https://example.org').render(head, null)).toContain(
      '<div id="root"></div>',
    );
  });
});

describe('loading the server build', () => {
  let dir: string;
  const log = createLogger({ level: 'silent' });
  const execute = async () => ({ data: {} });
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ssr-'));
    await writeFile(join(dir, 'manifest.json'), JSON.stringify(MANIFEST));
    // A stand-in for dist/ssr/entry-server.js that counts its renders.
    await writeFile(
      join(dir, 'entry.mjs'),
      `let count = 0;
       let active = 0;
       export let mostAtOnce = 0;
       export const rendered = [];
       export async function render(url, locale, execute) {
         count += 1;
         rendered.push(url);
         active += 1;
         mostAtOnce = Math.max(mostAtOnce, active);
         // A turn of the event loop: renders that were not queued would all be inside by then.
         await new Promise((resolve) => setImmediate(resolve));
         active -= 1;
         if (url === '/fails') throw new Error('broken');
         // As the real entry does when a query of the page fails: not rendered.
         if (url.startsWith('/data/')) return execute({ query: url }).then(() => null, () => null);
         return { html: '<p>' + locale + ' ' + url + ' ' + count + '</p>', stateScript: '', modules: ['src/web/app/pages/HomePage.tsx'] };
       }`,
    );
    await writeFile(join(dir, 'broken.mjs'), 'export const = ;');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('renders without it, as before, when the build is missing or does not load', async () => {
    const missing = { entry: join(dir, 'none.mjs'), manifest: join(dir, 'manifest.json') };
    expect(await loadAppRenderer(missing, execute, log)).toBeUndefined();
    const broken = { entry: join(dir, 'broken.mjs'), manifest: join(dir, 'manifest.json') };
    expect(await loadAppRenderer(broken, execute, log)).toBeUndefined();
  });

  it('sends a page rendered in the last two seconds again, and names its assets', async () => {
    const render = await loadAppRenderer(
      { entry: join(dir, 'entry.mjs'), manifest: join(dir, 'manifest.json') },
      execute,
      log,
    );
    const first = await render!('/event', 'de');
    expect(first?.html).toBe('<p>de /event 1</p>');
    expect(first?.headTags).toContain('<link rel="stylesheet" href="/assets/HomePage-1.css">');
    expect((await render!('/event', 'de'))?.html).toBe('<p>de /event 1</p>');
    expect((await render!('/event', 'en'))?.html).toBe('<p>en /event 2</p>');
    await expect(render!('/fails', 'de')).rejects.toThrow('broken');
    // A failed render is not kept: the next request renders again.
    await expect(render!('/fails', 'de')).rejects.toThrow('broken');
  });

  it('keeps rendered pages up to a number of characters, the one asked for least recently going first', async () => {
    const render = await loadAppRenderer(
      { entry: join(dir, 'entry.mjs'), manifest: join(dir, 'manifest.json') },
      execute,
      log,
      undefined,
      { maxKeptChars: 40 },
    );
    // Each page here is some 15 characters: two are kept, a third pushes out the one asked for
    // least recently (each render numbers its page anew, so a page rendered again differs).
    const a = (await render!('/a', 'de'))?.html;
    const b = (await render!('/b', 'de'))?.html;
    expect((await render!('/a', 'de'))?.html).toBe(a);
    await render!('/c', 'de');
    expect((await render!('/a', 'de'))?.html).toBe(a);
    expect((await render!('/b', 'de'))?.html).not.toBe(b);
  });

  it('sends a page whose data is too large as the shell for two seconds, and retries other failures', async () => {
    const refusing = async (request: { query: string }) => {
      if (request.query === '/data/large') throw new AnswerTooLarge('200000 characters');
      throw new Error('the database is away');
    };
    const render = await loadAppRenderer(
      { entry: join(dir, 'entry.mjs'), manifest: join(dir, 'manifest.json') },
      refusing,
      log,
    );
    const entry = (await import(join(dir, 'entry.mjs'))) as { rendered: string[] };
    const times = (url: string) => entry.rendered.filter((rendered) => rendered === url).length;
    expect(await render!('/data/large', 'de')).toBeNull();
    expect(await render!('/data/large', 'de')).toBeNull();
    expect(times('/data/large')).toBe(1);
    expect(await render!('/data/gone', 'de')).toBeNull();
    expect(await render!('/data/gone', 'de')).toBeNull();
    expect(times('/data/gone')).toBe(2);
  });

  it('renders again after a change to the public views, even within the two seconds', async () => {
    let changed = () => {};
    const render = await loadAppRenderer(
      { entry: join(dir, 'entry.mjs'), manifest: join(dir, 'manifest.json') },
      execute,
      log,
      (listener) => {
        changed = listener;
      },
    );
    const before = (await render!('/results', 'de'))?.html;
    expect((await render!('/results', 'de'))?.html).toBe(before);
    changed();
    const after = (await render!('/results', 'de'))?.html;
    expect(after).toMatch(/^<p>de \/results \d+<\/p>$/);
    expect(after).not.toBe(before);
  });

  it('renders by path and a list’s parameters (another query makes no new page), one page at a time', async () => {
    const render = await loadAppRenderer(
      { entry: join(dir, 'entry.mjs'), manifest: join(dir, 'manifest.json') },
      execute,
      log,
    );
    const first = await render!('/results/4?utm=a', 'de');
    expect(first?.html).toMatch(/^<p>de \/results\/4 \d+<\/p>$/);
    expect((await render!('/results/4?utm=b', 'de'))?.html).toBe(first?.html);
    // A list's filter and page are its own page, in one spelling.
    const filtered = await render!('/results/4?page=2&utm=c&class=ELITE_F', 'de');
    expect(filtered?.html).toMatch(
      /^<p>de \/results\/4\?class=ELITE_F&amp;page=2 \d+<\/p>$|^<p>de \/results\/4\?class=ELITE_F&page=2 \d+<\/p>$/,
    );
    expect((await render!('/results/4?class=ELITE_F&page=2', 'de'))?.html).toBe(filtered?.html);
    const pages = await Promise.all(['/a', '/b', '/c', '/d'].map((path) => render!(path, 'en')));
    expect(pages.every((page) => page !== null)).toBe(true);
    const entry = (await import(join(dir, 'entry.mjs'))) as { mostAtOnce: number };
    expect(entry.mostAtOnce).toBe(1);
  });

  it('starts no render whose visitors have all gone by its turn', async () => {
    const render = await loadAppRenderer(
      { entry: join(dir, 'entry.mjs'), manifest: join(dir, 'manifest.json') },
      execute,
      log,
    );
    const entry = (await import(join(dir, 'entry.mjs'))) as { rendered: string[] };
    const first = new AbortController();
    const second = new AbortController();
    const running = render!('/running', 'de');
    const gone = render!('/gone', 'de', first.signal);
    // Two visitors of one page: it is still rendered while one of them waits.
    const shared = [render!('/shared', 'de', first.signal), render!('/shared', 'de', second.signal)];
    first.abort();
    expect(await gone).toBeNull();
    expect((await Promise.all(shared)).map((page) => page?.html)).toEqual([
      expect.stringMatching(/^<p>de \/shared \d+<\/p>$/),
      expect.stringMatching(/^<p>de \/shared \d+<\/p>$/),
    ]);
    expect(await running).not.toBeNull();
    expect(entry.rendered).not.toContain('/gone');
    // Gone before it asked (its head was looked up meanwhile): no render, and no place in the queue.
    const many = Array.from({ length: MAX_WAITING_RENDERS + 1 }, (_, i) =>
      render!(`/left/${i}`, 'de', first.signal),
    );
    const fresh = render!('/fresh', 'de');
    expect(await Promise.all(many)).toEqual(many.map(() => null));
    expect(await fresh).not.toBeNull();
    expect(entry.rendered.filter((path) => path.startsWith('/left/'))).toEqual([]);
    // Not kept as a page either: the next visitor has it rendered.
    expect((await render!('/gone', 'de'))?.html).toMatch(/^<p>de \/gone \d+<\/p>$/);
  });

  it(`lets at most ${MAX_WAITING_RENDERS} renders wait; a page asked for beyond them goes out as the shell at once`, async () => {
    const render = await loadAppRenderer(
      { entry: join(dir, 'entry.mjs'), manifest: join(dir, 'manifest.json') },
      execute,
      log,
    );
    const paths = Array.from({ length: MAX_WAITING_RENDERS + 3 }, (_, i) => `/bound/${i}`);
    const pages = await Promise.all(paths.map((path) => render!(path, 'de')));
    const rendered = pages.map((page) => page !== null);
    expect(rendered).toEqual(paths.map((_, i) => i < MAX_WAITING_RENDERS));
    // Once the queue has room again, the page is rendered.
    expect(await render!(paths.at(-1)!, 'de')).not.toBeNull();
  });
});

describe("the server's own GraphQL for a page it renders", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  const events = { query: '{ events(limit: 20) { id title } }', operationName: undefined, variables: {} };

  it('answers as a guest would be answered', async () => {
    const answer = await graphqlExecutor(server.yoga, '/graphql')(events);
    expect(answer).toEqual({ data: { events: [] } });
  });

  it('refuses an answer too large to render a page with: the page then goes out as the app shell', async () => {
    const small = JSON.stringify({ data: { events: [] } }).length;
    await expect(graphqlExecutor(server.yoga, '/graphql', small - 1)(events)).rejects.toBeInstanceOf(
      AnswerTooLarge,
    );
    await expect(graphqlExecutor(server.yoga, '/graphql', small)(events)).resolves.toEqual({
      data: { events: [] },
    });
  });
});

describe('how large a show the server renders the pages of', () => {
  // The ended demo show has 16 cages; an answer grows by the same for every further cage.
  it('takes every row of a show of 3,500 cages on one page (class lists, cards, per breeder) and its cage list of 4,000', async () => {
    const now = new Date('2026-11-25T12:00:00.000Z');
    const server = await startTestServer({ now: () => now, env: { SEED_DEMO: '1' } });
    try {
      const ended = await executeOperation(
        server.graphqlUrl,
        graphql(`query ServerRenderingResultEvents { resultEvents { event { id } cageCount } }`),
      );
      const [{ event, cageCount }] = ended.data!.resultEvents;
      const execute = graphqlExecutor(server.yoga, '/graphql');
      // The pages' own queries, as the server's render sends them.
      const perCage = async (document: Parameters<typeof print>[0]) => {
        const answer = await execute({
          query: print(document),
          operationName: undefined,
          variables: { eventId: event.id },
        });
        expect(answer.errors).toBeUndefined();
        return JSON.stringify(answer).length / cageCount;
      };
      // Read a page at a time these stay small for any show; `?page=all` (for printing) asks for
      // every row.
      expect(3_500 * (await perCage(ResultClassesDocument))).toBeLessThanOrEqual(MAX_RENDERED_ANSWER_CHARS);
      expect(3_500 * (await perCage(ResultCardsDocument))).toBeLessThanOrEqual(MAX_RENDERED_ANSWER_CHARS);
      expect(3_500 * (await perCage(ResultBreedersDocument))).toBeLessThanOrEqual(MAX_RENDERED_ANSWER_CHARS);
      expect(4_000 * (await perCage(EventCagesDocument))).toBeLessThanOrEqual(MAX_RENDERED_ANSWER_CHARS);
    } finally {
      await server.close();
    }
  });
});
