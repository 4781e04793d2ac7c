// The pieces the entry imports to start the app (src/web/main.tsx) are named in index.html by
// scripts/vite/startPieces.ts. That every page's head names them in the real build:
// e2e/firstVisit.spec.ts.
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { startPieces } from '../../scripts/vite/startPieces.ts';

const ENTRY = 'src/web/main.tsx';

/** A chunk of the bundle as the hooks read it. */
const chunk = (fileName: string, fields: Record<string, unknown> = {}) => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  moduleIds: [],
  viteMetadata: { importedCss: new Set<string>() },
  ...fields,
});

const entry = chunk('assets/index-1.js', {
  isEntry: true,
  imports: ['assets/runtime-1.js'],
  dynamicImports: ['assets/client-1.js', 'assets/start-1.js'],
  moduleIds: [`/app/${ENTRY}`, '/app/src/web/app/mantineStyles.ts'],
});
const BUNDLE = Object.fromEntries(
  [
    entry,
    chunk('assets/runtime-1.js'),
    chunk('assets/react-1.js', { imports: ['assets/runtime-1.js'] }),
    chunk('assets/client-1.js', { imports: ['assets/react-1.js'] }),
    chunk('assets/start-1.js', {
      imports: ['assets/runtime-1.js', 'assets/react-1.js'],
      viteMetadata: { importedCss: new Set(['assets/start-1.css']) },
    }),
  ].map((file) => [file.fileName, file]),
);

function handler<T>(plugin: Plugin, name: 'transformIndexHtml' | 'generateBundle'): T {
  const hook = plugin[name] as unknown;
  return (typeof hook === 'function' ? hook : (hook as { handler: T }).handler) as T;
}

function indexTags(bundle: Record<string, unknown>, entryChunk: unknown): HtmlTagDescriptor[] {
  const transform = handler<(html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[]>(
    startPieces(ENTRY),
    'transformIndexHtml',
  );
  return transform('<html></html>', { bundle, chunk: entryChunk } as unknown as IndexHtmlTransformContext);
}

describe("index.html names the app's start", () => {
  it("preloads each chunk of the pieces the entry imports when asked, and links the pieces' styles", () => {
    expect(indexTags(BUNDLE, entry).map((tag) => [tag.attrs?.rel, tag.attrs?.href, tag.injectTo])).toEqual([
      ['stylesheet', '/assets/start-1.css', 'head'],
      ['modulepreload', '/assets/client-1.js', 'head'],
      ['modulepreload', '/assets/react-1.js', 'head'],
      ['modulepreload', '/assets/start-1.js', 'head'],
    ]);
  });

  it('names nothing more for an entry that imports nothing when asked', () => {
    expect(indexTags(BUNDLE, { ...entry, dynamicImports: [] })).toEqual([]);
  });
});

describe("the entry's chunk", () => {
  const check = (askedBy: Record<string, string[]>) => () =>
    handler<(this: unknown, options: unknown, bundle: unknown) => void>(
      startPieces(ENTRY),
      'generateBundle',
    ).call(
      {
        getModuleInfo: (id: string) => ({ dynamicallyImportedIds: askedBy[id] ?? [] }),
        error(message: string) {
          throw new Error(message);
        },
      },
      {},
      BUNDLE,
    );

  it('may import when asked from the entry module itself', () => {
    expect(check({ [`/app/${ENTRY}`]: ['/app/src/web/start.tsx'] })).not.toThrow();
  });

  it('stops the build when another of its modules imports when asked: every page would preload that', () => {
    expect(
      check({
        [`/app/${ENTRY}`]: ['/app/src/web/start.tsx'],
        '/app/src/web/app/mantineStyles.ts': ['/app/x.ts'],
      }),
    ).toThrow(/mantineStyles\.ts is in the entry's chunk and imports \/app\/x\.ts when asked/);
  });
});
