import type { TypedDocumentNode } from '@apollo/client';
import { EventsListDocument } from '@web/gql/graphql';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { type DocumentNode, parse, print } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentModule } from '../../../../scripts/vite/graphqlDocuments.ts';

afterEach(() => vi.unstubAllGlobals());

/** The body of the one request fetchGraphQL sends for `document`. */
async function sent(document: DocumentNode) {
  const fetch = vi.fn(async () => Response.json({ data: { events: [] } }));
  vi.stubGlobal('fetch', fetch);
  await fetchGraphQL(document as TypedDocumentNode<unknown, { limit: number }>, { limit: 1 });
  const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
  return JSON.parse(String(init.body));
}

describe('the query text fetchGraphQL sends', () => {
  it('is the text the build put into the document', async () => {
    const module = documentModule('EventsListDocument', EventsListDocument);
    const built = JSON.parse(module.slice(module.indexOf('= ') + 2, -2));
    // A text of its own, to tell it from a print of the AST.
    built.loc.source.body = `# built\n${built.loc.source.body}`;
    expect(await sent(built)).toEqual({
      operationName: 'EventsList',
      variables: { limit: 1 },
      query: built.loc.source.body,
    });
  });

  it("is graphql's print of a document without text (Vitest builds without the plugin)", async () => {
    expect(EventsListDocument.loc).toBeUndefined();
    expect((await sent(EventsListDocument)).query).toBe(print(EventsListDocument));
  });

  it('is the source a parsed document keeps', async () => {
    const source = 'query EventsList { events { id } }';
    expect((await sent(parse(source))).query).toBe(source);
  });
});
