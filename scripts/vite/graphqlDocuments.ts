/**
 * One module per GraphQL document, each carrying its query text, so that a page loads only the
 * documents it uses and no GraphQL printer.
 *
 * Why: codegen's client preset writes every document into one file (src/web/gql/graphql.ts), and its
 * Babel optimizer turns each `graphql(`…`)` call into an import of that document from there. But a
 * module lands in exactly one chunk: every page would download all the documents of the app. And
 * the documents are bare ASTs: sending one needs graphql's `print` (the printer) in the browser.
 *
 * What: in the app's modules (after TypeScript is stripped), each import of the generated file
 * becomes one import per document from a module of its own (`\0gql-document:EventsListDocument`).
 * That module exports the same AST plus, where graphql-js' own `parse` keeps it, the query text
 * printed at build time: `loc.source.body` (what src/web/lib/graphql/fetchGraphQL.ts sends). The
 * generated files themselves are declared free of side effects: still imported (the `graphql`
 * function's import stays behind the optimizer) but unused, they would otherwise leave an empty
 * chunk every page imports.
 *
 * Not applied by Vitest (vitest.config.ts has no Babel optimizer either): there the documents come
 * from the generated file without `loc`, and the app prints them itself.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { type DocumentNode, print } from 'graphql';
import { normalizePath, type Plugin } from 'vite';
import { splitImports, splitModules, withoutQuery } from './splitImports.ts';

/** The documents' own modules: `virtual:gql-document/<name>`, with the id `\0gql-document:<name>`. */
const KIND = 'gql-document';
/** The prefix of a document's module id. */
export const DOCUMENT_ID = `\0${KIND}:`;

export interface GraphQLDocumentsOptions {
  /** The file codegen's client preset writes the documents to, relative to the working directory. */
  file: string;
  /** The modules whose imports of `file` are rewritten (never `file`'s own directory). */
  include: RegExp;
}

/**
 * The documents of the generated file by export name: the JSON between `= ` and ` as unknown as` of
 * each `export const NameDocument = {…} as unknown as DocumentNode<…>;` line.
 */
export function readDocuments(source: string): Map<string, DocumentNode> {
  const documents = new Map<string, DocumentNode>();
  for (const line of source.split('\n')) {
    const match = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/.exec(line.trim());
    if (!match) continue;
    const document = JSON.parse(match[2]) as DocumentNode;
    if (document.kind === 'Document') documents.set(match[1], document);
  }
  return documents;
}

/** A document's module: its AST with the printed query text where graphql-js' `parse` puts it. */
export function documentModule(name: string, document: DocumentNode): string {
  const body = print(document);
  const loc = {
    start: 0,
    end: body.length,
    source: { body, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } },
  };
  return `export const ${name} = ${JSON.stringify({ ...document, loc })};\n`;
}

export function graphqlDocuments({ file, include }: GraphQLDocumentsOptions): Plugin {
  const path = normalizePath(resolve(file));
  const directory = `${dirname(path)}/`;
  let cache: { modified: number; documents: Map<string, DocumentNode> } | undefined;
  /** The generated documents, read again whenever codegen has rewritten the file (dev server). */
  const documents = () => {
    const modified = statSync(path).mtimeMs;
    if (cache?.modified !== modified)
      cache = { modified, documents: readDocuments(readFileSync(path, 'utf8')) };
    return cache.documents;
  };
  const modules = splitModules(KIND, (context, name) => {
    context.addWatchFile(path);
    const document = documents().get(name);
    if (!document) return context.error(`${file} has no document ${name}`);
    return documentModule(name, document);
  });

  return {
    name: 'graphql-documents',
    // After the other transforms: TypeScript's type-only imports are gone, the Babel optimizer's
    // imports are there.
    enforce: 'post',

    ...modules.hooks,

    transform: {
      filter: { id: include },
      async handler(code, id) {
        const file = withoutQuery(id);
        if (file.startsWith(directory)) return { moduleSideEffects: false };
        if (!code.includes('gql/graphql')) return null;
        const known = documents();
        const result = await splitImports(code, file, {
          splits: async (specifier) => {
            if (!/gql\/graphql(\.[jt]s)?$/.test(specifier)) return false;
            const resolved = await this.resolve(specifier, id);
            return !!resolved && withoutQuery(resolved.id) === path;
          },
          has: (name) => known.has(name),
          prefix: modules.prefix,
          error: (message) => this.error(message),
        });
        if (result === null) return null;
        return { code: result, map: null };
      },
    },
  };
}
