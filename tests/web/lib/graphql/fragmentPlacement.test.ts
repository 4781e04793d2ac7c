// Documents use fragments by name, without an import, so the lint's import rules cannot see one
// feature using another feature's fragment. This holds the same rule for fragments: a document may
// spread its own feature's fragments and those in src/web/lib (what several features select).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, visit } from 'graphql';
import { describe, expect, it } from 'vitest';

const WEB = join(import.meta.dirname, '../../../../src/web');

interface Source {
  /** The path inside src/web. */
  path: string;
  text: string;
}

/** `features/<name>` for a feature's file, `lib` for everything shared. */
const owner = (path: string) => path.match(/^features\/[^/]+/)?.[0] ?? 'lib';

/** Every spread of a fragment from another feature, as "file: ...Fragment (from its place)". */
function misplacedSpreads(sources: Source[]): string[] {
  const documents = sources.flatMap(({ path, text }) =>
    [...text.matchAll(/graphql\(`([^`]*)`\)/g)].map((match) => ({ path, document: parse(match[1]) })),
  );
  const definedIn = new Map<string, string>();
  for (const { path, document } of documents) {
    for (const definition of document.definitions) {
      if (definition.kind === 'FragmentDefinition') definedIn.set(definition.name.value, owner(path));
    }
  }
  const misplaced: string[] = [];
  for (const { path, document } of documents) {
    visit(document, {
      FragmentSpread(spread) {
        const place = definedIn.get(spread.name.value);
        if (place !== 'lib' && place !== owner(path)) {
          misplaced.push(`${path}: ...${spread.name.value} (from ${place ?? 'nowhere'})`);
        }
      },
    });
  }
  return misplaced;
}

function webSources(): Source[] {
  return readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .map((path) => path.replaceAll('\\', '/'))
    .filter((path) => /\.tsx?$/.test(path) && !path.startsWith('gql/'))
    .map((path) => ({ path, text: readFileSync(join(WEB, path), 'utf8') }));
}

describe('GraphQL fragments', () => {
  it('come from the own feature or from src/web/lib in every document of the web app', () => {
    const sources = webSources();
    expect(sources.filter(({ text }) => text.includes('fragment ')).length).toBeGreaterThan(10);
    expect(misplacedSpreads(sources)).toEqual([]);
  });

  it("name a spread of another feature's fragment", () => {
    const fragment = (name: string) => `graphql(\`fragment ${name} on Event { id }\`)`;
    const query = (spread: string) => `graphql(\`query Q { events { ...${spread} } }\`)`;
    expect(
      misplacedSpreads([
        { path: 'features/two/graphql/TwoFields.ts', text: fragment('TwoFields') },
        { path: 'lib/graphql/fragments/SharedFields.ts', text: fragment('SharedFields') },
        { path: 'features/one/graphql/One.ts', text: query('TwoFields') },
        { path: 'features/one/graphql/Shared.ts', text: query('SharedFields') },
        { path: 'features/two/graphql/Two.ts', text: query('TwoFields') },
        { path: 'lib/session/graphql/Lib.ts', text: query('TwoFields') },
      ]),
    ).toEqual([
      'features/one/graphql/One.ts: ...TwoFields (from features/two)',
      'lib/session/graphql/Lib.ts: ...TwoFields (from features/two)',
    ]);
  });
});
