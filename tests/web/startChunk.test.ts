// Which modules scripts/vite/startChunk.ts puts in the chunk of the app's start. That the real build
// then loads the start in a few files, React's code apart: e2e/firstVisit.spec.ts.
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { startChunk } from '../../scripts/vite/startChunk.ts';

const START = 'src/web/start.tsx';
const ENTRY = 'src/web/main.tsx';

/** Each module with the modules it imports at once (what the bundler's `importedIds` says). */
const GRAPH: Record<string, string[]> = {
  [`/app/${ENTRY}`]: ['/app/src/web/early.ts', '/app/src/web/app/global.css'],
  '/app/src/web/early.ts': ['/app/src/web/lib/ssr/earlyClicks.ts'],
  '/app/src/web/lib/ssr/earlyClicks.ts': [],
  '/app/src/web/app/global.css': [],
  [`/app/${START}`]: [
    '/app/src/web/app/App.tsx',
    '/app/node_modules/react-dom/client.js',
    '/app/src/web/lib/ssr/earlyClicks.ts',
  ],
  '/app/src/web/app/App.tsx': [
    '/app/src/shared/routes.ts',
    '\0mdi-icon:mdiHomeOutline',
    '/app/node_modules/@mantine/core/esm/index.mjs',
  ],
  '/app/src/shared/routes.ts': [],
  '\0mdi-icon:mdiHomeOutline': [],
  '/app/node_modules/@mantine/core/esm/index.mjs': ['/app/node_modules/@mantine/core/esm/Button.mjs'],
  '/app/node_modules/@mantine/core/esm/Button.mjs': [],
  '/app/node_modules/react-dom/client.js': [],
  // A page, imported when asked: not part of the start.
  '/app/src/web/features/events/EventsPage.tsx': ['/app/src/shared/routes.ts'],
};

/** The plugin's hook at the end of a build of this module graph. */
function buildEnd(plugin: Plugin, graph: Record<string, string[]>): void {
  (plugin.buildEnd as (this: unknown) => void).call({
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => ({ importedIds: graph[id] ?? [] }),
  });
}

function members(graph: Record<string, string[]>): string[] {
  const { plugin, test } = startChunk(START, ENTRY);
  buildEnd(plugin, graph);
  return Object.keys(graph).filter(test);
}

describe("the start's chunk", () => {
  it("holds the app's own modules the start imports at once, its icons among them", () => {
    expect(members(GRAPH)).toEqual([
      `/app/${START}`,
      '/app/src/web/app/App.tsx',
      '/app/src/shared/routes.ts',
      '\0mdi-icon:mdiHomeOutline',
    ]);
  });

  it("leaves what the entry imports at once to the entry's chunk, and packages to the bundler", () => {
    const named = members(GRAPH);
    expect(named).not.toContain('/app/src/web/lib/ssr/earlyClicks.ts');
    expect(named.filter((id) => id.includes('/node_modules/'))).toEqual([]);
  });

  it('names nothing when the build has no start', () => {
    const { [`/app/${START}`]: _start, ...withoutStart } = GRAPH;
    expect(members(withoutStart)).toEqual([]);
  });

  it("forgets an earlier build's modules", () => {
    const { plugin, test } = startChunk(START, ENTRY);
    buildEnd(plugin, GRAPH);
    buildEnd(plugin, { [`/app/${START}`]: [] });
    expect(test('/app/src/web/app/App.tsx')).toBe(false);
    expect(test(`/app/${START}`)).toBe(true);
  });
});

describe('the build', () => {
  const check = (imports: Record<string, string[]>) => () =>
    (startChunk(START, ENTRY).plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(
      {
        error(message: string) {
          throw new Error(message);
        },
      },
      {},
      Object.fromEntries(
        Object.entries(imports).map(([fileName, imported]) => [
          fileName,
          { type: 'chunk', imports: imported },
        ]),
      ),
    );

  it('goes on when chunks import one another one way', () => {
    expect(
      check({
        'index.js': ['react.js'],
        'start.js': ['react.js', 'ui.js'],
        'ui.js': ['react.js'],
        'react.js': [],
      }),
    ).not.toThrow();
  });

  it('stops when two chunks import each other, even through a third', () => {
    expect(check({ 'start-a.js': ['start-b.js'], 'start-b.js': ['start-a.js'] })).toThrow(
      /start-a\.js imports itself through other chunks/,
    );
    expect(check({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'], 'd.js': ['a.js'] })).toThrow(
      /a\.js/,
    );
  });
});
