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
import { normalizePath, type Plugin, parseSync } from 'vite';

/** The prefix of the import specifier a rewritten import uses; resolves to the virtual module's id. */
const SPECIFIER = 'virtual:gql-document/';
/** The prefix of a document's module id (`\0`: no file, and no other plugin's business). */
export const DOCUMENT_ID = '\0gql-document:';

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
  const withoutQuery = (id: string) => id.replace(/\?.*$/, '');

  return {
    name: 'graphql-documents',
    // After the other transforms: TypeScript's type-only imports are gone, the Babel optimizer's
    // imports are there.
    enforce: 'post',

    resolveId: {
      filter: { id: /^virtual:gql-document\// },
      handler: (id) => DOCUMENT_ID + id.slice(SPECIFIER.length),
    },

    load: {
      filter: { id: /^\0gql-document:/ },
      handler(id) {
        const name = id.slice(DOCUMENT_ID.length);
        this.addWatchFile(path);
        const document = documents().get(name);
        if (!document) this.error(`${file} has no document ${name}`);
        return { code: documentModule(name, document), moduleSideEffects: false };
      },
    },

    transform: {
      filter: { id: include },
      async handler(code, id) {
        const file = withoutQuery(id);
        if (file.startsWith(directory)) return { moduleSideEffects: false };
        if (!code.includes('gql/graphql')) return null;
        // As the file's language, should TypeScript not be stripped yet (JavaScript parses as well).
        const lang = (/\.([jt]sx?)$/.exec(file)?.[1] ?? 'js') as 'js' | 'jsx' | 'ts' | 'tsx';
        const { module } = parseSync(file, code, { lang, sourceType: 'module' });
        const known = documents();
        const edits: { start: number; end: number; text: string }[] = [];
        for (const declaration of module.staticImports) {
          const specifier = declaration.moduleRequest.value;
          if (!/gql\/graphql(\.[jt]s)?$/.test(specifier)) continue;
          const resolved = await this.resolve(specifier, id);
          if (!resolved || withoutQuery(resolved.id) !== path) continue;
          const imports: string[] = [];
          // Types (should TypeScript not be stripped yet) and other names stay where they were.
          const kept: string[] = [];
          const keptTypes: string[] = [];
          for (const { importName, localName, isType } of declaration.entries) {
            const imported = importName.name;
            if (importName.kind !== 'Name' || !imported)
              this.error(`${file}: only named imports from ${specifier} can be split into documents`);
            const local = localName.value;
            const binding = imported === local ? local : `${imported} as ${local}`;
            if (isType) keptTypes.push(binding);
            else if (known.has(imported))
              imports.push(`import { ${binding} } from '${SPECIFIER}${imported}';`);
            else kept.push(binding);
          }
          if (imports.length === 0) continue;
          if (kept.length > 0)
            imports.push(
              `import { ${[...kept, ...keptTypes.map((t) => `type ${t}`)].join(', ')} } from '${specifier}';`,
            );
          else if (keptTypes.length > 0)
            imports.push(`import type { ${keptTypes.join(', ')} } from '${specifier}';`);
          // The same lines as before: the module's source map stays right.
          const original = code.slice(declaration.start, declaration.end);
          const lines = '\n'.repeat(original.split('\n').length - 1);
          edits.push({ start: declaration.start, end: declaration.end, text: imports.join(' ') + lines });
        }
        if (edits.length === 0) return null;
        let result = code;
        for (const { start, end, text } of edits.reverse())
          result = result.slice(0, start) + text + result.slice(end);
        return { code: result, map: null };
      },
    },
  };
}
