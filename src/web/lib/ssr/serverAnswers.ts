import type { TypedDocumentNode } from '@apollo/client';
import { createContext } from 'react';

/**
 * The answers of the public queries in a page rendered by the server. On the server the context
 * holds a `fetch` that a query waits for (React's `use`: the page is sent once every answer is in);
 * a failed fetch gives undefined, and the page is sent loading, to fetch in the browser. In the browser the answers come with the page (see readPageState) and are the first render's data,
 * so that the page takes over the server's HTML unchanged.
 */
export interface ServerAnswers {
  /** The server's clock for this render (ms since the epoch): every date comparison uses it. */
  renderedAt: number;
  fetch<TResult, TVariables>(
    key: string,
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult | undefined>;
}

export const ServerAnswersContext = createContext<ServerAnswers | null>(null);

/** Answers of public queries by key (operation name and variables) with when they were fetched. */
export type AnswerMap = Record<string, { data: unknown; fetchedAt: number }>;
