// The build's split of the generated documents (scripts/vite/graphqlDocuments.ts): each document a
// module of its own, with its query text. Vitest builds without the plugin, so its hooks are called here.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pluginHook } from '@tests/support/vitePluginHook';
import { EventsListDocument } from '@web/gql/graphql';
import { type DocumentNode, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_ID,
  documentModule,
  graphqlDocuments,
  readDocuments,
} from '../../../../scripts/vite/graphqlDocuments.ts';

const ROOT = join(import.meta.dirname, '../../../..');
const GENERATED = join(ROOT, 'src/web/gql/graphql.ts');
const IMPORTER = join(ROOT, 'src/web/lib/example/useExample.ts');

const plugin = graphqlDocuments({ file: GENERATED, include: /src[\\/]web[\\/].*\.[jt]sx?$/ });

// Vite's resolution of the two ways the app names the generated file.
async function resolveSpecifier(specifier: string, importer: string) {
  const path = specifier.startsWith('@web/')
    ? join(ROOT, 'src/web', specifier.slice('@web/'.length))
    : resolve(dirname(importer), specifier);
  return { id: path.endsWith('.ts') ? path : `${path}.ts` };
}

const hook = (name: 'resolveId' | 'load' | 'transform') =>
  pluginHook(plugin, name, { resolve: resolveSpecifier });

const transform = hook('transform') as (code: string, id: string) => Promise<{ code: string } | null>;

/** The document a document's module exports (the module is `export const Name = <JSON>;`). */
function exported(code: string): { name: string; document: DocumentNode } {
  const match = /^export const (\w+) = (.*);\n$/s.exec(code);
  if (!match) throw new Error(`not a document's module: ${code.slice(0, 80)}`);
  return { name: match[1], document: JSON.parse(match[2]) };
}

describe("the generated documents' modules", () => {
  it('read every document of the generated file', () => {
    const documents = readDocuments(readFileSync(GENERATED, 'utf8'));
    const lines = readFileSync(GENERATED, 'utf8').match(/^export const \w+ = \{/gm) ?? [];
    expect(documents.size).toBe(lines.length);
    expect(documents.size).toBeGreaterThan(40);
    expect(documents.get('EventsListDocument')).toEqual(EventsListDocument);
  });

  it("export the generated AST with graphql's print of it where graphql-js keeps the source", async () => {
    expect(hook('resolveId')('virtual:gql-document/EventsListDocument')).toBe(
      `${DOCUMENT_ID}EventsListDocument`,
    );
    const loaded = hook('load')(`${DOCUMENT_ID}EventsListDocument`) as { code: string };
    const { name, document } = exported(loaded.code);
    expect(name).toBe('EventsListDocument');
    const { loc, ...ast } = document;
    expect(ast).toEqual(EventsListDocument);
    const text = print(EventsListDocument);
    expect(loc).toEqual({
      start: 0,
      end: text.length,
      source: { body: text, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } },
    });
    // The text is the document: parsed again, it has the same definitions.
    expect(print(parse(loc!.source.body))).toBe(text);
  });

  it('name a document the generated file lacks', () => {
    expect(() => hook('load')(`${DOCUMENT_ID}GoneDocument`)).toThrow(/no document GoneDocument/);
  });

  it("print a document's fragments too", () => {
    const document = parse('query Q { events { ...F } } fragment F on Event { id }');
    const { document: withText } = exported(documentModule('QDocument', document));
    expect(withText.loc?.source.body).toBe(
      'query Q {\n  events {\n    ...F\n  }\n}\n\nfragment F on Event {\n  id\n}',
    );
  });
});

describe('imports of the generated file', () => {
  it('become one import per document, on the lines they were on', async () => {
    const code = [
      "import { useState } from 'react';",
      'import { EventsListDocument, ResultEventsDocument as Results } from "../../gql/graphql";',
      'export const both = [EventsListDocument, Results, useState];',
    ].join('\n');
    const result = await transform(code, IMPORTER);
    expect(result?.code.split('\n')).toEqual([
      "import { useState } from 'react';",
      "import { EventsListDocument } from 'virtual:gql-document/EventsListDocument'; " +
        "import { ResultEventsDocument as Results } from 'virtual:gql-document/ResultEventsDocument';",
      'export const both = [EventsListDocument, Results, useState];',
    ]);
  });

  it('split an import over several lines, by the path alias too, and keep the line count', async () => {
    const code =
      "import {\n  EventsListDocument,\n  ResultEventsDocument,\n} from '@web/gql/graphql';\nuse();";
    const result = await transform(code, IMPORTER);
    expect(result?.code.split('\n')).toHaveLength(5);
    expect(result?.code).not.toContain('@web/gql/graphql');
    expect(result?.code.match(/from 'virtual:gql-document\/\w+'/g)).toEqual([
      "from 'virtual:gql-document/EventsListDocument'",
      "from 'virtual:gql-document/ResultEventsDocument'",
    ]);
  });

  it('keep types and names that are not documents on the import of the generated file', async () => {
    const code = "import { EventsListDocument, type EventsListQuery, Other } from '@web/gql/graphql';";
    expect((await transform(code, IMPORTER))?.code).toBe(
      "import { EventsListDocument } from 'virtual:gql-document/EventsListDocument'; " +
        "import { Other, type EventsListQuery } from '@web/gql/graphql';",
    );
    const types = "import type { EventsListQuery } from '@web/gql/graphql';";
    expect(await transform(types, IMPORTER)).toBeNull();
  });

  it('leave other modules alone, and mark the generated ones free of side effects', async () => {
    expect(await transform("import { x } from './graphql';", IMPORTER)).toBeNull();
    expect(await transform("import { EventsListDocument } from './gql/graphql';", IMPORTER)).toBeNull();
    expect(await transform('export const x = 1;', join(ROOT, 'src/web/gql/gql.ts'))).toEqual({
      moduleSideEffects: false,
    });
  });
});
