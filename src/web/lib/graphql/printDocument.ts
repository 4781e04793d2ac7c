import { type DocumentNode, print } from 'graphql';

/**
 * A document's query text: the text the build put into it (`loc.source.body`, where graphql-js'
 * `parse` keeps it: scripts/vite/graphqlDocuments.ts), else graphql's `print` of it (Vitest builds
 * without that plugin). Kept apart from fetchGraphQL so that graphql's printer stays off the pages
 * that never need it: fetchGraphQL loads this only for a document without text, the server's
 * render (src/web/entry-server.tsx) imports it.
 *
 * Only for a document as written: a copy transformed by graphql's `visit` (Apollo's, with
 * `__typename` added) keeps its original's `loc`, so its text would be the original's.
 */
export function printDocument(document: DocumentNode): string {
  return document.loc?.source.body ?? print(document);
}
